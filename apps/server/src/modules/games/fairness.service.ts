import type { RevealedSeed } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import {
  findActiveSeed,
  lockActiveSeed,
  openActiveSeed,
  revealedSeeds,
  rotateSeed,
} from './fairness.repo.ts';
import type { DealingSeeds } from './dealing-seeds.ts';
import type { GameActor } from './game-actor.ts';
import { presentRevealedSeed } from './rounds.presenter.ts';
import { openRoundCount } from './rounds.repo.ts';

/**
 * A player's provably fair seed pairs (DESIGN §4): the active pair shown by its commitment, rotation that
 * reveals it (never while a round is open), and the revealed pairs to verify past bets with.
 */
export class FairnessSeeds {
  constructor(
    private readonly db: Db,
    private readonly dealing: DealingSeeds,
  ) {}

  /** The active pair's commitment, client seed and next nonce (the pair is opened on first sight). */
  async seeds(actor: GameActor) {
    const seed =
      (await findActiveSeed(this.db, actor.owner)) ??
      (await inTransaction(this.db, (tx) => openActiveSeed(tx, actor.owner)));
    return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
  }

  /** Reveals the active server seed and starts a new pair; never while a round is open. */
  async rotate(actor: GameActor, clientSeed?: string) {
    this.dealing.forget(actor.owner);
    return inTransaction(this.db, async (tx) => {
      // Locked first: a bet still taking this pair's nonce commits its round before the count below.
      const current = await lockActiveSeed(tx, actor.owner);
      if ((await openRoundCount(tx, actor.owner)) > 0) throw new ApiError('ROUND_IN_PROGRESS');
      const { revealed, active } = await rotateSeed(tx, actor.owner, clientSeed ?? current.clientSeed);
      return {
        revealed: presentRevealedSeed(revealed),
        active: {
          serverSeedHash: active.serverSeedHash,
          clientSeed: active.clientSeed,
          nonce: active.nextNonce,
        },
      };
    });
  }

  async revealed(actor: GameActor, pageNo: number, pageSize: number): Promise<RevealedSeed[]> {
    return (await revealedSeeds(this.db, actor.owner, pageNo, pageSize)).map(presentRevealedSeed);
  }
}
