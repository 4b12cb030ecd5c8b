import type { FairnessBeaconInfo, FairnessBeaconRound } from '@casino/contracts';
import {
  BEACON_SCHEME,
  beaconRoundAt,
  beaconRoundTime,
  firstBeaconRoundAfter,
  isBeaconRound,
  verifyBeaconRound,
  type BeaconRound,
  type VerifiedBeaconRound,
} from '@casino/game-math/beacon';

import type { Db } from '../../db/client.ts';
import type { BeaconSource } from './beacon-source.ts';
import { findStoredRound, keepRound } from './beacon.repo.ts';
import { SandboxBeacon } from './sandbox-beacon.ts';

/**
 * The public randomness beacon as the rest of the server uses it (issue 34; DESIGN §4 "Public randomness").
 *
 * - Commit first: a draw names `firstRoundAfter(cutOff)` before the cut-off; at the cut-off nobody, the
 *   operator included, knows that round's value, and nobody can choose it.
 * - Then `get(round)`: the round once published, its BLS signature checked against the configured public
 *   key (`@casino/game-math/beacon`, the code the web and the offline verifier run), or null while it is
 *   not (not due yet, an outage, every relay down): the caller waits, and decides how long.
 * - A verified round is kept in `beacon_rounds` (once per chain and round), so a draw can be checked
 *   again later without the network, and every process reads the same value.
 */
export class BeaconService {
  private readonly inFlight = new Map<number, Promise<FairnessBeaconRound | null>>();

  constructor(
    private readonly db: Db,
    private readonly source: BeaconSource,
  ) {}

  /** The chain, as the fairness page publishes it: scheme, chain hash, public key, timing, sandbox or not. */
  info(): FairnessBeaconInfo {
    const { chainHash, publicKey, genesisTime, periodSeconds } = this.source.chain;
    return {
      scheme: BEACON_SCHEME,
      chainHash,
      publicKey,
      genesisTime,
      periodSeconds,
      sandbox: this.source.sandbox,
    };
  }

  /** The latest round due by `timeMs` (0 before genesis). */
  roundAt(timeMs: number): number {
    return beaconRoundAt(this.source.chain, timeMs);
  }

  /** When `round` is due, in Unix ms. */
  timeOf(round: number): number {
    return beaconRoundTime(this.source.chain, round);
  }

  /** The first round due strictly after `timeMs`: the one to commit to for an outcome fixed at `timeMs`. */
  firstRoundAfter(timeMs: number): number {
    return firstBeaconRoundAfter(this.source.chain, timeMs);
  }

  /** A round already verified and kept, without asking the source. */
  async kept(round: number): Promise<FairnessBeaconRound | null> {
    assertRound(round);
    const row = await findStoredRound(this.db, this.source.chain.chainHash, round);
    return row ? this.present(row) : null;
  }

  /** The verified round, fetched and kept the first time; null while it is not published. */
  async get(round: number): Promise<FairnessBeaconRound | null> {
    const kept = await this.kept(round);
    if (kept) return kept;
    const pending = this.inFlight.get(round);
    if (pending) return pending;
    const fetching = this.fetchAndKeep(round).finally(() => this.inFlight.delete(round));
    this.inFlight.set(round, fetching);
    return fetching;
  }

  /** The SANDBOX beacon, to simulate an outage (tests, a development site); null on drand. */
  get sandbox(): SandboxBeacon | null {
    return this.source instanceof SandboxBeacon ? this.source : null;
  }

  private async fetchAndKeep(round: number): Promise<FairnessBeaconRound | null> {
    const { chainHash, publicKey } = this.source.chain;
    // Only what this check approved is kept: a source cannot hand back a round of its own making.
    const approved = new WeakSet<VerifiedBeaconRound>();
    const check = (candidate: BeaconRound) => {
      const verified = candidate.round === round ? verifyBeaconRound(publicKey, candidate) : null;
      if (verified) approved.add(verified);
      return verified;
    };
    const verified = await this.source.fetchRound(round, check);
    if (!verified || !approved.has(verified)) return null;
    await keepRound(this.db, { chainHash, ...verified });
    return (await this.kept(round)) ?? this.present({ chainHash, ...verified });
  }

  private present(row: VerifiedBeaconRound & { chainHash: string }): FairnessBeaconRound {
    const { chainHash, round, signature, randomness } = row;
    return { chainHash, round, signature, randomness, time: this.timeOf(round) };
  }
}

function assertRound(round: number): void {
  if (!isBeaconRound(round)) throw new RangeError(`not a beacon round: ${round}`);
}
