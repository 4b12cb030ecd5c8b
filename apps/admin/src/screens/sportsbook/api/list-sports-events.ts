import { sportsEventViewSchema, type SportsEventView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const eventsSchema = z.array(sportsEventViewSchema);

/** Query key prefix of the events list and of each event, refreshed after a market action. */
export const SPORTS_EVENTS_KEY = ['sportsbook', 'events'] as const;

/** GET /api/sports/events: the events players see (live and upcoming), each with its main market only. */
export async function listSportsEvents(): Promise<SportsEventView[]> {
  const { list } = await api('GET', '/api/sports/events');
  return eventsSchema.parse(list ?? []);
}

/** The events players see. */
export function useSportsEvents() {
  return useQuery({ queryKey: SPORTS_EVENTS_KEY, queryFn: listSportsEvents });
}
