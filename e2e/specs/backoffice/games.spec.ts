import { expect, test } from '../page-checks.ts';

import { callApi, fundByApi, getApi, registerByApi } from '../api.ts';
import { createStaff, openScreen, signIn } from './staff.ts';

/**
 * The crash desk of the back office, against the real crash loop: a games operator watches the crash
 * games live and finds a player's bet in the round it rode, with the chain's remaining rounds beside it.
 */
test('an admin watches the crash games live and finds a bet’s round with its crash point', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);
  const placed = await callApi(
    request,
    '/api/game/crash/bet',
    { model: { betAmount: 1, autoCashOut: 1.01 } },
    player.token,
  );
  expect(placed.status, JSON.stringify(placed)).toBe(0);

  const admin = await createStaff(request, ['admin']);
  await signIn(page, admin);
  await openScreen(page, 'Games');
  await page.getByRole('tab', { name: 'Crash live' }).click();
  const card = page.getByRole('article', { name: 'Crash', exact: true });
  await expect(card.getByText(/rounds left|waiting for beacon round/)).toBeVisible();
  await expect(card.getByText(/^(Round #\d+|Between rounds)/).first()).toBeVisible();

  // A round flies for ln(bust)/0.00006 ms: a rare high bust takes minutes, so the wait is long.
  let roundNumber = 0;
  await expect
    .poll(
      async () => {
        const record = await getApi(request, `/api/record/crash/${placed.model.id}`, player.token);
        roundNumber = record.model?.roundNumber ?? 0;
        return record.model?.hash ? 'crashed' : 'waiting';
      },
      { timeout: 150_000, intervals: [1_000], message: 'the bet’s round crashes' },
    )
    .toBe('crashed');

  const recent = card.getByRole('table', { name: 'The latest rounds of Crash' });
  const row = recent
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `#${roundNumber}`, exact: true }) });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row.getByText(/^\d+\.\d{2}×$/)).toBeVisible();
});
