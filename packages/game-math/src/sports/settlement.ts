import { ONE, payoutOf, ratio, times, type Ratio } from '../games/ratio.ts';
import { combinations, systemLineCount } from './combinations.ts';
import type { LegResult } from './grading.ts';

/**
 * Settlement of sportsbook bets (issue 17): singles, multiples (accumulators) and systems. A bet is a set of
 * lines, each line a combination of legs paying floor(stake × Π leg factors). Odds are decimal odds in
 * thousandths and money is minor units; every product is an exact bigint fraction, floored once per line.
 * Settling is a pure function of the legs' current results, so a resettlement or a rollback is just another
 * call with the new results.
 */

/** How one leg stands: its price when the bet was placed and its result, null while not yet resulted. */
export interface SettlementLeg {
  /** Decimal odds in thousandths (1.850 → 1850), as placed. */
  odds: number;
  /** The leg's result, with the dead-heat fraction of a won leg; null while the leg is pending. */
  outcome: { result: LegResult; deadHeat?: [number, number] } | null;
}

/** How a bet combines its legs: one leg, all legs in one line, or every combination of the given sizes. */
export type BetShape =
  { kind: 'single' } | { kind: 'multiple' } | { kind: 'system'; sizes: readonly number[] };

/** Where a line stands: `partial` pays part of a full win (a half result or a dead heat). */
export type BetLineState = 'open' | 'won' | 'lost' | 'void' | 'partial';

/** One line of a bet and what it pays. */
export interface BetLineSettlement {
  /** The indices of the bet's legs in this line, ascending. */
  legs: number[];
  /** Whether the line is still open and, once settled, how it ended. */
  state: BetLineState;
  /** What the line pays back, stake included; 0 while open. */
  payoutMinor: bigint;
}

/** A bet's settlement: settled once every line is. */
export interface BetSettlement {
  /** `settled` when no line is open. */
  state: 'open' | 'settled';
  /** The sum of the settled lines' payouts: the bet's payout once it is settled. */
  payoutMinor: bigint;
  /** Every line, singles first then doubles…, each size in lexicographic order of its legs. */
  lines: BetLineSettlement[];
}

/** Why a bet's shape does not fit its legs. */
export type BetShapeError = 'LEGS_SINGLE' | 'LEGS_MULTIPLE' | 'SYSTEM_SIZES';

/** Legs allowed in a multiple, and in a system (whose lines grow as 2^n). */
export const MULTIPLE_MIN_LEGS = 2;
export const MULTIPLE_MAX_LEGS = 20;
export const SYSTEM_MIN_LEGS = 3;
export const SYSTEM_MAX_LEGS = 12;

/** Odds of 1.000 in thousandths: a stake back. */
const ODDS_SCALE = 1000n;

/**
 * Whether a shape fits a number of legs: a single has one leg, a multiple 2–20, and a system 3–12 legs with
 * distinct integer sizes in 1…n. Returns the error key, or null when the shape is valid.
 */
export function validateShape(shape: BetShape, legCount: number): BetShapeError | null {
  switch (shape.kind) {
    case 'single':
      return legCount === 1 ? null : 'LEGS_SINGLE';
    case 'multiple':
      return Number.isSafeInteger(legCount) && legCount >= MULTIPLE_MIN_LEGS && legCount <= MULTIPLE_MAX_LEGS
        ? null
        : 'LEGS_MULTIPLE';
    case 'system': {
      const legsFit =
        Number.isSafeInteger(legCount) && legCount >= SYSTEM_MIN_LEGS && legCount <= SYSTEM_MAX_LEGS;
      const sizesFit =
        shape.sizes.length > 0 &&
        new Set(shape.sizes).size === shape.sizes.length &&
        shape.sizes.every((size) => Number.isSafeInteger(size) && size >= 1 && size <= legCount);
      return legsFit && sizesFit ? null : 'SYSTEM_SIZES';
    }
  }
}

/** The lines of a bet as sets of leg indices; throws when the shape does not fit the legs. */
export function betLines(shape: BetShape, legCount: number): number[][] {
  assertShape(shape, legCount);
  switch (shape.kind) {
    case 'single':
      return [[0]];
    case 'multiple':
      return [Array.from({ length: legCount }, (_, index) => index)];
    case 'system':
      return [...shape.sizes].sort((a, b) => a - b).flatMap((size) => combinations(legCount, size));
  }
}

/** What a bet costs: the stake of one line times its number of lines. */
export function totalStake(shape: BetShape, legCount: number, stakePerLineMinor: bigint): bigint {
  assertStake(stakePerLineMinor);
  assertShape(shape, legCount);
  const lineCount = shape.kind === 'system' ? systemLineCount(legCount, shape.sizes) : 1;
  return BigInt(lineCount) * stakePerLineMinor;
}

