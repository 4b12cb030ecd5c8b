import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from '../page-checks.ts';

import type { GgrRow } from '@casino/contracts';

import { balanceOf, callApi, fundByApi, getApi, operatorToken, registerByApi } from '../api.ts';
import { ADMIN, createStaff, openScreen, operatorCall, signIn, staffToken, withRunLock } from './staff.ts';

/**
 * The back office's money screens, through the real UI: the four-eyes withdrawal queue, a balance
 * adjustment read back from the audit log, and the GGR report against the ledger's own sums.
 */

/** The four-eyes amount the withdrawal test sets for a moment; the other browser specs withdraw less. */
const FOUR_EYES_BRL = 50;

/** A player with `cash` BRL deposited, wagering cleared and PIX details (their own CPF) saved. */
async function playerReadyToWithdraw(request: APIRequestContext, cash: number) {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, cash);
  const cleared = await operatorCall(
    request,
    await operatorToken(request),
    'POST',
    '/api/operator/players/withdraw_standing',
    { userId: player.userId, wageringRemaining: 0, reason: 'e2e: wagering cleared for the test' },
  );
  expect(cleared.body.status).toBe(0);
  const saved = await callApi(
    request,
    '/api/withdraw/info/save',
    { pixKeyType: 'CPF', pixKey: player.cpf, holderName: 'Ana Clara Souza', cpf: player.cpf },
    player.token,
  );
  expect(saved.status, JSON.stringify(saved)).toBe(0);
  return player;
}

/**
 * Changes the four-eyes amounts as the back office does: one admin proposes, another (not their sponsor:
 * both made by the first admin) approves.
 */
async function changeFourEyes(request: APIRequestContext, amounts: unknown) {
  const [proposer, approver] = await Promise.all([
    createStaff(request, ['admin']),
    createStaff(request, ['admin']),
  ]);
  const proposed = await operatorCall(
    request,
    await staffToken(request, proposer),
    'PATCH',
    '/api/operator/site/settings',
    {
      withdrawSecondApprovalAbove: amounts,
    },
  );
  expect(proposed.body.status, JSON.stringify(proposed.body)).toBe(0);
  const approverToken = await staffToken(request, approver);
  const read = await operatorCall(request, approverToken, 'GET', '/api/operator/site/settings');
  const waiting = (
    read.body.model as { pendingChanges: { id: number; proposedBy: string }[] }
  ).pendingChanges.find((change) => change.proposedBy === proposer.username);
  // The same amounts as in force already: nothing to propose.
  if (!waiting) return;
  const approved = await operatorCall(
    request,
    approverToken,
    'POST',
    `/api/operator/site/settings/changes/${waiting.id}/approve`,
  );
  expect(approved.body.status, JSON.stringify(approved.body)).toBe(0);
}

test('a withdrawal above the four-eyes amount needs a second finance operator', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await operatorToken(request);
  const [first, second] = await Promise.all([
    createStaff(request, ['finance']),
    createStaff(request, ['finance']),
  ]);
  const player = await playerReadyToWithdraw(request, 100);

  let orderId = '';
  // The four-eyes amount is one site setting: the desktop and tablet copies take turns.
  await withRunLock('four-eyes', async () => {
    const current = await operatorCall(request, admin, 'GET', '/api/operator/site/settings');
    const previous = (current.body.model as { switches: Record<string, unknown> }).switches
      .withdrawSecondApprovalAbove;
    await changeFourEyes(request, { BRL: FOUR_EYES_BRL });
    const secondContext = await browser.newContext();
    try {
      const created = await callApi(
        request,
        '/api/withdraw/create',
        { amount: 80, requestId: `bo-wd-${Date.now().toString(36)}` },
        player.token,
      );
      expect(created.status, JSON.stringify(created)).toBe(0);
      orderId = created.model.id as string;

      // The first finance operator approves: the order waits for someone else.
      await signIn(page, first);
      await openScreen(page, 'Withdrawals');
      await expect(page.getByRole('tab', { name: 'Pending review' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const row = page.getByRole('row').filter({ hasText: orderId });
      await expect(row).toContainText(player.username);
      await expect(row).toContainText('R$80.00');
      await expect(row).toContainText('Needs two approvals');
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('status').filter({ hasText: orderId })).toHaveText(
        `Withdrawal ${orderId} is awaiting a second approver.`,
      );
      await expect(row).toContainText(`First approval: ${first.username} · awaiting a second approver`);

      // The same operator cannot be the second pair of eyes: the refusal is translated.
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'This withdrawal needs a second approval from another staff member.',
      );
      const still = await callApi(request, '/api/withdraw/list', { pageNo: 1, pageSize: 1 }, player.token);
      expect(still.list[0]).toMatchObject({ id: orderId, status: 'PENDING_REVIEW' });

      // A second finance operator, in a browser of their own, approves: the money goes out.
      const other = await secondContext.newPage();
      await signIn(other, second);
      await openScreen(other, 'Withdrawals');
      const theirRow = other.getByRole('row').filter({ hasText: orderId });
      await expect(theirRow).toContainText(`First approval: ${first.username}`);
      await theirRow.getByRole('button', { name: 'Approve' }).click();
      await expect(other.getByRole('status').filter({ hasText: orderId })).toHaveText(
        `Withdrawal ${orderId} was approved and sent for payment.`,
      );
      await expect(theirRow).toHaveCount(0);
    } finally {
      await secondContext.close();
      await changeFourEyes(request, previous);
    }
  });

  // The provider pays it out; the player's own list follows the order to PAID.
  await expect
    .poll(
      async () =>
        (await callApi(request, '/api/withdraw/list', { pageNo: 1, pageSize: 1 }, player.token)).list[0]
          ?.status,
      { timeout: 20_000 },
    )
    .toBe('PAID');
  expect(await balanceOf(request, player.token)).toBe(20);

  // The paid order keeps both approvers on the queue, the first before the final one.
  await page.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderId })).toContainText(
    `First approval: ${first.username} · Reviewed by ${second.username}`,
  );
});

