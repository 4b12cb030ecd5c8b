import type { EventStatus, SportId } from '@casino/contracts';

import { clockTextOf, uofClockOfRaw } from './uof-clock.ts';
import { BOOK_EVENT_STATUS_BY_UOF } from './uof-values.ts';

/**
 * An event's status and score as a UOF message states them (`<sport_event_status>`, a fixture_change's
 * `status`), read from the elements the parser keeps raw.
 */

/** An attribute of an element the parser kept raw (`sport_event_status`, read as `{ $: {…} }` in an array). */
function rawElement(raw: Record<string, unknown>, name: string): Record<string, unknown> | null {
  const nodes = raw[name];
  const node: unknown = Array.isArray(nodes) ? nodes[0] : null;
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : null;
}

function attributesOf(node: Record<string, unknown> | null): Record<string, string> {
  const attributes = node?.$;
  return typeof attributes === 'object' && attributes !== null ? (attributes as Record<string, string>) : {};
}

function integerText(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : undefined;
}

/**
 * The event's status and score from `<sport_event_status>` (the parser keeps it raw), the clock text from its
 * match_status, `<clock>` and `<period_scores>` (uof-clock.ts).
 */
export function sportEventStatusOf(
  raw: Record<string, unknown>,
  sport: SportId,
): {
  status?: EventStatus;
  score?: { home: number; away: number; clock: string };
} {
  const node = rawElement(raw, 'sport_event_status');
  const attributes = attributesOf(node);
  const code = integerText(attributes.status);
  const status = code === undefined ? undefined : BOOK_EVENT_STATUS_BY_UOF[code];
  const home = integerText(attributes.home_score);
  const away = integerText(attributes.away_score);
  if (home === undefined || away === undefined) return status === undefined ? {} : { status };
  const clock = clockTextOf(sport, uofClockOfRaw(node));
  return { ...(status === undefined ? {} : { status }), score: { home, away, clock: clock.slice(0, 40) } };
}

/** A fixture_change's status: its `status` attribute when sent (real messages carry it), else from change_type. */
export function fixtureStatusOf(raw: Record<string, unknown>, changeType: number | null): EventStatus {
  const code = integerText(attributesOf(raw).status);
  const status = code === undefined ? undefined : BOOK_EVENT_STATUS_BY_UOF[code];
  return status ?? (changeType === 3 ? 'cancelled' : 'not_started');
}
