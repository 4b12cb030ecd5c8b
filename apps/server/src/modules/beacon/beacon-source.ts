import type { BeaconChain, BeaconRound, VerifiedBeaconRound } from '@casino/game-math/beacon';

/** The service's check of a candidate round (its signature under the chain's key): the round, or null. */
export type RoundCheck = (candidate: BeaconRound) => VerifiedBeaconRound | null;

/**
 * Where rounds come from: drand's relays or the local sandbox. A source only fetches: it hands each
 * candidate to the service's check and returns the first that passes, so nothing unverified gets out.
 */
export interface BeaconSource {
  /** The chain whose rounds this source serves (its key, genesis and period are configured, not fetched). */
  readonly chain: BeaconChain;
  /** True for the local SANDBOX beacon. */
  readonly sandbox: boolean;
  /** The round, as `check` passed it; null when it is not published yet or nobody served a valid one. */
  fetchRound(round: number, check: RoundCheck): Promise<VerifiedBeaconRound | null>;
}
