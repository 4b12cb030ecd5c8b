import type { SportsBetsPage, SportsBetView } from '@casino/contracts';
import type { InfiniteData } from '@tanstack/react-query';

import { upsertBet, withoutBet } from './odds-push';

/** A list of the player's bets as cached: the pages loaded so far, newest first, and the `beforeId` of each. */
export type BetPages = InfiniteData<SportsBetsPage>;

/** The bets of the pages in order, each once (a pushed bet may come again with an older page). */
export function betsOfPages(pages: BetPages): SportsBetView[] {
  const seen = new Set<number>();
  const bets: SportsBetView[] = [];
  for (const page of pages.pages) {
    for (const bet of page.list) {
      if (seen.has(bet.id)) continue;
      seen.add(bet.id);
      bets.push(bet);
    }
  }
  return bets;
}

/** The bet replaced where it is listed, or put on top of the first page when it is not. */
export function upsertBetInPages(pages: BetPages, bet: SportsBetView): BetPages {
  const at = pages.pages.findIndex((page) => page.list.some((each) => each.id === bet.id));
  const target = at === -1 ? 0 : at;
  return {
    ...pages,
    pages: pages.pages.map((page, index) =>
      index === target ? { ...page, list: upsertBet(page.list, bet) } : page,
    ),
  };
}

/** The pages without the bet of `id`. */
export function withoutBetInPages(pages: BetPages, id: number): BetPages {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, list: withoutBet(page.list, id) })) };
}
