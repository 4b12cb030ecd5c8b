import { fairFloats, sha256Hex } from '../fairness/seeds.ts';

/**
 * The lottery games of the chat rooms (issue 16): Win Go, K3 and 5D, drawn once a period for every player of
 * a room. Each game is a pay table of data — its kinds of bet, their picks and multipliers, each with a small
 * win predicate — and everything else (validation, payout, enumeration, the exact RTP) is one generic
 * evaluation of that table, so a kind is declared once and the server, the bet panel, the verifier and the
 * benchmark all read the same numbers.
 */
export const LOTTERY_GAME_IDS = ['wingo', 'k3', '5d'] as const;
export type LotteryGameId = (typeof LOTTERY_GAME_IDS)[number];

export function isLotteryGameId(value: string): value is LotteryGameId {
  return (LOTTERY_GAME_IDS as readonly string[]).includes(value);
}

/** Period lengths offered, in seconds, and how long before the draw betting closes. */
export const LOTTERY_PERIOD_SECONDS = [60, 180, 300, 600] as const;
export const LOTTERY_CLOSE_BEFORE_DRAW_MS = 5_000;

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
export interface LotteryGameDefinition {
  id: LotteryGameId;
  /** How many numbers an outcome has and the range of each. */
  outcomeLength: number;
  faceMin: number;
  faceMax: number;
  /** The fee taken from every payout multiplier, in basis points (Win Go and 5D 200 = 2 %, K3 0). */
  feeBasisPoints: number;
  kinds: readonly LotteryKind[];
}

/** Whether an outcome satisfies a bet's condition, given its picks (already validated). */
type OutcomePredicate = (outcome: LotteryOutcome, pick: readonly number[]) => boolean;

/** A kind with the rules that decide it: kept beside its multipliers so the two cannot drift apart. */
interface LotteryRule extends LotteryKind {
  /** The outcome pays the full multiplier. */
  wins: OutcomePredicate;
  /** The outcome pays `partialHundredths` instead. */
  winsPartially?: OutcomePredicate;
  /** Checks on the picks beyond their ranges (K3 pair p ≠ s, numbers given distinct and ascending). */
  picksAllowed?: (pick: readonly number[]) => boolean;
}
interface LotteryGameRules extends LotteryGameDefinition {
  kinds: readonly LotteryRule[];
}

const BASIS_POINTS = 10_000;

/** The value at `index`, NaN when absent: a comparison with NaN is false, so a missing face never wins. */
const valueAt = (values: readonly number[], index: number): number => values[index] ?? Number.NaN;
const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);
const countOf = (values: readonly number[], wanted: number): number =>
  values.filter((value) => value === wanted).length;
const isOdd = (value: number): boolean => value % 2 === 1;
const isEven = (value: number): boolean => value % 2 === 0;
const strictlyAscending = (values: readonly number[]): boolean =>
  values.every((value, index) => index === 0 || value > valueAt(values, index - 1));

type WinGoColour = 'red' | 'green' | 'violet';
/** Win Go's colours by digit: 0 and 5 are also violet, which is why their red and green bets pay less. */
const WIN_GO_COLOURS: readonly (readonly WinGoColour[])[] = [
  ['red', 'violet'],
  ['green'],
  ['red'],
  ['green'],
  ['red'],
  ['green', 'violet'],
  ['red'],
  ['green'],
  ['red'],
  ['green'],
];

/** Win Go's colours of a digit (0 red+violet, 5 green+violet, 1,3,7,9 green, 2,4,6,8 red), for display. */
export function winGoColours(digit: number): ('red' | 'green' | 'violet')[] {
  return [...(WIN_GO_COLOURS[digit] ?? [])];
}

/** A red or green bet: paid in full on its pure digits, partially on the one it shares with violet. */
function colourRule(colour: 'red' | 'green'): LotteryRule {
  const coloursOf = (outcome: LotteryOutcome) => WIN_GO_COLOURS[valueAt(outcome, 0)] ?? [];
  return {
    kind: colour,
    picks: [],
    nominalHundredths: 200,
    partialHundredths: 150,
    wins: (outcome) => coloursOf(outcome).includes(colour) && !coloursOf(outcome).includes('violet'),
    winsPartially: (outcome) => coloursOf(outcome).includes(colour) && coloursOf(outcome).includes('violet'),
  };
}

