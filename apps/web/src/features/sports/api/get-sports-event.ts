import { sportsEventViewSchema, type SportsEventView } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/sports/events/:eventId: one event with every market. */
export async function getSportsEvent(eventId: string): Promise<SportsEventView> {
  return sportsEventViewSchema.parse(
    unwrapModel(
      await apiGet(`/api/sports/events/${encodeURIComponent(eventId)}`, { noAlert: true, noLogin: true }),
    ),
  );
}
