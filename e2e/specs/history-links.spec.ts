import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './page-checks.ts';

import { callApi, fundByApi, getApi, registerByApi } from './api.ts';

/**
 * Issue 13: history rows link to what they were for. A player with a deposit, a mines round and a crash
 * bet (all made through the API) opens the wallet's history, follows each row to its record page and
 * finds the figures the API reported; the round's "Verify" link fills the fairness verifier, which
 * confirms the round. The record page passes axe-core with no serious or critical violation.
 */

test.beforeEach(async ({ page }) => {
  // A deposit, a crash round to wait out, and several pages: slow on a busy 2-core machine.
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
});

const money = (value: number) => value.toFixed(2);

/** One mines round to the end (a tile, then a cash-out if it was a gem); its record from the API. */
async function playMinesRound(request: APIRequestContext, token: string) {
  const opened = await callApi(
    request,
    '/api/game/bet',
    { gameId: 'mines', model: { betAmount: 2, mines: 3 } },
    token,
  );
  expect(opened.status).toBe(0);
  const id = opened.model.id as number;
  const played = await callApi(request, '/api/game/mines/play', { id, spot: 7 }, token);
  if (played.model.result === 'PENDING') await callApi(request, '/api/game/mines/cash_out', { id }, token);
  // Rotating reveals the round's server seed, so the verifier can recompute it.
  expect((await callApi(request, '/api/game/fairness/rotate', {}, token)).status).toBe(0);
  const round = await getApi(request, `/api/record/round/${id}`, token);
  expect(round.status).toBe(0);
  return round.model as {
    id: number;
    betAmount: number;
    winAmount: number;
    fairness: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number };
  };
}

/** Places a crash bet with an auto cash-out at 1.01x; its id. */
async function placeCrashBet(request: APIRequestContext, token: string): Promise<number> {
  const placed = await callApi(
    request,
    '/api/game/crash/bet',
    { model: { betAmount: 1, autoCashOut: 1.01 } },
    token,
  );
  expect(placed.status).toBe(0);
  return placed.model.id as number;
}

/**
 * The crash bet's record once its round has crashed (the bust point and hash are public only then). A
 * round flies for ln(bust)/0.00006 ms, so a rare high bust takes minutes: the wait is long.
 */
async function crashedBet(request: APIRequestContext, token: string, betId: number) {
  await expect
    .poll(
      async () => {
        const answer = await getApi(request, `/api/record/crash/${betId}`, token);
        return answer.model?.hash ? answer.model.status : 'waiting';
      },
      { timeout: 150_000, intervals: [1_000], message: 'the crash round ends' },
    )
    .toMatch(/^(WON|LOST)$/);
  return (await getApi(request, `/api/record/crash/${betId}`, token)).model as {
    betId: number;
    betAmount: number;
    winAmount: number;
    cashedOutAt: number | null;
    crashPoint: number;
    hash: string;
    roundNumber: number;
  };
}

