import { api } from '../../../lib/api';

/** POST /api/operator/withdraws/reject: returns the held money to the player; the note is the reason. */
export async function rejectWithdrawal(id: string, note: string): Promise<void> {
  await api('POST', '/withdraws/reject', { body: { id, note } });
}
