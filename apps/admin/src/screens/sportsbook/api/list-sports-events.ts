import { sportsEventViewSchema, type SportsEventView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { api } from '../../../lib/api';

const eventsSchema = z.array(sportsEventViewSchema);

/** Query key prefix of the events list and of each event, refreshed after a market action. */
export const SPORTS_EVENTS_KEY = ['sportsbook', 'events'] as const;

/**
 * The language the server names markets and outcomes in (`?lang=`): the back office's current one, its first
 * two letters. Read through react-i18next, so a language switch asks the names again.
 */
export function useSportsLanguage(): string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
}

/** GET /api/sports/events?lang=: the events players see (live and upcoming), each with its main market only. */
export async function listSportsEvents(lang: string): Promise<SportsEventView[]> {
  const { list } = await api('GET', '/api/sports/events', { query: { lang } });
  return eventsSchema.parse(list ?? []);
}

/** The events players see, with names in the back office's language. */
export function useSportsEvents() {
  const lang = useSportsLanguage();
  return useQuery({
    queryKey: [...SPORTS_EVENTS_KEY, { lang }],
    queryFn: () => listSportsEvents(lang),
  });
}
