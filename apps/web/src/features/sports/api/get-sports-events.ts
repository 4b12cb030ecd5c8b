import { sportsEventViewSchema, STATUS, type SportId, type SportsEventView } from '@casino/contracts';
import { z } from 'zod';

import { ApiStatusError } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/**
 * GET /api/sports/events?sport=&live=&lang=: the sport's live or upcoming events, each with its main market
 * only, named in `lang`.
 */
export async function getSportsEvents(
  sport: SportId,
  live: boolean,
  lang: string,
): Promise<SportsEventView[]> {
  const envelope = await apiGet('/api/sports/events', {
    query: { sport, live: String(live), lang },
    noAlert: true,
    noLogin: true,
  });
  if (envelope.status !== STATUS.SUCCESS) throw new ApiStatusError(envelope);
  return z.array(sportsEventViewSchema).parse(envelope.list ?? []);
}
