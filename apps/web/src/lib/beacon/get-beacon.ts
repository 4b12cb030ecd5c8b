import {
  fairnessBeaconInfoSchema,
  fairnessBeaconRoundSchema,
  type FairnessBeaconInfo,
  type FairnessBeaconRound,
} from '@casino/contracts';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';

/**
 * GET /api/fairness/beacon: the public randomness beacon the site's draws use (drand quicknet, or the
 * development site's SANDBOX beacon), with the public key a browser checks every round against. It never
 * changes while the site runs: kept for the session.
 */
export async function getBeaconInfo(): Promise<FairnessBeaconInfo> {
  const envelope = await apiGet('/api/fairness/beacon', { noAlert: true, noLogin: true, cache: true });
  return fairnessBeaconInfoSchema.parse(unwrapModel(envelope));
}

/**
 * GET /api/fairness/beacon/:round: a published round (its signature, and the randomness the server derived
 * from it). Refused with NOT_FOUND while the round is not published yet. Trusted for nothing: checkBeaconRound
 * verifies its signature against the chain's public key in the browser.
 */
export async function getBeaconRound(round: number): Promise<FairnessBeaconRound> {
  const envelope = await apiGet(`/api/fairness/beacon/${round}`, { noAlert: true, noLogin: true });
  return fairnessBeaconRoundSchema.parse(unwrapModel(envelope));
}
