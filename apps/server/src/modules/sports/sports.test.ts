import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPORTS_BETS_PAGE_SIZE, STATUS, type FeedMessage, type MarketOdds } from '@casino/contracts';

import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { playerOwner } from '../games/index.ts';
import { insertBet, insertLegs } from './sports-bets.repo.ts';

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: 'first-admin-password-1',
    SPORTS_FEED: 'off',
    SPORTS_LIVE_DELAY_MS: '600',
  });
  await app.services.operators.ensureFirstAdmin();
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: 'first-admin-password-1' },
  });
  adminToken = login.body.model.token;
});
afterAll(() => app.close());

let eventNo = 0;
const feed = (message: FeedMessage) => app.services.sports.consumer.apply('test', message);

const market = (
  id: string,
  odds: Record<string, number>,
  status: MarketOdds['status'] = 'active',
): MarketOdds => {
  return {
    id,
    status,
    outcomes: Object.entries(odds).map(([outcome, price]) => ({ id: outcome, odds: price, active: true })),
  };
};

/** The fixture_change of a football fixture of the test's own (Home FC v Away FC unless named). */
const fixtureChange = (
  eventId: string,
  ts: number,
  status: 'not_started' | 'live',
  sides: { home: string; away: string } = { home: 'Home FC', away: 'Away FC' },
): FeedMessage => ({
  type: 'fixture_change',
  ts,
  eventId,
  fixture: {
    eventId,
    sport: 'football',
    competitionId: 't:cup',
    competition: 'Test Cup',
    ...sides,
    startsAt: ts + (status === 'live' ? -60_000 : 3_600_000),
    status,
  },
});

/** A football fixture of the test's own, priced, pre-match or live. */
async function fixture(status: 'not_started' | 'live' = 'not_started') {
  eventNo += 1;
  const eventId = `t:ev-${eventNo}-${Date.now().toString(36)}`;
  const ts = Date.now();
  await feed(fixtureChange(eventId, ts, status));
  await feed({
    type: 'odds_change',
    ts,
    eventId,
    status,
    ...(status === 'live' ? { score: { home: 0, away: 0, clock: "1H 10'" } } : {}),
    markets: [
      market('1', { '1': 2000, '2': 3400, '3': 3800 }),
      market('18|total=2.5', { '12': 1900, '13': 1900 }),
      market('16|hcp=-0.25', { '1714': 1950, '1715': 1850 }),
    ],
  });
  return eventId;
}

const settle = (eventId: string, marketId: string, results: Record<string, string>) =>
  feed({
    type: 'bet_settlement',
    ts: Date.now(),
    eventId,
    markets: [
      {
        id: marketId,
        outcomes: Object.entries(results).map(([id, result]) => ({ id, result: result as 'won' })),
      },
    ],
  });

async function funded(amount = 1_000) {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.token, amount);
  return player;
}

const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user.balance as number;

let requestNo = 0;
const requestId = () => `sports-test-${Date.now().toString(36)}-${(requestNo += 1)}`;

const bet = (token: string | undefined, body: Record<string, unknown>, headers?: Record<string, string>) =>
  app.call({
    url: '/api/sports/bet',
    token,
    headers,
    body: { oddsChange: 'none', requestId: requestId(), ...body },
  });

const leg = (eventId: string, marketId: string, outcomeId: string, odds: number) => ({
  eventId,
  marketId,
  outcomeId,
  odds,
});

