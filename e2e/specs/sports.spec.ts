import { expect, test, type FrameLocator, type Page } from './page-checks.ts';

import { balanceOf, fundByApi, getApi, operatorToken, registerByApi } from './api.ts';
import { feed, sportsFixture, uofMarket, type TestFixture } from './sports-feed.ts';

/**
 * The sportsbook in the /embed iframe, on fixtures of the test's own sent through the sandbox feed's test
 * console (the sandbox simulation plays its own fixtures beside them).
 */

/** A side of UOF's 1X2 (market `1`): outcome `1` the home side, `2` the draw, `3` the away side. */
type Side = 'home' | 'draw' | 'away';
const SIDE_OUTCOMES: Record<Side, string> = { home: '1', draw: '2', away: '3' };

const matchResult = (odds: Record<Side, number>) =>
  uofMarket('1', { '1': odds.home, '2': odds.draw, '3': odds.away });

const settle = (eventId: string, winner: Side) => ({
  type: 'bet_settlement',
  ts: Date.now(),
  eventId,
  markets: [
    {
      id: '1',
      outcomes: (['home', 'draw', 'away'] as const).map((side) => ({
        id: SIDE_OUTCOMES[side],
        result: side === winner ? 'won' : 'lost',
      })),
    },
  ],
});

const sportsFrame = (page: Page) => page.frameLocator('[data-testid="embed-frame"]');

/** The server's name of a side's outcome: the team, or "Draw" (the sandbox's English descriptions). */
const outcomeName = (game: TestFixture, side: Side) =>
  side === 'home' ? game.home : side === 'away' ? game.away : 'Draw';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An outcome's price button in the fixture's list row or page, found by its name ("Lions x, 2.00"). */
