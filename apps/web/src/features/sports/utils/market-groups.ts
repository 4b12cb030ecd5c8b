import { SPORTS_MARKET_GROUPS, type SportsMarketGroup, type SportsMarketView } from '@casino/contracts';

/**
 * How the event page lays out UOF's markets: by the group the server gives each (main, totals, handicaps…),
 * and within a group by UOF market id, then by specifiers (the key), lines in natural order (2.5 before 10.5).
 */

/** One group of the event page and its markets, in order. */
export interface MarketGroup {
  group: SportsMarketGroup;
  markets: SportsMarketView[];
}

const keyOrder = new Intl.Collator('en', { numeric: true });

/** Markets by UOF market id, then by key. */
export function compareMarkets(
  a: Pick<SportsMarketView, 'marketId' | 'id'>,
  b: Pick<SportsMarketView, 'marketId' | 'id'>,
): number {
  return a.marketId - b.marketId || keyOrder.compare(a.id, b.id);
}

/** The event's markets by group, in the book's group order; groups without a market are left out. */
export function groupMarkets(markets: readonly SportsMarketView[]): MarketGroup[] {
  return SPORTS_MARKET_GROUPS.map((group) => ({
    group,
    markets: markets.filter((market) => market.group === group).sort(compareMarkets),
  })).filter((each) => each.markets.length > 0);
}

/** How many columns a market's outcomes take: three for 1 X 2 and long lists (correct scores), else two. */
export function outcomeColumns(count: number): 2 | 3 {
  return count === 3 || count > 4 ? 3 : 2;
}
