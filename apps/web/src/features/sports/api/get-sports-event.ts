import { sportsEventViewSchema, type SportsEventView } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** GET /api/sports/events/:eventId?lang=: one event with every market, named in `lang`. */
export async function getSportsEvent(eventId: string, lang: string): Promise<SportsEventView> {
  return sportsEventViewSchema.parse(
    unwrapModel(
      await apiGet(`/api/sports/events/${encodeURIComponent(eventId)}`, {
        query: { lang },
        noAlert: true,
        noLogin: true,
      }),
    ),
  );
}
