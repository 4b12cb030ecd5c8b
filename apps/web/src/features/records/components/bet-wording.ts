import type { LotteryBetView, SportsBetView, SportsLegView } from '@casino/contracts';

/** Translates a language-pack key with values (react-i18next's `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The words of the products' bets that their records borrow. The lottery and the sportsbook own them; the
 * app hands them to the record page, because a feature imports no other feature.
 */
export interface BetWording {
  /** What a lottery bet is on: "Big", "Number 7", "Pair 2 2 5". */
  lotterySelection(t: Translate, bet: Pick<LotteryBetView, 'gameId' | 'selection'>): string;
  /** A sports bet's kind: "Single", "Multiple", "System 2/3". */
  sportsBetKind(t: Translate, bet: SportsBetView): string;
  /** A sports selection's market with its line: "Total 2.5", "Handicap −0.5". */
  sportsMarket(t: Translate, leg: SportsLegView): string;
  /** What a sports selection backs: "Arsenal", "Over 2.5". */
  sportsOutcome(t: Translate, leg: SportsLegView): string;
  /** Decimal odds as the book writes them: "1.85", "1.857". */
  sportsOdds(odds: number): string;
}
