import type {
  SportsBetView,
  SportsEventView,
  SportsMarketState,
  SportsMarketView,
  SportsOddsPush,
} from '@casino/contracts';

import { eventOpen, type PriceUpdate } from './bet-slip';

/**
 * How the feed's pushes change what the screens hold: an event's status, score and changed markets, and the
 * player's own bets as they settle. A pushed market carries its state and its outcomes' prices, never names:
 * the names, group and specifiers stay those the screen got with the event.
 */

/** A held market with the pushed state of its outcomes (matched by id; an outcome the push leaves out stays). */
function mergeMarket(market: SportsMarketView, pushed: SportsMarketState): SportsMarketView {
  const states = new Map(pushed.outcomes.map((outcome) => [outcome.id, outcome]));
  return {
    ...market,
    state: pushed.state,
    outcomes: market.outcomes.map((outcome) => {
      const state = states.get(outcome.id);
      return state ? { ...state, name: outcome.name } : outcome;
    }),
  };
}

/**
 * The event after a push: its status and score, and the pushed state of each market it holds. A market or an
 * outcome it does not hold is left out (it has no name here): see `unheldOfPush`.
 */
export function mergeOddsPush(event: SportsEventView, push: SportsOddsPush): SportsEventView {
  if (event.id !== push.eventId) return event;
  const pushed = new Map(push.markets.map((market) => [market.id, market]));
  return {
    ...event,
    status: push.status,
    suspended: push.suspended,
    score: push.score,
    markets: event.markets.map((market) => {
      const state = pushed.get(market.id);
      return state ? mergeMarket(market, state) : market;
    }),
  };
}

/**
 * What a push names that the event does not hold: a market's key, or `key/outcome` for a new outcome of a
 * held market. The event page reads the event again for them (a list holds its main market only, and has no
 * use for the others).
 */
export function unheldOfPush(event: SportsEventView, push: SportsOddsPush): string[] {
  if (event.id !== push.eventId) return [];
  const held = new Map(event.markets.map((market) => [market.id, market]));
  return push.markets.flatMap((pushed) => {
    const market = held.get(pushed.id);
    if (!market) return [pushed.id];
    const outcomes = new Set(market.outcomes.map((outcome) => outcome.id));
    return pushed.outcomes
      .filter((outcome) => !outcomes.has(outcome.id))
      .map((outcome) => `${pushed.id}/${outcome.id}`);
  });
}

/** What the event pages asked the server to name, by event: market keys and `key/outcome`s. */
export type AskedNames = Map<string, Set<string>>;

/**
 * Whether the event's pages should be read again for what a push names and they do not hold: only for a name
 * not asked for yet, which it records. The server may price a market it does not show, and a page read at
 * every push of it would be read several times a second; the page's own refresh catches anything later.
 */
export function takeUnasked(asked: AskedNames, eventId: string, unheld: readonly string[]): boolean {
  const known = asked.get(eventId) ?? new Set<string>();
  const fresh = unheld.filter((name) => !known.has(name));
  if (fresh.length === 0) return false;
  for (const name of fresh) known.add(name);
  asked.set(eventId, known);
  return true;
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
