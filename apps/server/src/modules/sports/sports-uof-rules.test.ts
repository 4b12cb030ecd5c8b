import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FeedMessage } from '@casino/contracts';

import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';

/**
 * The settlement rules of UOF that the book broke (issue 35, money bugs 1–5), each reproduced through the
 * API: bets placed by a real player, feed messages applied by the book's consumer in the order a real feed
 * sends them. The messages are the book's feed model; the same cases in UOF's XML come with the parser.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ SPORTS_FEED: 'off', SPORTS_LIVE_DELAY_MS: '500' });
});
afterAll(() => app.close());

interface BetView {
  id: number;
  status: string;
  paid: number;
  createdAt: number;
  legs: { odds: number }[];
}

let eventNumber = 0;

/** A fixture not started yet, with the markets given, applied as fixture_change + odds_change. */
async function openEvent(markets: Extract<FeedMessage, { type: 'odds_change' }>['markets']): Promise<string> {
  eventNumber += 1;
  const eventId = `sr:match:uof-${eventNumber}-${Date.now()}`;
  const now = Date.now();
  await apply({
    type: 'fixture_change',
    ts: now,
    eventId,
    fixture: {
      eventId,
      sport: 'football',
      competitionId: 'sr:tournament:uof',
      competition: 'UOF rules',
      home: 'Home FC',
      away: 'Away FC',
      startsAt: now + 3_600_000,
      status: 'not_started',
    },
  });
  await apply({ type: 'odds_change', ts: now, eventId, markets });
  return eventId;
}

const apply = (message: FeedMessage) => app.services.sports.consumer.apply('uof-test', message);

async function player(amount = 100) {
  const { token } = await registerPlayer(app);
  await fundPlayer(app, token, amount);
  return token;
}

async function balanceOf(token: string): Promise<number> {
  const answer = await app.call({ method: 'GET', url: '/api/auth/user_info', token });
  return answer.body.user.balance as number;
}

/** The market's outcome as the book prices it now. */
async function priceOf(eventId: string, marketId: string, outcomeId: string): Promise<number> {
  const answer = await app.call({ method: 'GET', url: `/api/sports/events/${encodeURIComponent(eventId)}` });
  const markets = answer.body.model.markets as { id: string; outcomes: { id: string; odds: number }[] }[];
  const odds = markets
    .find((market) => market.id === marketId)
    ?.outcomes.find((each) => each.id === outcomeId)?.odds;
  if (odds === undefined) throw new Error(`no price for ${marketId}/${outcomeId}`);
  return odds;
}

async function bet(token: string, eventId: string, marketId: string, outcomeId: string, stake = 10) {
  const odds = await priceOf(eventId, marketId, outcomeId);
  return app.call({
    url: '/api/sports/bet',
    token,
    body: {
      kind: 'single',
      legs: [{ eventId, marketId, outcomeId, odds }],
      stake,
      oddsChange: 'none',
      requestId: `uof-${randomUUID()}`,
    },
  });
}

async function placed(token: string, eventId: string, marketId: string, outcomeId: string, stake = 10) {
  const answer = await bet(token, eventId, marketId, outcomeId, stake);
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ status: 0 });
  return (answer.body.model as { bet: BetView }).bet;
}

async function betsOf(token: string): Promise<BetView[]> {
  const list = async (state: string) =>
    (await app.call({ method: 'GET', url: `/api/sports/bets?state=${state}`, token })).body.list as BetView[];
  return [...(await list('open')), ...(await list('settled'))];
}

async function betOf(token: string, id: number): Promise<BetView> {
  const found = (await betsOf(token)).find((each) => each.id === id);
  if (!found) throw new Error(`bet ${id} not listed`);
  return found;
}

const oneXTwo = {
  id: '1x2',
  type: '1x2' as const,
  line: null,
  status: 'active' as const,
  outcomes: [
    { id: 'home', odds: 2000, active: true },
    { id: 'draw', odds: 3400, active: true },
    { id: 'away', odds: 3800, active: true },
  ],
};
const homeWins = {
  id: '1x2',
  outcomes: [
    { id: 'home', result: 'won' as const },
    { id: 'draw', result: 'lost' as const },
    { id: 'away', result: 'lost' as const },
  ],
};
/** The window [at − 1 min, at + 1 min): a cancel for the bets placed around `at`. */
const around = (at: number) => ({ from: at - 60_000, to: at + 60_000 });
const floorCents = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

