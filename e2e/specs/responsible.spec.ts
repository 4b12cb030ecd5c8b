import { expect, test, type Page } from './page-checks.ts';

import { balanceOf, callApi, fundByApi, registerByApi } from './api.ts';

/**
 * Responsible gaming (issue 18): limits set on the player's page and enforced where the money moves, the
 * reality check interrupting play, a self-exclusion that logs the player out and keeps them out, and a
 * deposit from another person's account refunded (the ledger teardown checks the books after them all).
 */

test.beforeEach(async ({ page }) => {
  // Registration, funding and a game's first load take a while on a busy machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
});

/** Opens the responsible-gaming page logged in with `token`. */
async function openPage(page: Page, token: string) {
  await page.goto(`/account/responsible?token=${encodeURIComponent(token)}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
  await expect(page.getByTestId('responsible-limits')).toBeVisible();
}

/** Sets the daily deposit limit through the deposits card's editor. */
async function setDailyDepositLimit(page: Page, amount: string) {
  await page.getByTestId('limit-edit-deposit').click();
  const noLimit = page.getByTestId('limit-remove-deposit-day');
  if (await noLimit.isChecked()) await noLimit.uncheck();
  await page.getByTestId('limit-input-deposit-day').fill(amount);
  await page.getByTestId('limit-save-deposit').click();
}

test('a deposit limit set on the page refuses a larger deposit; a raise waits for the cooling-off', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await openPage(page, player.token);
  await expect(page.getByTestId('responsible-cooling-off')).toContainText('waits 24 hours');

  await setDailyDepositLimit(page, '50');
  await expect(page.getByTestId('limit-saved')).toHaveText('Saved: your limits apply now.');
  const daily = page.getByTestId('limit-deposit-day');
  await expect(daily.getByTestId('limit-value')).toHaveText('R$ 50.00');

  // The wallet's deposit of 60 is refused with the limit, named and with what is left of it.
  await page.getByTestId('open-recharge').click();
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet).toBeVisible();
  await page.getByTestId('recharge-amount').fill('60');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-error')).toContainText(
    'This would go over your daily deposit limit. You have R$ 50.00 left until it resets on',
  );
  await wallet.getByRole('button', { name: 'Close' }).click();
  await expect(wallet).toBeHidden();

  // A raise is not in force before the cooling-off ends: it is shown waiting, the lower limit still applies.
  await setDailyDepositLimit(page, '200');
  await expect(page.getByTestId('limit-saved')).toContainText('waits for the cooling-off period');
  await expect(daily.getByTestId('limit-pending')).toContainText('Raises to R$ 200.00 on');
  await expect(daily.getByTestId('limit-value')).toHaveText('R$ 50.00');
  const refused = await callApi(
    request,
    '/api/pay/recharge',
    { channelId: 'sandbox-brl', amount: 60, requestId: `e2e-rg-${Date.now().toString(36)}` },
    player.token,
  );
  expect(refused.status).toBe(1801);
  expect(refused.extra).toMatchObject({ kind: 'deposit', period: 'day', remaining: 50 });
});

test('the reality check interrupts play after an hour; "Continue playing" lets the next bet through', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 100);
  // A new session starts the reality check's clock (60 minutes in Brazil); the sandbox moves it 61 on.
  const login = await callApi(request, '/api/auth/login', {
    username: player.username,
    password: player.password,
  });
  const token = login.user.token as string;
  expect((await callApi(request, '/api/sandbox/clock', { advanceMs: 61 * 60_000 }, token)).status).toBe(0);

  await page.goto(`/game/mines?token=${encodeURIComponent(token)}&lang=en`);
  await expect(page.getByTestId('game-balance-value')).toContainText('100.00');
  await page.getByTestId('bet-amount').fill('5');
  await page.getByTestId('place-bet').click();

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByTestId('summary-time')).toHaveText('1 h 01 min');
  await expect(check.getByTestId('summary-wagered')).toHaveText('R$ 0.00');
  await expect(check.getByRole('link', { name: 'Set limits or take a break' })).toBeVisible();
  await expect(page.getByTestId('game-balance-value')).toContainText('100.00');

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('game-balance-value')).toContainText('95.00');
  await expect(check).toBeHidden();
});

test('self-exclusion logs the player out everywhere, and the next login is refused with the date it ends', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await openPage(page, player.token);

  await page.getByTestId('exclusion-form').getByRole('radio', { name: '6 months' }).check();
  await page.getByTestId('exclusion-start').click();
  const confirm = page.getByTestId('exclusion-dialog');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('You will be logged out on every device.');
  await expect(confirm).toContainText('cannot be undone early');
  await expect(confirm.getByTestId('exclusion-balance')).toContainText('Your cash balance is paid back');
  await confirm.getByTestId('exclusion-password').fill(player.password);
  await confirm.getByTestId('exclusion-confirm').click();

  const told = page.getByTestId('dialog');
  await expect(told).toContainText('Your break has started and you have been logged out everywhere.');
  await told.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('open-login')).toBeVisible();
  expect((await callApi(request, '/api/auth/check', {}, player.token)).model.loggedIn).toBe(false);

  await page.getByTestId('open-login').click();
  await page.getByTestId('auth-username').fill(player.username);
  await page.getByTestId('auth-password').fill(player.password);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-error')).toHaveText(
    /^This account is on a break until .*\d{4}.*: logging in, deposits and play are blocked until then\.$/,
  );
  await expect(page.getByTestId('header-username')).toHaveCount(0);
});

test('a deposit paid from someone else’s account is not credited and goes back to its payer', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');

  await page.getByTestId('open-recharge').click();
  await expect(page.getByTestId('wallet-modal')).toBeVisible();
  await page.getByTestId('recharge-amount').fill('40');
  const paymentPage = page.waitForEvent('popup');
  await page.getByTestId('recharge-submit').click();
  const sandbox = await paymentPage;
  await expect(sandbox.getByTestId('sandbox-banner')).toBeVisible();
  await sandbox.getByRole('button', { name: "Pay from someone else's account" }).click();
  await expect(sandbox.getByTestId('sandbox-status')).toContainText('Paid');
  await sandbox.close();

  // The provider's webhook names a payer CPF that is not the player's: refused, then refunded by the provider.
  const refunded = page.getByTestId('recharge-refunded');
  await expect(refunded).toContainText('It was returned to that account', { timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  expect(await balanceOf(request, player.token)).toBe(0);

  // Nothing was credited, so the ledger holds no row for it: the history stays empty.
  await page.getByTestId('wallet-tab-history').click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
});
