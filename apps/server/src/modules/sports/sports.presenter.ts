import type {
  SportId,
  SportsBetView,
  SportsEventView,
  SportsMarketState,
  SportsMarketView,
  SportsLegView,
} from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { SportsBetRow, SportsLegRow } from './sports-bets.repo.ts';
import type { SportsEventRow, SportsMarketRow } from './sports-events.repo.ts';
import type { MarketNamer } from './market-names.ts';

/** Odds in thousandths as the decimal odds players read (1850 → 1.85). */
export const oddsOf = (thousandths: number): number => thousandths / 1000;

/** The UOF market a list shows beside each event: 1x2 in football, the winner (incl. overtime) elsewhere. */
export const MAIN_MARKET: Record<SportId, number> = {
  football: 1,
  basketball: 219,
  tennis: 186,
};

/** Whether a market takes bets now: the feed's status, the operator's stops and its grading. */
export function marketState(event: SportsEventRow, market: SportsMarketRow): SportsMarketView['state'] {
  if (market.voids.some((window) => window.from === null && window.to === null)) return 'void';
  if (market.grading === 'settled') return 'settled';
  if (market.status === 'deactivated') return 'closed';
  if (market.status === 'suspended' || market.suspended || event.suspended) return 'suspended';
  if (event.status !== 'not_started' && event.status !== 'live') return 'suspended';
  return 'active';
}

/** A market's state and prices, without names (what a push carries). */
export function presentMarketState(event: SportsEventRow, market: SportsMarketRow): SportsMarketState {
  return {
    id: market.id,
    state: marketState(event, market),
    outcomes: market.outcomes.map((outcome) => ({
      id: outcome.id,
      odds: oddsOf(outcome.odds),
      version: outcome.version,
      active: outcome.active,
      result: outcome.result,
    })),
  };
}

/** A market as players see it, named; null when it cannot be named (then it is not shown). */
export function presentMarket(
  event: SportsEventRow,
  market: SportsMarketRow,
  namer: MarketNamer,
): SportsMarketView | null {
  const naming = namer(event, market);
  if (naming === null) return null;
  const state = presentMarketState(event, market);
  const outcomes: SportsMarketView['outcomes'] = [];
  for (const outcome of state.outcomes) {
    const name = naming.outcomeName(outcome.id);
    if (name !== null) outcomes.push({ ...outcome, name });
  }
  return {
    ...state,
    marketId: market.marketId,
    specifiers: market.specifiers,
    name: naming.name,
    group: naming.group,
    outcomes,
  };
}

/** An event with its named markets (for a list, its main market alone). */
export function presentEvent(
  event: SportsEventRow,
  markets: readonly SportsMarketRow[],
  namer: MarketNamer,
  /** For a list: the main market alone is shown, beside the count of all the event's markets. */
  list?: { marketCount: number },
): SportsEventView {
  const main = MAIN_MARKET[event.sport as SportId];
  const shown = list ? markets.filter((market) => market.marketId === main) : markets;
  const views = shown.flatMap((market) => presentMarket(event, market, namer) ?? []);
  return {
    id: event.id,
    sport: event.sport as SportId,
    competition: event.competition,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.getTime(),
    status: event.status as SportsEventView['status'],
    suspended: event.suspended,
    score: event.score ?? null,
    markets: views,
    marketCount: list ? list.marketCount : views.length,
  };
}

/** A bet as its player sees it, its legs named after their events. */
export function presentBet(
  bet: SportsBetRow,
  legs: readonly SportsLegRow[],
  events: ReadonlyMap<string, Pick<SportsEventRow, 'home' | 'away' | 'sport'>>,
  markets: ReadonlyMap<string, Pick<SportsMarketRow, 'marketId' | 'specifiers'>>,
  namer: MarketNamer,
  decimalLength: number,
  potentialWinMinor: bigint,
): SportsBetView {
  const money = (minor: bigint) => minorToNumber(minor, decimalLength);
  return {
    id: bet.id,
    kind: bet.kind as SportsBetView['kind'],
    sizes: bet.sizes ?? null,
    lineCount: bet.lineCount,
    stakePerLine: money(bet.stakePerLineMinor),
    totalStake: money(bet.totalStakeMinor),
    stakeLeft: money(bet.stakeLeftMinor * BigInt(bet.lineCount)),
    potentialWin: money(potentialWinMinor),
    paid: money(bet.paidMinor + bet.cashedOutMinor),
    cashedOut: money(bet.cashedOutMinor),
    currencyId: bet.currencyId,
    demo: bet.demo,
    status: bet.status as SportsBetView['status'],
    oddsChange: bet.oddsChange as SportsBetView['oddsChange'],
    legs: legs.map((leg): SportsLegView => {
      const event = events.get(leg.eventId);
      const market = markets.get(`${leg.eventId}/${leg.marketId}`);
      // Bets placed before names were kept are named from the descriptions now.
      const naming =
        event && market && (leg.marketName === null || leg.outcomeName === null)
          ? namer(event, market)
          : null;
      return {
        eventId: leg.eventId,
        sport: (event?.sport ?? 'football') as SportId,
        eventName: event ? `${event.home} – ${event.away}` : leg.eventId,
        home: event?.home ?? '',
        away: event?.away ?? '',
        marketId: leg.marketId,
        marketName: leg.marketName ?? naming?.name ?? leg.marketId,
        outcomeId: leg.outcomeId,
        outcomeName: leg.outcomeName ?? naming?.outcomeName(leg.outcomeId) ?? leg.outcomeId,
        odds: oddsOf(leg.odds),
        result: leg.result as SportsLegView['result'],
        deadHeat: leg.deadHeat ?? null,
      };
    }),
    createdAt: bet.createdAt.getTime(),
    settledAt: bet.settledAt?.getTime() ?? null,
  };
}