describe('UOF settlement rules', () => {
  it('voids a bet inside a bet_cancel window when the settlement comes after the cancel (money bug 1)', async () => {
    const token = await player();
    const eventId = await openEvent([oneXTwo]);
    const placedBet = await placed(token, eventId, '1x2', 'home');
    await apply({
      type: 'bet_cancel',
      ts: Date.now(),
      eventId,
      markets: ['1x2'],
      reason: 'odds error',
      ...around(placedBet.createdAt),
    });
    await apply({ type: 'bet_settlement', ts: Date.now(), eventId, markets: [homeWins] });
    expect(await betOf(token, placedBet.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await balanceOf(token)).toBe(100);
  });

  it('keeps every cancel window of a market, and a rollback lifts only its own (money bug 2)', async () => {
    const token = await player();
    const eventId = await openEvent([oneXTwo]);
    const first = await placed(token, eventId, '1x2', 'home');
    // Each window holds one bet's instant only: [createdAt, createdAt + 1).
    const firstWindow = { from: first.createdAt, to: first.createdAt + 1 };
    await apply({
      type: 'bet_cancel',
      ts: Date.now(),
      eventId,
      markets: ['1x2'],
      reason: 'first',
      ...firstWindow,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await placed(token, eventId, '1x2', 'home');
    const secondWindow = { from: second.createdAt, to: second.createdAt + 1 };
    await apply({
      type: 'bet_cancel',
      ts: Date.now(),
      eventId,
      markets: ['1x2'],
      reason: 'second',
      ...secondWindow,
    });
    await apply({ type: 'bet_settlement', ts: Date.now(), eventId, markets: [homeWins] });
    // The second window did not replace the first: both bets are void.
    expect(await betOf(token, first.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await betOf(token, second.id)).toMatchObject({ status: 'VOID', paid: 10 });

    // Taking the first window back grades its bet by the settlement; the second window stands.
    await apply({ type: 'rollback_bet_cancel', ts: Date.now(), eventId, markets: ['1x2'], ...firstWindow });
    const odds = first.legs[0]?.odds ?? 0;
    expect(await betOf(token, first.id)).toMatchObject({ status: 'WON', paid: floorCents(10 * odds) });
    expect(await betOf(token, second.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await balanceOf(token)).toBe(floorCents(100 - 10 + 10 * odds));
  });

  it('grades a bet on an outcome the feed stopped pricing, and waits on an undecided result (money bug 3)', async () => {
    const token = await player();
    const doubleChance = {
      id: 'double_chance',
      type: 'double_chance' as const,
      line: null,
      status: 'active' as const,
      outcomes: [
        { id: 'home_draw', odds: 1250, active: true },
        { id: 'home_away', odds: 1300, active: true },
        { id: 'draw_away', odds: 1630, active: true },
      ],
    };
    const eventId = await openEvent([oneXTwo, doubleChance]);
    const x2 = await placed(token, eventId, 'double_chance', 'draw_away');
    const home = await placed(token, eventId, '1x2', 'home');
    // The feed sends the market again without X2 (inactive, no price): the outcome and its bet remain.
    await apply({
      type: 'odds_change',
      ts: Date.now(),
      eventId,
      markets: [
        { ...doubleChance, outcomes: doubleChance.outcomes.filter((each) => each.id !== 'draw_away') },
      ],
    });
    // 0-2: X2 wins. The 1x2 settlement leaves "home" undecided (UOF's result="-1"): its bet waits.
    await apply({
      type: 'bet_settlement',
      ts: Date.now(),
      eventId,
      markets: [
        {
          id: 'double_chance',
          outcomes: [
            { id: 'home_draw', result: 'lost' },
            { id: 'home_away', result: 'lost' },
            { id: 'draw_away', result: 'won' },
          ],
        },
        {
          id: '1x2',
          outcomes: [
            { id: 'home', result: null },
            { id: 'away', result: 'won' },
          ],
        },
      ],
    });
    const x2Odds = x2.legs[0]?.odds ?? 0;
    expect(await betOf(token, x2.id)).toMatchObject({ status: 'WON', paid: floorCents(10 * x2Odds) });
    expect(await betOf(token, home.id)).toMatchObject({ status: 'OPEN', paid: 0 });
    await apply({
      type: 'bet_settlement',
      ts: Date.now(),
      eventId,
      markets: [{ id: '1x2', outcomes: [{ id: 'home', result: 'lost' }] }],
    });
    expect(await betOf(token, home.id)).toMatchObject({ status: 'LOST', paid: 0 });
  });

  it('closes a market on a status-only update: no bet is taken at its old price (money bug 4)', async () => {
    const token = await player();
    const total = {
      id: 'total:1.5',
      type: 'total' as const,
      line: 1.5,
      status: 'active' as const,
      outcomes: [
        { id: 'over', odds: 1230, active: true },
        { id: 'under', odds: 3900, active: true },
      ],
    };
    const eventId = await openEvent([total]);
    const odds = await priceOf(eventId, 'total:1.5', 'over');
    await apply({
      type: 'odds_change',
      ts: Date.now(),
      eventId,
      markets: [{ ...total, status: 'deactivated', outcomes: [] }],
    });
    const refused = await app.call({
      url: '/api/sports/bet',
      token,
      body: {
        kind: 'single',
        legs: [{ eventId, marketId: 'total:1.5', outcomeId: 'over', odds }],
        stake: 10,
        oddsChange: 'none',
        requestId: `uof-${randomUUID()}`,
      },
    });
    expect(refused.body.status).not.toBe(0);
    expect(await balanceOf(token)).toBe(100);
    // The outcomes are still there, priced as before, for the settlement to grade.
    expect(await priceOf(eventId, 'total:1.5', 'over')).toBe(odds);
  });

  it('labels a half-lost bet LOST with what it returned and a half-won bet WON (money bug 5)', async () => {
    const token = await player();
    const handicap = {
      id: 'handicap:-0.25',
      type: 'handicap' as const,
      line: -0.25,
      status: 'active' as const,
      outcomes: [
        { id: 'home', odds: 1900, active: true },
        { id: 'away', odds: 1950, active: true },
      ],
    };
    const eventId = await openEvent([handicap]);
    const halfLost = await placed(token, eventId, 'handicap:-0.25', 'home');
    const halfWon = await placed(token, eventId, 'handicap:-0.25', 'away');
    await apply({
      type: 'bet_settlement',
      ts: Date.now(),
      eventId,
      markets: [
        {
          id: 'handicap:-0.25',
          outcomes: [
            { id: 'home', result: 'half_lost' },
            { id: 'away', result: 'half_won' },
          ],
        },
      ],
    });
    expect(await betOf(token, halfLost.id)).toMatchObject({ status: 'LOST', paid: 5 });
    // Half the stake back, the other half at the price.
    const odds = halfWon.legs[0]?.odds ?? 0;
    expect(await betOf(token, halfWon.id)).toMatchObject({ status: 'WON', paid: floorCents(5 + 5 * odds) });
  });
});