describe('sports catalogue', () => {
  it('lists a fixture with its main market and shows every market on its page', async () => {
    const eventId = await fixture();
    const list = await app.call({ method: 'GET', url: '/api/sports/events?sport=football&live=false' });
    const row = list.body.list.find((event: { id: string }) => event.id === eventId);
    expect(row.markets.map((each: { id: string }) => each.id)).toEqual(['1']);
    expect(row.marketCount).toBe(3);
    const page = await app.call({ method: 'GET', url: `/api/sports/events/${eventId}` });
    expect(page.body.model.markets.find((each: { id: string }) => each.id === '1').outcomes[0]).toMatchObject(
      {
        id: '1',
        name: 'Home FC',
        odds: 2,
        version: 1,
        result: null,
      },
    );
    // Names from the descriptions, in the language asked (English where none is asked).
    expect(
      page.body.model.markets.map((each: { name: string; group: string }) => [each.name, each.group]),
    ).toEqual([
      ['Match result', 'main'],
      ['Handicap -0.25', 'handicaps'],
      ['Total goals 2.5', 'totals'],
    ]);
    const pt = await app.call({ method: 'GET', url: `/api/sports/events/${eventId}?lang=pt` });
    const total = pt.body.model.markets.find((each: { id: string }) => each.id === '18|total=2.5');
    expect([total.name, ...total.outcomes.map((outcome: { name: string }) => outcome.name)]).toEqual([
      'Total de gols 2.5',
      'Mais de 2.5',
      'Menos de 2.5',
    ]);
    const catalogue = await app.call({ method: 'GET', url: '/api/sports/catalogue' });
    expect(
      catalogue.body.model.sports.find((each: { id: string }) => each.id === 'football').upcoming,
    ).toBeGreaterThan(0);
  });

  it('holds prices that come before their fixture and applies them with it', async () => {
    const eventId = `t:early-${Date.now().toString(36)}`;
    const ts = Date.now();
    await feed({
      type: 'odds_change',
      ts,
      eventId,
      markets: [market('1', { '1': 2100, '2': 3300, '3': 3600 })],
    });
    await feed({
      type: 'odds_change',
      ts: ts + 1,
      eventId,
      markets: [market('1', { '1': 2200, '2': 3300, '3': 3400 }), market('29', { '74': 1800, '76': 1950 })],
    });
    const before = await app.call({ method: 'GET', url: `/api/sports/events/${eventId}` });
    expect(before.body.status).not.toBe(0);
    await feed(fixtureChange(eventId, ts + 2, 'not_started', { home: 'Early FC', away: 'Late FC' }));
    const page = await app.call({ method: 'GET', url: `/api/sports/events/${eventId}` });
    const prices = page.body.model.markets.map((each: { id: string; outcomes: { odds: number }[] }) => [
      each.id,
      each.outcomes.map((outcome) => outcome.odds),
    ]);
    expect(prices).toEqual([
      ['1', [2.2, 3.3, 3.4]],
      ['29', [1.8, 1.95]],
    ]);
    expect(app.services.sports.consumer.held.of(eventId)).toBeUndefined();
  });

  it('answers a malformed query or an unknown event with a status, not a 500', async () => {
    const bad = await app.call({ method: 'GET', url: '/api/sports/events?sport=curling' });
    expect(bad.body.status).toBe(STATUS.INVALID_INPUT);
    const missing = await app.call({ method: 'GET', url: '/api/sports/events/t:nothing-here' });
    expect(missing.body.status).toBe(STATUS.NOT_FOUND);
  });
});

