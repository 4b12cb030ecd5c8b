/**
 * Grading of the sportsbook's markets (issue 17): from a fixture's final score to the result of every outcome
 * of a market. Pure and exact: lines are counted in quarters (integers), so no float comparison decides a bet.
 * Asian lines follow the usual rules — a whole line can push (void), and a quarter line (x.25, x.75) splits the
 * stake over the two half-lines beside it, which is where the half results come from.
 */
export const SPORTS_MARKET_TYPES = ['1x2', 'double_chance', 'total', 'handicap', 'btts', 'winner'] as const;
export type SportsMarketType = (typeof SPORTS_MARKET_TYPES)[number];

/** How one leg of a bet ended. The half results are the two halves of a quarter line ending differently. */
export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** The result of one outcome of a market. */
export interface GradedOutcome {
  /** The outcome's id within its market (`home`, `over`, `yes`…). */
  id: string;
  /** How a bet on it ended. */
  result: LegResult;
  /** A dead heat on a won outcome, as the fraction [numerator, denominator] of the odds paid. */
  deadHeat?: [number, number];
}

/** A final score: goals, points or sets of each side. */
export interface FinalScore {
  /** The home side's score, a non-negative integer. */
  home: number;
  /** The away side's score, a non-negative integer. */
  away: number;
}

/** The result of a bet on the positive side of a margin: ahead wins, level pushes, behind loses. */
type HalfLineResult = 'won' | 'void' | 'lost';

const QUARTERS_PER_UNIT = 4;

/**
 * Grades every outcome of a market from the final score. `line` is the total's line for `total`, and the
 * home side's handicap (added to the home score) for `handicap`; the other types take no line. Throws on a
 * line that is missing, not a multiple of 0.25, negative for a total, or given to a type without one, and on a
 * score that is not a pair of non-negative integers.
 */
export function gradeMarket(type: SportsMarketType, line: number | null, final: FinalScore): GradedOutcome[] {
  assertScore(final);
  const { home, away } = final;
  switch (type) {
    case '1x2':
      assertNoLine(type, line);
      return [
        { id: 'home', result: wonIf(home > away) },
        { id: 'draw', result: wonIf(home === away) },
        { id: 'away', result: wonIf(home < away) },
      ];
    case 'double_chance':
      assertNoLine(type, line);
      return [
        { id: 'home_draw', result: wonIf(home >= away) },
        { id: 'home_away', result: wonIf(home !== away) },
        { id: 'draw_away', result: wonIf(home <= away) },
      ];
    case 'btts':
      assertNoLine(type, line);
      return [
        { id: 'yes', result: wonIf(home > 0 && away > 0) },
        { id: 'no', result: wonIf(home === 0 || away === 0) },
      ];
    case 'winner': {
      assertNoLine(type, line);
      // A draw has no winner: the stakes on both sides go back.
      if (home === away)
        return [
          { id: 'home', result: 'void' },
          { id: 'away', result: 'void' },
        ];
      return [
        { id: 'home', result: wonIf(home > away) },
        { id: 'away', result: wonIf(home < away) },
      ];
    }
    case 'total': {
      const lineQuarters = quartersOf(type, line);
      if (lineQuarters < 0) throw new RangeError(`A total's line cannot be negative: ${String(line)}`);
      const overMarginQuarters = (home + away) * QUARTERS_PER_UNIT - lineQuarters;
      return [
        { id: 'over', result: asianResult(overMarginQuarters) },
        { id: 'under', result: asianResult(-overMarginQuarters) },
      ];
    }
    case 'handicap': {
      const homeMarginQuarters = (home - away) * QUARTERS_PER_UNIT + quartersOf(type, line);
      return [
        { id: 'home', result: asianResult(homeMarginQuarters) },
        { id: 'away', result: asianResult(-homeMarginQuarters) },
      ];
    }
  }
}

/**
 * The result of a bet that wins when `marginQuarters` (the score beyond the line, in quarters) is positive.
 * An odd margin means a quarter line: half the stake rides on the half-line a quarter below, half on the one a
 * quarter above.
 */
function asianResult(marginQuarters: number): LegResult {
  if (marginQuarters % 2 === 0) return halfLineResult(marginQuarters);
  const lower = halfLineResult(marginQuarters - 1);
  const upper = halfLineResult(marginQuarters + 1);
  if (lower === upper) return lower;
  // Neighbouring half-lines differ by one step: one of them is a push.
  if (lower === 'won' || upper === 'won') return 'half_won';
  return 'half_lost';
}

function halfLineResult(marginQuarters: number): HalfLineResult {
  if (marginQuarters > 0) return 'won';
  if (marginQuarters < 0) return 'lost';
  return 'void';
}

const wonIf = (condition: boolean): LegResult => (condition ? 'won' : 'lost');

/** A line as a whole number of quarters, refusing lines that are absent or not multiples of 0.25. */
function quartersOf(type: SportsMarketType, line: number | null): number {
  if (line === null) throw new RangeError(`A ${type} market needs a line`);
  const quarters = line * QUARTERS_PER_UNIT;
  if (!Number.isSafeInteger(quarters))
    throw new RangeError(`A line must be a multiple of 0.25: ${String(line)}`);
  return quarters;
}

function assertNoLine(type: SportsMarketType, line: number | null): void {
  if (line !== null) throw new RangeError(`A ${type} market takes no line: ${String(line)}`);
}

function assertScore(final: FinalScore): void {
  const valid = (score: number) => Number.isSafeInteger(score) && score >= 0;
  if (!valid(final.home) || !valid(final.away)) {
    throw new RangeError(
      `A final score is two non-negative integers: ${String(final.home)}-${String(final.away)}`,
    );
  }
}
