import type { SportsEventView, SportsMarketView } from '@casino/contracts';

/**
 * For the sportsbook screen's tests: one football match on UOF's model, its markets as GET
 * /api/sports/events/:id?lang=en answers them (names rendered by the server, outcome ids as the feed has them).
 */

type OutcomeRow = readonly [id: string, name: string, odds: number];

function market(
  key: string,
  name: string,
  group: SportsMarketView['group'],
  outcomes: readonly OutcomeRow[],
): SportsMarketView {
  const [id = '', ...pairs] = key.split('|');
  return {
    id: key,
    marketId: Number(id),
    specifiers: Object.fromEntries(pairs.map((pair) => pair.split('=') as [string, string])),
    name,
    group,
    state: 'active',
    outcomes: outcomes.map(([outcomeId, outcomeName, odds]) => ({
      id: outcomeId,
      name: outcomeName,
      odds,
      version: 1,
      active: true,
      result: null,
    })),
  };
}

/** 1x2 (market 1): Lions, draw, Tigers. */
export const MATCH_RESULT = market('1', '1x2', 'main', [
  ['1', 'Lions', 2.1],
  ['2', 'Draw', 3.4],
  ['3', 'Tigers', 3.6],
]);

/** Total goals 2.5 (market 18). */
export const TOTAL = market('18|total=2.5', 'Total', 'totals', [
  ['12', 'Over 2.5', 1.95],
  ['13', 'Under 2.5', 1.85],
]);

/** Total goals 3.5: the same name as TOTAL, told apart by its key. */
export const TOTAL_3_5 = market('18|total=3.5', 'Total', 'totals', [
  ['12', 'Over 3.5', 3.1],
  ['13', 'Under 3.5', 1.36],
]);

/** Asian handicap −0.75 (market 16). */
export const HANDICAP = market('16|hcp=-0.75', 'Handicap', 'handicaps', [
  ['1714', 'Lions (-0.75)', 2.05],
  ['1715', 'Tigers (+0.75)', 1.8],
]);

/** Every score up to six goals, then "Other": 29 outcomes with variant outcome ids. */
const SCORES: OutcomeRow[] = [];
for (let goals = 0; goals <= 6; goals += 1) {
  for (let home = goals; home >= 0; home -= 1) {
    SCORES.push([
      `sr:correct_score:max:6:${SCORES.length + 1}`,
      `${home}:${goals - home}`,
      6 + SCORES.length,
    ]);
  }
}
SCORES.push(['sr:correct_score:max:6:other', 'Other', 40]);

/** A correct score market with many outcomes. */
export const CORRECT_SCORE = market('45|variant=sr:correct_score:max:6', 'Correct score', 'other', SCORES);

export const MARKETS = [MATCH_RESULT, TOTAL, TOTAL_3_5, HANDICAP, CORRECT_SCORE];

/** Lions v Tigers, live, with every market above (the events list has the main market only). */
export const EVENT: SportsEventView = {
  id: 'sr:match:1',
  sport: 'football',
  competition: 'Liga',
  home: 'Lions',
  away: 'Tigers',
  startsAt: 0,
  status: 'live',
  suspended: false,
  score: null,
  markets: MARKETS,
  marketCount: MARKETS.length,
};

/** The event as the events list shows it: its main market only. */
export const LISTED_EVENT: SportsEventView = { ...EVENT, markets: [MATCH_RESULT] };
