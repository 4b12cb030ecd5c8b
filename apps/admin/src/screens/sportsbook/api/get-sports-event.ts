import { sportsEventViewSchema, type SportsEventView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { SPORTS_EVENTS_KEY, useSportsLanguage } from './list-sports-events';

/** GET /api/sports/events/:id?lang=: one event with every market, named in the language asked. */
export async function getSportsEvent(id: string, lang: string): Promise<SportsEventView> {
  const { model } = await api('GET', `/api/sports/events/${encodeURIComponent(id)}`, { query: { lang } });
  return sportsEventViewSchema.parse(model);
}

/**
 * One event with every market (none asked while `id` is undefined), named in the back office's language;
 * under the events list's key, so a market action refreshes it too.
 */
export function useSportsEvent(id: string | undefined) {
  const lang = useSportsLanguage();
  return useQuery({
    queryKey: [...SPORTS_EVENTS_KEY, id, { lang }],
    queryFn: () => getSportsEvent(id ?? '', lang),
    enabled: id !== undefined,
  });
}