const WIN_GO: LotteryGameRules = {
  id: 'wingo',
  outcomeLength: 1,
  faceMin: 0,
  faceMax: 9,
  feeBasisPoints: 200,
  kinds: [
    {
      kind: 'number',
      picks: [[0, 9]],
      nominalHundredths: 900,
      wins: (outcome, pick) => valueAt(outcome, 0) === valueAt(pick, 0),
    },
    { kind: 'big', picks: [], nominalHundredths: 200, wins: (outcome) => valueAt(outcome, 0) >= 5 },
    { kind: 'small', picks: [], nominalHundredths: 200, wins: (outcome) => valueAt(outcome, 0) <= 4 },
    colourRule('green'),
    colourRule('red'),
    {
      kind: 'violet',
      picks: [],
      nominalHundredths: 450,
      wins: (outcome) => (WIN_GO_COLOURS[valueAt(outcome, 0)] ?? []).includes('violet'),
    },
  ],
};

/** K3 sum multipliers for sums 3…10; sum s and 21 − s are equally likely, so 11…18 mirror them. */
const K3_SUM_LOW_HUNDREDTHS = [20_736, 6_912, 3_456, 2_074, 1_383, 988, 830, 768];
const K3_SUM_HUNDREDTHS: Readonly<Record<number, number>> = Object.fromEntries(
  K3_SUM_LOW_HUNDREDTHS.flatMap((hundredths, index) => [
    [3 + index, hundredths],
    [18 - index, hundredths],
  ]),
);
const DIE: readonly [number, number] = [1, 6];
const isTriple = (dice: LotteryOutcome): boolean => countOf(dice, valueAt(dice, 0)) === 3;

const K3: LotteryGameRules = {
  id: 'k3',
  outcomeLength: 3,
  faceMin: 1,
  faceMax: 6,
  feeBasisPoints: 0,
  kinds: [
    {
      kind: 'sum',
      picks: [[3, 18]],
      nominalHundredths: 20_736,
      nominalHundredthsByPick: K3_SUM_HUNDREDTHS,
      wins: (dice, pick) => sumOf(dice) === valueAt(pick, 0),
    },
    // Triples are not excluded from the four even-money kinds: their RTP is 0.96 as it is.
    { kind: 'big', picks: [], nominalHundredths: 192, wins: (dice) => sumOf(dice) >= 11 },
    { kind: 'small', picks: [], nominalHundredths: 192, wins: (dice) => sumOf(dice) <= 10 },
    { kind: 'odd', picks: [], nominalHundredths: 192, wins: (dice) => isOdd(sumOf(dice)) },
    { kind: 'even', picks: [], nominalHundredths: 192, wins: (dice) => isEven(sumOf(dice)) },
    { kind: 'anyTriple', picks: [], nominalHundredths: 3_456, wins: isTriple },
    {
      kind: 'triple',
      picks: [DIE],
      nominalHundredths: 20_736,
      wins: (dice, pick) => countOf(dice, valueAt(pick, 0)) === 3,
    },
    {
      kind: 'pair',
      picks: [DIE, DIE],
      nominalHundredths: 6_912,
      picksAllowed: (pick) => valueAt(pick, 0) !== valueAt(pick, 1),
      wins: (dice, pick) => countOf(dice, valueAt(pick, 0)) === 2 && countOf(dice, valueAt(pick, 1)) === 1,
    },
    {
      kind: 'double',
      picks: [DIE],
      nominalHundredths: 1_383,
      wins: (dice, pick) => countOf(dice, valueAt(pick, 0)) === 2,
    },
    {
      kind: 'threeDifferent',
      picks: [DIE, DIE, DIE],
      nominalHundredths: 3_456,
      picksAllowed: strictlyAscending,
      wins: (dice, pick) => pick.every((face) => countOf(dice, face) === 1),
    },
    {
      kind: 'straight',
      picks: [],
      nominalHundredths: 864,
      wins: (dice) => new Set(dice).size === 3 && Math.max(...dice) - Math.min(...dice) === 2,
    },
    {
      kind: 'twoDifferent',
      picks: [DIE, DIE],
      nominalHundredths: 691,
      picksAllowed: strictlyAscending,
      wins: (dice, pick) => pick.every((face) => dice.includes(face)),
    },
  ],
};

const POSITION: readonly [number, number] = [0, 4];
/** A 5D bet on one position's digit: the position is the bet's first pick. */
const positionRule = (kind: string, wins: (digit: number) => boolean): LotteryRule => ({
  kind,
  picks: [POSITION],
  nominalHundredths: 200,
  wins: (digits, pick) => wins(valueAt(digits, valueAt(pick, 0))),
});
/** A 5D bet on the sum of the five digits (0…45, symmetric around 22.5). */
const sumRule = (kind: string, wins: (sum: number) => boolean): LotteryRule => ({
  kind,
  picks: [],
  nominalHundredths: 200,
  wins: (digits) => wins(sumOf(digits)),
});

