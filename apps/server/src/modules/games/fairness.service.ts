import type { RevealedSeed } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import {
  findActiveSeed,
  lockActiveSeed,
  openActiveSeed,
  revealedSeeds,
  rotateSeed,
  type SeedRow,
} from './fairness.repo.ts';
import type { DealingSeeds } from './dealing-seeds.ts';
import type { GameActor } from './game-actor.ts';
import { presentRevealedSeed } from './rounds.presenter.ts';
import { openRoundCount } from './rounds.repo.ts';

/** The active pair as the player sees it: both server seeds only by their hashes. */
function presentSeeds(seed: SeedRow) {
  if (seed.nextServerSeedHash === null) throw new Error(`seed pair ${seed.id} has no next server seed`);
  return {
    serverSeedHash: seed.serverSeedHash,
    nextServerSeedHash: seed.nextServerSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}

/**
 * A player's provably fair seed pairs (DESIGN §4): the active pair and the next server seed shown by their
 * commitments, rotation that reveals the active seed and promotes the committed next one (never while a
 * round is open), and the revealed pairs to verify past bets with.
 */
export class FairnessSeeds {
  constructor(
    private readonly db: Db,
    private readonly dealing: DealingSeeds,
  ) {}

  /**
   * The active pair's commitment, the next server seed's commitment, the client seed and the next nonce
   * (the pair, or a missing next seed, is made on first sight).
   */
  async seeds(actor: GameActor) {
    const found = await findActiveSeed(this.db, actor.owner);
    const seed = found?.nextServerSeedHash
      ? found
      : await inTransaction(this.db, (tx) => openActiveSeed(tx, actor.owner));
    return presentSeeds(seed);
  }

  /**
   * Reveals the active server seed and starts a new pair with `clientSeed` on the next server seed
   * committed before (the hash `seeds` showed); never while a round is open.
   */
  async rotate(actor: GameActor, clientSeed?: string) {
    this.dealing.forget(actor.owner);
    return inTransaction(this.db, async (tx) => {
      // Locked first: a bet still taking this pair's nonce commits its round before the count below.
      const current = await lockActiveSeed(tx, actor.owner);
      if ((await openRoundCount(tx, actor.owner)) > 0) throw new ApiError('ROUND_IN_PROGRESS');
      const { revealed, active } = await rotateSeed(tx, actor.owner, clientSeed ?? current.clientSeed);
      return { revealed: presentRevealedSeed(revealed), active: presentSeeds(active) };
    });
  }

  async revealed(actor: GameActor, pageNo: number, pageSize: number): Promise<RevealedSeed[]> {
    return (await revealedSeeds(this.db, actor.owner, pageNo, pageSize)).map(presentRevealedSeed);
  }
}
