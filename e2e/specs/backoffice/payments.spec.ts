import { expect, test } from '../page-checks.ts';

import { STATUS, type PaymentDesk } from '@casino/contracts';

import { createStaff, openScreen, operatorCall, signIn, staffToken } from './staff.ts';

/**
 * The back office's payment desk through the real UI: the server's refusal of a bad edit shows in the
 * dialog and changes nothing, and support has no way in. The switches that change what every player is
 * offered (a channel off, pay maintenance) are tested in site-wide/payment-desk.spec.ts.
 */

const CHANNEL = 'sandbox-brl';

test('a bad channel edit shows the server’s refusal in the dialog and changes nothing', async ({
  page,
  request,
}) => {
  const finance = await createStaff(request, ['finance']);
  const financeToken = await staffToken(request, finance);
  await signIn(page, finance);
  await openScreen(page, 'Payments');
  const row = page.getByRole('table', { name: 'Deposit channels' }).getByRole('row').filter({
    hasText: CHANNEL,
  });
  await expect(row.getByRole('cell').nth(3)).toHaveText('R$10.00');

  // Min above max: the server refuses it, in its own words, inside the dialog; nothing changes.
  await row.getByRole('button', { name: `Edit channel ${CHANNEL}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit channel ${CHANNEL}` });
  await dialog.getByLabel('Minimum deposit').fill('60000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The minimum must not be above the maximum.');
  await expect(dialog.getByLabel('Minimum deposit')).toHaveAttribute('aria-invalid', 'true');
  // The keyboard stays in the dialog: focus is on the field to fix, and Escape closes it.
  await expect(dialog.getByLabel('Minimum deposit')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const desk = await operatorCall(request, financeToken, 'GET', '/api/operator/payments');
  expect((desk.body.model as PaymentDesk).channels).toContainEqual(
    expect.objectContaining({ id: CHANNEL, min: 10, enabled: true }),
  );
});

test('a support operator has neither the payments screen nor its API', async ({ page, request }) => {
  const support = await createStaff(request, ['support']);
  await signIn(page, support);
  // On a tablet the navigation is a drawer: open it to see what it offers.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payments', exact: true })).toHaveCount(0);

  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
  await expect(page.getByRole('table')).toHaveCount(0);

  const refused = await operatorCall(
    request,
    await staffToken(request, support),
    'GET',
    '/api/operator/payments',
  );
  expect(refused.httpStatus).toBe(403);
  expect(refused.body).toMatchObject({ status: STATUS.FORBIDDEN });
  expect(refused.body).not.toHaveProperty('model');
});
