import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './page-checks.ts';

import { callApi, registerByApi } from './api.ts';

/**
 * The account area (issue 13): reached from the profile menu; the nickname is saved, a second session is
 * listed and logged out from here, and two-factor setup hands out a key. No serious axe violation.
 */
test('a player edits the nickname, logs out another device and starts two-factor setup', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  const other = await callApi(request, '/api/auth/login', {
    username: player.username,
    password: player.password,
  });
  const otherToken = other.user.token as string;

  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('profile-account').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');

  await page.getByTestId('account-nickname').fill('Lucky Ana');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('account-profile')).toContainText('Saved.');

  await expect(page.getByTestId('account-session')).toHaveCount(2);
  await expect(page.getByTestId('account-sessions')).toContainText('this device');
  await page.getByTestId('account-logout-others').click();
  await expect(page.getByTestId('account-session')).toHaveCount(1);
  const stale = await callApi(request, '/api/auth/check', {}, otherToken);
  expect(stale.model.loggedIn).toBe(false);

  await page.getByTestId('account-2fa-setup').click();
  await expect(page.getByTestId('account-2fa-secret')).toHaveText(/^[A-Z2-7]{16,}$/);
  await expect(page.getByTestId('account-2fa-qr')).toBeVisible();
  expect(await page.getByTestId('account-2fa-qr').locator('path').count()).toBeGreaterThan(0);

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);
});

/** A real 1×1 PNG: the server proves an upload's type by its content. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a player uploads an avatar, shown on the account page and in the header; a text file is refused', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await page.goto(`/account?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('account-avatar-initial')).toBeVisible();

  await page
    .getByTestId('account-avatar-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByTestId('account-profile').getByRole('alert')).not.toBeEmpty();
  await expect(page.getByTestId('account-avatar-initial')).toBeVisible();

  await page
    .getByTestId('account-avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByTestId('account-profile')).toContainText('Picture saved.');
  const avatar = page.getByTestId('account-avatar');
  await expect(avatar).toHaveAttribute('src', /^\/static\/upload\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  const info = await callApi(request, '/api/auth/user_info', {}, player.token);
  expect(info.user.avatar).toBe(await avatar.getAttribute('src'));
  // The header shows the picture from 768 px up (below, the menu button has no room for it).
  await page.reload();
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(page.getByTestId('header-avatar')).toHaveAttribute('src', info.user.avatar as string);
  } else {
    await expect(page.getByTestId('header-avatar')).toBeHidden();
  }
});
