import type { BetView } from '@casino/contracts';
import { ladderPayTable, shownMultiplier, THIMBLES_CUPS, THIMBLES_MAX_LEVELS } from '@casino/game-math';

import { optionOf } from '../game-manifest';

/** The round's choices: how many balls hide under the three cups, how many levels are chained up front. */
export interface ThimblesChoice {
  balls: number;
  levels: number;
}

/** The balls and levels of a round's options (the manifest's defaults when unknown). */
export function thimblesChoiceOf(options: Record<string, unknown> | undefined): ThimblesChoice {
  return {
    balls: Number(optionOf('thimbles', 'balls', options)),
    levels: Number(optionOf('thimbles', 'levels', options)),
  };
}

/** A thimbles round as the board reads it from the bet's state (engine view). */
export interface CupsView extends ThimblesChoice {
  /** The cup picked at each level played. */
  picks: number[];
  /** Where the balls were at each level played (all levels once the round is over). */
  ballCups: number[][];
  lost: boolean;
}

/** Reads the cups out of a bet's state. */
export function cupsOf(bet: BetView | null, options: Record<string, unknown>): CupsView {
  const state = (bet?.gameId === 'thimbles' ? bet.state : {}) as {
    params?: Record<string, unknown>;
    picks?: number[];
    safeSpots?: number[][];
    lost?: boolean;
  };
  return {
    ...thimblesChoiceOf(state.params ?? options),
    picks: state.picks ?? [],
    ballCups: state.safeSpots ?? [],
    lost: state.lost ?? false,
  };
}

/** What a chain of 1, 2 or 3 levels pays with one or two balls. */
export function thimblesMultipliers(balls: number, rtp: number): number[] {
  const row = { kind: 'pick' as const, size: THIMBLES_CUPS, safe: balls };
  return ladderPayTable(
    Array.from({ length: THIMBLES_MAX_LEVELS }, () => row),
    Math.round(rtp * 100),
  ).map(shownMultiplier);
}
