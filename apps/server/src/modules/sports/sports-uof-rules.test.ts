import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS, type FeedMessage } from '@casino/contracts';

import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { parseUofMessage } from './uof/uof-messages.ts';
import { uofToBook, type FixtureNames } from './uof/uof-to-book.ts';

/**
 * The settlement rules of UOF that the book broke (issue 35, money bugs 1–5), each reproduced through the
 * API: bets placed by a real player, and every feed message written as Sportradar sends it (UOF XML, the
 * shapes of uof/testdata/*.xml), read by the real parser, translated by uofToBook and applied by the book's
 * consumer, in the order a real feed sends them.
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
  legs: { marketId: string; outcomeId: string; odds: number; result: string | null }[];
}

interface OutcomeView {
  id: string;
  odds: number;
  active: boolean;
}

/** UOF's fixture_change carries no names: what the REST fixture would give, by URN. */
const fixtures = new Map<string, FixtureNames>();

/**
 * One UOF message applied as a real feed's is: parsed, translated (nothing of it left out or skipped) and
 * applied by the consumer. Answers the book's message.
 */
async function feed(xml: string): Promise<FeedMessage> {
  const parsed = parseUofMessage(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`);
  if (!parsed.ok) throw new Error(`refused: ${parsed.refusal.reason} ${parsed.refusal.detail}`);
  const translation = uofToBook(parsed.message, {
    sport: 'football',
    fixtureOf: (urn) => fixtures.get(urn) ?? null,
  });
  expect(translation.leftOut).toEqual([]);
  if (translation.message === null) throw new Error(`skipped: ${translation.skipped}`);
  await app.services.sports.consumer.apply('uof-test', translation.message);
  return translation.message;
}

/** The attributes every event message carries (prematch producer 3 before the start, 1 for settlements). */
const envelope = (eventId: string, product = 3) =>
  `product="${product}" event_id="${eventId}" timestamp="${Date.now()}"`;

const oddsChange = (eventId: string, markets: string) =>
  `<odds_change ${envelope(eventId)}><odds>${markets}</odds></odds_change>`;

/** certainty="2": confirmed results. */
const betSettlement = (eventId: string, markets: string) =>
  `<bet_settlement certainty="2" ${envelope(eventId, 1)}><outcomes>${markets}</outcomes></bet_settlement>`;

interface Window {
  from: number;
  to: number;
}

const betCancel = (eventId: string, window: Window, markets: string) =>
  `<bet_cancel start_time="${window.from}" end_time="${window.to}" ${envelope(eventId)}>${markets}</bet_cancel>`;

const rollbackBetCancel = (eventId: string, window: Window, markets: string) =>
  `<rollback_bet_cancel start_time="${window.from}" end_time="${window.to}" ${envelope(eventId)}>${markets}</rollback_bet_cancel>`;

let eventNumber = 0;

/**
 * A fixture not started yet (fixture_change, its names from the lookup) with the markets given (odds_change,
 * `<market>` elements), both through the XML path.
 */
async function openEvent(markets: string): Promise<string> {
  eventNumber += 1;
  const eventId = `sr:match:${41_000_000 + eventNumber}`;
  fixtures.set(eventId, {
    competitionId: 'sr:tournament:17',
    competition: 'UOF rules',
    home: 'Home FC',
    away: 'Away FC',
  });
  const startsAt = Date.now() + 3_600_000;
  const fixture = await feed(
    `<fixture_change status="0" start_time="${startsAt}" ${envelope(eventId)} change_type="1"/>`,
  );
  expect(fixture).toMatchObject({
    type: 'fixture_change',
    fixture: { eventId, sport: 'football', home: 'Home FC', startsAt, status: 'not_started' },
  });
  await feed(
    `<odds_change ${envelope(eventId)}><sport_event_status status="0" match_status="0"/><odds>${markets}</odds></odds_change>`,
  );
  return eventId;
}

async function player(amount = 100) {
  const { token } = await registerPlayer(app);
  await fundPlayer(app, token, amount);
  return token;
}

async function balanceOf(token: string): Promise<number> {
  const answer = await app.call({ method: 'GET', url: '/api/auth/user_info', token });
  return answer.body.user.balance as number;
}

/** The market as the book shows it now. */
async function marketView(eventId: string, marketId: string) {
  const answer = await app.call({ method: 'GET', url: `/api/sports/events/${encodeURIComponent(eventId)}` });
  const markets = answer.body.model.markets as { id: string; state: string; outcomes: OutcomeView[] }[];
  const market = markets.find((each) => each.id === marketId);
  if (!market) throw new Error(`no market ${marketId}`);
  return market;
}

/** The market's outcome as the book prices it now. */
async function outcomeView(eventId: string, marketId: string, outcomeId: string): Promise<OutcomeView> {
  const outcome = (await marketView(eventId, marketId)).outcomes.find((each) => each.id === outcomeId);
  if (!outcome) throw new Error(`no outcome ${marketId}/${outcomeId}`);
  return outcome;
}

const priceOf = async (eventId: string, marketId: string, outcomeId: string) =>
  (await outcomeView(eventId, marketId, outcomeId)).odds;

function bet(token: string, eventId: string, marketId: string, outcomeId: string, odds: number, stake = 10) {
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

/** A single of 10 on the market key and UOF outcome id, at the book's price. */
async function placed(token: string, eventId: string, marketId: string, outcomeId: string, stake = 10) {
  const answer = await bet(
    token,
    eventId,
    marketId,
    outcomeId,
    await priceOf(eventId, marketId, outcomeId),
    stake,
  );
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ status: 0 });
  const placedBet = (answer.body.model as { bet: BetView }).bet;
  expect(placedBet.legs).toMatchObject([{ marketId, outcomeId, result: null }]);
  return placedBet;
}

/** Every bet of the player, open and settled, page after page. */
async function betsOf(token: string): Promise<BetView[]> {
  const all: BetView[] = [];
  for (const state of ['open', 'settled']) {
    let beforeId: number | null = null;
    do {
      const url: string = `/api/sports/bets?state=${state}${beforeId === null ? '' : `&beforeId=${beforeId}`}`;
      const page = (await app.call({ method: 'GET', url, token })).body;
      all.push(...(page.list as BetView[]));
      beforeId = (page.extra as { nextBeforeId: number | null }).nextBeforeId;
    } while (beforeId !== null);
  }
  return all;
}

async function betOf(token: string, id: number): Promise<BetView> {
  const found = (await betsOf(token)).filter((each) => each.id === id);
  expect(found, `bet ${id} listed once`).toHaveLength(1);
  return found[0] as BetView;
}

/** Match result (market 1): home 2.0, draw 3.4, away 3.8. */
const MATCH_RESULT =
  '<market status="1" id="1">' +
  '<outcome id="1" odds="2.0" probabilities="0.48" active="1"/>' +
  '<outcome id="2" odds="3.4" probabilities="0.28" active="1"/>' +
  '<outcome id="3" odds="3.8" probabilities="0.24" active="1"/></market>';
/** The match result settled: the home side won. */
const HOME_WINS =
  '<market id="1"><outcome id="1" result="1"/><outcome id="2" result="0"/><outcome id="3" result="0"/></market>';
/** The window [at − 1 min, at + 1 min): a cancel for the bets placed around `at`. */
const around = (at: number): Window => ({ from: at - 60_000, to: at + 60_000 });
const floorCents = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

describe('UOF settlement rules', () => {
  it('voids a bet inside a bet_cancel window when the settlement comes after the cancel (money bug 1)', async () => {
    const token = await player();
    const eventId = await openEvent(MATCH_RESULT);
    const placedBet = await placed(token, eventId, '1', '1');
    const cancel = await feed(
      betCancel(eventId, around(placedBet.createdAt), '<market id="1" void_reason="12"/>'),
    );
    expect(cancel).toMatchObject({ type: 'bet_cancel', markets: ['1'], reason: 'incorrect odds' });
    await feed(betSettlement(eventId, HOME_WINS));
    expect(await betOf(token, placedBet.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await balanceOf(token)).toBe(100);
  });

  it('keeps every cancel window of a market, and a rollback lifts only its own (money bug 2)', async () => {
    const token = await player();
    const eventId = await openEvent(MATCH_RESULT);
    const first = await placed(token, eventId, '1', '1');
    // Each window holds one bet's instant only: [createdAt, createdAt + 1).
    const firstWindow = { from: first.createdAt, to: first.createdAt + 1 };
    await feed(betCancel(eventId, firstWindow, '<market id="1" void_reason="12"/>'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await placed(token, eventId, '1', '1');
    expect(second.createdAt).toBeGreaterThanOrEqual(firstWindow.to);
    const secondWindow = { from: second.createdAt, to: second.createdAt + 1 };
    await feed(betCancel(eventId, secondWindow, '<market id="1" void_reason="0"/>'));
    await feed(betSettlement(eventId, HOME_WINS));
    // The second window did not replace the first: both bets are void.
    expect(await betOf(token, first.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await betOf(token, second.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await balanceOf(token)).toBe(100);

    // Taking the first window back grades its bet by the settlement; the second window stands.
    const rollback = await feed(rollbackBetCancel(eventId, firstWindow, '<market id="1"/>'));
    expect(rollback).toMatchObject({ type: 'rollback_bet_cancel', markets: ['1'], ...firstWindow });
    const odds = first.legs[0]?.odds ?? 0;
    expect(odds).toBeGreaterThan(1);
    expect(await betOf(token, first.id)).toMatchObject({ status: 'WON', paid: floorCents(10 * odds) });
    expect(await betOf(token, second.id)).toMatchObject({ status: 'VOID', paid: 10 });
    expect(await balanceOf(token)).toBe(floorCents(100 - 10 + 10 * odds));
  });

  it('grades a bet on an outcome the feed stopped pricing, and waits on an undecided result (money bug 3)', async () => {
    const token = await player();
    // Double chance (market 10): 1X 1.25, 12 1.3, X2 1.63.
    const doubleChance = (x2: string) =>
      '<market status="1" id="10">' +
      '<outcome id="9" odds="1.25" active="1"/><outcome id="10" odds="1.3" active="1"/>' +
      `${x2}</market>`;
    const eventId = await openEvent(MATCH_RESULT + doubleChance('<outcome id="11" odds="1.63" active="1"/>'));
    const x2 = await placed(token, eventId, '10', '11');
    const home = await placed(token, eventId, '1', '1');
    // The feed sends the market again with X2 unpriced and inactive (as odds_change_live.xml sends outcome 11):
    // the outcome and its bet remain, and it takes no bet.
    const x2Price = await priceOf(eventId, '10', '11');
    await feed(oddsChange(eventId, doubleChance('<outcome id="11" probabilities="0.92" active="0"/>')));
    expect(await outcomeView(eventId, '10', '11')).toMatchObject({ odds: x2Price, active: false });
    expect((await bet(token, eventId, '10', '11', x2Price)).body.status).toBe(STATUS.MARKET_SUSPENDED);
    // 0-2: X2 wins. The match result leaves home undecided (result="-1") and leaves the draw out: their bets wait.
    await feed(
      betSettlement(
        eventId,
        '<market id="10"><outcome id="9" result="0"/><outcome id="10" result="0"/><outcome id="11" result="1"/></market>' +
          '<market id="1"><outcome id="1" result="-1"/><outcome id="3" result="1"/></market>',
      ),
    );
    const x2Odds = x2.legs[0]?.odds ?? 0;
    expect(x2Odds).toBeGreaterThan(1);
    expect(await betOf(token, x2.id)).toMatchObject({ status: 'WON', paid: floorCents(10 * x2Odds) });
    expect(await betOf(token, home.id)).toMatchObject({ status: 'OPEN', paid: 0 });
    expect(await balanceOf(token)).toBe(floorCents(100 - 20 + 10 * x2Odds));
    await feed(betSettlement(eventId, '<market id="1"><outcome id="1" result="0"/></market>'));
    expect(await betOf(token, home.id)).toMatchObject({ status: 'LOST', paid: 0 });
    expect(await balanceOf(token)).toBe(floorCents(100 - 20 + 10 * x2Odds));
  });

  it('closes a market on a status-only update: no bet is taken at its old price (money bug 4)', async () => {
    const token = await player();
    const eventId = await openEvent(
      '<market status="1" id="18" specifiers="total=1.5">' +
        '<outcome id="12" odds="1.23" active="1"/><outcome id="13" odds="3.9" active="1"/></market>',
    );
    const odds = await priceOf(eventId, '18|total=1.5', '12');
    // Deactivated, no outcomes (as odds_change_live.xml sends a market it has closed).
    const update = await feed(oddsChange(eventId, '<market status="0" id="18" specifiers="total=1.5"/>'));
    expect(update).toMatchObject({ markets: [{ id: '18|total=1.5', status: 'deactivated', outcomes: [] }] });
    expect((await marketView(eventId, '18|total=1.5')).state).toBe('closed');
    const refused = await bet(token, eventId, '18|total=1.5', '12', odds);
    expect(refused.body.status).toBe(STATUS.MARKET_SUSPENDED);
    expect(await balanceOf(token)).toBe(100);
    expect(await betsOf(token)).toEqual([]);
    // The outcomes are still there, priced as before, for the settlement to grade.
    expect(await priceOf(eventId, '18|total=1.5', '12')).toBe(odds);
    expect(await priceOf(eventId, '18|total=1.5', '13')).toBeGreaterThan(1);
  });

  it('labels a half-lost bet LOST with what it returned and a half-won bet WON (money bug 5)', async () => {
    const token = await player();
    // Handicap −0.25 for home (market 16): home 1.9, away 1.95.
    const eventId = await openEvent(
      '<market status="1" id="16" specifiers="hcp=-0.25">' +
        '<outcome id="1714" odds="1.9" active="1"/><outcome id="1715" odds="1.95" active="1"/></market>',
    );
    const halfLost = await placed(token, eventId, '16|hcp=-0.25', '1714');
    const halfWon = await placed(token, eventId, '16|hcp=-0.25', '1715');
    // A draw: home −0.25 loses half, away +0.25 wins half.
    await feed(
      betSettlement(
        eventId,
        '<market id="16" specifiers="hcp=-0.25">' +
          '<outcome id="1714" result="0" void_factor="0.5"/><outcome id="1715" result="1" void_factor="0.5"/></market>',
      ),
    );
    expect(await betOf(token, halfLost.id)).toMatchObject({
      status: 'LOST',
      paid: 5,
      legs: [{ result: 'half_lost' }],
    });
    // Half the stake back, the other half at the price.
    const odds = halfWon.legs[0]?.odds ?? 0;
    expect(odds).toBeGreaterThan(1);
    expect(await betOf(token, halfWon.id)).toMatchObject({
      status: 'WON',
      paid: floorCents(5 + 5 * odds),
      legs: [{ result: 'half_won' }],
    });
    expect(await balanceOf(token)).toBe(floorCents(100 - 20 + 5 + 5 + 5 * odds));
  });
});
