import type { ReportFlow } from '@casino/contracts';

import { classifyMovement, isGameFlow, type MovementClass } from '../reporting/index.ts';
import type { MovementGroup } from '../reporting/index.ts';

/**
 * What the back-office reports add up for one row (a key and a currency), in minor units. Every figure is
 * a flow of the regulator report's classification (reporting/ledger-flows.ts), summed by the gross amount
 * of its movements; a flow not listed here (adjustments, internal and house movements) is in no report.
 */
export interface Tally {
  key: string;
  currencyId: string;
  /** Stake movements: one per bet (a sports bet, a crash bet, a single-player round, a lottery ticket). */
  rounds: number;
  stakes: bigint;
  wins: bigint;
  refunds: bigint;
  reclaims: bigint;
  bonusGranted: bigint;
  bonusForfeited: bigint;
  deposits: bigint;
  withdrawals: bigint;
  /** Players with a bet movement (stake, win, refund, reclaim), by user id. */
  bettors: Set<string>;
}

/** The flows the reports add up; each is a bigint field of the tally. */
const SUMMED_FLOWS = [
  'stakes',
  'wins',
  'refunds',
  'reclaims',
  'bonusGranted',
  'bonusForfeited',
  'deposits',
  'withdrawals',
] as const satisfies readonly ReportFlow[];
type SummedFlow = (typeof SUMMED_FLOWS)[number];
const isSummed = (flow: ReportFlow): flow is SummedFlow =>
  (SUMMED_FLOWS as readonly ReportFlow[]).includes(flow);

/** The row a movement is counted in (its currency is added to it), or null to leave it out. */
export type KeyOf = (group: MovementGroup, movement: MovementClass) => string | null;

/** Rows by game: a bet's movement under its game (its product when it names none); nothing else. */
export const byGame: KeyOf = (group, { flow, product }) =>
  isGameFlow(flow) ? (group.gameId ?? product) : null;

const classOf = (group: MovementGroup): MovementClass =>
  classifyMovement(group.kind, {
    hasPlayer: group.userId !== null,
    playerNetSign: group.direction,
    againstHouse: group.againstHouse,
  });

/** Adds a snapshot's movement groups (reporting/report-queries.ts `readDay`) to `tallies`, by `keyOf`. */
export function addMovements(
  tallies: Map<string, Tally>,
  movements: readonly MovementGroup[],
  keyOf: KeyOf,
): void {
  for (const group of movements) {
    const movement = classOf(group);
    if (group.userId === null || !isSummed(movement.flow)) continue;
    const key = keyOf(group, movement);
    if (key === null) continue;
    const id = `${key}|${group.currencyId}`;
    let tally = tallies.get(id);
    if (tally === undefined) tallies.set(id, (tally = emptyTally(key, group.currencyId)));
    tally[movement.flow] += group.grossMinor;
    if (movement.flow === 'stakes') tally.rounds += group.count;
    if (isGameFlow(movement.flow)) tally.bettors.add(group.userId);
  }
}

const emptyTally = (key: string, currencyId: string): Tally => ({
  key,
  currencyId,
  rounds: 0,
  stakes: 0n,
  wins: 0n,
  refunds: 0n,
  reclaims: 0n,
  bonusGranted: 0n,
  bonusForfeited: 0n,
  deposits: 0n,
  withdrawals: 0n,
  bettors: new Set(),
});

/** A ledger kind that is a bet's movement, with its flow and product, as the classification reads it. */
export interface BetKind {
  kind: string;
  flow: 'stakes' | 'wins' | 'refunds' | 'reclaims';
  product: string;
}

/** The kinds among the movements that are bets' (for the per-round query, which cannot classify). */
export function betKindsOf(movements: readonly MovementGroup[]): BetKind[] {
  const kinds = new Map<string, BetKind>();
  for (const group of movements) {
    const { flow, product } = classOf(group);
    if (group.userId !== null && isGameFlow(flow) && product !== null)
      kinds.set(group.kind, { kind: group.kind, flow, product });
  }
  return [...kinds.values()];
}

/** What came back to the players of their bets: wins + refunds − reclaims (as the regulator report). */
export const payoutsOf = (tally: Tally): bigint => tally.wins + tally.refunds - tally.reclaims;

/** Bonus money the house gave: rewards granted less the bonus balances forfeited back to their budgets. */
export const bonusesOf = (tally: Tally): bigint => tally.bonusGranted - tally.bonusForfeited;

const compare = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** Rows in a stable order: by key, then currency. */
export const sortedTallies = (tallies: Map<string, Tally>): Tally[] =>
  [...tallies.values()].sort((a, b) => compare(a.key, b.key) || compare(a.currencyId, b.currencyId));
