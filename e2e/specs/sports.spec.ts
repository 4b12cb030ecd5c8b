import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';

import { balanceOf, callApi, fundByApi, getApi, operatorToken, registerByApi } from './api.ts';

/**
 * The sportsbook in the /embed iframe, on fixtures of the test's own sent through the sandbox feed's test
 * console (the sandbox simulation plays its own fixtures beside them).
 */

type Outcome = 'home' | 'draw' | 'away';

/** Sends messages through the sandbox feed's console, as the provider would. */
async function feed(request: APIRequestContext, operator: string, messages: unknown[]) {
  const body = await callApi(request, '/api/sandbox/sports-feed/messages', { messages }, operator);
  expect(body.status, JSON.stringify(body)).toBe(0);
}

let fixtureNo = 0;

/** A football fixture with a 1X2 market at home 2.00, draw 3.40, away 3.80: pre-match or live. */
async function fixture(request: APIRequestContext, operator: string, live = false): Promise<string> {
  fixtureNo += 1;
  const tag = `${Date.now().toString(36)}${fixtureNo}${Math.random().toString(36).slice(2, 5)}`;
  const eventId = `e2e:football:${tag}`;
  const ts = Date.now();
  await feed(request, operator, [
    {
      type: 'fixture_change',
      ts,
      eventId,
      fixture: {
        eventId,
        sport: 'football',
        competitionId: 'e2e:cup',
        competition: 'E2E Cup',
        home: `Lions ${tag}`,
        away: `Tigers ${tag}`,
        // Sooner than any sandbox fixture, so it leads the upcoming list.
        startsAt: live ? ts - 60_000 : ts + 90_000,
        status: live ? 'live' : 'not_started',
      },
    },
    {
      type: 'odds_change',
      ts,
      eventId,
      status: live ? 'live' : 'not_started',
      ...(live ? { score: { home: 0, away: 0, clock: "1H 12'" } } : {}),
      markets: [oneXTwo({ home: 2000, draw: 3400, away: 3800 })],
    },
  ]);
  return eventId;
}

const oneXTwo = (odds: Record<Outcome, number>) => ({
  id: '1x2',
  type: '1x2',
  line: null,
  status: 'active',
  outcomes: (['home', 'draw', 'away'] as const).map((id) => ({ id, odds: odds[id], active: true })),
});

const settle = (eventId: string, winner: Outcome) => ({
  type: 'bet_settlement',
  ts: Date.now(),
  eventId,
  markets: [
    {
      id: '1x2',
      outcomes: (['home', 'draw', 'away'] as const).map((id) => ({
        id,
        result: id === winner ? 'won' : 'lost',
      })),
    },
  ],
});

const sportsFrame = (page: Page) => page.frameLocator('[data-testid="embed-frame"]');

const oddsButton = (frame: FrameLocator, eventId: string, outcome: Outcome) =>
  frame.locator(
    `[data-testid="odds-button"][data-event="${eventId}"][data-market="1x2"][data-outcome="${outcome}"]`,
  );

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
  const [first, second] = [await fixture(request, operator), await fixture(request, operator)];
  const frame = await openSports(page);
  await expect(frame.getByTestId('sports-balance')).toHaveAttribute('data-demo', 'true');
  await frame.getByTestId('upcoming-tab').click();
  await oddsButton(frame, first, 'home').click();
  await oddsButton(frame, second, 'away').click();
  await openSlip(frame);
  await frame.getByTestId('slip-mode-multiple').click();
  // 5 × 2.00 × 3.80
  await frame.getByTestId('slip-stake').fill('5');
  await expect(frame.getByTestId('slip-potential-win')).toContainText('38.00');
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('bet-receipt')).toBeVisible({ timeout: 15_000 });
  await frame.getByTestId('receipt-done').click();
  await expect(frame.getByTestId('sports-balance')).toContainText('995.00');
  // Placed selections leave the slip: the odds are no longer selected.
  await expect(oddsButton(frame, first, 'home')).toHaveAttribute('aria-pressed', 'false');
  await frame.getByTestId('my-bets-tab').click();
  await expect(frame.getByTestId('open-bet').first()).toContainText(`Lions`);
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
  const single = await fixture(request, operator);
  const legs = [
    await fixture(request, operator),
    await fixture(request, operator),
    await fixture(request, operator),
  ];
  const live = await fixture(request, operator, true);
  const frame = await openSports(page, player.token);

  // A single: 10 on the home side of the first fixture.
  await frame.getByTestId('upcoming-tab').click();
  await oddsButton(frame, single, 'home').click();
  await openSlip(frame);
  await place(frame, '10');

  // A system bet: every double of three home sides, 2 a line (3 lines, 6 in all).
  for (const eventId of legs) await oddsButton(frame, eventId, 'home').click();
  await openSlip(frame);
  await frame.getByTestId('slip-mode-system').click();
  await frame.getByTestId('slip-system').selectOption('2');
  await frame.getByTestId('slip-stake').fill('2');
  await expect(frame.getByTestId('slip-total-stake')).toContainText('6.00');
  await place(frame, '2');
  await expect.poll(() => balanceOf(request, player.token)).toBe(84);

  // Live: the price moves while the bet is held; the book refuses it with the new price, the player accepts.
  await frame.getByTestId('live-tab').click();
  await oddsButton(frame, live, 'home').click();
  await openSlip(frame);
  await frame.getByTestId('slip-stake').fill('5');
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('bet-waiting')).toBeVisible();
  await feed(request, operator, [
    {
      type: 'odds_change',
      ts: Date.now(),
      eventId: live,
      markets: [oneXTwo({ home: 2500, draw: 3000, away: 3200 })],
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
  const singleTeam = `Lions ${single.split(':')[2] ?? ''}`;
  const singleBet = frame.getByTestId('open-bet').filter({ hasText: singleTeam });
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
    settle(legs[0] ?? '', 'home'),
    settle(legs[1] ?? '', 'home'),
    settle(legs[2] ?? '', 'draw'),
    settle(live, 'home'),
    settle(single, 'home'),
  ]);
  const afterSettlement = Math.round((79 + cashedOut + 8 + 12.5) * 100) / 100;
  await expect.poll(() => balanceOf(request, player.token)).toBe(afterSettlement);
  await expect(frame.getByTestId('sports-balance')).toContainText(afterSettlement.toFixed(2), {
    timeout: 15_000,
  });

  // The feed takes the second leg's result back and corrects it to a draw: the double's 8 is taken back.
  await feed(request, operator, [
    { type: 'rollback_bet_settlement', ts: Date.now(), eventId: legs[1], markets: ['1x2'] },
    settle(legs[1] ?? '', 'draw'),
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
  ).find((bet) => bet.legs[0]?.eventId === live);
  await page.goto(`/record/sports/${liveBet?.id ?? 0}`);
  await expect(page.getByTestId('record-status')).toHaveText('Won');
  await expect(page.getByTestId('record-leg-0')).toContainText('2.50');
});
