import { createHash } from 'node:crypto';

import {
  beaconPublicKey,
  beaconRoundTime,
  newBeaconSecretKey,
  QUICKNET,
  signBeaconRound,
  type BeaconChain,
  type VerifiedBeaconRound,
} from '@casino/game-math/beacon';

import type { Db } from '../../db/client.ts';
import type { BeaconSource, RoundCheck } from './beacon-source.ts';
import { sandboxChainOrCreate } from './beacon.repo.ts';

/** An outage of the sandbox: rounds due from `fromMs` are not published until `untilMs`. */
interface Outage {
  fromMs: number;
  untilMs: number;
}

/**
 * The SANDBOX beacon: a local chain for development and CI that signs each round exactly as quicknet does
 * (G1 signature over SHA-256 of the round, RFC 9380 hashing, same period), with one key of its own kept in
 * the database, so the same verifier checks it and a restart keeps its key and its round numbers. Round r
 * is published once its time has come. It is not drand: whatever shows its chain says `sandbox`.
 *
 * An outage (suspend) publishes nothing that falls due while it lasts; rounds published before stay
 * available (as drand's relays keep them), and those missed are signed once it ends (as drand catches up).
 */
export class SandboxBeacon implements BeaconSource {
  readonly sandbox = true;
  private outage: Outage | null = null;

  private constructor(
    readonly chain: BeaconChain,
    private readonly secretKey: string,
    private readonly now: () => number,
  ) {}

  /** The sandbox chain kept in the database, made (key and genesis: now) the first time. */
  static async open(db: Db, options: { now?: () => number; paused?: boolean } = {}): Promise<SandboxBeacon> {
    const now = options.now ?? Date.now;
    const row = await sandboxChainOrCreate(db, () => {
      const secretKey = newBeaconSecretKey();
      return {
        secretKey,
        publicKey: beaconPublicKey(secretKey),
        genesisTime: Math.floor(now() / 1000),
        periodSeconds: QUICKNET.periodSeconds,
      };
    });
    const chain: BeaconChain = {
      chainHash: sandboxChainHash(row.publicKey, row.genesisTime, row.periodSeconds),
      publicKey: row.publicKey,
      genesisTime: row.genesisTime,
      periodSeconds: row.periodSeconds,
    };
    const beacon = new SandboxBeacon(chain, row.secretKey, now);
    if (options.paused) beacon.suspend();
    return beacon;
  }

  /**
   * Starts an outage: no round falling due from `fromMs` (default now) is published until `untilMs` (default
   * until resume). A `fromMs` in the past also holds back due rounds nobody has fetched yet.
   */
  suspend(window: { fromMs?: number; untilMs?: number } = {}): void {
    this.outage = {
      fromMs: window.fromMs ?? this.now(),
      untilMs: window.untilMs ?? Number.POSITIVE_INFINITY,
    };
  }

  /** Ends the outage: the rounds it held back are published at once, the next ones on time. */
  resume(): void {
    this.outage = null;
  }

  /** Whether an outage is holding rounds back now. */
  get suspended(): boolean {
    return this.outage !== null && this.now() < this.outage.untilMs;
  }

  async fetchRound(round: number, check: RoundCheck): Promise<VerifiedBeaconRound | null> {
    const dueMs = beaconRoundTime(this.chain, round);
    if (dueMs > this.now()) return null;
    if (this.suspended && this.outage && dueMs >= this.outage.fromMs) return null;
    return check(signBeaconRound(this.secretKey, round));
  }
}

/**
 * The sandbox chain's id: SHA-256 of "casino-sandbox-beacon", its public key, genesis and period. Its own
 * rule, not drand's chain-hash formula; it only keeps the sandbox's rounds apart from any other chain's.
 */
function sandboxChainHash(publicKey: string, genesisTime: number, periodSeconds: number): string {
  return createHash('sha256')
    .update(`casino-sandbox-beacon:${publicKey}:${genesisTime}:${periodSeconds}`)
    .digest('hex');
}