describe('sports bets', () => {
  it('places a single once per requestId, and the settlement pays it once however often it arrives', async () => {
    const eventId = await fixture();
    const player = await funded();
    const body = {
      kind: 'single',
      legs: [leg(eventId, '1', '1', 2)],
      stake: 10,
      requestId: requestId(),
    };
    const first = await app.call({
      url: '/api/sports/bet',
      token: player.token,
      body: { oddsChange: 'none', ...body },
    });
    expect(first.body.status).toBe(0);
    expect(first.body.model.bet).toMatchObject({ status: 'OPEN', totalStake: 10, potentialWin: 20 });
    const retry = await app.call({
      url: '/api/sports/bet',
      token: player.token,
      body: { oddsChange: 'none', ...body },
    });
    expect(retry.body.model.bet.id).toBe(first.body.model.bet.id);
    expect(await balanceOf(player.token)).toBe(990);

    await settle(eventId, '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    await settle(eventId, '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await balanceOf(player.token)).toBe(1_010);
    const settled = await app.call({
      method: 'GET',
      url: '/api/sports/bets?state=settled',
      token: player.token,
    });
    expect(settled.body.list[0]).toMatchObject({ status: 'WON', paid: 20, legs: [{ result: 'won' }] });

    // The wallet history links the stake and the payout to the bet's record; nobody else can read it.
    const betId = first.body.model.bet.id as number;
    const history = await app.call({
      url: '/api/wallet/history',
      token: player.token,
      body: { pageNo: 1, pageSize: 10, kind: 'bet' },
    });
    const links = (history.body.page.content as { link: unknown }[]).map((row) => row.link);
    expect(links).toEqual([
      { type: 'sports', id: String(betId) },
      { type: 'sports', id: String(betId) },
    ]);
    const record = await app.call({ method: 'GET', url: `/api/record/sports/${betId}`, token: player.token });
    expect(record.body.model.bet).toMatchObject({ id: betId, status: 'WON', legs: [{ home: 'Home FC' }] });
    const stranger = await funded();
    const hidden = await app.call({
      method: 'GET',
      url: `/api/record/sports/${betId}`,
      token: stranger.token,
    });
    expect(hidden.body.status).toBe(STATUS.BET_NOT_FOUND);
  });

  it('refuses a moved price by the player’s choice and re-quotes it; takes a higher one when asked', async () => {
    const eventId = await fixture();
    const player = await funded();
    await feed({
      type: 'odds_change',
      ts: Date.now(),
      eventId,
      markets: [market('1', { '1': 1800, '2': 3600, '3': 4200 })],
    });
    const refused = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '1', '1', 2)],
      stake: 5,
    });
    expect(refused.body.status).toBe(STATUS.ODDS_CHANGED);
    expect(refused.body.extra.legs[0]).toMatchObject({ outcomeId: '1', odds: 1.8, active: true });
    const higher = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '1', '3', 3.8)],
      stake: 5,
      oddsChange: 'higher',
    });
    expect(higher.body.status).toBe(0);
    expect(higher.body.model.bet.legs[0].odds).toBe(4.2);
    const lowerRefused = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '1', '1', 2)],
      stake: 5,
      oddsChange: 'higher',
    });
    expect(lowerRefused.body.status).toBe(STATUS.ODDS_CHANGED);
    expect(await balanceOf(player.token)).toBe(995);
  });

  it('refuses bets on a stopped market, and holds a live bet so a stop during the hold refuses it', async () => {
    const stopped = await fixture();
    const player = await funded();
    await feed({ type: 'bet_stop', ts: Date.now(), eventId: stopped });
    const refused = await bet(player.token, {
      kind: 'single',
      legs: [leg(stopped, '1', '1', 2)],
      stake: 5,
    });
    expect(refused.body.status).toBe(STATUS.MARKET_SUSPENDED);

    const live = await fixture('live');
    const began = Date.now();
    const pending = bet(player.token, { kind: 'single', legs: [leg(live, '1', '1', 2)], stake: 5 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await feed({ type: 'bet_stop', ts: Date.now(), eventId: live });
    const answer = await pending;
    expect(answer.body.status).toBe(STATUS.MARKET_SUSPENDED);
    expect(Date.now() - began).toBeGreaterThanOrEqual(550);
    expect(await balanceOf(player.token)).toBe(1_000);

    await feed({
      type: 'odds_change',
      ts: Date.now(),
      eventId: live,
      markets: [market('1', { '1': 2000, '2': 3400, '3': 3800 })],
    });
    const accepted = await bet(player.token, {
      kind: 'single',
      legs: [leg(live, '1', '1', 2)],
      stake: 5,
    });
    expect(accepted.body.status).toBe(0);
  });

  it('prices a void leg of a multiple at 1.0, and a rollback regrades with compensating postings', async () => {
    const [a, b] = [await fixture(), await fixture()];
    const player = await funded();
    const placed = await bet(player.token, {
      kind: 'multiple',
      legs: [leg(a, '1', '1', 2), leg(b, '18|total=2.5', '12', 1.9)],
      stake: 10,
    });
    expect(placed.body.model.bet.potentialWin).toBe(38);
    await feed({
      type: 'bet_cancel',
      ts: Date.now(),
      eventId: b,
      markets: ['18|total=2.5'],
      reason: 'incorrect odds',
    });
    await settle(a, '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await balanceOf(player.token)).toBe(1_010); // 10 × 2.0 × 1.0
    // The feed takes the result of A back: the payout goes back too, and the bet is open again.
    await feed({ type: 'rollback_bet_settlement', ts: Date.now(), eventId: a, markets: ['1'] });
    expect(await balanceOf(player.token)).toBe(990);
    const open = await app.call({ method: 'GET', url: '/api/sports/bets?state=open', token: player.token });
    expect(open.body.list[0]).toMatchObject({ id: placed.body.model.bet.id, status: 'OPEN', paid: 0 });
    // Corrected: the draw. The multiple loses; nothing moves.
    await settle(a, '1', { '1': 'lost', '2': 'won', '3': 'lost' });
    expect(await balanceOf(player.token)).toBe(990);
    // The cancel is rolled back as well: the leg counts again (still lost overall).
    await feed({ type: 'rollback_bet_cancel', ts: Date.now(), eventId: b, markets: ['18|total=2.5'] });
    const settled = await app.call({
      method: 'GET',
      url: '/api/sports/bets?state=settled',
      token: player.token,
    });
    expect(settled.body.list[0]).toMatchObject({ status: 'LOST', paid: 0 });
  });

  it('places a system bet as every combination of its size and refuses two legs of one event', async () => {
    const events = [await fixture(), await fixture(), await fixture()];
    const player = await funded();
    const legs = events.map((eventId) => leg(eventId, '1', '1', 2));
    const system = await bet(player.token, { kind: 'system', sizes: [2], legs, stake: 2 });
    expect(system.body.model.bet).toMatchObject({ lineCount: 3, totalStake: 6, potentialWin: 24 });
    await settle(events[0] ?? '', '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    await settle(events[1] ?? '', '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    await settle(events[2] ?? '', '1', { '1': 'lost', '2': 'won', '3': 'lost' });
    expect(await balanceOf(player.token)).toBe(1_000 - 6 + 8); // one double of 2 × 2 × 2 won
    const conflict = await bet(player.token, {
      kind: 'multiple',
      legs: [leg(events[0] ?? '', '1', '1', 2), leg(events[0] ?? '', '18|total=2.5', '12', 1.9)],
      stake: 2,
    });
    expect(conflict.body.status).toBe(STATUS.SELECTION_CONFLICT);
  });

  it('cashes out at the quote, in part and then in full, and re-quotes when the value fell', async () => {
    const eventId = await fixture();
    const player = await funded();
    const placed = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '1', '1', 2)],
      stake: 100,
    });
    const betId = placed.body.model.bet.id as number;
    await feed({
      type: 'odds_change',
      ts: Date.now(),
      eventId,
      markets: [market('1', { '1': 1600, '2': 3600, '3': 5000 })],
    });
    const quote = (await app.call({ url: '/api/sports/cashout/quote', token: player.token, body: { betId } }))
      .body.model;
    // 100 × 2.0 / 1.6 × (1 − 5 %) = 118.75
    expect(quote.amount).toBe(118.75);
    const partial = await app.call({
      url: '/api/sports/cashout',
      token: player.token,
      body: { betId, quoteId: quote.quoteId, amount: 50, requestId: requestId() },
    });
    expect(partial.body.model.bet).toMatchObject({ status: 'OPEN', cashedOut: 50 });
    expect(await balanceOf(player.token)).toBe(950);
    const reused = await app.call({
      url: '/api/sports/cashout',
      token: player.token,
      body: { betId, quoteId: quote.quoteId, requestId: requestId() },
    });
    expect(reused.body.status).toBe(STATUS.CASH_OUT_REQUOTED);
    const second = reused.body.extra.quote;
    await feed({
      type: 'odds_change',
      ts: Date.now(),
      eventId,
      markets: [market('1', { '1': 1900, '2': 3600, '3': 4000 })],
    });
    const fell = await app.call({
      url: '/api/sports/cashout',
      token: player.token,
      body: { betId, quoteId: second.quoteId, requestId: requestId() },
    });
    expect(fell.body.status).toBe(STATUS.CASH_OUT_REQUOTED);
    const third = fell.body.extra.quote;
    const full = await app.call({
      url: '/api/sports/cashout',
      token: player.token,
      body: { betId, quoteId: third.quoteId, requestId: requestId() },
    });
    expect(full.body.model.bet.status).toBe('CASHED_OUT');
    const before = await balanceOf(player.token);
    await settle(eventId, '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await balanceOf(player.token)).toBe(before);
  });

  it('caps the book’s liability per event and lets a visitor bet demo money only', async () => {
    const eventId = await fixture();
    const player = await funded(10_000);
    const settings = await app.call({
      method: 'GET',
      url: '/api/operator/sports/settings',
      token: adminToken,
    });
    await app.call({
      method: 'PUT',
      url: '/api/operator/sports/settings',
      token: adminToken,
      body: { ...settings.body.model, maxEventLiability: 150 },
    });
    try {
      const first = await bet(player.token, {
        kind: 'single',
        legs: [leg(eventId, '1', '3', 3.8)],
        stake: 50,
      });
      expect(first.body.status).toBe(0);
      const second = await bet(player.token, {
        kind: 'single',
        legs: [leg(eventId, '1', '3', 3.8)],
        stake: 50,
      });
      expect(second.body.status).toBe(STATUS.LIABILITY_EXCEEDED);
    } finally {
      await app.call({
        method: 'PUT',
        url: '/api/operator/sports/settings',
        token: adminToken,
        body: settings.body.model,
      });
    }

    const demoToken = `demo-${Date.now().toString(36)}-visitor-token`;
    const real = await bet(
      undefined,
      { kind: 'single', legs: [leg(eventId, '1', '1', 2)], stake: 5 },
      { 'Demo-Token': demoToken },
    );
    expect(real.body.status).toBe(STATUS.LOGIN_REQUIRED);
    const demo = await bet(
      undefined,
      { kind: 'single', legs: [leg(eventId, '1', '1', 2)], stake: 5, demo: true },
      { 'Demo-Token': demoToken },
    );
    expect(demo.body.model).toMatchObject({ bet: { demo: true }, balance: 995 });
    await settle(eventId, '1', { '1': 'won', '2': 'lost', '3': 'lost' });
    const wallet = await app.call({
      method: 'GET',
      url: '/api/game/demo/wallet',
      headers: { 'Demo-Token': demoToken },
    });
    expect(wallet.body.model.balance).toBe(1_005);
  });

  it('lets an operator suspend, grade by hand and void with a reason', async () => {
    const eventId = await fixture();
    const player = await funded();
    const placed = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '18|total=2.5', '13', 1.9)],
      stake: 10,
    });
    expect(placed.body.status).toBe(0);
    const noReason = await app.call({
      url: '/api/operator/sports/suspend',
      token: adminToken,
      body: { eventId, suspended: true },
    });
    expect(noReason.body.status).toBe(STATUS.INVALID_INPUT);
    await app.call({
      url: '/api/operator/sports/suspend',
      token: adminToken,
      body: { eventId, suspended: true, reason: 'suspicious betting' },
    });
    const refused = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '1', '1', 2)],
      stake: 5,
    });
    expect(refused.body.status).toBe(STATUS.MARKET_SUSPENDED);
    await app.call({
      url: '/api/operator/sports/settle',
      token: adminToken,
      body: {
        eventId,
        marketId: '18|total=2.5',
        outcomes: [
          { id: '12', result: 'lost' },
          { id: '13', result: 'won' },
        ],
        reason: 'feed silent',
      },
    });
    expect(await balanceOf(player.token)).toBe(1_009);
    await app.call({
      url: '/api/operator/sports/void',
      token: adminToken,
      body: { eventId, marketId: '18|total=2.5', reason: 'match abandoned' },
    });
    expect(await balanceOf(player.token)).toBe(1_000);
    const playerTry = await app.call({
      url: '/api/operator/sports/void',
      token: player.token,
      body: { eventId, marketId: '18|total=2.5', reason: 'match abandoned' },
    });
    expect(playerTry.body.status).not.toBe(0);
  });
});

