import type { EventStatus, FeedMessage, MarketOdds, Score, SettledMarket, SportId } from '@casino/contracts';
import { gradeMarket, type FinalScore } from '@casino/game-math';

import { basketballModel } from './basketball-match.ts';
import { footballModel } from './football-match.ts';
import type { MatchPlay, SportModel } from './match-play.ts';
import { fixtureOf, PREMATCH_LEAD_MS, type SandboxFixture } from './sandbox-fixtures.ts';
import { uofGraded } from './sandbox-markets.ts';
import { SeededRandom } from './seeded-random.ts';
import { tennisModel } from './tennis-match.ts';

/** How each sport is played. */
export const SPORT_MODELS: Record<SportId, SportModel> = {
  football: footballModel,
  basketball: basketballModel,
  tennis: tennisModel,
};

/** Pre-match prices move every 1–3 minutes. */
const PREMATCH_UPDATE_MIN_MS = 60_000;
const PREMATCH_UPDATE_MAX_MS = 180_000;
/** Live prices go out every 5–10 seconds. */
const LIVE_UPDATE_MIN_MS = 5_000;
const LIVE_UPDATE_MAX_MS = 10_000;
/** After a goal (or a period's end) the markets reopen 3–5 seconds later. */
const REOPEN_MIN_MS = 3_000;
const REOPEN_MAX_MS = 5_000;
/** The results follow the final whistle by 5–15 s; a wrong settlement is rolled back 20–60 s later. */
const SETTLE_MIN_MS = 5_000;
const SETTLE_MAX_MS = 15_000;
const ROLLBACK_MIN_MS = 20_000;
const ROLLBACK_MAX_MS = 60_000;
const RESETTLE_MIN_MS = 2_000;
const RESETTLE_MAX_MS = 5_000;
/** The fixture closes (results confirmed) this long after its last settlement. */
const CLOSE_AFTER_MS = 30_000;
/** No fixture has a message later than this after its final whistle. */
export const SETTLEMENT_TAIL_MAX_MS = SETTLE_MAX_MS + ROLLBACK_MAX_MS + RESETTLE_MAX_MS + CLOSE_AFTER_MS;

const CANCEL_REASONS = ['incorrect odds', 'wrong line', 'odds feed error'] as const;

/** A message of a fixture's plan, built only when a window asks for it. */
export interface PlannedMessage {
  /** The message's ts. */
  ts: number;
  /** Builds the message (prices it, for an odds_change). */
  build: () => FeedMessage;
  /** An odds_change: the costly kind to build, and of no use to the recovery of a closed fixture. */
  priced: boolean;
}

/** Every message of one fixture, in order, from its first appearance to its closing. */
export interface FixturePlan {
  /** The fixture's event id. */
  eventId: string;
  /** The first message's time: the fixture appears. */
  visibleAt: number;
  /** The last message's time: closed or cancelled. */
  lastTs: number;
  /** In delivery order. */
  messages: readonly PlannedMessage[];
}

/**
 * Plans a fixture's whole life: fixture_change and pre-match odds 30 minutes ahead, drifting prices, the live
 * match (prices every 5–10 s, a bet_stop on each goal and fresh prices 3–5 s after), the final whistle,
 * settlement and closing — with the anomalies the seed gave it. Only times and results are worked out here;
 * prices are built when a window asks for their message, so planning a fixture costs well under a millisecond.
 */
export function planFixture(seed: string, fixture: SandboxFixture): FixturePlan {
  const play = SPORT_MODELS[fixture.sport].play(fixture, new SeededRandom(seed, `${fixture.eventId}:match`));
  const random = new SeededRandom(seed, `${fixture.eventId}:feed`);
  const planner = new Planner(fixture, play);
  const visibleAt = fixture.startsAt - PREMATCH_LEAD_MS;
  planner.fixtureChange(visibleAt, 'not_started');
  const cancelAt = fixture.anomalies.cancelled
    ? visibleAt + Math.round(PREMATCH_LEAD_MS * random.between(0.3, 0.9))
    : Infinity;
  const drift = planner.prematch(visibleAt, Math.min(cancelAt, fixture.startsAt), random);
  if (fixture.anomalies.cancelled) {
    planner.cancelled(cancelAt);
  } else {
    planner.live(drift, random);
    if (fixture.anomalies.marketCancel) planner.marketCancel(random);
    planner.results(random);
  }
  const messages = planner.sorted();
  return {
    eventId: fixture.eventId,
    visibleAt,
    lastTs: messages[messages.length - 1]?.ts ?? visibleAt,
    messages,
  };
}

