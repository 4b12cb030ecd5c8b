import {
  sportsEventViewSchema,
  sportsSettingsSchema,
  type sportsManualSettleSchema,
  type sportsManualVoidSchema,
  type SportsEventView,
  type SportsSettings,
  type sportsSuspendRequestSchema,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

/** What POST /api/operator/sports/suspend takes: an event, or one market of it, suspended or resumed. */
export type SportsSuspendRequest = z.input<typeof sportsSuspendRequestSchema>;
/** What POST /api/operator/sports/settle takes: a market graded by hand. */
export type SportsSettleRequest = z.input<typeof sportsManualSettleSchema>;
/** What POST /api/operator/sports/void takes. */
export type SportsVoidRequest = z.input<typeof sportsManualVoidSchema>;

/** A market action ready to send, by the call it goes to. */
export type MarketAction =
  | { kind: 'suspend'; body: SportsSuspendRequest }
  | { kind: 'settle'; body: SportsSettleRequest }
  | { kind: 'void'; body: SportsVoidRequest };

const eventsSchema = z.array(sportsEventViewSchema);

/** Query keys of this screen. */
export const sportsbookKeys = {
  settings: ['sportsbook', 'settings'] as const,
  events: ['sportsbook', 'events'] as const,
  event: (id: string) => ['sportsbook', 'events', id] as const,
};

/** GET /api/operator/sports/settings: the book's margins, delays, cash-out switch and liability cap. */
export async function fetchSportsSettings(): Promise<SportsSettings> {
  const { model } = await api('GET', '/sports/settings');
  return sportsSettingsSchema.parse(model);
}

/** PUT /api/operator/sports/settings: replaces every setting; answers them as stored. */
export async function saveSportsSettings(settings: SportsSettings): Promise<SportsSettings> {
  const { model } = await api('PUT', '/sports/settings', { body: settings });
  return sportsSettingsSchema.parse(model);
}

/** GET /api/sports/events: the events players see (live and upcoming), each with its main market only. */
export async function fetchSportsEvents(): Promise<SportsEventView[]> {
  const { list } = await api('GET', '/api/sports/events');
  return eventsSchema.parse(list ?? []);
}

/** GET /api/sports/events/:id: one event with every market. */
export async function fetchSportsEvent(id: string): Promise<SportsEventView> {
  const { model } = await api('GET', `/api/sports/events/${encodeURIComponent(id)}`);
  return sportsEventViewSchema.parse(model);
}

/** POST /api/operator/sports/{suspend,settle,void}: one audited action on an event or a market. */
export async function sendMarketAction(action: MarketAction): Promise<void> {
  await api('POST', `/sports/${action.kind}`, { body: action.body });
}
