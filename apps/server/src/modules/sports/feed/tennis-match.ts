import type { Score } from '@casino/contracts';

import type { SportModel } from './match-play.ts';
import { marketSpec, type MarketSpec } from './sandbox-markets.ts';
import { pricedMarket } from './pricing.ts';
import type { SandboxFixture } from './sandbox-fixtures.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The shortest game, in real time: a best-of-three runs about 5 minutes in two sets, 8 in three. */
export const TENNIS_GAME_MIN_MS = 12_000;
/** The longest game, in real time. */
export const TENNIS_GAME_MAX_MS = 18_000;
/** The break between sets. */
export const TENNIS_SET_BREAK_MS = 20_000;

const SETS_TO_WIN = 2;
/** The longest match: three sets of 7-6. */
const MAX_GAMES = 3 * 13;
/** How far a rating point moves the chance of winning a game from 50 %. */
const RATING_EFFECT = 0.05;
const DRIFT_EFFECT = 0.015;

/** The match after one game. */
interface GameResult {
  /** Real ms after the start when the game ended. */
  atMs: number;
  /** Sets won. */
  sets: { home: number; away: number };
  /** The games of the set in play (0-0 once a set is won). */
  games: { home: number; away: number };
  /** This game won a set. */
  setWon: boolean;
  /** The scores of the finished sets, `6-4`. */
  setScores: readonly string[];
}

/**
 * Tennis, best of three sets: each game won by the home player with one chance from the two ratings (serve
 * is not modelled), a tiebreak at 6-6 counting as one game. The score is sets; the clock shows the games.
 */
export const tennisModel: SportModel = {
  maxDurationMs: MAX_GAMES * TENNIS_GAME_MAX_MS + 2 * TENNIS_SET_BREAK_MS,
  play(fixture, random) {
    const results = playMatch(gameChance(fixture, 0), random);
    const last = results[results.length - 1];
    const durationMs = last?.atMs ?? 0;
    const markets: MarketSpec[] = [
      marketSpec('tennis', 'winner'),
      marketSpec('tennis', 'handicap', -1.5),
      marketSpec('tennis', 'handicap', 1.5),
    ];
    const resultAt = (elapsedMs: number): GameResult | undefined =>
      results.findLast((result) => result.atMs <= elapsedMs);
    const scoreAt = (elapsedMs: number): Score => {
      const result = resultAt(elapsedMs);
      if (!result) return { home: 0, away: 0, clock: 'Set 1 · 0-0' };
      const { sets, games } = result;
      const clock =
        elapsedMs >= durationMs
          ? `FT · ${result.setScores.join(' ')}`
          : `Set ${sets.home + sets.away + 1} · ${games.home}-${games.away}`;
      return { home: sets.home, away: sets.away, clock };
    };
    return {
      durationMs,
      final: { home: last?.sets.home ?? 0, away: last?.sets.away ?? 0 },
      markets,
      stopsMs: results.filter((result) => result.setWon && result !== last).map((result) => result.atMs),
      burstsMs: results.filter((result) => !result.setWon).map((result) => result.atMs),
      scoreAt,
      pricesAt(elapsedMs, drift) {
        const chance = gameChance(fixture, drift);
        const result = elapsedMs === null ? undefined : resultAt(elapsedMs);
        const sets = result?.sets ?? { home: 0, away: 0 };
        const games = result?.games ?? { home: 0, away: 0 };
        const finals = finalSets(
          sets.home,
          sets.away,
          setChance(games.home, games.away, chance),
          setChance(0, 0, chance),
        );
        const homeWins = finals.twoNil + finals.twoOne;
        return markets.map((market) => {
          if (market.type === 'winner') return pricedMarket(market, [homeWins, 1 - homeWins]);
          // −1.5 sets: the home player wins 2-0; +1.5 sets: anything but 0-2.
          const home = (market.line ?? 0) < 0 ? finals.twoNil : 1 - finals.nilTwo;
          return pricedMarket(market, [home, 1 - home]);
        });
      },
    };
  },
};

function gameChance(fixture: SandboxFixture, drift: number): number {
  return 0.5 + RATING_EFFECT * (fixture.homeRating - fixture.awayRating) + DRIFT_EFFECT * drift;
}

function playMatch(chance: number, random: SeededRandom): GameResult[] {
  const results: GameResult[] = [];
  const sets = { home: 0, away: 0 };
  const setScores: string[] = [];
  let atMs = 0;
  while (sets.home < SETS_TO_WIN && sets.away < SETS_TO_WIN) {
    if (setScores.length > 0) atMs += TENNIS_SET_BREAK_MS;
    const games = { home: 0, away: 0 };
    let setWon = false;
    while (!setWon) {
      atMs += random.millis(TENNIS_GAME_MIN_MS, TENNIS_GAME_MAX_MS);
      games[random.chance(chance) ? 'home' : 'away'] += 1;
      const winner = setWinner(games.home, games.away);
      setWon = winner !== null;
      if (winner) {
        sets[winner] += 1;
        setScores.push(`${games.home}-${games.away}`);
      }
      results.push({
        atMs,
        sets: { ...sets },
        games: setWon ? { home: 0, away: 0 } : { ...games },
        setWon,
        setScores: [...setScores],
      });
    }
  }
  return results;
}

/** Who has won a set at these games, if anyone: six with a lead of two, or seven (7-5, or the tiebreak). */
function setWinner(home: number, away: number): 'home' | 'away' | null {
  if ((home >= 6 && home - away >= 2) || home === 7) return 'home';
  if ((away >= 6 && away - home >= 2) || away === 7) return 'away';
  return null;
}

/** The home player's chance of winning the set in play from these games, each game won with `chance`. */
function setChance(home: number, away: number, chance: number): number {
  const memo = new Map<string, number>();
  const from = (h: number, a: number): number => {
    const winner = setWinner(h, a);
    if (winner) return winner === 'home' ? 1 : 0;
    if (h === 6 && a === 6) return chance;
    const key = `${h}-${a}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = chance * from(h + 1, a) + (1 - chance) * from(h, a + 1);
    memo.set(key, value);
    return value;
  };
  return from(home, away);
}

/** The chances of each final score in sets, from the sets won so far, the set in play, and every later set. */
function finalSets(
  home: number,
  away: number,
  current: number,
  later: number,
): { twoNil: number; twoOne: number; nilTwo: number } {
  const finals = { twoNil: 0, twoOne: 0, nilTwo: 0 };
  const walk = (h: number, a: number, chance: number, setChance: number): void => {
    if (h === SETS_TO_WIN) {
      if (a === 0) finals.twoNil += chance;
      else finals.twoOne += chance;
      return;
    }
    if (a === SETS_TO_WIN) {
      if (h === 0) finals.nilTwo += chance;
      return;
    }
    walk(h + 1, a, chance * setChance, later);
    walk(h, a + 1, chance * (1 - setChance), later);
  };
  walk(home, away, 1, current);
  return finals;
}
