import { afterEach, describe, expect, it, vi } from 'vitest';

import { feedMessageSchema, type FeedMessage, type SportId } from '@casino/contracts';
import { gradeMarket } from '@casino/game-math';

import { planFixture, SETTLEMENT_TAIL_MAX_MS, SPORT_MODELS } from './fixture-plan.ts';
import { PREMATCH_LEAD_MS, sandboxFixture, SLOT_INTERVAL_MS } from './sandbox-fixtures.ts';
import { SimulatedFeed, simulatedTimeline } from './simulated-feed.ts';
import { marketSpecOfKey, uofGraded, type MarketSpec } from './sandbox-markets.ts';
import { sandboxSportOf } from '../uof/uof-writer.ts';

const EPOCH = Date.UTC(2026, 0, 1);
const SANDBOX = { seed: 'sandbox-test', epoch: EPOCH };
const HOUR = 3_600_000;
/** A moment well after the epoch, so the board is full. */
const T = EPOCH + 6 * HOUR;

type Of<K extends FeedMessage['type']> = Extract<FeedMessage, { type: K }>;

function byEvent(messages: readonly FeedMessage[]): Map<string, FeedMessage[]> {
  const events = new Map<string, FeedMessage[]>();
  for (const message of messages) {
    if (!('eventId' in message)) continue;
    events.set(message.eventId, [...(events.get(message.eventId) ?? []), message]);
  }
  return events;
}

/** The fixtures whose whole life, from appearing to closing or cancelling, lies in the messages. */
function wholeLives(messages: readonly FeedMessage[]): FeedMessage[][] {
  return [...byEvent(messages).values()].filter((life) => {
    const first = life[0];
    const last = life[life.length - 1];
    return (
      first?.type === 'fixture_change' &&
      first.fixture.status === 'not_started' &&
      last?.type === 'fixture_change' &&
      ['closed', 'cancelled'].includes(last.fixture.status)
    );
  });
}

const statusOf = (message: FeedMessage) =>
  message.type === 'fixture_change' ? message.fixture.status : null;

