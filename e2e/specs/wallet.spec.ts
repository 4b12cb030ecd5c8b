import { expect, test, type Page } from './page-checks.ts';

import { adultIdentity, callApi, operatorToken, registerByApi } from './api.ts';

/** A CPF as the form shows it: 529.982.247-25. */
const formatted = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

async function logIn(page: Page, token: string) {
  await page.goto(`/?token=${encodeURIComponent(token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
}

/** Deposits `amount` through the wallet and the sandbox page; returns when the wallet shows it paid. */
async function depositThroughSandbox(page: Page, amount: string) {
  await page.getByTestId('open-recharge').click();
  const wallet = page.getByTestId('wallet-modal');
  await expect(wallet).toBeVisible();
  await page.getByTestId('recharge-amount').fill(amount);
  const paymentPage = page.waitForEvent('popup');
  await page.getByTestId('recharge-submit').click();
  const sandbox = await paymentPage;
  await expect(sandbox.getByTestId('sandbox-banner')).toBeVisible();
  await expect(sandbox.getByTestId('sandbox-amount')).toContainText(amount);
  await expect(page.getByTestId('recharge-pending')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay now' }).click();
  await expect(sandbox.getByTestId('sandbox-status')).toContainText('Paid');
  await sandbox.close();
  // The provider's webhook lands about 1.5 s later; the open screen polls every 2 s.
  await expect(page.getByTestId('recharge-success')).toBeVisible({ timeout: 15_000 });
}

/** Saves PIX details paid out to the player's own CPF (Brazil pays out to nobody else). */
async function saveWithdrawInfo(page: Page, cpf: string) {
  await page.getByTestId('wallet-tab-withdraw').click();
  const form = page.getByTestId('withdraw-info-form');
  await expect(form).toBeVisible();
  await page.getByTestId('withdraw-info-save').click();
  await expect(form).toContainText('Please enter a valid CPF.');
  await page.getByTestId('withdraw-info-type').selectOption('EMAIL');
  await page.getByTestId('withdraw-info-key').fill('player@example.com');
  await page.getByTestId('withdraw-info-holder').fill('Ana Souza');
  // Someone else's CPF is refused: the market pays out only to the player's own.
  await page.getByTestId('withdraw-info-cpf').fill(adultIdentity().cpf);
  await page.getByTestId('withdraw-info-save').click();
  await expect(page.getByText('Withdrawals are paid only to an account in your own CPF.')).toBeVisible();
  await page.getByTestId('withdraw-info-cpf').fill(cpf);
  await expect(page.getByTestId('withdraw-info-cpf')).toHaveValue(formatted(cpf));
  await page.getByTestId('withdraw-info-save').click();
  await expect(page.getByTestId('withdraw-destination')).toHaveText('player@example.com');
}

test('a player deposits through the sandbox page, sees the balance rise, and must wager before withdrawing', async ({
  page,
  request,
}) => {
  // The sandbox payment page, its webhook and the wallet's screens: about 30 s on this machine.
  test.setTimeout(60_000);
  const player = await registerByApi(request);
  await logIn(page, player.token);

  await depositThroughSandbox(page, '25');
  await expect(page.getByTestId('recharge-success')).toContainText('25.00');
  await expect(page.getByTestId('header-balance')).toContainText('25.00');

  await saveWithdrawInfo(page, player.cpf);
  await expect(page.getByTestId('withdraw-wagering')).toContainText('25.00');
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();

  await page.getByTestId('wallet-tab-history').click();
  await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-kind', 'recharge');
  await page.getByTestId('history-filter-withdraw').click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
});

test('a player whose wagering is done withdraws, and the operator approves it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request);
  await logIn(page, player.token);
  await depositThroughSandbox(page, '50');
  await page.getByTestId('wallet-modal').getByRole('button', { name: 'Close' }).click();

  const operator = await operatorToken(request);
  const userId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}').userId);
  const standing = await request.post('/api/operator/players/withdraw_standing', {
    headers: { Auth: operator },
    data: { userId, wageringRemaining: 0, reason: 'e2e: wagering cleared for the test' },
  });
  expect((await standing.json()).status).toBe(0);

  await page.goto('/#withdraw');
  await expect(page.getByTestId('wallet-modal')).toBeVisible();
  await saveWithdrawInfo(page, player.cpf);
  await expect(page.getByTestId('withdraw-wagering')).toHaveCount(0);
  await page.getByTestId('withdraw-amount').fill('22.345');
  await page.getByTestId('withdraw-amount').blur();
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('22.34');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('27.66');
  const item = page.getByTestId('withdraw-item').first();
  await expect(item).toHaveAttribute('data-status', 'PENDING_REVIEW');

  const mine = await callApi(request, '/api/withdraw/list', { pageNo: 1, pageSize: 1 }, player.token);
  const approved = await request.post('/api/operator/withdraws/approve', {
    headers: { Auth: operator },
    data: { id: mine.list[0].id },
  });
  expect((await approved.json()).status).toBe(0);

  // The open screen follows the request through the payout until the provider confirms it.
  await expect(page.getByTestId('withdraw-item').first()).toHaveAttribute('data-status', 'PAID', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('header-balance')).toContainText('27.66');
});