/**
 * Issue 33 finding 3: a cashed-out bet counts as wagered what was at risk, not its full stake: for the
 * wagering a withdrawal waits on, and for bonuses, VIP and rakeback (the settled_bets view).
 */
describe('what a cash-out counts as wagered', () => {
  it('counts only the part of the stake a cash-out at a loss did not return', async () => {
    const eventId = await fixture();
    const player = await funded(1_000);
    const wagering = async () =>
      (await app.call({ method: 'GET', url: '/api/auth/user_info', token: player.token })).body.user
        .depositForWithdraw as number;
    expect(await wagering()).toBe(1_000);
    const placed = await bet(player.token, {
      kind: 'single',
      legs: [leg(eventId, '1', '1', 2)],
      stake: 100,
    });
    const betId = placed.body.model.bet.id as number;
    // The price drifts: the bet is worth 100 × 2.0 / 3.0 × (1 − 5 %) = 63.33 now.
    await feed({
      type: 'odds_change',
      ts: Date.now(),
      eventId,
      markets: [market('1', { '1': 3000, '2': 3400, '3': 2400 })],
    });
    const quote = (await app.call({ url: '/api/sports/cashout/quote', token: player.token, body: { betId } }))
      .body.model;
    expect(quote.amount).toBe(63.33);
    const cashed = await app.call({
      url: '/api/sports/cashout',
      token: player.token,
      body: { betId, quoteId: quote.quoteId, requestId: requestId() },
    });
    expect(cashed.body.model.bet.status).toBe('CASHED_OUT');
    // 36.67 was lost to the cash-out: that is what counts, not the 100 staked.
    expect(await wagering()).toBe(1_000 - 36.67);
    const rows = (await app.database.db.execute(
      sql`SELECT stake_minor::text AS stake FROM settled_bets WHERE user_id = ${player.user.userId} AND game_id = 'sports'`,
    )) as unknown as { rows: { stake: string }[] };
    expect(rows.rows).toEqual([{ stake: '3667' }]);
  });
});