test('an admin adjusts a balance with a reason, and the audit log shows it on a verified chain', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);
  const before = await balanceOf(request, player.token);
  const reason = `Goodwill credit for ticket ${Math.random().toString(36).slice(2, 8)}`;

  await signIn(page, ADMIN);
  await openScreen(page, 'Players');
  await page.getByLabel('Search players').fill(player.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Players found' })
    .getByRole('link', { name: player.username })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  const balances = page.getByRole('table', { name: 'Balances' });
  await expect(balances.getByRole('row', { name: /BRL/ }).getByRole('cell').nth(1)).toHaveText('R$20.00');

  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust balance of ${player.username}` });
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'adjusted' })).toHaveText(
    'The balance was adjusted.',
  );
  // The 360° view shows the new cash, and the player's own balance rose by exactly the amount.
  await expect(balances.getByRole('row', { name: /BRL/ }).getByRole('cell').nth(1)).toHaveText('R$32.34');
  const after = await balanceOf(request, player.token);
  expect(Math.round((after - before) * 100)).toBe(1234);

  await openScreen(page, 'Audit log');
  await page.getByLabel('Action').fill('player.adjust');
  await page.getByRole('button', { name: 'Apply' }).click();
  const entry = page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row').filter({
    hasText: reason,
  });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('player.adjust');
  await expect(entry).toContainText(String(player.userId));
  await expect(entry).toContainText('"amountMinor":"1234"');
  await expect(entry.getByRole('cell').nth(2)).toHaveText('admin');

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chain' })).toContainText(
    /^Chain verified: \d+ entries/,
  );
});

/** Today as the reports name days: YYYY-MM-DD in UTC. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Major units as whole cents, so sums of stakes and payouts compare without float drift. */
const cents = (amount: number) => Math.round(amount * 100);

/** The GGR report's JSON, as GET /api/operator/reports/ggr answers it to a reports operator. */
async function ggrJson(request: APIRequestContext, token: string, day: string, groupBy: 'game' | 'currency') {
  const answer = await operatorCall(
    request,
    token,
    'GET',
    `/api/operator/reports/ggr?from=${day}&to=${day}&groupBy=${groupBy}`,
  );
  expect(answer.body.status).toBe(0);
  return answer.body.list as GgrRow[];
}

/** Plays one real-money round of thimbles (one ball, one level: one pick settles it); its stake and payout. */
async function playThimbles(request: APIRequestContext, token: string, stake: number) {
  const opened = await callApi(
    request,
    '/api/game/bet',
    { gameId: 'thimbles', model: { betAmount: stake } },
    token,
  );
  expect(opened.status, JSON.stringify(opened)).toBe(0);
  const picked = await callApi(request, '/api/game/thimbles/play', { id: opened.model.id, spot: 0 }, token);
  expect(picked.model.result).toMatch(/^(WIN|LOSE)$/);
  return {
    id: picked.model.id as number,
    stake: cents(picked.model.betAmount),
    payout: cents(picked.model.winAmount),
  };
}

/** The row of `key` in a report, or zeros when the period has none yet. */
function rowOf(rows: GgrRow[], key: string) {
  const row = rows.find((item) => item.key === key && item.currencyId === 'BRL');
  return { rounds: row?.rounds ?? 0, stakes: cents(row?.stakes ?? 0), payouts: cents(row?.payouts ?? 0) };
}

/** A BRL amount as the English back office writes it: R$1,234.50, −R$3.00. */
const brl = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'BRL' }).format(amount);

/** The texts of a GGR row's cells as the screen shows them, grouped by currency. */
const shownCells = (row: GgrRow) => [
  row.key,
  row.currencyId,
  row.rounds.toLocaleString('en-GB'),
  brl(row.stakes),
  brl(row.payouts),
  brl(row.ggr),
  brl(row.bonuses),
  brl(row.ngr),
];

/** Opens Reports for today alone, grouped by currency; the rows the screen was answered. */
async function openGgrByCurrency(page: Page, day: string): Promise<GgrRow[]> {
  await page.goto('/admin/reports');
  await page.getByLabel('From').fill(day);
  await expect(page.getByLabel('To')).toHaveValue(day);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/operator/reports/ggr?') &&
      response.url().includes(`from=${day}`) &&
      response.url().includes('groupBy=currency') &&
      response.url().includes('format=json'),
  );
  await page.getByLabel('Group by').selectOption({ label: 'Currency' });
  return (await (await answered).json()).list as GgrRow[];
}

test('the GGR report of today equals the ledger: the rounds a player plays, and the JSON and CSV alike', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const finance = await createStaff(request, ['finance']);
  const financeToken = await staffToken(request, finance);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 50);
  const today = utcToday();

  // The report's change across the player's rounds is exactly their stakes and payouts. Other specs may
  // play thimbles at the same moment: such an attempt shows more rounds than ours and is tried again.
  const mine = { rounds: 0, stakes: 0, payouts: 0, ids: [] as number[] };
  let exact = false;
  for (let attempt = 0; attempt < 3 && !exact; attempt += 1) {
    const before = rowOf(await ggrJson(request, financeToken, today, 'game'), 'thimbles');
    const played = [];
    for (const stake of [2, 3, 1.5]) played.push(await playThimbles(request, player.token, stake));
    const after = rowOf(await ggrJson(request, financeToken, today, 'game'), 'thimbles');
    const stakes = played.reduce((sum, round) => sum + round.stake, 0);
    const payouts = played.reduce((sum, round) => sum + round.payout, 0);
    mine.rounds += played.length;
    mine.stakes += stakes;
    mine.payouts += payouts;
    mine.ids.push(...played.map((round) => round.id));
    expect(after.rounds - before.rounds).toBeGreaterThanOrEqual(played.length);
    expect(after.stakes - before.stakes).toBeGreaterThanOrEqual(stakes);
    exact = after.rounds - before.rounds === played.length;
    if (exact) {
      expect(after.stakes - before.stakes).toBe(stakes);
      expect(after.payouts - before.payouts).toBe(payouts);
    }
  }
  expect(exact, 'three attempts in a row overlapped other thimbles rounds').toBe(true);

  // The player's own history agrees with what the bets answered.
  const history = await getApi(request, '/api/game/bet_record?gameId=thimbles&pageSize=50', player.token);
  const records = history.page.content as { id: number; betAmount: number; winAmount: number }[];
  expect(records.map((record) => record.id).sort()).toEqual([...mine.ids].sort());
  expect(records.reduce((sum, record) => sum + cents(record.betAmount), 0)).toBe(mine.stakes);
  expect(records.reduce((sum, record) => sum + cents(record.winAmount), 0)).toBe(mine.payouts);

  // The screen shows, grouped by currency, what the JSON API answers; the JSON's GGR is stakes − payouts.
  await signIn(page, finance);
  await openScreen(page, 'Reports');
  await expect(async () => {
    const shown = await openGgrByCurrency(page, today);
    const json = await ggrJson(request, financeToken, today, 'currency');
    expect(shown).toEqual(json);
    const row = json.find((item) => item.currencyId === 'BRL');
    expect(row).toBeDefined();
    expect(cents(row!.ggr)).toBe(cents(row!.stakes) - cents(row!.payouts));
    expect(cents(row!.ngr)).toBe(cents(row!.ggr) - cents(row!.bonuses));
    expect(row!.rounds).toBeGreaterThanOrEqual(mine.rounds);
    const table = page.getByRole('tabpanel', { name: 'GGR / NGR' }).getByRole('table').first();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Currency',
      'Currency',
      'Rounds',
      'Stakes',
      'Payouts',
      'GGR',
      'Bonuses',
      'NGR',
    ]);
    await expect(table.getByRole('row').filter({ hasText: 'BRL' }).getByRole('cell')).toHaveText(
      shownCells(row!),
    );
  }).toPass({ timeout: 30_000 });

  // Grouped by game, the player's game has its row under a "Game" column.
  await page.getByLabel('Group by').selectOption({ label: 'Game' });
  const byGame = page.getByRole('tabpanel', { name: 'GGR / NGR' }).getByRole('table').first();
  await expect(byGame.getByRole('columnheader').first()).toHaveText('Game');
  await expect(byGame.getByRole('row').filter({ hasText: 'thimbles' }).getByRole('cell').first()).toHaveText(
    'thimbles',
  );
  await page.getByLabel('Group by').selectOption({ label: 'Currency' });

  // Export CSV saves the same figures as the JSON.
  await expect(async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ggr-by-currency-${today}-to-${today}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('key,currencyId,rounds,stakes,payouts,ggr,bonuses,ngr');
    const row = (await ggrJson(request, financeToken, today, 'currency')).find(
      (item) => item.currencyId === 'BRL',
    )!;
    expect(csv).toContain(
      [row.key, row.currencyId, row.rounds, row.stakes, row.payouts, row.ggr, row.bonuses, row.ngr].join(','),
    );
  }).toPass({ timeout: 20_000 });
});
