import { buildHashChain, randomHex } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { insertChain, latestChain, type ChainRow } from './crash.repo.ts';

/** A chain with its hashes, built once per process from the chain's secret seed. */
export interface PlayableChain {
  row: ChainRow;
  hashes: string[];
}

/**
 * A crash game's hash chains (DESIGN §4): generated from a secret seed and played backwards, the
 * terminating hash public from the start. A new chain starts when the current one is used up.
 */
export class CrashChains {
  private readonly hashes = new Map<number, string[]>();

  constructor(
    private readonly db: Db,
    private readonly gameId: string,
    private readonly chainLength: number,
  ) {}

  /** The chain rounds are dealt from now (created on first use). */
  async current(): Promise<PlayableChain> {
    const row = (await latestChain(this.db, this.gameId)) ?? (await this.start());
    return { row, hashes: this.hashesOf(row) };
  }

  /** Starts a new chain: a fresh secret seed, its terminating hash committed. */
  async start(): Promise<ChainRow> {
    const seed = randomHex(32);
    const hashes = buildHashChain(seed, this.chainLength);
    const row = await inTransaction(this.db, (tx) =>
      insertChain(tx, {
        gameId: this.gameId,
        seed,
        terminatingHash: hashes[hashes.length - 1] ?? '',
        salt: randomHex(16),
        length: this.chainLength,
      }),
    );
    this.hashes.set(row.id, hashes);
    return row;
  }

  private hashesOf(row: ChainRow): string[] {
    let hashes = this.hashes.get(row.id);
    if (!hashes) {
      hashes = buildHashChain(row.seed, row.length);
      this.hashes.set(row.id, hashes);
    }
    return hashes;
  }
}
