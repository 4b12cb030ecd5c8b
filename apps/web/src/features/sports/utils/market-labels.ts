import type { SportsMarketGroup, SportsOutcomeView } from '@casino/contracts';

/** The language keys of the event page's group chips: every market, then each group. */
export const MARKET_GROUP_KEYS: Record<SportsMarketGroup | 'all', string> = {
  all: 'SPORTS_GROUP_ALL',
  main: 'SPORTS_GROUP_MAIN',
  totals: 'SPORTS_GROUP_TOTALS',
  handicaps: 'SPORTS_GROUP_HANDICAPS',
  periods: 'SPORTS_GROUP_PERIODS',
  corners: 'SPORTS_GROUP_CORNERS',
  bookings: 'SPORTS_GROUP_BOOKINGS',
  players: 'SPORTS_GROUP_PLAYERS',
  other: 'SPORTS_GROUP_OTHER',
};

/** The short column labels of three and two outcomes (the bettor's 1 X 2 and 1 2); never translated. */
const SHORT_LABELS: Readonly<Record<number, readonly string[]>> = { 3: ['1', 'X', '2'], 2: ['1', '2'] };

/**
 * The column labels of a list's main market, by position: 1 X 2 for three outcomes (home, draw, away),
 * 1 2 for two (a winner), else the outcomes' own names.
 */
export function shortOutcomeLabels(outcomes: readonly Pick<SportsOutcomeView, 'name'>[]): string[] {
  const short = SHORT_LABELS[outcomes.length];
  return outcomes.map((outcome, index) => short?.[index] ?? outcome.name);
}
