import type { BetView } from '@casino/contracts';
import { PER_MILLION, SCRATCH_TIERS, type ScratchPrize, type ScratchTier } from '@casino/game-math';

import { optionOf } from '../game-manifest';

export const SCRATCH_TIER_NAMES = Object.keys(SCRATCH_TIERS) as ScratchTier[];

/** The tier of a round's options, the manifest's default when unknown. */
export function scratchTierOf(options: Record<string, unknown> | undefined): ScratchTier {
  return optionOf('scratch', 'tier', options) as ScratchTier;
}

/** A tier's published prize table. */
export function prizeTableOf(tier: ScratchTier): readonly ScratchPrize[] {
  return SCRATCH_TIERS[tier];
}

/** "1 in N" for a prize's chance per million, rounded to a readable whole number. */
export function oneIn(perMillion: number): number {
  return Math.round(PER_MILLION / perMillion);
}

/** A scratch ticket as the board reads it from the bet's state (engine view: params, revealed, cells, prize). */
export interface TicketView {
  tier: ScratchTier;
  /** The nine symbols, known once the ticket is scratched open. */
  cells: string[] | null;
  /** The prize won, or null for none (or not known yet). */
  prize: ScratchPrize | null;
}

/** Reads the ticket out of a bet's state. */
export function ticketOf(bet: BetView | null, options: Record<string, unknown>): TicketView {
  const state = (bet?.gameId === 'scratch' ? bet.state : {}) as {
    params?: Record<string, unknown>;
    cells?: string[];
    prize?: number;
  };
  const tier = scratchTierOf(state.params ?? options);
  const prize = state.prize === undefined ? undefined : prizeTableOf(tier)[state.prize];
  return { tier, cells: state.cells ?? null, prize: prize ?? null };
}
