import type { MarketOdds, Score } from '@casino/contracts';

import type { SportModel } from './match-play.ts';
import { marketSpec, type MarketSpec } from './sandbox-markets.ts';
import { asianShare, overShare, poissonProbabilities, pricedMarket } from './pricing.ts';
import type { SandboxFixture } from './sandbox-fixtures.ts';
import type { SeededRandom } from './seeded-random.ts';

/** A half: 45 match minutes at 10 match seconds a real second. */
export const FOOTBALL_HALF_MS = 270_000;
/** Half-time, in real time. */
export const FOOTBALL_HALF_TIME_MS = 60_000;
/** The whole match, 90' plus half-time: 10 real minutes. */
export const FOOTBALL_MATCH_MS = 2 * FOOTBALL_HALF_MS + FOOTBALL_HALF_TIME_MS;

const HALF_SECONDS = 45 * 60;
const FULL_SECONDS = 2 * HALF_SECONDS;
const MS_PER_MATCH_SECOND = FOOTBALL_HALF_MS / HALF_SECONDS;
/** League-average expected goals of the home and away side. */
const HOME_GOALS = 1.45;
const AWAY_GOALS = 1.15;
/** Log-goals per rating point: the strongest side meets the weakest at about 2.4 expected goals to 0.7. */
const RATING_EFFECT = 0.25;
/** Log-goals per unit of tempo, shared by both sides. */
const TEMPO_EFFECT = 0.15;
/** Log-goals per unit of the market's drift. */
const DRIFT_EFFECT = 0.06;
/** Goals still to come counted up to this many per side (the tail folded into the last). */
const MAX_GOALS_TO_COME = 10;

interface Goal {
  /** Real ms after the start. */
  atMs: number;
  /** Who scored. */
  side: 'home' | 'away';
}

/** Football: a Poisson number of goals for each side from their strengths, priced live by the same model. */
export const footballModel: SportModel = {
  maxDurationMs: FOOTBALL_MATCH_MS,
  play(fixture, random) {
    const expected = expectedGoals(fixture, 0);
    const goals = [
      ...goalTimes(expected.home, 'home', random),
      ...goalTimes(expected.away, 'away', random),
    ].sort((a, b) => a.atMs - b.atMs);
    const markets = footballMarkets(expected.home, expected.away);
    const scoreAt = (elapsedMs: number): Score => {
      let home = 0;
      let away = 0;
      for (const goal of goals) {
        if (goal.atMs > elapsedMs) break;
        if (goal.side === 'home') home += 1;
        else away += 1;
      }
      return { home, away, clock: footballClock(elapsedMs) };
    };
    const final = scoreAt(FOOTBALL_MATCH_MS);
    return {
      durationMs: FOOTBALL_MATCH_MS,
      final: { home: final.home, away: final.away },
      markets,
      stopsMs: goals.map((goal) => goal.atMs),
      burstsMs: [],
      scoreAt,
      pricesAt(elapsedMs, drift) {
        const { home, away } = expectedGoals(fixture, drift);
        const score = elapsedMs === null ? { home: 0, away: 0 } : scoreAt(elapsedMs);
        const left = elapsedMs === null ? 1 : (FULL_SECONDS - matchSecondAt(elapsedMs)) / FULL_SECONDS;
        return priceFootball(markets, score, home * left, away * left);
      },
    };
  },
};

function expectedGoals(fixture: SandboxFixture, drift: number): { home: number; away: number } {
  const edge = RATING_EFFECT * (fixture.homeRating - fixture.awayRating) + DRIFT_EFFECT * drift;
  const tempo = Math.exp(TEMPO_EFFECT * fixture.tempo);
  return { home: HOME_GOALS * Math.exp(edge) * tempo, away: AWAY_GOALS * Math.exp(-edge) * tempo };
}

/** A side's goals as a Poisson process over the 90 minutes, in real ms after the start. */
function goalTimes(expected: number, side: Goal['side'], random: SeededRandom): Goal[] {
  const goals: Goal[] = [];
  for (let second = random.exponential(expected / FULL_SECONDS); second < FULL_SECONDS;) {
    goals.push({ atMs: elapsedAtMatchSecond(second), side });
    second += random.exponential(expected / FULL_SECONDS);
  }
  return goals;
}

