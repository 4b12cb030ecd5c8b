import { api } from '../../../lib/api';

/** POST /api/operator/players/:id/two-factor/reset: removes the player's authenticator binding. */
export async function resetPlayerTwoFactor(userId: number, reason: string): Promise<void> {
  await api('POST', `/players/${userId}/two-factor/reset`, { body: { reason } });
}
