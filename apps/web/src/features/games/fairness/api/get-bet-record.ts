import { betViewSchema, pageSchema, type BetView } from '@casino/contracts';

import { fairnessCall } from './fairness-call';

const recordSchema = pageSchema(betViewSchema);

/** GET /api/game/bet_record: the player's latest bets (demo bets for a demo session), to verify one. */
export async function getBetRecord(demo: boolean, pageSize = 30): Promise<BetView[]> {
  const envelope = await fairnessCall('/api/game/bet_record', {
    method: 'GET',
    // Left out when false: the server reads the query with z.coerce.boolean, which takes 'false' as true.
    query: { pageNo: 1, pageSize, demo: demo ? true : undefined },
  });
  return recordSchema.parse(envelope.page).content;
}