/** Gathers a fixture's planned messages. */
class Planner {
  private readonly planned: PlannedMessage[] = [];
  private readonly eventId: string;
  private readonly startsAt: number;
  private readonly endsAt: number;

  constructor(
    private readonly fixture: SandboxFixture,
    private readonly play: MatchPlay,
  ) {
    this.eventId = fixture.eventId;
    this.startsAt = fixture.startsAt;
    this.endsAt = fixture.startsAt + play.durationMs;
  }

  /** Plans one message. */
  add(ts: number, build: () => FeedMessage): void {
    this.planned.push({ ts, build, priced: false });
  }

  /** Plans an odds_change. */
  addOdds(ts: number, build: () => FeedMessage): void {
    this.planned.push({ ts, build, priced: true });
  }

  /** Plans a fixture_change to `status`. */
  fixtureChange(ts: number, status: EventStatus): void {
    this.add(ts, () => ({
      type: 'fixture_change',
      ts,
      eventId: this.eventId,
      fixture: fixtureOf(this.fixture, status),
    }));
  }

  /** Pre-match prices from `from` until `until`, the market's drift walking a little each time; the last drift. */
  prematch(from: number, until: number, random: SeededRandom): number {
    let drift = 0;
    for (let ts = from; ts < until; ts += random.millis(PREMATCH_UPDATE_MIN_MS, PREMATCH_UPDATE_MAX_MS)) {
      if (ts > from) drift = Math.max(-1, Math.min(1, drift + 0.25 * random.normal()));
      const at = ts;
      const priced = drift;
      this.addOdds(at, () => this.odds(at, 'not_started', undefined, this.play.pricesAt(null, priced)));
    }
    return drift;
  }

  /** The match: prices every 5–10 s, bursts at once, a bet_stop at each stop and fresh prices 3–5 s later. */
  live(drift: number, random: SeededRandom): void {
    const { durationMs } = this.play;
    const suspensions = this.play.stopsMs.map((stop) => ({
      from: stop,
      to: stop + random.millis(REOPEN_MIN_MS, REOPEN_MAX_MS),
    }));
    const moments = new Set<number>(this.play.burstsMs);
    for (
      let elapsed = 0;
      elapsed < durationMs;
      elapsed += random.millis(LIVE_UPDATE_MIN_MS, LIVE_UPDATE_MAX_MS)
    ) {
      moments.add(elapsed);
    }
    for (const suspension of suspensions) {
      if (suspension.to < durationMs) moments.add(suspension.to);
      this.add(this.startsAt + suspension.from, () => this.betStop(this.startsAt + suspension.from));
    }
    for (const elapsed of moments) {
      const suspended = suspensions.some(
        (suspension) => suspension.from <= elapsed && elapsed < suspension.to,
      );
      if (suspended || elapsed >= durationMs) continue;
      const ts = this.startsAt + elapsed;
      this.addOdds(ts, () =>
        this.odds(ts, 'live', this.play.scoreAt(elapsed), this.play.pricesAt(elapsed, drift)),
      );
    }
    const final = this.play.scoreAt(durationMs);
    this.add(this.endsAt, () => this.betStop(this.endsAt));
    this.addOdds(this.endsAt, () => this.odds(this.endsAt, 'ended', final, []));
    this.fixtureChange(this.endsAt + 1_000, 'ended');
  }

  /** Called off before the start: every market's bets are cancelled. */
  cancelled(at: number): void {
    this.fixtureChange(at, 'cancelled');
    const markets = this.play.markets.map((market) => market.id);
    this.add(at, () => ({
      type: 'bet_cancel',
      ts: at,
      eventId: this.eventId,
      markets,
      reason: 'fixture cancelled',
    }));
  }

