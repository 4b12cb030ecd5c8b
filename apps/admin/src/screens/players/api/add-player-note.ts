import { playerNoteSchema, type PlayerNote } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/players/:id/notes: a staff note on the player's file. */
export async function addPlayerNote(userId: number, text: string): Promise<PlayerNote> {
  const { model } = await api('POST', `/players/${userId}/notes`, { body: { text } });
  return playerNoteSchema.parse(model);
}
