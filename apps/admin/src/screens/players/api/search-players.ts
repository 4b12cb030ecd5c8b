import { pageSchema, playerSummarySchema } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** One row of the player search. */
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
const playerPageSchema = pageSchema(playerSummarySchema);
/** One page of the player search. */
export type PlayerPage = z.infer<typeof playerPageSchema>;

/** GET /api/operator/players?q=&pageNo=&pageSize=: by username, phone or id. */
export async function searchPlayers(q: string, pageNo: number, pageSize: number): Promise<PlayerPage> {
  const { page } = await api('GET', '/players', { query: { q, pageNo, pageSize } });
  return playerPageSchema.parse(page);
}

/** One page of the search; the previous page stays on screen while the next one loads. */
export function usePlayerSearch(q: string, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: ['players', 'search', q, pageNo, pageSize],
    queryFn: () => searchPlayers(q, pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
}
