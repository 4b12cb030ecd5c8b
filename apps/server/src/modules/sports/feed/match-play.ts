import type { MarketOdds, Score } from '@casino/contracts';
import type { FinalScore } from '@casino/game-math';

import type { SandboxFixture } from './sandbox-fixtures.ts';
import type { SeededRandom } from './seeded-random.ts';

import type { MarketSpec } from './sandbox-markets.ts';

export type { MarketSpec } from './sandbox-markets.ts';

/** One simulated match of the sandbox, from its start to the final whistle, in real milliseconds. */
export interface MatchPlay {
  /** From the start to the final whistle. */
  durationMs: number;
  /** The final score the markets are graded on (tennis: sets). */
  final: FinalScore;
  /** The markets offered. */
  markets: readonly MarketSpec[];
  /** Moments (ms after the start) that suspend every market for a few seconds: a goal, a quarter's or set's end. */
  stopsMs: readonly number[];
  /** Moments (ms after the start) that send fresh prices at once: a scoring run, a tennis game won. */
  burstsMs: readonly number[];
  /** The score and clock `elapsedMs` after the start (the final score from `durationMs` on). */
  scoreAt(elapsedMs: number): Score;
  /**
   * The prices before the start (`elapsedMs` null) or during play, with the market's opinion of the home side
   * moved by `drift` (−1…1): pre-match money moving the line, carried into play.
   */
  pricesAt(elapsedMs: number | null, drift: number): MarketOdds[];
}

/** How one sport is played and priced. */
export interface SportModel {
  /** No match of the sport runs longer: bounds which slots can still have messages in a window. */
  maxDurationMs: number;
  /** Plays a fixture out from its own random stream. */
  play(fixture: SandboxFixture, random: SeededRandom): MatchPlay;
}
