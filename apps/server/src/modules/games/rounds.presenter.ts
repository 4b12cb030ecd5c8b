import type { BetView, RevealedSeed } from '@casino/contracts';
import { ENGINES, minorToNumber, shownMultiplier, type GameEngine } from '@casino/game-math';

import { ApiError } from '../../platform/errors.ts';
import { payoutNow } from './round-payout.ts';
import type { SeedRow } from './fairness.repo.ts';
import type { RoundRow, RoundSeed } from './rounds.repo.ts';

/** The engine of a single-player game id (GAME_NOT_FOUND for any other id). */
export function engineOf(gameId: string): GameEngine<unknown, unknown> {
  const engine = ENGINES[gameId];
  if (!engine) throw new ApiError('GAME_NOT_FOUND');
  return engine;
}

/**
 * A round as the player sees it (spec §3: id, gameId, win, winAmount, result), computed from the row, its
 * seed pair and the currency's decimals: the hidden outcome only once the round is over.
 */
export function presentBet(round: RoundRow, seed: RoundSeed, decimalLength: number): BetView {
  const engine = engineOf(round.gameId);
  const open = round.status === 'OPEN';
  const payout = round.payoutMinor ?? 0n;
  const steps = engine.steps(round.state);
  const current = open ? engine.multiplier(round.state, round.rtpBasisPoints) : undefined;
  const next = open ? engine.nextMultiplier(round.state, round.rtpBasisPoints) : null;
  const canCashOut = open && engine.cashOut && steps > 0;
  return {
    id: round.id,
    gameId: round.gameId,
    demo: round.demo,
    result: open ? 'PENDING' : round.status === 'WIN' ? 'WIN' : 'LOSE',
    win: round.status === 'WIN',
    betAmount: minorToNumber(round.stakeMinor, decimalLength),
    winAmount: minorToNumber(payout, decimalLength),
    currencyId: round.currencyId,
    multiplier: current
      ? steps > 0
        ? shownMultiplier(current)
        : 0
      : Number((payout * 100n) / round.stakeMinor) / 100,
    nextMultiplier: next ? shownMultiplier(next) : null,
    steps,
    canCashOut,
    cashOutAmount: canCashOut ? minorToNumber(payoutNow(round, engine, round.state), decimalLength) : null,
    state: engine.view(round.state, !open),
    fairness: {
      serverSeedHash: seed.serverSeedHash,
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: round.nonce,
    },
    createdAt: round.createdAt.getTime(),
    settledAt: round.settledAt?.getTime() ?? null,
  };
}

/** A rotated seed pair: the old server seed revealed, so every bet made with it can be recomputed. */
export function presentRevealedSeed(seed: SeedRow): RevealedSeed {
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonces: seed.nextNonce,
    revealedAt: seed.revealedAt?.getTime() ?? 0,
  };
}
