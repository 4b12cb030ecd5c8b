import { crashRecordSchema, type CrashRecord } from '@casino/contracts';

import { getRecordModel } from './record-call';

/** GET /api/record/crash/:id: the player's crash bet with its round's bust point and hash. */
export async function getCrashRecord(id: string): Promise<CrashRecord> {
  return crashRecordSchema.parse(await getRecordModel(`/api/record/crash/${encodeURIComponent(id)}`));
}