const FIVE_D: LotteryGameRules = {
  id: '5d',
  outcomeLength: 5,
  faceMin: 0,
  faceMax: 9,
  feeBasisPoints: 200,
  kinds: [
    {
      kind: 'digit',
      picks: [POSITION, [0, 9]],
      nominalHundredths: 900,
      wins: (digits, pick) => valueAt(digits, valueAt(pick, 0)) === valueAt(pick, 1),
    },
    positionRule('positionBig', (digit) => digit >= 5),
    positionRule('positionSmall', (digit) => digit <= 4),
    positionRule('positionOdd', isOdd),
    positionRule('positionEven', isEven),
    sumRule('sumBig', (sum) => sum >= 23),
    sumRule('sumSmall', (sum) => sum <= 22),
    sumRule('sumOdd', isOdd),
    sumRule('sumEven', isEven),
  ],
};

const LOTTERY_RULES: Record<LotteryGameId, LotteryGameRules> = { wingo: WIN_GO, k3: K3, '5d': FIVE_D };
export const LOTTERY_GAMES: Record<LotteryGameId, LotteryGameDefinition> = LOTTERY_RULES;

const ruleOf = (gameId: LotteryGameId, kind: string): LotteryRule | undefined =>
  LOTTERY_RULES[gameId].kinds.find((rule) => rule.kind === kind);

const picksInRange = (ranges: LotteryKind['picks'], pick: readonly number[]): boolean =>
  pick.length === ranges.length &&
  ranges.every(([min, max], index) => {
    const value = valueAt(pick, index);
    return Number.isInteger(value) && value >= min && value <= max;
  });

export function isValidSelection(gameId: LotteryGameId, selection: LotterySelection): boolean {
  if (!isLotteryGameId(gameId) || !Array.isArray(selection.pick)) return false;
  const rule = ruleOf(gameId, selection.kind);
  if (!rule || !picksInRange(rule.picks, selection.pick)) return false;
  return rule.picksAllowed?.(selection.pick) ?? true;
}

/** The rule of a selection that must be valid: settling an unvalidated bet is a bug, not a loss. */
function validRuleOf(gameId: LotteryGameId, selection: LotterySelection): LotteryRule {
  const rule = isValidSelection(gameId, selection) ? ruleOf(gameId, selection.kind) : undefined;
  if (!rule) throw new RangeError(`invalid ${gameId} selection ${JSON.stringify(selection)}`);
  return rule;
}

/** A nominal multiplier after the game's fee, floored to the hundredth, so the fee never rounds in favour. */
const afterFee = (hundredths: number, feeBasisPoints: number): number =>
  Math.floor((hundredths * (BASIS_POINTS - feeBasisPoints)) / BASIS_POINTS);

const fullNominalOf = (rule: LotteryRule, pick: readonly number[]): number =>
  rule.nominalHundredthsByPick?.[valueAt(pick, 0)] ?? rule.nominalHundredths;

/** The generic evaluation of a pay table row against an outcome. */
function paidByRule(
  rule: LotteryRule,
  feeBasisPoints: number,
  pick: readonly number[],
  outcome: LotteryOutcome,
) {
  if (rule.wins(outcome, pick)) return afterFee(fullNominalOf(rule, pick), feeBasisPoints);
  if (rule.winsPartially?.(outcome, pick)) return afterFee(rule.partialHundredths ?? 0, feeBasisPoints);
  return 0;
}

/**
 * The multiplier paid (after the fee) in hundredths, floored; 0 when the selection loses.
 * Throws a RangeError for a selection `isValidSelection` refuses.
 */
export function paidHundredths(
  gameId: LotteryGameId,
  selection: LotterySelection,
  outcome: LotteryOutcome,
): number {
  const rule = validRuleOf(gameId, selection);
  return paidByRule(rule, LOTTERY_RULES[gameId].feeBasisPoints, selection.pick, outcome);
}

/** The best multiplier a selection can pay (after fee), in hundredths: what the bet panel shows. */
export function maxPaidHundredths(gameId: LotteryGameId, selection: LotterySelection): number {
  const rule = validRuleOf(gameId, selection);
  return afterFee(fullNominalOf(rule, selection.pick), LOTTERY_RULES[gameId].feeBasisPoints);
}

/** Every tuple of integers within `ranges`, the first the most significant (lexicographic order). */
function tuplesWithin(ranges: readonly (readonly [number, number])[]): number[][] {
  return ranges.reduce<number[][]>(
    (tuples, [min, max]) =>
      tuples.flatMap((tuple) =>
        Array.from({ length: max - min + 1 }, (_, offset) => [...tuple, min + offset]),
      ),
    [[]],
  );
}

