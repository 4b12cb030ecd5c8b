import type { BetView } from '@casino/contracts';
import {
  FOOTBALL_KEEPERS,
  FOOTBALL_KICKS,
  FOOTBALL_ZONES,
  ladderPayTable,
  shownMultiplier,
  type FootballDifficulty,
} from '@casino/game-math';

import { optionOf } from '../game-manifest';

export const FOOTBALL_DIFFICULTY_NAMES = Object.keys(FOOTBALL_KEEPERS) as FootballDifficulty[];

/** One kick as the board draws it. */
export interface KickView {
  /** The zone shot at. */
  zone: number;
  goal: boolean;
  /** The zones the keeper covered (known once the kick is taken). */
  keeperZones: number[];
}

/** A round of the shoot-out as the board reads it from the bet's state. */
export interface ShootOutView {
  difficulty: FootballDifficulty;
  kicks: KickView[];
  /** Every kick's keeper zones once the round is over, for the missed kicks too. */
  allKeeperZones: number[][];
  lost: boolean;
}

/** The difficulty of a round's options, the manifest's default when unknown. */
export function footballDifficultyOf(options: Record<string, unknown> | undefined): FootballDifficulty {
  return optionOf('football', 'difficulty', options) as FootballDifficulty;
}

const complement = (safe: readonly number[]) =>
  Array.from({ length: FOOTBALL_ZONES }, (_, zone) => zone).filter((zone) => !safe.includes(zone));

/** Reads the kicks out of a bet's state (engine view: params, picks, safeSpots, lost). */
export function shootOutOf(bet: BetView | null, options: Record<string, unknown>): ShootOutView {
  const state = (bet?.gameId === 'football' ? bet.state : {}) as {
    params?: Record<string, unknown>;
    picks?: number[];
    safeSpots?: number[][];
    lost?: boolean;
  };
  const safeSpots = state.safeSpots ?? [];
  const kicks = (state.picks ?? []).map((zone, index) => {
    const safe = safeSpots[index] ?? [];
    return { zone, goal: safe.includes(zone), keeperZones: complement(safe) };
  });
  return {
    difficulty: footballDifficultyOf(state.params ?? options),
    kicks,
    allKeeperZones: safeSpots.map(complement),
    lost: state.lost ?? false,
  };
}

/** The multiplier after each goal, for the board's ladder and the pay table. */
export function footballMultipliers(difficulty: FootballDifficulty, rtp: number): number[] {
  const row = {
    kind: 'pick' as const,
    size: FOOTBALL_ZONES,
    safe: FOOTBALL_ZONES - FOOTBALL_KEEPERS[difficulty],
  };
  return ladderPayTable(
    Array.from({ length: FOOTBALL_KICKS }, () => row),
    Math.round(rtp * 100),
  ).map(shownMultiplier);
}
