import { wheelInfoSchema, wheelSpinSchema, type WheelInfo, type WheelSpin } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet, apiPost } from '../../../lib/api/client';

/** The wheel page shows its own refusals (WHEEL_NO_SPINS, …), so the client's alert is off. */
const quietly = { noAlert: true } as const;

/** The wheel, its rules, the player's invitees and spins, and the commitment of the next spin. */
export async function getWheelInfo(): Promise<WheelInfo> {
  return wheelInfoSchema.parse(unwrapModel(await apiGet('/api/wheel/info', quietly)));
}

/**
 * Spends one earned spin with `clientSeed`. The answer reveals the server seed at once, so the spin can be
 * checked against the hash committed before it. Not retried: a lost answer shows as an error and the
 * refreshed page tells whether the spin was spent.
 */
export async function spinInviteWheel(clientSeed: string): Promise<WheelSpin> {
  return wheelSpinSchema.parse(unwrapModel(await apiPost('/api/wheel/spin', { clientSeed }, quietly)));
}
