import { api } from '../../../lib/api';

/** POST /api/operator/players/:id/block: blocks or unblocks sign-in and play. */
export async function setPlayerBlocked(userId: number, blocked: boolean, reason: string): Promise<void> {
  await api('POST', `/players/${userId}/block`, { body: { blocked, reason } });
}
