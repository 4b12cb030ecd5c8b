import type { LotteryGameId } from './ids.ts';
import type { LotteryPeriodSeconds } from './periods.ts';

/** What a bet is on: a kind of the game and its picked numbers (empty for kinds with no pick). */
export interface LotterySelection {
  kind: string;
  pick: number[];
}
/** A draw's result: Win Go one digit 0–9; K3 three dice 1–6; 5D five digits 0–9 (positions A–E). */
export type LotteryOutcome = readonly number[];

export interface LotteryKind {
  kind: string;
  /** Each pick's inclusive range, in order (e.g. K3 'pair' → [[1,6],[1,6]]). */
  picks: readonly (readonly [number, number])[];
  /**
   * Nominal multiplier in hundredths before the fee (e.g. 900 = 9x). For Win Go colour the partial 1.5x is in
   * `partialHundredths`. Where it depends on the pick (K3 `sum`) this is the largest, and the multiplier of
   * each pick is in `nominalHundredthsByPick`.
   */
  nominalHundredths: number;
  /** The lesser multiplier paid when a colour's digit is also violet (Win Go green on 5, red on 0). */
  partialHundredths?: number;
  /** The nominal multiplier keyed by the first pick, for the kinds whose multiplier depends on it. */
  nominalHundredthsByPick?: Readonly<Record<number, number>>;
}

/** A lottery game as everyone may read it: its outcome space, its pay table and how it is shown. */
export interface LotteryGameDefinition {
  id: LotteryGameId;
  /**
   * The game's own name ('Win Go'), as the demo rooms and the benchmark write it; players read
   * LOTTERY_GAME_<ID> of the language packs.
   */
  name: string;
  /** How many numbers an outcome has and the range of each. */
  outcomeLength: number;
  faceMin: number;
  faceMax: number;
  /** The fee taken from every payout multiplier, in basis points (Win Go and 5D 200 = 2 %, K3 0). */
  feeBasisPoints: number;
  kinds: readonly LotteryKind[];
  /** How the bet panel arranges the kinds, row by row (each kind once; the web's test checks it). */
  board: readonly (readonly string[])[];
  /** The period lengths a new site opens this game's rooms at (the demo rooms). */
  roomPeriods: readonly LotteryPeriodSeconds[];
}

/** Whether an outcome satisfies a bet's condition, given its picks (already validated). */
export type OutcomePredicate = (outcome: LotteryOutcome, pick: readonly number[]) => boolean;

/** A kind with the rules that decide it: kept beside its multipliers so the two cannot drift apart. */
export interface LotteryRule<Kind extends string = string> extends LotteryKind {
  kind: Kind;
  /** The outcome pays the full multiplier. */
  wins: OutcomePredicate;
  /** The outcome pays `partialHundredths` instead. */
  winsPartially?: OutcomePredicate;
  /** Checks on the picks beyond their ranges (K3 pair p ≠ s, numbers given distinct and ascending). */
  picksAllowed?: (pick: readonly number[]) => boolean;
}

/** A game's definition with the rules of its kinds. */
export interface LotteryGameRules extends LotteryGameDefinition {
  kinds: readonly LotteryRule[];
}

/**
 * Declares a lottery game once: its id and name, its outcome space (how many faces, from which to which),
 * its fee and pay table (each kind with its picks, multipliers and win predicate), the bet panel's rows
 * and the periods of its first rooms. Validation, payout, enumeration, the exact RTP, the draw, the
 * catalogue, the rooms, the bet panel, the verifier and the benchmark all read the result; its texts are
 * GAME_<ID>, LOTTERY_GAME_<ID>, LOTTERY_RULES_<ID> and LOTTERY_KIND_<KIND> of the language packs. The
 * board may name only the game's own kinds (a compile error otherwise).
 */
export function defineLotteryGame<const Id extends LotteryGameId, const Kind extends string>(game: {
  id: Id;
  name: string;
  outcomeLength: number;
  faceMin: number;
  faceMax: number;
  feeBasisPoints: number;
  kinds: readonly LotteryRule<Kind>[];
  board: readonly (readonly NoInfer<Kind>[])[];
  roomPeriods: readonly LotteryPeriodSeconds[];
}): LotteryGameRules & { readonly id: Id } {
  return game;
}

/** The value at `index`, NaN when absent: a comparison with NaN is false, so a missing face never wins. */
export const valueAt = (values: readonly number[], index: number): number => values[index] ?? Number.NaN;
export const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);
export const countOf = (values: readonly number[], wanted: number): number =>
  values.filter((value) => value === wanted).length;
export const isOdd = (value: number): boolean => value % 2 === 1;
export const isEven = (value: number): boolean => value % 2 === 0;
export const strictlyAscending = (values: readonly number[]): boolean =>
  values.every((value, index) => index === 0 || value > valueAt(values, index - 1));
