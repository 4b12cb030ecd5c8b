import type { Score } from '@casino/contracts';

import type { SportModel } from './match-play.ts';
import { marketSpec, type MarketSpec } from './sandbox-markets.ts';
import { normalCdf, pricedMarket } from './pricing.ts';
import type { SandboxFixture } from './sandbox-fixtures.ts';
import type { SeededRandom } from './seeded-random.ts';

/** A quarter: 10 game minutes at 6 game seconds a real second. */
export const BASKETBALL_QUARTER_MS = 100_000;
/** The break after the first and third quarters (and before overtime). */
export const BASKETBALL_BREAK_MS = 10_000;
/** Half-time, in real time. */
export const BASKETBALL_HALF_TIME_MS = 30_000;
/** Overtime (5 game minutes), played when regulation ends level. */
export const BASKETBALL_OVERTIME_MS = 50_000;
/** Four quarters and their breaks: 7.5 real minutes, 8.5 with overtime. */
export const BASKETBALL_MATCH_MS =
  4 * BASKETBALL_QUARTER_MS + 2 * BASKETBALL_BREAK_MS + BASKETBALL_HALF_TIME_MS;

const QUARTER_SECONDS = 600;
const REGULATION_SECONDS = 4 * QUARTER_SECONDS;
const OVERTIME_SECONDS = 300;
const MS_PER_GAME_SECOND = BASKETBALL_QUARTER_MS / QUARTER_SECONDS;
/** The usual total of both sides, and how far a fixture's tempo and the sides' strengths move it. */
const AVERAGE_TOTAL = 200;
const TEMPO_POINTS = 12;
const HOME_EDGE_POINTS = 3;
const RATING_POINTS = 4;
const DRIFT_POINTS = 1.5;
/** Spread of each side's own score, and of the tempo both share. */
const SIDE_SPREAD = 9;
const SHARED_SPREAD = 6;
const MARGIN_SPREAD = SIDE_SPREAD * Math.SQRT2;
const TOTAL_SPREAD = Math.sqrt(2 * SIDE_SPREAD ** 2 + 4 * SHARED_SPREAD ** 2);
/** A run of this many unanswered points moves the prices at once. */
const RUN_POINTS = 8;

interface Period {
  /** `Q1`…`Q4`, `OT`. */
  label: string;
  /** Real ms after the start when it begins. */
  startMs: number;
  /** The game second it starts at. */
  fromSecond: number;
  /** Its length in game seconds. */
  seconds: number;
}

interface Basket {
  /** Real ms after the start (the game second while the plays are drawn). */
  atMs: number;
  side: 'home' | 'away';
  /** 1, 2 or 3. */
  points: number;
}

/** Basketball: each side's points around a mean from strengths and tempo, priced by a normal approximation. */
export const basketballModel: SportModel = {
  maxDurationMs: BASKETBALL_MATCH_MS + BASKETBALL_BREAK_MS + BASKETBALL_OVERTIME_MS,
  play(fixture, random) {
    const expected = expectedPoints(fixture, 0);
    const shared = SHARED_SPREAD * random.normal();
    const home = Math.max(
      60,
      Math.round((expected.total + expected.margin) / 2 + shared + SIDE_SPREAD * random.normal()),
    );
    const away = Math.max(
      60,
      Math.round((expected.total - expected.margin) / 2 + shared + SIDE_SPREAD * random.normal()),
    );
    const baskets = [...scoringPlays(home, 'home', 0, random), ...scoringPlays(away, 'away', 0, random)];
    let overtime = { home: 0, away: 0 };
    if (home === away) {
      overtime = {
        home: Math.max(2, Math.round(10 + 3 * random.normal())),
        away: Math.max(2, Math.round(10 + 3 * random.normal())),
      };
      if (overtime.home === overtime.away) overtime[random.chance(0.5) ? 'home' : 'away'] += 1;
      baskets.push(
        ...scoringPlays(overtime.home, 'home', 1, random),
        ...scoringPlays(overtime.away, 'away', 1, random),
      );
    }
    const periods = periodsOf(home === away);
    const last = periods[periods.length - 1];
    const durationMs = last ? last.startMs + last.seconds * MS_PER_GAME_SECOND : BASKETBALL_MATCH_MS;
    const timed = baskets
      .map((basket) => ({ ...basket, atMs: elapsedAtSecond(periods, basket.atMs) }))
      .sort((a, b) => a.atMs - b.atMs);
    const markets = basketballMarkets(expected.margin, expected.total);
    const scoreAt = (elapsedMs: number): Score => {
      const score = { home: 0, away: 0 };
      for (const basket of timed) {
        if (basket.atMs > elapsedMs) break;
        score[basket.side] += basket.points;
      }
      return { ...score, clock: basketballClock(periods, elapsedMs, durationMs) };
    };
    return {
      durationMs,
      final: { home: home + overtime.home, away: away + overtime.away },
      markets,
      // Every quarter's end but the last suspends the markets while the score is confirmed.
      stopsMs: periods.slice(0, -1).map((period) => period.startMs + period.seconds * MS_PER_GAME_SECOND),
      burstsMs: runsOf(timed),
      scoreAt,
      pricesAt(elapsedMs, drift) {
        const { margin, total } = expectedPoints(fixture, drift);
        const score = elapsedMs === null ? { home: 0, away: 0 } : scoreAt(elapsedMs);
        const second = elapsedMs === null ? 0 : gameSecondAt(periods, elapsedMs);
        const horizon =
          second < REGULATION_SECONDS ? REGULATION_SECONDS : REGULATION_SECONDS + OVERTIME_SECONDS;
        const left = Math.max(horizon - second, 1) / REGULATION_SECONDS;
        const marginMean = score.home - score.away + margin * left;
        const totalMean = score.home + score.away + total * left;
        const marginSpread = MARGIN_SPREAD * Math.sqrt(left);
        const totalSpread = TOTAL_SPREAD * Math.sqrt(left);
        return markets.map((market) => {
          const line = market.line ?? 0;
          if (market.type === 'total') {
            const over = 1 - normalCdf((line - totalMean) / totalSpread);
            return pricedMarket(market, [over, 1 - over]);
          }
          const home = normalCdf((marginMean + line) / marginSpread);
          return pricedMarket(market, [home, 1 - home]);
        });
      },
    };
  },
};

