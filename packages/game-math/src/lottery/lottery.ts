import { fairFloats, sha256Hex } from '../fairness/seeds.ts';
import { fiveD } from './five-d.ts';
import { isLotteryGameId, type LOTTERY_GAME_IDS, type LotteryGameId } from './ids.ts';
import { k3 } from './k3.ts';
import type {
  LotteryGameDefinition,
  LotteryGameRules,
  LotteryKind,
  LotteryOutcome,
  LotteryRule,
  LotterySelection,
} from './lottery-game.ts';
import { valueAt } from './lottery-game.ts';
import { wingo } from './wingo.ts';

export { isLotteryGameId, LOTTERY_GAME_IDS, type LotteryGameId } from './ids.ts';
export {
  defineLotteryGame,
  type LotteryGameDefinition,
  type LotteryKind,
  type LotteryOutcome,
  type LotterySelection,
} from './lottery-game.ts';
export { winGoColours } from './wingo.ts';

/**
 * The lottery games of the chat rooms (issue 16), drawn once a period for every player of a room. Each game
 * is one `defineLotteryGame` module (lottery-game.ts): its outcome space and a pay table of data — its
 * kinds of bet, their picks and multipliers, each with a small win predicate. Everything else here
 * (validation, payout, enumeration, the exact RTP, the draw) is one generic evaluation of that table, so a
 * game is declared once and the server, the bet panel, the verifier and the benchmark all read the same
 * numbers. A new game is its module, its entry below and its id in ids.ts (the compiler refuses the two
 * lists out of step), and its texts in the language packs.
 */
export const LOTTERY_GAME_LIST = [wingo, k3, fiveD] as const;

/** The definitions list exactly the ids of ids.ts, in the same order (checked by the compiler). */
type IdsOf<Games extends readonly unknown[]> = {
  -readonly [K in keyof Games]: Games[K] extends { readonly id: infer Id } ? Id : never;
};
type Listed = IdsOf<typeof LOTTERY_GAME_LIST>;
type Declared = [...typeof LOTTERY_GAME_IDS];
export const LOTTERY_DEFINITIONS_MATCH_IDS: [Listed] extends [Declared]
  ? [Declared] extends [Listed]
    ? true
    : false
  : false = true;

const LOTTERY_RULES = Object.fromEntries(LOTTERY_GAME_LIST.map((game) => [game.id, game])) as Record<
  LotteryGameId,
  LotteryGameRules
>;

/** Every lottery game's definition by id. */
export const LOTTERY_GAMES: Readonly<Record<LotteryGameId, LotteryGameDefinition>> = LOTTERY_RULES;

const BASIS_POINTS = 10_000;

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
 * The draw: floats = fairFloats({ serverSeed: seed, clientSeed, nonce: periodNumber }, outcomeLength), where
 * clientSeed = `${betsDigest}:${beaconRandomness}` (both lower-case hex) — or betsDigest alone for a term drawn
 * before the beacon (issue 34); each face = faceMin + floor(float × (faceMax − faceMin + 1)). The seed is
 * committed before the period opens; the digest exists only once betting has closed; the beacon's randomness
 * is that of the first drand round published after the cut-off, which nobody — the operator included — knows
 * while bets are taken, so neither a last bet nor the seed's holder can choose the result.
 */
export function drawLotteryOutcome(
  gameId: LotteryGameId,
  seed: string,
  betsDigest: string,
  periodNumber: number,
  beaconRandomness?: string,
): LotteryOutcome {
  if (!Number.isSafeInteger(periodNumber) || periodNumber < 0) {
    throw new RangeError(`invalid lottery period number ${periodNumber}`);
  }
  const { outcomeLength, faceMin, faceMax } = LOTTERY_RULES[gameId];
  const clientSeed = beaconRandomness === undefined ? betsDigest : `${betsDigest}:${beaconRandomness}`;
  const floats = fairFloats({ serverSeed: seed, clientSeed, nonce: periodNumber }, outcomeLength);
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