const oddsButton = (frame: FrameLocator, game: TestFixture, name: string) =>
  frame
    .locator(
      `[data-event="${game.eventId}"]:is([data-testid="sports-event-row"], [data-testid="sports-event-page"])`,
    )
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, `) });

/** The price button of a side of the fixture's 1X2. */
const sideButton = (frame: FrameLocator, game: TestFixture, side: Side) =>
  oddsButton(frame, game, outcomeName(game, side));

/** The slip: a side column on desktop, a drawer opened from its bar on a phone. */
async function openSlip(frame: FrameLocator) {
  const opener = frame.getByTestId('slip-open');
  if (await opener.isVisible().catch(() => false)) await opener.click();
  await expect(frame.getByTestId('bet-slip')).toBeVisible();
}

/** Places what the slip holds at `stake`, and closes the receipt. */
async function place(frame: FrameLocator, stake: string) {
  await frame.getByTestId('slip-stake').fill(stake);
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('bet-receipt')).toBeVisible({ timeout: 15_000 });
  await frame.getByTestId('receipt-done').click();
}

async function openSports(page: Page, token?: string) {
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  if (token) {
    await page.goto(`/?token=${encodeURIComponent(token)}&lang=en`);
    await expect(page.getByTestId('header-balance')).toContainText('100.00');
    await page.goto('/embed?gameId=sports');
  } else {
    await page.goto('/embed?gameId=sports&lang=en');
  }
  const frame = sportsFrame(page);
  await expect(frame.getByTestId('sportsbook')).toBeVisible({ timeout: 20_000 });
  return frame;
}

test('a visitor places a demo multiple from the sports iframe', async ({ page, request }) => {
  const operator = await operatorToken(request);
  const [first, second] = [await sportsFixture(request, operator), await sportsFixture(request, operator)];
  const frame = await openSports(page);
  await expect(frame.getByTestId('sports-balance')).toHaveAttribute('data-demo', 'true');
  await frame.getByTestId('upcoming-tab').click();
  await sideButton(frame, first, 'home').click();
  await sideButton(frame, second, 'away').click();
  await openSlip(frame);
  // Each selection by the names the server gave its outcome and market.
  await expect(frame.getByTestId('slip-selection').first()).toContainText(first.home);
  await expect(frame.getByTestId('slip-selection').first()).toContainText('Match result');
  await expect(frame.getByTestId('slip-selection').nth(1)).toContainText(second.away);
  await frame.getByTestId('slip-mode-multiple').click();
  // 5 × 2.00 × 3.80
  await frame.getByTestId('slip-stake').fill('5');
  await expect(frame.getByTestId('slip-potential-win')).toContainText('38.00');
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('bet-receipt')).toBeVisible({ timeout: 15_000 });
  await frame.getByTestId('receipt-done').click();
  await expect(frame.getByTestId('sports-balance')).toContainText('995.00');
  // Placed selections leave the slip: the odds are no longer selected.
  await expect(sideButton(frame, first, 'home')).toHaveAttribute('aria-pressed', 'false');

  // The event page: its markets grouped (main, totals, handicaps), filtered by a chip, never wider than the screen.
  await frame
    .locator(`[data-testid="sports-event-row"][data-event="${first.eventId}"]`)
    .getByRole('button', { name: /all markets/ })
    .click();
  const eventPage = frame.getByTestId('sports-event-page');
  await expect(eventPage.getByRole('region', { name: 'Match result' })).toBeVisible();
  await expect(oddsButton(frame, first, `${first.home} (-0.75)`)).toBeVisible();
  const chips = eventPage.getByRole('group', { name: 'Market groups' }).getByRole('button');
  await expect(chips).toHaveText(['All', 'Main', 'Totals', 'Handicaps']);
  await chips.filter({ hasText: 'Totals' }).click();
  await expect(chips.filter({ hasText: 'Totals' })).toHaveAttribute('aria-pressed', 'true');
  await expect(eventPage.getByTestId('sports-market')).toHaveCount(1);
  await expect(oddsButton(frame, first, 'Over 2.5')).toBeVisible();
  await expect(oddsButton(frame, first, 'Under 2.5')).toBeVisible();
  await expect(eventPage.getByRole('region', { name: 'Match result' })).toHaveCount(0);
  const overflow = await eventPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await frame.getByTestId('my-bets-tab').click();
  await expect(frame.getByTestId('open-bet').first()).toContainText(first.home);
  await expect(frame.getByTestId('open-bet').first()).toContainText(second.away);
});

test('a funded player bets a single, a system and a re-quoted live single, cashes out, and the feed settles and regrades the rest', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the visitor test covers the phone layout');
  test.setTimeout(180_000);
  const operator = await operatorToken(request);
  const player = await registerByApi(request);
  await fundByApi(request, player.token, 100);
  const single = await sportsFixture(request, operator);
  const legs = [
    await sportsFixture(request, operator),
    await sportsFixture(request, operator),
    await sportsFixture(request, operator),
  ];
  const live = await sportsFixture(request, operator, true);
  const frame = await openSports(page, player.token);

  // A single: 10 on the home side of the first fixture.
  await frame.getByTestId('upcoming-tab').click();
  await sideButton(frame, single, 'home').click();
  await openSlip(frame);
  await place(frame, '10');

  // A system bet: every double of three home sides, 2 a line (3 lines, 6 in all).
  for (const leg of legs) await sideButton(frame, leg, 'home').click();
  await openSlip(frame);
  await frame.getByTestId('slip-mode-system').click();
  await frame.getByTestId('slip-system').selectOption('2');
  await frame.getByTestId('slip-stake').fill('2');
  await expect(frame.getByTestId('slip-total-stake')).toContainText('6.00');
  await place(frame, '2');
  await expect.poll(() => balanceOf(request, player.token)).toBe(84);

  // Live: the price moves while the bet is held; the book refuses it with the new price, the player accepts.
  await frame.getByTestId('live-tab').click();
  await sideButton(frame, live, 'home').click();
  await openSlip(frame);
  await frame.getByTestId('slip-stake').fill('5');
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('bet-waiting')).toBeVisible();
  await feed(request, operator, [
    {
      type: 'odds_change',
      ts: Date.now(),
      eventId: live.eventId,
      markets: [matchResult({ home: 2500, draw: 3000, away: 3200 })],
    },
  ]);
  await expect(frame.getByTestId('accept-changes')).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByTestId('slip-selection')).toContainText('2.50');
  await frame.getByTestId('accept-changes').click();
  const placeAgain = frame.getByTestId('place-bet');
  if (await placeAgain.isVisible().catch(() => false)) await placeAgain.click();
  await expect(frame.getByTestId('bet-receipt')).toBeVisible({ timeout: 15_000 });
  await frame.getByTestId('receipt-done').click();
  await expect.poll(() => balanceOf(request, player.token)).toBe(79);

  // Cash out the single at its quote.
  await frame.getByTestId('my-bets-tab').click();
  const singleBet = frame.getByTestId('open-bet').filter({ hasText: single.home });
  await singleBet.getByTestId('cash-out').click();
  await expect(frame.getByTestId('cash-out-amount')).toBeVisible();
  await frame.getByTestId('cash-out-confirm').click();
  const settledBets = async () =>
    (await getApi(request, '/api/sports/bets?state=settled', player.token)).list as {
      status: string;
      cashedOut: number;
      paid: number;
      kind: string;
    }[];
  await expect.poll(async () => (await settledBets()).some((bet) => bet.status === 'CASHED_OUT')).toBe(true);
  const cashedOut = (await settledBets()).find((bet) => bet.status === 'CASHED_OUT')?.cashedOut ?? 0;
  expect(cashedOut).toBeGreaterThan(0);

  // The feed settles the rest: two of the three home sides win (one double of 2 × 2.00 × 2.00 = 8), the live
  // home side wins at the accepted 2.50 (5 × 2.50 = 12.50).
  await feed(request, operator, [
    settle(legs[0]?.eventId ?? '', 'home'),
    settle(legs[1]?.eventId ?? '', 'home'),
    settle(legs[2]?.eventId ?? '', 'draw'),
    settle(live.eventId, 'home'),
    settle(single.eventId, 'home'),
  ]);
  const afterSettlement = Math.round((79 + cashedOut + 8 + 12.5) * 100) / 100;
  await expect.poll(() => balanceOf(request, player.token)).toBe(afterSettlement);
  await expect(frame.getByTestId('sports-balance')).toContainText(afterSettlement.toFixed(2), {
    timeout: 15_000,
  });

  // The feed takes the second leg's result back and corrects it to a draw: the double's 8 is taken back.
  await feed(request, operator, [
    { type: 'rollback_bet_settlement', ts: Date.now(), eventId: legs[1]?.eventId, markets: ['1'] },
    settle(legs[1]?.eventId ?? '', 'draw'),
  ]);
  await expect
    .poll(() => balanceOf(request, player.token))
    .toBe(Math.round((afterSettlement - 8) * 100) / 100);
  const system = (await settledBets()).find((bet) => bet.kind === 'system');
  expect(system).toMatchObject({ status: 'LOST', paid: 0 });
  await frame.getByTestId('my-bets-settled').click();
  await expect(frame.getByTestId('settled-bet').first()).toBeVisible();

  // The live single's record page: the selection at the odds accepted, won.
  const liveBet = (
    (await getApi(request, '/api/sports/bets?state=settled', player.token)).list as {
      id: number;
      legs: { eventId: string }[];
    }[]
  ).find((bet) => bet.legs[0]?.eventId === live.eventId);
  await page.goto(`/record/sports/${liveBet?.id ?? 0}`);
  await expect(page.getByTestId('record-status')).toHaveText('Won');
  // The names kept with the bet: the market's as its label, the outcome's beside the odds.
  await expect(page.getByTestId('record-leg-0')).toContainText(`${live.home} @ 2.50`);
  await expect(page.getByText(`Match result · ${live.home} – ${live.away}`)).toBeVisible();
});
