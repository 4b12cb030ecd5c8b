import { expect, test, type APIRequestContext, type Page } from '../page-checks.ts';

import { STATUS, type PaymentDesk } from '@casino/contracts';

import { callApi, registerByApi } from '../api.ts';
import { createStaff, openScreen, operatorCall, signIn, staffToken } from '../backoffice/staff.ts';

/**
 * The payment desk's site-wide switches through the real UI: a finance operator hides the BRL sandbox
 * channel from players and shows it again, and turns pay maintenance on and off. Every other spec deposits
 * through that channel, so these run in the `site-wide` project, after every other browser spec, one at a
 * time; each change is undone even when a step fails.
 */

test.describe.configure({ mode: 'serial' });

const CHANNEL = 'sandbox-brl';

/** The desk as the API answers it to a finance operator. */
async function deskOf(request: APIRequestContext, token: string): Promise<PaymentDesk> {
  const answer = await operatorCall(request, token, 'GET', '/api/operator/payments');
  expect(answer.body.status).toBe(0);
  return answer.body.model as PaymentDesk;
}

/** The ids of the deposit channels a player is offered (the deposit page's list). */
async function offeredChannels(request: APIRequestContext, playerToken: string): Promise<string[]> {
  const answer = await callApi(request, '/api/pay/recharge_channels', {}, playerToken);
  expect(answer.status).toBe(0);
  return (answer.list as { id: string }[]).map((channel) => channel.id);
}

/** Opens the channel's Edit dialog, sets Enabled and saves; waits for the announcement. */
async function setChannelEnabled(page: Page, enabled: boolean): Promise<void> {
  await page.getByRole('button', { name: `Edit channel ${CHANNEL}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit channel ${CHANNEL}` });
  await dialog.getByLabel('Enabled').setChecked(enabled);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: CHANNEL })).toHaveText(
    `Channel ${CHANNEL} was saved.`,
  );
}

test('finance hides the BRL channel from players and shows it again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const finance = await createStaff(request, ['finance']);
  const financeToken = await staffToken(request, finance);
  const player = await registerByApi(request);
  await signIn(page, finance);
  await openScreen(page, 'Payments');
  const row = page.getByRole('table', { name: 'Deposit channels' }).getByRole('row').filter({
    hasText: CHANNEL,
  });
  // Columns: channel (name and id), provider, currency, min, max, quick amounts, enabled, order, actions.
  const enabledCell = row.getByRole('cell').nth(6);

  try {
    await expect(row.getByRole('cell').nth(3)).toHaveText('R$10.00');
    await expect(enabledCell).toHaveText('Yes');

    // Disabled: the player's deposit page no longer offers it.
    await setChannelEnabled(page, false);
    await expect(enabledCell).toHaveText('No');
    expect(await offeredChannels(request, player.token)).not.toContain(CHANNEL);

    await setChannelEnabled(page, true);
    await expect(enabledCell).toHaveText('Yes');
    expect(await offeredChannels(request, player.token)).toContain(CHANNEL);
  } finally {
    // A failed step must not leave the channel the other specs deposit through switched off.
    const channel = (await deskOf(request, financeToken)).channels.find((each) => each.id === CHANNEL);
    if (channel && !channel.enabled) {
      await operatorCall(request, financeToken, 'PATCH', `/api/operator/payments/channels/${CHANNEL}`, {
        enabled: true,
      });
    }
  }
});

test('finance turns pay maintenance on after a confirmation, deposits are refused, and turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const finance = await createStaff(request, ['finance']);
  const financeToken = await staffToken(request, finance);
  const player = await registerByApi(request);
  await signIn(page, finance);
  await openScreen(page, 'Payments');
  const state = page.getByRole('heading', { level: 2, name: /^Pay maintenance/ });

  try {
    await expect(state).toHaveText('Pay maintenance Off');

    await page.getByRole('button', { name: 'Turn on pay maintenance' }).click();
    const confirmOn = page.getByRole('dialog', { name: 'Turn on pay maintenance?' });
    await expect(confirmOn).toContainText('every deposit and every withdrawal a player asks for is refused');
    await confirmOn.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(confirmOn).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Pay maintenance' })).toHaveText(
      'Pay maintenance is on: deposits and withdrawals are paused.',
    );
    await expect(state).toHaveText('Pay maintenance On');
    const refused = await callApi(
      request,
      '/api/pay/recharge',
      { channelId: CHANNEL, amount: 50, requestId: `desk-${Date.now().toString(36)}` },
      player.token,
    );
    expect(refused.status).toBe(STATUS.PAY_MAINTENANCE);

    await page.getByRole('button', { name: 'Turn off pay maintenance' }).click();
    const confirmOff = page.getByRole('dialog', { name: 'Turn off pay maintenance?' });
    await confirmOff.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(confirmOff).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Pay maintenance' })).toHaveText(
      'Pay maintenance is off: deposits and withdrawals are open again.',
    );
    await expect(state).toHaveText('Pay maintenance Off');
    expect((await deskOf(request, financeToken)).payMaintenance).toBe(false);
  } finally {
    // Every other spec's deposits and withdrawals stop while it is on.
    if ((await deskOf(request, financeToken)).payMaintenance) {
      await operatorCall(request, financeToken, 'POST', '/api/operator/payments/maintenance', {
        enabled: false,
      });
    }
  }
});