async function openHistory(page: Page, token: string) {
  await page.goto(`/?token=${encodeURIComponent(token)}&lang=en#recharge`);
  await expect(page.getByTestId('wallet-modal')).toBeVisible();
  await page.getByTestId('wallet-tab-history').click();
  await expect(page.getByTestId('history-link').first()).toBeVisible();
}

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('history rows open the round, the crash bet and the deposit, and the round verifies', async ({
  page,
  request,
  context,
}) => {
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 20);
  // The crash bet first: its round flies while the round and the deposit are checked.
  const crashBetId = await placeCrashBet(request, player.token);
  const round = await playMinesRound(request, player.token);

  // The round: a real link (a new tab shows the same record), then a click in this tab.
  await openHistory(page, player.token);
  const roundLink = page.locator(`a[href="/record/round/${round.id}"]`).first();
  await expect(roundLink).toContainText('Mines');
  const tab = await context.newPage();
  await tab.goto(`/record/round/${round.id}?lang=en`);
  await expect(tab.getByTestId('record-bet')).toHaveText(`R$ ${money(round.betAmount)}`);
  await tab.close();
  await roundLink.click();
  await expect(page).toHaveURL(new RegExp(`/record/round/${round.id}$`));
  await expect(page.getByTestId('wallet-modal')).toHaveCount(0);
  await expect(page.getByTestId('record-title')).toHaveText(`Mines round #${round.id}`);
  await expect(page.getByTestId('record-bet')).toHaveText(`R$ ${money(round.betAmount)}`);
  await expect(page.getByTestId('record-payout')).toHaveText(`R$ ${money(round.winAmount)}`);
  await expect(page.getByTestId('record-server-seed-hash')).toHaveText(round.fairness.serverSeedHash);
  await expect(page.getByTestId('record-server-seed')).toHaveText(round.fairness.serverSeed);
  await expect(page.getByTestId('record-client-seed')).toHaveText(round.fairness.clientSeed);
  await expect(page.getByTestId('record-nonce')).toHaveText(String(round.fairness.nonce));
  // Seeds and hashes wrap: nothing runs off a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);

  // "Verify" opens the fairness page with the round's seeds in the verifier, and they check out.
  await page.getByTestId('record-verify').click();
  await expect(page.getByTestId('fairness-page')).toBeVisible();
  await expect(page.getByTestId('fairness-game')).toHaveValue('mines');
  await expect(page.getByTestId('fairness-verify-hash')).toHaveValue(round.fairness.serverSeedHash);
  await expect(page.getByTestId('fairness-verify-server-seed')).toHaveValue(round.fairness.serverSeed);
  await expect(page.getByTestId('fairness-verify-client-seed')).toHaveValue(round.fairness.clientSeed);
  await expect(page.getByTestId('fairness-verify-nonce')).toHaveValue(String(round.fairness.nonce));
  await page.getByTestId('fairness-verify').click();
  await expect(page.getByTestId('fairness-hash-check')).toHaveAttribute('data-ok', 'true');

  // The deposit: channel, amount, status.
  await openHistory(page, player.token);
  await page.locator('[data-type="deposit"] a').first().click();
  await expect(page).toHaveURL(/\/record\/order\/R[0-9A-F]+$/);
  await expect(page.getByTestId('record-direction')).toHaveText('Deposit');
  await expect(page.getByTestId('record-channel')).toHaveText('PIX (sandbox)');
  await expect(page.getByTestId('record-amount')).toHaveText('R$ 20.00');
  await expect(page.getByTestId('record-status')).toHaveText('Paid');
  expect(await blockingViolations(page)).toEqual([]);

  // The crash bet: the stake, where it cashed out, the round's bust point and hash.
  const crash = await crashedBet(request, player.token, crashBetId);
  await openHistory(page, player.token);
  await page.locator(`a[href="/record/crash/${crash.betId}"]`).first().click();
  await expect(page.getByTestId('record-title')).toHaveText(`Crash bet #${crash.betId}`);
  await expect(page.getByTestId('record-bet')).toHaveText(`R$ ${money(crash.betAmount)}`);
  await expect(page.getByTestId('record-payout')).toHaveText(`R$ ${money(crash.winAmount)}`);
  await expect(page.getByTestId('record-cashed-out-at')).toHaveText(
    crash.cashedOutAt === null ? 'Did not cash out' : `${money(crash.cashedOutAt)}x`,
  );
  await expect(page.getByTestId('record-round')).toHaveText(`#${crash.roundNumber}`);
  await expect(page.getByTestId('record-bust-point')).toHaveText(`${money(crash.crashPoint)}x`);
  await expect(page.getByTestId('record-round-hash')).toHaveText(crash.hash);
  expect(await blockingViolations(page)).toEqual([]);
});

test("another player's record reads as not found, in the player's language", async ({ page, request }) => {
  const owner = await registerByApi(request);
  await fundByApi(request, owner.token, 20);
  const round = await playMinesRound(request, owner.token);
  const other = await registerByApi(request);
  await page.goto(`/?token=${encodeURIComponent(other.token)}&lang=pt`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto(`/record/round/${round.id}`);
  await expect(page.getByTestId('record-error')).toHaveText('Esta aposta n\u00e3o foi encontrada.');
  await expect(page.getByTestId('record-bet')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
});