/**
 * The factor a settled leg multiplies its line by: won → odds (times the dead-heat fraction), lost → 0,
 * void → 1, half won → (1 + odds) / 2, half lost → 1/2. A dead heat only matters on a won leg.
 */
export function legFactor(odds: number, outcome: NonNullable<SettlementLeg['outcome']>): Ratio {
  const oddsThousandths = oddsOf(odds);
  switch (outcome.result) {
    case 'won': {
      if (!outcome.deadHeat) return ratio(oddsThousandths, ODDS_SCALE);
      const [numerator, denominator] = deadHeatOf(outcome.deadHeat);
      return ratio(oddsThousandths * numerator, ODDS_SCALE * denominator);
    }
    case 'lost':
      return ratio(0n, 1n);
    case 'void':
      return ONE;
    case 'half_won':
      return ratio(ODDS_SCALE + oddsThousandths, 2n * ODDS_SCALE);
    case 'half_lost':
      return ratio(1n, 2n);
  }
}

/**
 * Settles a bet from its legs' current results. A line with a lost leg is lost at once, even with legs still
 * pending; otherwise a line with a pending leg stays open, and a fully resulted line pays
 * floor(stake × Π leg factors). Throws when the shape does not fit the legs, on a negative stake, and on
 * odds or a dead heat out of range.
 */
export function settleBet(
  shape: BetShape,
  stakePerLineMinor: bigint,
  legs: readonly SettlementLeg[],
): BetSettlement {
  assertStake(stakePerLineMinor);
  const lines = betLines(shape, legs.length).map((lineLegs) =>
    settleLine(
      stakePerLineMinor,
      lineLegs,
      lineLegs.map((index) => legs[index] as SettlementLeg),
    ),
  );
  return {
    state: lines.every((line) => line.state !== 'open') ? 'settled' : 'open',
    payoutMinor: lines.reduce((sum, line) => sum + line.payoutMinor, 0n),
    lines,
  };
}

/** What a bet pays back when every leg wins at its placed odds. */
export function maxPayout(shape: BetShape, stakePerLineMinor: bigint, odds: readonly number[]): bigint {
  const allWon = odds.map((legOdds) => ({ odds: legOdds, outcome: { result: 'won' as const } }));
  return settleBet(shape, stakePerLineMinor, allWon).payoutMinor;
}

function settleLine(stakeMinor: bigint, indices: number[], legs: SettlementLeg[]): BetLineSettlement {
  const open = { legs: indices, state: 'open' as const, payoutMinor: 0n };
  if (legs.some((leg) => leg.outcome?.result === 'lost')) return { ...open, state: 'lost' };
  let factor = ONE;
  for (const leg of legs) {
    if (leg.outcome === null) return open;
    factor = times(factor, legFactor(leg.odds, leg.outcome));
  }
  return { legs: indices, state: lineState(legs), payoutMinor: payoutOf(stakeMinor, factor) };
}

/** How a fully resulted line without a lost leg ended. */
function lineState(legs: SettlementLeg[]): BetLineState {
  const outcomes = legs.flatMap((leg) => (leg.outcome ? [leg.outcome] : []));
  if (outcomes.every((outcome) => outcome.result === 'void')) return 'void';
  const full = outcomes.every(
    (outcome) =>
      outcome.result === 'void' ||
      (outcome.result === 'won' && (!outcome.deadHeat || outcome.deadHeat[0] === outcome.deadHeat[1])),
  );
  return full ? 'won' : 'partial';
}

/** Odds in thousandths as a bigint, refusing anything but an integer of at least 1.000. */
function oddsOf(odds: number): bigint {
  if (!Number.isSafeInteger(odds) || odds < Number(ODDS_SCALE)) {
    throw new RangeError(`Odds are an integer in thousandths of at least 1000: ${String(odds)}`);
  }
  return BigInt(odds);
}

/** A dead heat's fraction of the odds paid, refusing anything but 0 < n ≤ d. */
function deadHeatOf([numerator, denominator]: [number, number]): [bigint, bigint] {
  const valid = Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator);
  if (!valid || numerator < 1 || numerator > denominator) {
    throw new RangeError(
      `A dead heat is a fraction n/d with 0 < n ≤ d: ${String(numerator)}/${String(denominator)}`,
    );
  }
  return [BigInt(numerator), BigInt(denominator)];
}

function assertShape(shape: BetShape, legCount: number): void {
  const error = validateShape(shape, legCount);
  if (error) throw new RangeError(`${error}: a ${shape.kind} bet cannot have ${String(legCount)} legs`);
}

function assertStake(stakeMinor: bigint): void {
  if (stakeMinor < 0n) throw new RangeError(`A stake cannot be negative: ${String(stakeMinor)}`);
}
