import { expect, test } from './page-checks.ts';

import { fundByApi, getApi, registerByApi } from './api.ts';

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
});

test('a player plays a mines round, rotates the seeds on /fairness onto the next seed shown and verifies the round in the browser', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);
  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('20.00');

  // The hash committed before the bet.
  await page.goto('/fairness');
  await expect(page.getByTestId('fairness-active-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const committed = (await page.getByTestId('fairness-active-hash').textContent()) ?? '';
  await expect(page.getByTestId('fairness-active-nonce')).toHaveText('0');

  // One mines round, to the end (a gem then a cash-out, or a mine).
  await page.goto('/game/mines');
  await page.getByTestId('bet-amount').fill('2');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('game-balance-value')).toContainText('18.00');
  const tile = page.getByTestId('mines-tile-7');
  await tile.click();
  await expect(tile).not.toHaveAttribute('data-look', 'closed');
  if ((await tile.getAttribute('data-look')) === 'gem') await page.getByTestId('cash-out').click();
  await expect(page.getByTestId('place-bet')).toBeEnabled();
  const [bet] = (await getApi(request, '/api/game/bet_record?pageSize=1', player.token)).page.content;
  expect(bet.fairness).toMatchObject({ serverSeedHash: committed, serverSeed: null, nonce: 0 });

  // The next server seed is committed (its hash shown) before the player chooses the next client seed.
  await page.goto('/fairness');
  await expect(page.getByTestId('fairness-active-nonce')).toHaveText('1');
  await expect(page.getByTestId('fairness-revealed-empty')).toBeVisible();
  await expect(page.getByTestId('fairness-next-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const next = (await page.getByTestId('fairness-next-hash').textContent()) ?? '';
  expect(next).not.toBe(committed);

  // Rotate with a seed of the player's own: the old server seed is revealed, the next one takes over.
  await page.getByTestId('fairness-client-seed').fill('my-e2e-seed');
  await page.getByTestId('fairness-rotate').click();
  await expect(page.getByTestId('fairness-revealed-item')).toHaveCount(1);
  await expect(page.getByTestId('fairness-active-nonce')).toHaveText('0');
  await expect(page.getByTestId('fairness-active-hash')).toHaveText(next);
  await expect(page.getByTestId('fairness-next-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('fairness-next-hash')).not.toHaveText(next);
  await expect(page.getByTestId('fairness-client-seed')).toHaveValue('my-e2e-seed');

  // Verify the past round: picked from the bet record, recomputed in the browser.
  const picker = page.getByTestId('fairness-bet-select');
  await expect(picker.locator(`option[value="${bet.id}"]`)).toHaveCount(1);
  // The bet record reloads after the rotation; once it has, the bet carries its revealed server seed.
  await expect(async () => {
    await picker.selectOption('');
    await picker.selectOption(String(bet.id));
    await expect(page.getByTestId('fairness-verify-server-seed')).not.toHaveValue('', { timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('fairness-verify-hash')).toHaveValue(committed);
  await page.getByTestId('fairness-verify').click();
  await expect(page.getByTestId('fairness-hash-check')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('fairness-record-check')).toHaveAttribute('data-match', 'true');
  const mines = ((await getApi(request, '/api/game/bet_record?pageSize=1', player.token)).page.content[0]
    .state.mineTiles ?? bet.state.mineTiles) as number[];
  await expect(page.getByTestId('fairness-outcome')).toContainText(
    `Mines under tiles ${mines.map((tileIndex) => tileIndex + 1).join(', ')}`,
  );

  // A forged server seed fails the commitment.
  const seed = await page.getByTestId('fairness-verify-server-seed').inputValue();
  await page
    .getByTestId('fairness-verify-server-seed')
    .fill(`${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`);
  await page.getByTestId('fairness-verify').click();
  await expect(page.getByTestId('fairness-hash-check')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('fairness-record-check')).toHaveCount(0);
});