describe('the sandbox timeline', () => {
  const threeHours = simulatedTimeline(SANDBOX, T - HOUR, T + 2 * HOUR);

  it('is the same for the same seed and epoch, whatever windows it is read in, and differs for another seed', () => {
    const whole = simulatedTimeline(SANDBOX, T, T + 10 * 60_000);
    const pieces = [0, 1, 2, 3, 4].flatMap((index) =>
      simulatedTimeline(SANDBOX, T + index * 120_000, T + (index + 1) * 120_000),
    );
    expect(whole.length).toBeGreaterThan(100);
    expect(pieces).toEqual(whole);
    expect(simulatedTimeline({ ...SANDBOX }, T, T + 10 * 60_000)).toEqual(whole);
    expect(simulatedTimeline({ ...SANDBOX, seed: 'another' }, T, T + 10 * 60_000)).not.toEqual(whole);
  });

  it('gives only messages in the window, in time order, each one a valid feed message', () => {
    expect(threeHours.every((message) => message.ts >= T - HOUR && message.ts < T + 2 * HOUR)).toBe(true);
    expect(
      threeHours.every((message, index) => index === 0 || (threeHours[index - 1]?.ts ?? 0) <= message.ts),
    ).toBe(true);
    const invalid = threeHours.filter((message) => !feedMessageSchema.safeParse(message).success);
    expect(invalid).toEqual([]);
  });

  it('plays nothing before slot 0 at the epoch', () => {
    expect(simulatedTimeline(SANDBOX, EPOCH - 10 * HOUR, EPOCH - PREMATCH_LEAD_MS)).toEqual([]);
    expect(
      simulatedTimeline(SANDBOX, EPOCH - PREMATCH_LEAD_MS, EPOCH - PREMATCH_LEAD_MS + 1)[0],
    ).toMatchObject({
      type: 'fixture_change',
      eventId: 'sb:football:0',
    });
  });

  it('runs each fixture through its life in order: pre-match, live, ended, settled, closed', () => {
    const lives = wholeLives(threeHours);
    expect(lives.length).toBeGreaterThan(60);
    for (const life of lives) {
      const statuses = life.map(statusOf).filter((status) => status !== null);
      if (statuses.includes('cancelled')) {
        expect(statuses).toEqual(['not_started', 'cancelled']);
        const cancelledAt = life.findIndex((message) => statusOf(message) === 'cancelled');
        expect(life.slice(cancelledAt).map((message) => message.type)).toEqual([
          'fixture_change',
          'bet_cancel',
        ]);
        continue;
      }
      expect(statuses).toEqual(['not_started', 'ended', 'closed']);
      const endedAt = life.findIndex((message) => statusOf(message) === 'ended');
      const firstSettlement = life.findIndex((message) => message.type === 'bet_settlement');
      expect(firstSettlement).toBeGreaterThan(endedAt);
      expect(life.slice(endedAt).some((message) => message.type === 'odds_change')).toBe(false);
      const odds = life.filter((message): message is Of<'odds_change'> => message.type === 'odds_change');
      const firstLive = odds.findIndex((message) => message.status === 'live');
      expect(
        odds.slice(0, firstLive).every((message) => message.status === 'not_started' && !message.score),
      ).toBe(true);
      expect(odds.slice(firstLive, -1).every((message) => message.status === 'live' && message.score)).toBe(
        true,
      );
      expect(odds[odds.length - 1]).toMatchObject({ status: 'ended', markets: [] });
    }
  });

  it('settles every market of a closed fixture exactly once net of rollbacks, graded on the final score', () => {
    for (const life of wholeLives(threeHours)) {
      if (life.some((message) => statusOf(message) === 'cancelled')) continue;
      const offered = new Map<string, MarketSpec>();
      for (const message of life) {
        if (message.type === 'odds_change')
          for (const market of message.markets) {
            const spec = marketSpecOfKey(sandboxSportOf(message.eventId), market.id);
            if (spec) offered.set(market.id, spec);
          }
      }
      const final = life.findLast(
        (message): message is Of<'odds_change'> => message.type === 'odds_change',
      )?.score;
      const settled = new Map<string, Of<'bet_settlement'>['markets'][number]>();
      for (const message of life) {
        if (message.type === 'bet_settlement') {
          for (const market of message.markets) {
            expect(settled.has(market.id)).toBe(false);
            settled.set(market.id, market);
          }
        }
        if (message.type === 'rollback_bet_settlement') for (const id of message.markets) settled.delete(id);
      }
      expect([...settled.keys()].sort()).toEqual([...offered.keys()].sort());
      for (const [id, market] of offered) {
        const expected = uofGraded(
          market,
          gradeMarket(market.type, market.line, { home: final?.home ?? 0, away: final?.away ?? 0 }),
        );
        expect(settled.get(id)?.outcomes).toEqual(expected);
      }
    }
  });

  it('keeps odds within 1.010–1000.000, and an open 1x2 book between 102 % and 110 %', () => {
    const odds = { min: Infinity, max: -Infinity };
    const overrounds: number[] = [];
    for (const message of threeHours) {
      if (message.type !== 'odds_change') continue;
      for (const market of message.markets) {
        for (const { odds: price } of market.outcomes) {
          odds.min = Math.min(odds.min, price);
          odds.max = Math.max(odds.max, price);
        }
        if (market.id !== '1' || market.status !== 'active') continue;
        overrounds.push(market.outcomes.reduce((sum, outcome) => sum + 1000 / outcome.odds, 0));
      }
    }
    expect(odds.min).toBeGreaterThanOrEqual(1010);
    expect(odds.max).toBeLessThanOrEqual(1_000_000);
    expect(overrounds.length).toBeGreaterThan(1_000);
    expect(Math.min(...overrounds)).toBeGreaterThanOrEqual(1.02);
    expect(Math.max(...overrounds)).toBeLessThanOrEqual(1.1);
  });

  it('offers the markets of each sport, with an Asian quarter line in football', () => {
    const offered = (sport: SportId) =>
      new Set(
        threeHours.flatMap((message) =>
          message.type === 'odds_change' && message.eventId.startsWith(`sb:${sport}:`)
            ? message.markets.map((market) => marketSpecOfKey(sport, market.id)?.type)
            : [],
        ),
      );
    expect(offered('football')).toEqual(new Set(['1x2', 'double_chance', 'total', 'handicap', 'btts']));
    expect(offered('basketball')).toEqual(new Set(['winner', 'total', 'handicap']));
    expect(offered('tennis')).toEqual(new Set(['winner', 'handicap']));
    const quarterLines = threeHours.flatMap((message) =>
      message.type === 'odds_change'
        ? message.markets.flatMap((market) => {
            const spec = marketSpecOfKey(sandboxSportOf(message.eventId), market.id);
            return spec && spec.line !== null && Math.abs(spec.line * 4) % 2 === 1 ? [spec] : [];
          })
        : [],
    );
    expect(new Set(quarterLines.map((market) => market.type))).toEqual(new Set(['total', 'handicap']));
  });

  it('ends matches with scores like the sport: goals, points around 100 a side, sets of a best of three', () => {
    const finals = wholeLives(threeHours).flatMap((life) =>
      life.flatMap((message) =>
        message.type === 'odds_change' && message.status === 'ended' ? [message] : [],
      ),
    );
    for (const { eventId, score } of finals) {
      const { home = 0, away = 0 } = score ?? {};
      if (eventId.startsWith('sb:football:')) expect(home + away).toBeLessThan(12);
      if (eventId.startsWith('sb:basketball:')) {
        expect(Math.min(home, away)).toBeGreaterThanOrEqual(60);
        expect(Math.max(home, away)).toBeLessThanOrEqual(150);
        expect(home).not.toBe(away);
      }
      if (eventId.startsWith('sb:tennis:'))
        expect([`${home}-${away}`]).toSatisfy(([sets]: string[]) =>
          ['2-0', '2-1', '1-2', '0-2'].includes(sets ?? ''),
        );
    }
  });

  it('has events live and to come at every moment of a sampled hour, about 2–3 live of each sport', () => {
    const live = new Map<string, { sport: string; from: number; to: number; visibleAt: number }>();
    for (const [eventId, life] of byEvent(threeHours)) {
      const start = life.find((message) => message.type === 'odds_change' && message.status === 'live');
      const end = life.find((message) => message.type === 'odds_change' && message.status === 'ended');
      const fixture = life.find(
        (message): message is Of<'fixture_change'> => message.type === 'fixture_change',
      );
      if (!fixture) continue;
      live.set(eventId, {
        sport: fixture.fixture.sport,
        from: start?.ts ?? Infinity,
        to: end?.ts ?? Infinity,
        visibleAt: fixture.fixture.startsAt - PREMATCH_LEAD_MS,
      });
    }
    const totals = { live: 0, prematch: 0, samples: 0 };
    for (let at = T; at < T + HOUR; at += 10_000) {
      const events = [...live.values()];
      const liveNow = events.filter((event) => event.from <= at && at < event.to);
      const prematchNow = events.filter((event) => event.visibleAt <= at && at < event.from);
      expect(liveNow.length).toBeGreaterThanOrEqual(3);
      expect(new Set(liveNow.map((event) => event.sport)).size).toBeGreaterThanOrEqual(2);
      totals.live += liveNow.length;
      totals.prematch += prematchNow.length;
      totals.samples += 1;
    }
    expect(totals.live / totals.samples / 3).toBeGreaterThan(1.8);
    expect(totals.live / totals.samples / 3).toBeLessThan(3.5);
    expect(totals.prematch / totals.samples / 3).toBeGreaterThan(6);
    expect(totals.prematch / totals.samples / 3).toBeLessThan(11);
  });

  it('shows each anomaly at about its intended rate over 600 fixtures', () => {
    const counts = { fixtures: 0, cancelled: 0, marketCancels: 0, cancelRollbacks: 0, wrongSettlements: 0 };
    for (const sport of ['football', 'basketball', 'tennis'] as const) {
      for (let slot = 0; slot < 200; slot += 1) {
        const plan = planFixture(SANDBOX.seed, sandboxFixture(SANDBOX, sport, slot));
        const messages = plan.messages.map((message) => message.build());
        counts.fixtures += 1;
        if (messages.some((message) => statusOf(message) === 'cancelled')) counts.cancelled += 1;
        else if (messages.some((message) => message.type === 'bet_cancel')) counts.marketCancels += 1;
        if (messages.some((message) => message.type === 'rollback_bet_cancel')) counts.cancelRollbacks += 1;
        if (messages.some((message) => message.type === 'rollback_bet_settlement'))
          counts.wrongSettlements += 1;
      }
    }
    // Expected: 24 cancelled (1 in 25), 48 market cancels (1 in 12), half of them rolled back, 58 wrong settlements.
    expect(counts.cancelled).toBeGreaterThanOrEqual(10);
    expect(counts.cancelled).toBeLessThanOrEqual(40);
    expect(counts.marketCancels).toBeGreaterThanOrEqual(28);
    expect(counts.marketCancels).toBeLessThanOrEqual(70);
    expect(counts.cancelRollbacks).toBeGreaterThanOrEqual(10);
    expect(counts.cancelRollbacks).toBeLessThan(counts.marketCancels);
    expect(counts.wrongSettlements).toBeGreaterThanOrEqual(35);
    expect(counts.wrongSettlements).toBeLessThanOrEqual(85);
  });

  it('rolls a wrong settlement back 20–60 s later and settles those markets again', () => {
    const lives = wholeLives(threeHours).filter((life) =>
      life.some((message) => message.type === 'rollback_bet_settlement'),
    );
    expect(lives.length).toBeGreaterThan(0);
    for (const life of lives) {
      const [wrong, right] = life.filter((message) => message.type === 'bet_settlement');
      const rollback = life.find((message) => message.type === 'rollback_bet_settlement');
      expect(rollback!.ts - wrong!.ts).toBeGreaterThanOrEqual(20_000);
      expect(rollback!.ts - wrong!.ts).toBeLessThan(60_000);
      expect(right!.ts).toBeGreaterThan(rollback!.ts);
    }
  });
});

