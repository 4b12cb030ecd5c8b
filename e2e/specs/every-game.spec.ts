import { expect, test, type APIRequestContext, type Page } from './page-checks.ts';

import { HEADER, timeChecksum } from '@casino/contracts';

import { callApi, registerByApi } from './api.ts';

/**
 * Issue 6 "Done when": every single-player game is playable end to end in Chromium, with real money from
 * the ledger and in demo mode. One round of each: bet, one move, cash out when the round is still on.
 */
const FIRST_MOVE: Record<string, string> = {
  mines: 'mines-tile-0',
  tower: 'tower-spot-0-0',
  stair: 'stair-spot-0-0',
  football: 'football-zone-0',
  kangaroo: 'kangaroo-jump',
  thimbles: 'thimbles-cup-0',
  scratch: 'scratch-reveal-all',
};
const ENDED = /You won this round|Round lost — try again/;

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const path = '/api/auth/user_info';
  const st = String(Date.now());
  const response = await request.get(path, {
    headers: { [HEADER.serverTime]: st, [HEADER.timeChecksum]: timeChecksum(path, st), [HEADER.auth]: token },
  });
  return (await response.json()).user.balance as number;
}

const shownBalance = async (page: Page) =>
  Number(((await page.getByTestId('game-balance-value').textContent()) ?? '').replace(/[^\d.]/g, ''));

/** Plays one round of a game already open: bet 2, one move, then a cash-out if the round is still on. */
async function playOneRound(page: Page, gameId: string) {
  const rules = page.getByTestId('game-rules');
  if (await rules.isVisible()) await rules.getByRole('button', { name: "Got it, let's play" }).click();
  await page.getByTestId('bet-amount').fill('2');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('round-state')).toHaveText('Round in play');
  const move = page.getByTestId(FIRST_MOVE[gameId] ?? '');
  await expect(move).toBeEnabled({ timeout: 10_000 });
  await move.click();
  const state = page.getByTestId('round-state');
  const cashOut = page.getByTestId('cash-out');
  // The move is answered when the round has ended or a cash-out is offered (the server's canCashOut);
  // scratch and thimbles have none, and the button goes away when the round ends (hence the short wait).
  await expect
    .poll(
      async () =>
        ENDED.test((await state.textContent()) ?? '') ||
        (await cashOut.isEnabled({ timeout: 300 }).catch(() => false)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  if (!ENDED.test((await state.textContent()) ?? '')) await cashOut.click();
  await expect(state).toHaveText(ENDED, { timeout: 15_000 });
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
});

test('a visitor plays one round of every single-player game in demo mode', async ({ page }) => {
  for (const gameId of Object.keys(FIRST_MOVE)) {
    await page.goto(`/game/${gameId}?demo=true&lang=en`);
    await expect(page.getByTestId('game-balance')).toContainText('DEMO');
    await playOneRound(page, gameId);
  }
});

test('a funded player plays one round of every single-player game with money from the ledger', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  const order = await callApi(
    request,
    '/api/pay/recharge',
    { channelId: 'sandbox-brl', amount: 100, requestId: `every-${Date.now().toString(36)}` },
    player.token,
  );
  const paymentId = new URL(order.model.payUrl as string).pathname.split('/').pop();
  expect((await request.post(`/sandbox/pay/${paymentId}/pay`)).ok()).toBe(true);
  await expect.poll(() => balanceOf(request, player.token), { timeout: 15_000 }).toBe(100);

  await page.goto(`/?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByTestId('header-balance')).toContainText('100.00');
  for (const gameId of Object.keys(FIRST_MOVE)) {
    await page.goto(`/game/${gameId}?lang=en`);
    await expect(page.getByTestId('mode-real')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('game-balance')).not.toContainText('DEMO');
    await playOneRound(page, gameId);
    // What the page shows is what the ledger holds.
    await expect
      .poll(async () => {
        const [shown, held] = [await shownBalance(page), await balanceOf(request, player.token)];
        return shown === held ? 'same' : `shown ${shown}, ledger ${held}`;
      })
      .toBe('same');
  }
});
