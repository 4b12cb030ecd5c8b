import type {
  SportId,
  SportsBetView,
  SportsEventView,
  SportsMarketView,
  SportsLegView,
  MarketType,
} from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { SportsBetRow, SportsLegRow } from './sports-bets.repo.ts';
import type { SportsEventRow, SportsMarketRow } from './sports-events.repo.ts';

/** Odds in thousandths as the decimal odds players read (1850 → 1.85). */
export const oddsOf = (thousandths: number): number => thousandths / 1000;

/** The market a list shows beside each event. */
export const MAIN_MARKET: Record<SportId, string> = {
  football: '1x2',
  basketball: 'winner',
  tennis: 'winner',
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

export function presentMarket(event: SportsEventRow, market: SportsMarketRow): SportsMarketView {
  return {
    id: market.id,
    type: market.type as MarketType,
    line: market.line,
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

/** An event with its markets (`mainOnly` for lists: the main market alone). */
export function presentEvent(
  event: SportsEventRow,
  markets: readonly SportsMarketRow[],
  mainOnly: boolean,
): SportsEventView {
  const main = MAIN_MARKET[event.sport as SportId];
  const shown = mainOnly ? markets.filter((market) => market.id === main) : markets;
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
    markets: shown.map((market) => presentMarket(event, market)),
    marketCount: markets.length,
  };
}

/** A bet as its player sees it, its legs named after their events. */
export function presentBet(
  bet: SportsBetRow,
  legs: readonly SportsLegRow[],
  events: ReadonlyMap<string, Pick<SportsEventRow, 'home' | 'away' | 'sport'>>,
  markets: ReadonlyMap<string, Pick<SportsMarketRow, 'type' | 'line'>>,
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
      return {
        eventId: leg.eventId,
        sport: (event?.sport ?? 'football') as SportId,
        eventName: event ? `${event.home} – ${event.away}` : leg.eventId,
        home: event?.home ?? '',
        away: event?.away ?? '',
        marketId: leg.marketId,
        marketType: (market?.type ?? leg.marketId.split(':')[0]) as MarketType,
        line: market?.line ?? null,
        outcomeId: leg.outcomeId,
        odds: oddsOf(leg.odds),
        result: leg.result as SportsLegView['result'],
        deadHeat: leg.deadHeat ?? null,
      };
    }),
    createdAt: bet.createdAt.getTime(),
    settledAt: bet.settledAt?.getTime() ?? null,
  };
}
