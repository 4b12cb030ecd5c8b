import type { SportId } from '@casino/contracts';

import type { SportsBetsState } from '../api/get-sports-bets';

/** The query keys of the sportsbook's server state, in one place so pushes and answers update the same caches. */
export const sportsKeys = {
  catalogue: ['sports-catalogue'] as const,
  /** Every event list (prefix). */
  eventLists: ['sports-events'] as const,
  /** A list, named in `lang`. */
  events: (sport: SportId, live: boolean, lang: string) => ['sports-events', sport, live, lang] as const,
  /** Every event page (prefix). */
  eventPages: ['sports-event'] as const,
  /** An event's page in every language (prefix). */
  eventPagesOf: (eventId: string) => ['sports-event', eventId] as const,
  /** An event's page, named in `lang`. */
  event: (eventId: string, lang: string) => ['sports-event', eventId, lang] as const,
  /** Every list of the player's bets (prefix). */
  betLists: ['sports-bets'] as const,
  bets: (state: SportsBetsState, demo: boolean) => ['sports-bets', state, demo] as const,
  /** The demo balance (prefix). */
  demoWallets: ['sports-demo-wallet'] as const,
  demoWallet: (loggedIn: boolean) => ['sports-demo-wallet', loggedIn] as const,
};
