import {
  marketKeyOf,
  type SportsEventView,
  type SportsLegView,
  type SportsMarketGroup,
  type SportsMarketView,
  type SportsOutcomeView,
} from '@casino/contracts';

import type { SlipSelection } from '../utils/bet-slip';

/**
 * Sports data as the server sends it on UOF's model, for the feature's tests: football market 1 (1X2:
 * outcomes 1 home, 2 draw, 3 away), 18 with `total=2.5` (12 over, 13 under) and 16 with `hcp=-0.75`
 * (1714 home, 1715 away), named in English for the Lions and the Tigers.
 */

/** An outcome at `odds`, open, unsettled. */
export const outcome = (id: string, name: string, odds: number): SportsOutcomeView => ({
  id,
  name,
  odds,
  version: 1,
  active: true,
  result: null,
});

/** A market view: UOF market id, specifiers, its key, name, group and outcomes. */
export function marketView(
  marketId: number,
  specifiers: Record<string, string>,
  name: string,
  group: SportsMarketGroup,
  outcomes: SportsOutcomeView[],
): SportsMarketView {
  return {
    id: marketKeyOf(marketId, specifiers),
    marketId,
    specifiers,
    name,
    group,
    state: 'active',
    outcomes,
  };
}

/** Market 1, the 1X2, at home / draw / away odds. */
export const matchResult = (home = 2, draw = 3.4, away = 3.8): SportsMarketView =>
  marketView(1, {}, '1x2', 'main', [
    outcome('1', 'Lions', home),
    outcome('2', 'Draw', draw),
    outcome('3', 'Tigers', away),
  ]);

/** Market 18, total goals over / under 2.5. */
export const totalGoals = (over = 1.9, under = 1.9): SportsMarketView =>
  marketView(18, { total: '2.5' }, 'Total 2.5', 'totals', [
    outcome('12', 'Over 2.5', over),
    outcome('13', 'Under 2.5', under),
  ]);

/** Market 16, the Asian handicap −0.75 for the Lions. */
export const asianHandicap = (home = 2.05, away = 1.8): SportsMarketView =>
  marketView(16, { hcp: '-0.75' }, 'Handicap -0.75', 'handicaps', [
    outcome('1714', 'Lions (-0.75)', home),
    outcome('1715', 'Tigers (+0.75)', away),
  ]);

/** A football event of the Lions and the Tigers, upcoming, with `markets`. */
export const footballEvent = (
  markets: SportsMarketView[] = [matchResult()],
  id = 'sr:match:41762685',
): SportsEventView => ({
  id,
  sport: 'football',
  competition: 'Premier League',
  home: 'Lions',
  away: 'Tigers',
  startsAt: Date.UTC(2026, 0, 10, 15),
  status: 'not_started',
  suspended: false,
  score: null,
  markets,
  marketCount: markets.length,
});

/** A slip selection of the 1X2 of event `eventId` (home by default) at `odds`. */
export function selection(
  eventId: string,
  odds = 2,
  outcomeId: '1' | '2' | '3' = '1',
  extra: Partial<SlipSelection> = {},
): SlipSelection {
  const names = { '1': `${eventId} Lions`, '2': 'Draw', '3': `${eventId} Tigers` };
  return {
    eventId,
    marketId: '1',
    outcomeId,
    sport: 'football',
    home: `${eventId} Lions`,
    away: `${eventId} Tigers`,
    marketName: '1x2',
    outcomeName: names[outcomeId],
    odds,
    previousOdds: null,
    active: true,
    open: true,
    live: false,
    ...extra,
  };
}

/** A leg of a placed bet on the Lions in the 1X2, names kept as the slip showed them. */
export const legView = (overrides: Partial<SportsLegView> = {}): SportsLegView => ({
  eventId: 'sr:match:41762685',
  sport: 'football',
  eventName: 'Lions – Tigers',
  home: 'Lions',
  away: 'Tigers',
  marketId: '1',
  marketName: '1x2',
  outcomeId: '1',
  outcomeName: 'Lions',
  odds: 2,
  result: null,
  deadHeat: null,
  ...overrides,
});