function expectedPoints(fixture: SandboxFixture, drift: number): { margin: number; total: number } {
  return {
    margin:
      HOME_EDGE_POINTS + RATING_POINTS * (fixture.homeRating - fixture.awayRating) + DRIFT_POINTS * drift,
    total: AVERAGE_TOTAL + TEMPO_POINTS * fixture.tempo,
  };
}

/** A side's points as threes, twos and free throws at random game seconds of regulation (0) or overtime (1). */
function scoringPlays(points: number, side: Basket['side'], overtime: 0 | 1, random: SeededRandom): Basket[] {
  const from = overtime ? REGULATION_SECONDS : 0;
  const seconds = overtime ? OVERTIME_SECONDS : REGULATION_SECONDS;
  const plays: Basket[] = [];
  for (let left = points; left > 0;) {
    const draw = random.next();
    const value = left >= 3 && draw < 0.28 ? 3 : left >= 2 && draw < 0.85 ? 2 : 1;
    // atMs holds the game second until the periods turn it into real time.
    plays.push({ atMs: from + random.between(0, seconds), side, points: value });
    left -= value;
  }
  return plays;
}

function periodsOf(overtime: boolean): Period[] {
  const breaks = [0, BASKETBALL_BREAK_MS, BASKETBALL_HALF_TIME_MS, BASKETBALL_BREAK_MS, BASKETBALL_BREAK_MS];
  const labels = overtime ? ['Q1', 'Q2', 'Q3', 'Q4', 'OT'] : ['Q1', 'Q2', 'Q3', 'Q4'];
  const periods: Period[] = [];
  let startMs = 0;
  labels.forEach((label, index) => {
    startMs += breaks[index] ?? 0;
    const seconds = label === 'OT' ? OVERTIME_SECONDS : QUARTER_SECONDS;
    periods.push({ label, startMs, fromSecond: index * QUARTER_SECONDS, seconds });
    startMs += seconds * MS_PER_GAME_SECOND;
  });
  return periods;
}

function elapsedAtSecond(periods: readonly Period[], second: number): number {
  const period = periods.findLast((candidate) => candidate.fromSecond <= second) ?? periods[0];
  if (!period) return 0;
  return Math.floor(period.startMs + (second - period.fromSecond) * MS_PER_GAME_SECOND);
}

function gameSecondAt(periods: readonly Period[], elapsedMs: number): number {
  const period = periods.findLast((candidate) => candidate.startMs <= elapsedMs);
  if (!period) return 0;
  return period.fromSecond + Math.min(period.seconds, (elapsedMs - period.startMs) / MS_PER_GAME_SECOND);
}

/** `Q3 04:12` (game time left in the period), `Break`, `HT`, `OT 02:10`, `FT`. */
function basketballClock(periods: readonly Period[], elapsedMs: number, durationMs: number): string {
  if (elapsedMs >= durationMs) return 'FT';
  const period = periods.findLast((candidate) => candidate.startMs <= elapsedMs);
  if (!period) return 'Q1 10:00';
  const played = (elapsedMs - period.startMs) / MS_PER_GAME_SECOND;
  if (played >= period.seconds) return period.label === 'Q2' ? 'HT' : 'Break';
  const left = Math.ceil(period.seconds - played);
  const minutes = String(Math.floor(left / 60)).padStart(2, '0');
  const seconds = String(left % 60).padStart(2, '0');
  return `${period.label} ${minutes}:${seconds}`;
}

/** The lines nearest the expected margin and total, on half points so they never push. */
function basketballMarkets(margin: number, total: number): MarketSpec[] {
  const handicap = Math.round(-margin - 0.5) + 0.5;
  const totalLine = Math.round(total - 0.5) + 0.5;
  return [
    marketSpec('basketball', 'winner'),
    marketSpec('basketball', 'handicap', handicap),
    marketSpec('basketball', 'total', totalLine),
  ];
}

/** The moments a side completes a run of RUN_POINTS unanswered points. */
function runsOf(baskets: readonly Basket[]): number[] {
  const moments: number[] = [];
  let side: Basket['side'] | null = null;
  let run = 0;
  for (const basket of baskets) {
    const before = basket.side === side ? run : 0;
    side = basket.side;
    run = before + basket.points;
    if (before < RUN_POINTS && run >= RUN_POINTS) moments.push(basket.atMs);
  }
  return moments;
}