/** Issue 35: a player with more settled bets than a page reads them all, a page at a time. */
describe('paging the player’s bets', () => {
  /**
   * `count` demo bets of `owner` in `status`, one leg each on the event's 1x2, inserted with the module's own
   * repo functions (demo money: no ledger postings or book liability go with them).
   */
  const insertBets = (
    owner: string,
    userId: number,
    eventId: string,
    status: 'OPEN' | 'LOST',
    count: number,
  ) =>
    app.write(async (tx) => {
      const ids: number[] = [];
      for (let n = 0; n < count; n += 1) {
        const row = await insertBet(tx, {
          owner,
          userId,
          demo: true,
          currencyId: 'BRL',
          kind: 'single',
          sizes: null,
          lineCount: 1,
          stakePerLineMinor: 100n,
          totalStakeMinor: 100n,
          stakeLeftMinor: 100n,
          potentialPayoutMinor: 200n,
          oddsChange: 'none',
          status,
          settledAt: status === 'OPEN' ? null : new Date(),
        });
        await insertLegs(tx, [
          {
            betId: row.id,
            legNo: 0,
            eventId,
            marketId: '1',
            outcomeId: '1',
            odds: 2000,
            result: status === 'OPEN' ? null : 'lost',
          },
        ]);
        ids.push(row.id);
      }
      return ids;
    });

  const page = (token: string, query: string) =>
    app.call({ method: 'GET', url: `/api/sports/bets?${query}`, token });

  it('lists 120 settled bets as 50 + 50 + 20, newest first, with no duplicate and no gap', async () => {
    const eventId = await fixture();
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    const userId = player.user.userId as number;
    const otherId = other.user.userId as number;
    // Open bets and another player's bets between the settled ones: the pages must skip them.
    const settledIds: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      settledIds.push(...(await insertBets(playerOwner(userId), userId, eventId, 'LOST', 30)));
      await insertBets(playerOwner(userId), userId, eventId, 'OPEN', 2);
      await insertBets(playerOwner(otherId), otherId, eventId, 'LOST', 3);
    }
    expect(settledIds).toHaveLength(120);
    const newestFirst = [...settledIds].sort((a, b) => b - a);

    const first = await page(player.token, 'state=settled&demo=true');
    expect(first.body.status).toBe(STATUS.SUCCESS);
    const firstIds = (first.body.list as { id: number }[]).map((each) => each.id);
    expect(firstIds).toEqual(newestFirst.slice(0, SPORTS_BETS_PAGE_SIZE));
    expect(first.body.extra).toEqual({ nextBeforeId: firstIds.at(-1) });

    const second = await page(
      player.token,
      `state=settled&demo=true&beforeId=${first.body.extra.nextBeforeId}`,
    );
    const secondIds = (second.body.list as { id: number }[]).map((each) => each.id);
    expect(secondIds).toEqual(newestFirst.slice(50, 100));
    expect(second.body.extra).toEqual({ nextBeforeId: secondIds.at(-1) });

    const third = await page(
      player.token,
      `state=settled&demo=true&beforeId=${second.body.extra.nextBeforeId}`,
    );
    const thirdIds = (third.body.list as { id: number }[]).map((each) => each.id);
    expect(thirdIds).toEqual(newestFirst.slice(100));
    expect(third.body.extra).toEqual({ nextBeforeId: null });
    expect(third.body.list[0]).toMatchObject({ status: 'LOST', legs: [{ result: 'lost' }] });

    // Every settled bet once, none missing, none of the open ones or the other player's.
    const all = [...firstIds, ...secondIds, ...thirdIds];
    expect(new Set(all).size).toBe(120);
    expect([...all].sort((a, b) => a - b)).toEqual([...settledIds].sort((a, b) => a - b));

    // The open list pages the same way: its 8 bets fit one page.
    const open = await page(player.token, 'state=open&demo=true');
    expect(open.body.list).toHaveLength(8);
    expect(open.body.extra).toEqual({ nextBeforeId: null });
  });

  it('says there is no older page when the bets fill exactly one page', async () => {
    const eventId = await fixture();
    const player = await registerPlayer(app);
    const userId = player.user.userId as number;
    await insertBets(playerOwner(userId), userId, eventId, 'LOST', SPORTS_BETS_PAGE_SIZE);
    const only = await page(player.token, 'state=settled&demo=true');
    expect(only.body.list).toHaveLength(SPORTS_BETS_PAGE_SIZE);
    expect(only.body.extra).toEqual({ nextBeforeId: null });
  });

  it('answers a beforeId that is not a positive whole number with INVALID_INPUT naming the field', async () => {
    const player = await registerPlayer(app);
    for (const beforeId of ['abc', '0', '-1', '1.5']) {
      const bad = await page(player.token, `state=settled&demo=true&beforeId=${beforeId}`);
      expect(bad.http).toBe(200);
      expect(bad.body.status).toBe(STATUS.INVALID_INPUT);
      expect(bad.body.extra).toMatchObject({ field: 'beforeId' });
    }
  });
});
