import { sportsSettingsSchema, type SportsSettings } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Query key of the book's settings, written in place with the settings a save answers. */
export const SPORTS_SETTINGS_KEY = ['sportsbook', 'settings'] as const;

/** GET /api/operator/sports/settings: the book's margins, delays, cash-out switch and liability cap. */
export async function getSportsSettings(): Promise<SportsSettings> {
  const { model } = await api('GET', '/sports/settings');
  return sportsSettingsSchema.parse(model);
}

/** The book's settings. */
export function useSportsSettings() {
  return useQuery({ queryKey: SPORTS_SETTINGS_KEY, queryFn: getSportsSettings });
}
