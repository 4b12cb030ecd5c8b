import { buildHashChain, CURRENT_CRASH_SCHEME, randomHex } from '@casino/game-math';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { insertChain, latestChain, type ChainRow } from './crash-chains.repo.ts';

/** A chain with its hashes, built once per process from the chain's secret seed. */
export interface PlayableChain {
  row: ChainRow;
  hashes: string[];
}

/**
 * Creates a chain of `length` hashes under the current scheme: a fresh secret seed, its terminating hash
 * committed and no salt yet (rounds wait for the operator to set it, see crash-salts.ts). A demo chain is
 * salted at once by the server, and says so.
 */
export async function createChain(
  tx: Tx,
  gameId: string,
  length: number,
  options: { demo?: boolean } = {},
): Promise<{ row: ChainRow; hashes: string[] }> {
  const seed = randomHex(32);
  const hashes = buildHashChain(seed, length);
  const row = await insertChain(tx, {
    gameId,
    seed,
    terminatingHash: hashes[hashes.length - 1] ?? '',
    scheme: CURRENT_CRASH_SCHEME,
    length,
    ...(options.demo ? { demo: true, salt: randomHex(16), saltSetAt: new Date() } : {}),
  });
  return { row, hashes };
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

  /** The chain rounds are dealt from now (created, awaiting its salt, on first use). */
  async current(): Promise<PlayableChain> {
    const row = (await latestChain(this.db, this.gameId)) ?? (await this.start());
    return { row, hashes: this.hashesOf(row) };
  }

  /** Starts a new chain, its terminating hash committed, awaiting its salt. */
  async start(): Promise<ChainRow> {
    const { row, hashes } = await inTransaction(this.db, (tx) =>
      createChain(tx, this.gameId, this.chainLength),
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
