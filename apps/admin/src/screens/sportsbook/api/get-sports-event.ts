import { sportsEventViewSchema, type SportsEventView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { SPORTS_EVENTS_KEY } from './list-sports-events';

/** GET /api/sports/events/:id: one event with every market. */
export async function getSportsEvent(id: string): Promise<SportsEventView> {
  const { model } = await api('GET', `/api/sports/events/${encodeURIComponent(id)}`);
  return sportsEventViewSchema.parse(model);
}

/** One event with every market; under the events list's key, so a market action refreshes it too. */
export function useSportsEvent(id: string) {
  return useQuery({ queryKey: [...SPORTS_EVENTS_KEY, id], queryFn: () => getSportsEvent(id) });
}