  /** Bets on one market cancelled for a window of play, perhaps rolled back later. */
  marketCancel(random: SeededRandom): void {
    const { durationMs, markets } = this.play;
    const at = this.startsAt + Math.round(durationMs * random.between(0.2, 0.6));
    const from = Math.max(this.startsAt, at - Math.round(durationMs * random.between(0.05, 0.15)));
    const to = at - 2_000;
    const market = random.pick(markets).id;
    const reason = random.pick(CANCEL_REASONS);
    this.add(at, () => ({
      type: 'bet_cancel',
      ts: at,
      eventId: this.eventId,
      markets: [market],
      reason,
      from,
      to,
    }));
    if (!this.fixture.anomalies.cancelRollback) return;
    const rollbackAt = at + Math.round(durationMs * random.between(0.1, 0.3));
    this.add(rollbackAt, () => ({
      type: 'rollback_bet_cancel',
      ts: rollbackAt,
      eventId: this.eventId,
      markets: [market],
    }));
  }

  /** Settlement after the whistle (first a wrong one, when the seed says so), then closing. */
  results(random: SeededRandom): void {
    const settleAt = this.endsAt + random.millis(SETTLE_MIN_MS, SETTLE_MAX_MS);
    const final = this.play.scoreAt(this.play.durationMs);
    const right = this.settled(final);
    const misread = misreadFinal(final);
    const wrong = this.settled(misread);
    const changed = wrong.filter((market, index) => JSON.stringify(market) !== JSON.stringify(right[index]));
    let lastSettlement = settleAt;
    if (this.fixture.anomalies.wrongSettlement && changed.length > 0) {
      const rollbackAt = settleAt + random.millis(ROLLBACK_MIN_MS, ROLLBACK_MAX_MS);
      const resettleAt = rollbackAt + random.millis(RESETTLE_MIN_MS, RESETTLE_MAX_MS);
      const ids = new Set(changed.map((market) => market.id));
      this.add(settleAt, () => this.settlement(settleAt, { ...misread, clock: 'FT' }, wrong));
      this.add(rollbackAt, () => ({
        type: 'rollback_bet_settlement',
        ts: rollbackAt,
        eventId: this.eventId,
        markets: [...ids],
      }));
      this.add(resettleAt, () =>
        this.settlement(
          resettleAt,
          final,
          right.filter((market) => ids.has(market.id)),
        ),
      );
      lastSettlement = resettleAt;
    } else {
      this.add(settleAt, () => this.settlement(settleAt, final, right));
    }
    this.fixtureChange(lastSettlement + CLOSE_AFTER_MS, 'closed');
  }

  /** The planned messages in time order (equal times keep the order they were planned in). */
  sorted(): PlannedMessage[] {
    return [...this.planned].sort((a, b) => a.ts - b.ts);
  }

  private settled(final: FinalScore): SettledMarket[] {
    return this.play.markets.map((market) => ({
      id: market.id,
      outcomes: uofGraded(market, gradeMarket(market.type, market.line, final)),
    }));
  }

  private odds(
    ts: number,
    status: EventStatus,
    score: Score | undefined,
    markets: MarketOdds[],
  ): FeedMessage {
    return score
      ? { type: 'odds_change', ts, eventId: this.eventId, status, score, markets }
      : { type: 'odds_change', ts, eventId: this.eventId, status, markets };
  }

  private betStop(ts: number): FeedMessage {
    return { type: 'bet_stop', ts, eventId: this.eventId };
  }

  private settlement(ts: number, score: Score, markets: SettledMarket[]): FeedMessage {
    return { type: 'bet_settlement', ts, eventId: this.eventId, score, markets };
  }
}

/** The classic feed error: home and away read the wrong way round (a draw read as a home win). */
function misreadFinal(final: FinalScore): FinalScore {
  return final.home === final.away
    ? { home: final.home + 1, away: final.away }
    : { home: final.away, away: final.home };
}