describe('the sandbox feed adapter', () => {
  afterEach(() => vi.useRealTimers());

  /** A sandbox feed on a clock the test moves, ticking on fake timers. */
  function feedAt(start: number) {
    vi.useFakeTimers();
    let now = start;
    const feed = new SimulatedFeed({ ...SANDBOX, now: () => now, tickMs: 1_000 });
    const advance = async (ms: number) => {
      for (let step = 0; step < ms; step += 1_000) {
        now += 1_000;
        await vi.advanceTimersByTimeAsync(1_000);
      }
    };
    return { feed, advance, now: () => now };
  }

  it('says it is the sandbox', () => {
    const feed = new SimulatedFeed({ ...SANDBOX, now: () => T });
    expect([feed.name, feed.sandbox]).toEqual(['sandbox', true]);
  });

  it('delivers the timeline tick by tick, in order, awaiting the handler', async () => {
    const { feed, advance } = feedAt(T);
    const delivered: FeedMessage[] = [];
    let busy = false;
    await feed.start(async (message) => {
      expect(busy).toBe(false);
      busy = true;
      await Promise.resolve();
      delivered.push(message);
      busy = false;
    });
    await advance(120_000);
    await feed.stop();
    expect(delivered).toEqual(simulatedTimeline(SANDBOX, T, T + 120_000));
  });

  it('recovers the board as of now, ending with snapshot_complete, and goes on live from there without a gap', async () => {
    const { feed, advance, now } = feedAt(T);
    const recovered: FeedMessage[] = [];
    await feed.recover(T - 10 * 60_000, 7, async (message) => void recovered.push(message));
    expect(recovered[recovered.length - 1]).toEqual({ type: 'snapshot_complete', ts: T, requestId: 7 });
    const lives = byEvent(recovered);
    expect(lives.size).toBeGreaterThan(20);
    for (const life of lives.values()) expect(life[0]?.type).toBe('fixture_change');
    const liveOdds = recovered.filter(
      (message): message is Of<'odds_change'> => message.type === 'odds_change' && message.status === 'live',
    );
    expect(liveOdds.length).toBeGreaterThanOrEqual(3);
    expect(liveOdds.every((message) => message.ts === T && message.score)).toBe(true);
    const results = recovered.filter((message) => message.type === 'bet_settlement');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((message) => message.ts >= T - 10 * 60_000 && message.ts < T)).toBe(true);

    const live: FeedMessage[] = [];
    await feed.start(async (message) => void live.push(message));
    await advance(5_000);
    await feed.stop();
    expect(live).toEqual(simulatedTimeline(SANDBOX, T, now()));
  });

  it('recovers a long downtime (since the epoch): closed fixtures as their closing and results, open ones with prices', async () => {
    const feed = new SimulatedFeed({ ...SANDBOX, now: () => T });
    const recovered: FeedMessage[] = [];
    await feed.recover(T - 24 * HOUR, 2, async (message) => void recovered.push(message));
    const lives = [...byEvent(recovered).values()];
    const closed = lives.filter(
      (life) => life[0]?.type === 'fixture_change' && statusOf(life[0]) === 'closed',
    );
    expect(closed.length).toBeGreaterThan(250);
    for (const life of closed) {
      expect(life.some((message) => message.type === 'odds_change')).toBe(false);
      expect(life.some((message) => message.type === 'bet_settlement')).toBe(true);
    }
    expect(recovered[recovered.length - 1]).toEqual({ type: 'snapshot_complete', ts: T, requestId: 2 });
  });

  it('injects a fixture of its own into the running stream, validated, and recovers it', async () => {
    const { feed, advance, now } = feedAt(T);
    const delivered: FeedMessage[] = [];
    await feed.start(async (message) => void delivered.push(message));
    const eventId = 'e2e:football:1';
    const fixture = {
      eventId,
      sport: 'football',
      competitionId: 'e2e:cup',
      competition: 'E2E Cup',
      home: 'Home Side',
      away: 'Away Side',
      startsAt: T + 60_000,
      status: 'not_started',
    } as const;
    const odds = (home: number) => ({
      type: 'odds_change' as const,
      ts: now(),
      eventId,
      status: 'not_started' as const,
      markets: [
        {
          id: '1',
          status: 'active' as const,
          outcomes: [
            { id: '1', odds: home, active: true },
            { id: '2', odds: 3400, active: true },
            { id: '3', odds: 4200, active: true },
          ],
        },
      ],
    });
    await feed.inject({ type: 'fixture_change', ts: now(), eventId, fixture });
    await advance(2_000);
    await feed.inject(odds(1900));
    await feed.inject(odds(1750));
    expect(() => feed.inject({ type: 'odds_change', ts: now(), eventId, markets: [{ id: '1' }] })).toThrow();
    const ours = delivered.filter((message) => 'eventId' in message && message.eventId === eventId);
    expect(ours.map((message) => message.type)).toEqual(['fixture_change', 'odds_change', 'odds_change']);
    // Ticks before and after the injected messages still arrive in time order around them.
    const ticks = delivered.filter((message) => !('eventId' in message) || message.eventId !== eventId);
    expect(ticks).toEqual(simulatedTimeline(SANDBOX, T, now()));

    const recovered: FeedMessage[] = [];
    await feed.recover(T, 1, async (message) => void recovered.push(message));
    await feed.stop();
    const mine = recovered.filter((message) => 'eventId' in message && message.eventId === eventId);
    expect(mine).toMatchObject([
      { type: 'fixture_change', fixture },
      { type: 'odds_change', markets: [{ id: '1', outcomes: [{ odds: 1750 }, {}, {}] }] },
    ]);
  });

  it('refuses to inject while stopped', async () => {
    const feed = new SimulatedFeed({ ...SANDBOX, now: () => T });
    await expect(feed.inject({ type: 'bet_stop', ts: T, eventId: 'e2e:x:1' })).rejects.toThrow(/not running/);
  });

  it('keeps delivering after the handler throws, and tells onError', async () => {
    vi.useFakeTimers();
    let now = T;
    const errors: string[] = [];
    const feed = new SimulatedFeed({
      ...SANDBOX,
      now: () => now,
      onError: (_error, message) => errors.push(message?.type ?? 'turn'),
    });
    let delivered = 0;
    await feed.start(async () => {
      delivered += 1;
      if (delivered === 1) throw new Error('boom');
    });
    now += 30_000;
    await vi.advanceTimersByTimeAsync(1_000);
    await feed.stop();
    expect(errors).toEqual([simulatedTimeline(SANDBOX, T, T + 30_000)[0]?.type]);
    expect(delivered).toBe(simulatedTimeline(SANDBOX, T, T + 30_000).length);
  });
});

describe('the sandbox schedule', () => {
  it("ends every match within its sport's longest match, and closes it within the settlement tail", () => {
    for (const sport of ['football', 'basketball', 'tennis'] as const) {
      for (let slot = 0; slot < 100; slot += 1) {
        const fixture = sandboxFixture(SANDBOX, sport, slot);
        const plan = planFixture(SANDBOX.seed, fixture);
        expect(plan.lastTs - fixture.startsAt).toBeLessThanOrEqual(
          SPORT_MODELS[sport].maxDurationMs + SETTLEMENT_TAIL_MAX_MS,
        );
      }
    }
  });

  it('starts a fixture of each sport every slot interval', () => {
    for (const sport of ['football', 'basketball', 'tennis'] as const) {
      const first = sandboxFixture(SANDBOX, sport, 10);
      const next = sandboxFixture(SANDBOX, sport, 11);
      expect(next.startsAt - first.startsAt).toBe(SLOT_INTERVAL_MS[sport]);
      expect(first.eventId).toBe(`sb:${sport}:10`);
      expect(first.home).not.toBe(first.away);
    }
  });
});
