import { expect, test, type APIRequestContext, type BrowserContext } from './page-checks.ts';

import { registerByApi } from './api.ts';

/** Registers a player with a phone (by SMS code, as the demo site does); SMS login then needs only the phone. */
async function registerPhonePlayer(request: APIRequestContext) {
  const player = await registerByApi(request);
  return { phone: player.phone, stored: player.storedPhone };
}

/** Opens the sandbox SMS inbox in another page, as a developer would, and reads the newest code sent to `stored`. */
async function codeFromSandboxInbox(context: BrowserContext, stored: string): Promise<string> {
  const inbox = await context.newPage();
  await inbox.goto('/sandbox/sms?lang=en');
  await expect(inbox.getByText('SANDBOX SMS', { exact: false })).toBeVisible();
  const row = inbox.getByTestId('sms-row').filter({ hasText: stored }).first();
  await expect(row).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await row.locator('.text').textContent()) ?? '')?.[1];
  await inbox.close();
  if (!code) throw new Error('no six-digit code in the sandbox inbox');
  return code;
}

test('a player logs in by SMS code read from the sandbox inbox', async ({ page, context, request }) => {
  const player = await registerPhonePlayer(request);
  await page.goto('/?lang=en');
  await page.getByTestId('open-login').click();
  await page.getByTestId('auth-use-sms').click();
  await expect(page.getByRole('heading', { name: 'Log in by SMS' })).toBeVisible();

  await page.getByTestId('sms-login-phone').fill(player.phone);
  await page.getByTestId('sms-login-send').click();
  await expect(page.getByTestId('sms-login-sent')).toContainText(player.phone);
  await expect(page.getByTestId('sms-login-send')).toBeDisabled();
  await expect(page.getByTestId('sms-login-send')).toContainText(/Send a new code in \d+ s/);

  const code = await codeFromSandboxInbox(context, player.stored);
  await page.getByTestId('sms-login-code').fill(code);
  await page.getByTestId('sms-login-submit').click();

  await expect(page.getByTestId('auth-modal')).toBeHidden();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
});

test('SMS login explains a bad phone and a wrong code', async ({ page, context, request }) => {
  const player = await registerPhonePlayer(request);
  await page.goto('/?lang=en');
  await page.getByTestId('open-login').click();
  await page.getByTestId('auth-use-sms').click();

  // The §5 check: an area code cannot start with 0; nothing is sent.
  await page.getByTestId('sms-login-phone').fill('01 2345-6789');
  await page.getByTestId('sms-login-send').click();
  await expect(page.getByTestId('auth-modal')).toContainText(
    'Enter your mobile number with its area code, e.g. 11 98765-4321.',
  );
  await expect(page.getByTestId('sms-login-sent')).toHaveCount(0);

  await page.getByTestId('sms-login-phone').fill(player.phone);
  await page.getByTestId('sms-login-phone').press('Enter');
  await expect(page.getByTestId('sms-login-sent')).toBeVisible();
  const code = await codeFromSandboxInbox(context, player.stored);

  await page.getByTestId('sms-login-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('sms-login-submit').click();
  await expect(page.getByTestId('sms-login-error')).toHaveText('That SMS code is not valid or has expired.');
  await expect(page.getByTestId('auth-modal')).toBeVisible();

  // The right code still works after one wrong try.
  await page.getByTestId('sms-login-code').fill(code);
  await page.getByTestId('sms-login-code').press('Enter');
  await expect(page.getByTestId('auth-modal')).toBeHidden();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
});
