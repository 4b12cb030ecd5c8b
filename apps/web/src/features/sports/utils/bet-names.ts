import type { SportsLegView } from '@casino/contracts';

import { outcomeName, type EventSides, type Translate } from './market-labels';

/** The separator of an event's name, "Home – Away", as the server and the language packs write it. */
const SIDES_SEPARATOR = ' – ';

/** The sides of a bet's event from its name; the words Home and Away when the name has no two sides. */
export function sidesOfEventName(t: Translate, eventName: string): EventSides {
  const at = eventName.indexOf(SIDES_SEPARATOR);
  if (at <= 0) return { home: t('SPORTS_SIDE_HOME'), away: t('SPORTS_SIDE_AWAY') };
  return { home: eventName.slice(0, at), away: eventName.slice(at + SIDES_SEPARATOR.length) };
}

/** What a leg of a placed bet backs, in the words of the event page ("Arsenal", "Over 2.5"). */
export function legOutcomeName(t: Translate, leg: SportsLegView): string {
  return outcomeName(
    t,
    sidesOfEventName(t, leg.eventName),
    { type: leg.marketType, line: leg.line },
    leg.outcomeId,
  );
}
