import { expect, test } from './page-checks.ts';

import { codeFromInbox, fillIdentity, registerByApi, uniquePhone, uniqueUsername } from './api.ts';

test('a new visitor registers, sees a zero balance, stays logged in across a reload and logs out', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('loading-cover')).toBeHidden();
  await page.getByTestId('open-register').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  const username = uniqueUsername();
  const { phone, storedPhone } = uniquePhone();
  await page.getByTestId('auth-username').fill(username);
  // The demo site registers by SMS code (smsConfig.enableRegister): the phone, then the texted code.
  await page.getByTestId('auth-phone').fill(phone);
  await page.getByTestId('auth-send-code').click();
  await expect(page.getByTestId('auth-code-sent')).toBeVisible();
  await page.getByTestId('auth-code').fill(await codeFromInbox(request, storedPhone));
  await page.getByTestId('auth-password').fill('e2e-password-1');
  // Brazil, the demo's default country, asks for the CPF, the full name and the birth date.
  await fillIdentity(page);
  await page.getByTestId('auth-submit').click();

  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');

  await page.reload();
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');

  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
  await expect(page.getByTestId('header-username')).toHaveCount(0);
  const storedUser = await page.evaluate(() => window.localStorage.getItem('user'));
  expect(storedUser === null || !JSON.parse(storedUser).token).toBe(true);
});

test('a wrong password shows a translated error and keeps the modal open', async ({ page, request }) => {
  const player = await registerByApi(request);
  await page.goto('/');
  await page.getByTestId('open-login').click();
  await page.getByTestId('auth-username').fill(player.username);
  await page.getByTestId('auth-password').fill('not-the-password');
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-modal')).toContainText('The account or password is incorrect.');
  await page.getByTestId('auth-password').fill(player.password);
  await page.getByTestId('auth-password').press('Enter');
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
});

test('a token in the address logs the player in and is removed from the address', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-username')).toHaveText(player.username);
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
});

test('a token of "null" or shorter than 10 characters is ignored', async ({ page }) => {
  for (const token of ['null', 'short']) {
    await page.goto(`/?token=${token}`);
    await expect(page.getByTestId('open-login')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  }
});

test('a second tab picks up a login made in the first', async ({ context, request }) => {
  const player = await registerByApi(request);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  await expect(second.getByTestId('open-login')).toBeVisible();

  await first.getByTestId('open-login').click();
  await first.getByTestId('auth-username').fill(player.username);
  await first.getByTestId('auth-password').fill(player.password);
  await first.getByTestId('auth-submit').click();
  await expect(first.getByTestId('header-username')).toHaveText(player.username);

  await expect(second.getByTestId('header-username')).toHaveText(player.username, { timeout: 5_000 });
});

test('the maintenance page is shown at /repair', async ({ page }) => {
  await page.goto('/repair');
  await expect(page.getByTestId('repair-page')).toBeVisible();
});
