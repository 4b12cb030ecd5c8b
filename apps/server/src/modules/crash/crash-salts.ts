import type { FairnessBeaconRound } from '@casino/contracts';
import { verifyBeaconRound } from '@casino/game-math/beacon';

import type { Tx } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { chainHasRounds, lockChain, updateChain, type ChainRow } from './crash-chains.repo.ts';

/**
 * A crash chain's salt (DESIGN §4; issue 34 #3). The chain is announced with its terminating hash and the
 * number of a future round of the public beacon; its salt is that round's randomness, as the hex string
 * the beacon publishes, used as the text of bustabit v2's HMAC key. Nothing else is ever a salt: there is
 * no operator's value, no server-made one (demo chains included), and the round cannot change once named.
 */

/** How the announcement reads in the chain's record: the beacon's chain and round. */
export function beaconAnnouncement(chainHash: string, round: number): string {
  return `drand ${chainHash} round ${round}`;
}

/**
 * Names the beacon round of a chain announced before there was one (its free-text announcement dropped by
 * migration 0042): once, before its salt. The round must be due after `now`.
 */
export async function announceBeaconRound(
  tx: Tx,
  chainId: number,
  beacon: { chainHash: string; round: number },
  now: Date,
): Promise<ChainRow> {
  const chain = await lockChain(tx, chainId);
  if (!chain) throw new ApiError('NOT_FOUND');
  if (chain.salt !== null) throw invalidInput('salt', 'CRASH_SALT_ALREADY_SET');
  if (chain.beaconRound !== null) return chain;
  return updateChain(tx, chainId, {
    beaconRound: beacon.round,
    saltAnnouncement: beaconAnnouncement(beacon.chainHash, beacon.round),
    saltAnnouncedAt: now,
  });
}

/**
 * Takes the chain's salt from its announced beacon round, as `BeaconService.get` answered it; its BLS
 * signature is checked again here against the beacon's public key, and the salt is the randomness that
 * signature gives. Refused for any other round, a value that does not verify, a chain salted already or
 * one that dealt a round: the salt is exactly that round's randomness, never another value.
 */
export async function saltFromBeacon(
  tx: Tx,
  chainId: number,
  published: Pick<FairnessBeaconRound, 'round' | 'signature' | 'randomness'>,
  beacon: { publicKey: string; now: Date },
): Promise<ChainRow> {
  const verified = verifyBeaconRound(beacon.publicKey, published);
  if (!verified) throw invalidInput('salt', 'CRASH_SALT_NOT_VERIFIED');
  const chain = await lockChain(tx, chainId);
  if (!chain) throw new ApiError('NOT_FOUND');
  if (chain.salt !== null) {
    // Taken already (by another process a moment before): the same round's randomness, or a refusal.
    if (chain.beaconRound === verified.round && chain.salt === verified.randomness) return chain;
    throw invalidInput('salt', 'CRASH_SALT_ALREADY_SET');
  }
  if (chain.beaconRound === null || chain.beaconRound !== verified.round) {
    throw invalidInput('salt', 'CRASH_SALT_NOT_ANNOUNCED_ROUND');
  }
  if (await chainHasRounds(tx, chainId)) throw invalidInput('salt', 'CRASH_CHAIN_HAS_ROUNDS');
  return updateChain(tx, chainId, {
    salt: verified.randomness,
    beaconSignature: verified.signature,
    saltSetAt: beacon.now,
  });
}
