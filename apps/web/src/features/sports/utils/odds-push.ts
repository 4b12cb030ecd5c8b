import type { SportsBetView, SportsEventView, SportsOddsPush } from '@casino/contracts';

import { eventOpen, type PriceUpdate } from './bet-slip';

/**
 * How the feed's pushes change what the screens hold: an event's status, score and changed markets (each with
 * its full outcome list), and the player's own bets as they settle.
 */

/**
 * The event after a push. A list holds the main market only, so it takes the pushed versions of the markets
 * it has (`addMarkets` false); the event page holds every market and also takes new ones.
 */
export function mergeOddsPush(
  event: SportsEventView,
  push: SportsOddsPush,
  addMarkets: boolean,
): SportsEventView {
  if (event.id !== push.eventId) return event;
  const pushed = new Map(push.markets.map((market) => [market.id, market]));
  const markets = event.markets.map((market) => pushed.get(market.id) ?? market);
  if (addMarkets) {
    const known = new Set(event.markets.map((market) => market.id));
    markets.push(...push.markets.filter((market) => !known.has(market.id)));
  }
  return {
    ...event,
    status: push.status,
    suspended: push.suspended,
    score: push.score,
    markets,
    marketCount: addMarkets ? markets.length : event.marketCount,
  };
}

/** Whether a push moves the event between the live and upcoming lists (it started, ended or was cancelled). */
export function changesList(
  event: Pick<SportsEventView, 'status'>,
  push: Pick<SportsOddsPush, 'status'>,
): boolean {
  const group = (status: SportsEventView['status']) =>
    status === 'not_started' ? 'upcoming' : status === 'live' || status === 'suspended' ? 'live' : 'over';
  return group(event.status) !== group(push.status);
}

/** The prices a push tells, as the slip takes them (an outcome is active only while its market is). */
export function pricesOfPush(push: SportsOddsPush): PriceUpdate[] {
  return push.markets.flatMap((market) =>
    market.outcomes.map((outcome) => ({
      eventId: push.eventId,
      marketId: market.id,
      outcomeId: outcome.id,
      odds: outcome.odds,
      active: market.state === 'active' && outcome.active,
    })),
  );
}

/** Whether the pushed event takes bets. */
export const pushOpen = (push: SportsOddsPush): boolean => eventOpen(push);

/** A list of bets with `bet` in it: replaced where it was, else first (the newest). */
export function upsertBet(bets: readonly SportsBetView[], bet: SportsBetView): SportsBetView[] {
  return bets.some((each) => each.id === bet.id)
    ? bets.map((each) => (each.id === bet.id ? bet : each))
    : [bet, ...bets];
}

/** A list of bets without the bet of `id`. */
export function withoutBet(bets: readonly SportsBetView[], id: number): SportsBetView[] {
  return bets.filter((each) => each.id !== id);
}
