import type { BetView } from '@casino/contracts';
import {
  KANGAROO_DIFFICULTIES,
  KANGAROO_LANE_ODDS,
  ladderPayTable,
  shownMultiplier,
  type KangarooDifficulty,
} from '@casino/game-math';

import { optionOf } from '../game-manifest';

export const KANGAROO_DIFFICULTY_NAMES = Object.keys(KANGAROO_DIFFICULTIES) as KangarooDifficulty[];

/** The difficulty of a round's options, the manifest's default when unknown. */
export function kangarooDifficultyOf(options: Record<string, unknown> | undefined): KangarooDifficulty {
  return optionOf('kangaroo', 'difficulty', options) as KangarooDifficulty;
}

/** A kangaroo round as the board reads it from the bet's state (engine view: params, picks, safeSpots, lost). */
export interface RoadView {
  difficulty: KangarooDifficulty;
  lanes: number;
  /** Lanes crossed safely. */
  crossed: number;
  /** The kangaroo was hit in lane `crossed`. */
  hit: boolean;
  /** Per lane: whether a car came through it; known for crossed lanes, and for all once the round is over. */
  carIn: (boolean | undefined)[];
}

/** Reads the road out of a bet's state. */
export function roadOf(bet: BetView | null, options: Record<string, unknown>): RoadView {
  const state = (bet?.gameId === 'kangaroo' ? bet.state : {}) as {
    params?: Record<string, unknown>;
    picks?: number[];
    safeSpots?: number[][];
    lost?: boolean;
  };
  const difficulty = kangarooDifficultyOf(state.params ?? options);
  const { lanes } = KANGAROO_DIFFICULTIES[difficulty];
  const jumps = state.picks?.length ?? 0;
  const hit = state.lost ?? false;
  const safeSpots = state.safeSpots ?? [];
  return {
    difficulty,
    lanes,
    crossed: hit ? jumps - 1 : jumps,
    hit,
    carIn: Array.from({ length: lanes }, (_, lane) => {
      const spots = safeSpots[lane];
      return spots === undefined ? undefined : spots.length === 0;
    }),
  };
}

/** The multiplier for crossing each lane. */
export function kangarooMultipliers(difficulty: KangarooDifficulty, rtp: number): number[] {
  const { lanes, hits } = KANGAROO_DIFFICULTIES[difficulty];
  const row = { kind: 'chance' as const, size: KANGAROO_LANE_ODDS, safe: KANGAROO_LANE_ODDS - hits };
  return ladderPayTable(
    Array.from({ length: lanes }, () => row),
    Math.round(rtp * 100),
  ).map(shownMultiplier);
}

/** A lane's chance of a car, in percent. */
export function kangarooHitPercent(difficulty: KangarooDifficulty): number {
  return (KANGAROO_DIFFICULTIES[difficulty].hits / KANGAROO_LANE_ODDS) * 100;
}