/**
 * Every outcome of a game, enumerated once and frozen: the RTP of each of 5D's 74 selections walks the same
 * 100 000 outcomes, and building them again each time would cost more than evaluating them.
 */
const enumeratedOutcomes = new Map<LotteryGameId, readonly LotteryOutcome[]>();
function outcomesOf(gameId: LotteryGameId): readonly LotteryOutcome[] {
  const known = enumeratedOutcomes.get(gameId);
  if (known) return known;
  const { outcomeLength, faceMin, faceMax } = LOTTERY_RULES[gameId];
  const faces = faceMax - faceMin + 1;
  // Outcome i is i written in base `faces`, most significant digit first, hence lexicographic order.
  const outcomes = Array.from({ length: faces ** outcomeLength }, (_, index) => {
    const outcome = new Array<number>(outcomeLength);
    for (let position = outcomeLength - 1, rest = index; position >= 0; position--) {
      outcome[position] = faceMin + (rest % faces);
      rest = Math.floor(rest / faces);
    }
    return Object.freeze(outcome);
  });
  enumeratedOutcomes.set(gameId, outcomes);
  return outcomes;
}

/** Every outcome, in lexicographic order (10 / 216 / 100 000). */
export function allOutcomes(gameId: LotteryGameId): LotteryOutcome[] {
  return [...outcomesOf(gameId)];
}

/** Every valid selection of a game (every kind × every valid pick). */
export function allSelections(gameId: LotteryGameId): LotterySelection[] {
  return LOTTERY_RULES[gameId].kinds.flatMap((rule) =>
    tuplesWithin(rule.picks)
      .filter((pick) => rule.picksAllowed?.(pick) ?? true)
      .map((pick) => ({ kind: rule.kind, pick })),
  );
}

/** Exact RTP of a selection: Σ paid / (100 · outcomes count), by enumerating every outcome. Returns a number (e.g. 0.98). */
export function exactRtp(gameId: LotteryGameId, selection: LotterySelection): number {
  const rule = validRuleOf(gameId, selection);
  const { feeBasisPoints } = LOTTERY_RULES[gameId];
  const outcomes = outcomesOf(gameId);
  let paid = 0;
  for (const outcome of outcomes) paid += paidByRule(rule, feeBasisPoints, selection.pick, outcome);
  return paid / (100 * outcomes.length);
}

/** Minimum and maximum exact RTP over all selections of a game (for the published table). */
export function rtpRange(gameId: LotteryGameId): { min: number; max: number } {
  const rtps = allSelections(gameId).map((selection) => exactRtp(gameId, selection));
  return { min: Math.min(...rtps), max: Math.max(...rtps) };
}

/**
 * The draw: floats = fairFloats({ serverSeed: seed, clientSeed: betsDigest, nonce: periodNumber }, outcomeLength);
 * each face = faceMin + floor(float × (faceMax − faceMin + 1)). The seed is committed before the period opens
 * and the digest exists only once betting has closed, so nobody can know the result while bets are taken.
 */
export function drawLotteryOutcome(
  gameId: LotteryGameId,
  seed: string,
  betsDigest: string,
  periodNumber: number,
): LotteryOutcome {
  if (!Number.isSafeInteger(periodNumber) || periodNumber < 0) {
    throw new RangeError(`invalid lottery period number ${periodNumber}`);
  }
  const { outcomeLength, faceMin, faceMax } = LOTTERY_RULES[gameId];
  const floats = fairFloats({ serverSeed: seed, clientSeed: betsDigest, nonce: periodNumber }, outcomeLength);
  return floats.map((float) => faceMin + Math.floor(float * (faceMax - faceMin + 1)));
}

/** One accepted bet as published for the digest (amount in minor units as a decimal string). */
export interface LotteryDigestBet {
  id: number;
  kind: string;
  pick: number[];
  amountMinor: string;
}

/**
 * SHA-256 hex over the period's accepted bets, sorted by id, one line each `${id}:${kind}:${pick.join(',')}:${amountMinor}`
 * joined by '\n' (the empty string when there are none). It is the value that did not exist before betting closed.
 */
export function lotteryBetsDigest(bets: readonly LotteryDigestBet[]): string {
  const lines = [...bets]
    .sort((left, right) => left.id - right.id)
    .map((bet) => `${bet.id}:${bet.kind}:${bet.pick.join(',')}:${bet.amountMinor}`);
  return sha256Hex(lines.join('\n'));
}