function elapsedAtMatchSecond(second: number): number {
  const ms = second * MS_PER_MATCH_SECOND;
  return Math.floor(second < HALF_SECONDS ? ms : ms + FOOTBALL_HALF_TIME_MS);
}

function matchSecondAt(elapsedMs: number): number {
  if (elapsedMs < FOOTBALL_HALF_MS) return elapsedMs / MS_PER_MATCH_SECOND;
  if (elapsedMs < FOOTBALL_HALF_MS + FOOTBALL_HALF_TIME_MS) return HALF_SECONDS;
  return Math.min(FULL_SECONDS, (elapsedMs - FOOTBALL_HALF_TIME_MS) / MS_PER_MATCH_SECOND);
}

/** `1H 23'`, `HT`, `2H 67'`, `FT`. */
function footballClock(elapsedMs: number): string {
  if (elapsedMs >= FOOTBALL_MATCH_MS) return 'FT';
  const firstHalf = elapsedMs < FOOTBALL_HALF_MS;
  if (!firstHalf && elapsedMs < FOOTBALL_HALF_MS + FOOTBALL_HALF_TIME_MS) return 'HT';
  const minute = Math.min(Math.floor(matchSecondAt(elapsedMs) / 60) + 1, firstHalf ? 45 : 90);
  return `${firstHalf ? '1H' : '2H'} ${minute}'`;
}

/**
 * The markets of a fixture, lines set from its pre-match expected goals: totals 1.5, 2.5, 3.5 and the Asian
 * quarter line (2.25 or 2.75) nearer the expected total; Asian handicaps on the quarter and half lines nearest
 * the expected goal difference.
 */
function footballMarkets(home: number, away: number): MarketSpec[] {
  const quarterTotal = home + away < 2.5 ? 2.25 : 2.75;
  const edge = home - away;
  const quarterHandicap = Math.round((-edge - 0.25) * 2) / 2 + 0.25;
  const halfHandicap = Math.round(-edge - 0.5) + 0.5;
  const spec = (type: MarketSpec['type'], line: number | null = null): MarketSpec =>
    marketSpec('football', type, line);
  return [
    spec('1x2'),
    spec('double_chance'),
    ...[1.5, 2.5, 3.5, quarterTotal].sort((a, b) => a - b).map((line) => spec('total', line)),
    spec('handicap', quarterHandicap),
    spec('handicap', halfHandicap),
    spec('btts'),
  ];
}

/** Prices every market from the score so far and the goals still expected of each side. */
function priceFootball(
  markets: readonly MarketSpec[],
  score: { home: number; away: number },
  homeToCome: number,
  awayToCome: number,
): MarketOdds[] {
  const homeMore = poissonProbabilities(homeToCome, MAX_GOALS_TO_COME);
  const awayMore = poissonProbabilities(awayToCome, MAX_GOALS_TO_COME);
  const differences = new Map<number, number>();
  const totals = new Map<number, number>();
  let bothScore = 0;
  homeMore.forEach((homeChance, homeGoals) => {
    awayMore.forEach((awayChance, awayGoals) => {
      const chance = homeChance * awayChance;
      const home = score.home + homeGoals;
      const away = score.away + awayGoals;
      differences.set(home - away, (differences.get(home - away) ?? 0) + chance);
      totals.set(home + away, (totals.get(home + away) ?? 0) + chance);
      if (home > 0 && away > 0) bothScore += chance;
    });
  });
  let homeWin = 0;
  let draw = 0;
  for (const [difference, chance] of differences) {
    if (difference > 0) homeWin += chance;
    else if (difference === 0) draw += chance;
  }
  const awayWin = Math.max(0, 1 - homeWin - draw);
  return markets.map((market) => {
    switch (market.type) {
      case '1x2':
        return pricedMarket(market, [homeWin, draw, awayWin]);
      case 'double_chance':
        return pricedMarket(market, [homeWin + draw, homeWin + awayWin, draw + awayWin]);
      case 'total': {
        const over = overShare(totals, market.line ?? 0);
        return pricedMarket(market, [over, 1 - over]);
      }
      case 'handicap': {
        const home = asianShare(differences, market.line ?? 0);
        return pricedMarket(market, [home, 1 - home]);
      }
      default:
        // btts: the only other market football offers.
        return pricedMarket(market, [bothScore, 1 - bothScore]);
    }
  });
}
