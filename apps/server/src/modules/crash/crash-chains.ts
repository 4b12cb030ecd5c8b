import { buildHashChain, CURRENT_CRASH_SCHEME, randomHex } from '@casino/game-math';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import type { BeaconService } from '../beacon/index.ts';
import { insertChain, latestChain, type ChainRow } from './crash-chains.repo.ts';
import { announceBeaconRound, beaconAnnouncement, saltFromBeacon } from './crash-salts.ts';

/** A chain with its hashes, built once per process from the chain's secret seed. */
export interface PlayableChain {
  row: ChainRow;
  hashes: string[];
}

/** Where a chain's salt comes from: the public beacon, a round due at least `delayMs` after announcement. */
export interface SaltBeacon {
  beacon: BeaconService;
  delayMs: number;
}

/** How long to wait before asking again for a beacon round that was due but not yet published. */
const BEACON_RETRY_MS = 1_000;

/**
 * Creates a chain of `length` hashes under the current scheme, announced at `now`: a fresh secret seed,
 * its terminating hash committed, and the beacon round whose randomness will be its salt,
 * `firstRoundAfter(now + delayMs)`: a value nobody has yet. A demo chain (the demo seed's, with a short
 * delay) says so.
 */
export async function createChain(
  tx: Tx,
  gameId: string,
  length: number,
  options: SaltBeacon & { now: number; demo?: boolean },
): Promise<{ row: ChainRow; hashes: string[] }> {
  const seed = randomHex(32);
  const hashes = buildHashChain(seed, length);
  const round = options.beacon.firstRoundAfter(options.now + options.delayMs);
  const row = await insertChain(tx, {
    gameId,
    seed,
    terminatingHash: hashes[hashes.length - 1] ?? '',
    scheme: CURRENT_CRASH_SCHEME,
    length,
    beaconRound: round,
    saltAnnouncement: beaconAnnouncement(options.beacon.info().chainHash, round),
    saltAnnouncedAt: new Date(options.now),
    demo: options.demo ?? false,
  });
  return { row, hashes };
}

/** A chain's salt, or when to look again while its beacon round is not published. */
export type ChainSalt = { salt: string; row: ChainRow } | { waitUntil: number };

/**
 * A crash game's hash chains (DESIGN §4): generated from a secret seed and played backwards, the
 * terminating hash and the salt's beacon round public from the start. A new chain starts when the current
 * one is used up; none deals a round before its beacon round is published and its salt taken from it.
 */
export class CrashChains {
  private readonly hashes = new Map<number, string[]>();
  /** Per chain: not before when the beacon is asked again for its round (once due, after a miss). */
  private readonly retryAt = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly gameId: string,
    private readonly chainLength: number,
    private readonly salts: SaltBeacon,
  ) {}

  /**
   * The chain rounds are dealt from now (created on first use). A chain announced before the beacon and
   * never salted (migration 0042) is given its beacon round here, before any of its rounds.
   */
  async current(now: number): Promise<PlayableChain> {
    let row = (await latestChain(this.db, this.gameId)) ?? (await this.start(now));
    if (row.salt === null && row.beaconRound === null) {
      const round = this.salts.beacon.firstRoundAfter(now + this.salts.delayMs);
      const { chainHash } = this.salts.beacon.info();
      const chainId = row.id;
      row = await inTransaction(this.db, (tx) =>
        announceBeaconRound(tx, chainId, { chainHash, round }, new Date(now)),
      );
    }
    return { row, hashes: this.hashesOf(row) };
  }

  /** Starts a new chain, its terminating hash and beacon round announced, awaiting its salt. */
  async start(now: number): Promise<ChainRow> {
    const { row, hashes } = await inTransaction(this.db, (tx) =>
      createChain(tx, this.gameId, this.chainLength, { ...this.salts, now }),
    );
    this.hashes.set(row.id, hashes);
    return row;
  }

  /**
   * The chain's salt: kept, or taken now from its beacon round once due and published (verified by the
   * beacon service); otherwise when to ask again (the round's due time, or a second after a miss).
   */
  async salt(chain: PlayableChain, now: number): Promise<ChainSalt> {
    const { row } = chain;
    if (row.salt !== null) return { salt: row.salt, row };
    const round = row.beaconRound;
    if (round === null) throw new Error(`crash chain ${row.id} has neither salt nor beacon round`);
    const dueAt = Math.max(this.salts.beacon.timeOf(round), this.retryAt.get(row.id) ?? 0);
    if (now < dueAt) return { waitUntil: dueAt };
    const published = await this.salts.beacon.get(round);
    if (!published) {
      this.retryAt.set(row.id, now + BEACON_RETRY_MS);
      return { waitUntil: now + BEACON_RETRY_MS };
    }
    const { publicKey } = this.salts.beacon.info();
    const salted = await inTransaction(this.db, (tx) =>
      saltFromBeacon(tx, row.id, published, { publicKey, now: new Date(now) }),
    );
    this.retryAt.delete(row.id);
    if (salted.salt === null) throw new Error(`crash chain ${row.id} was not salted`);
    return { salt: salted.salt, row: salted };
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
