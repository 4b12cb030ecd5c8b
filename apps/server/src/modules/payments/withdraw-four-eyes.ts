import { parseAmount } from '@casino/game-math';

import type { Tx } from '../../db/client.ts';
import { approvalCounts, approverOf, assertIndependentApprovers, type Approver } from '../operators/index.ts';
import type { withdrawOrders } from './payments.tables.ts';

type OrderRow = typeof withdrawOrders.$inferSelect;

/**
 * The four-eyes amount of a currency in minor units, as the site sets it when an order is made (null:
 * one approval). An amount the currency cannot hold (too many decimals) errs on the side of a second
 * approver: every amount is above it.
 */
export function secondApprovalAboveMinor(
  limits: Readonly<Record<string, number>>,
  currencyId: string,
  decimals: number,
): bigint | null {
  const limit = limits[currencyId];
  if (limit === undefined) return null;
  const parsed = parseAmount(limit, decimals);
  return parsed.ok ? parsed.minor : 0n;
}

/** Whether the order needs two approvers, by the rule it was made under (a later change does not apply). */
export const needsSecondApproval = (order: Pick<OrderRow, 'amountMinor' | 'secondApprovalAboveMinor'>) =>
  order.secondApprovalAboveMinor !== null && order.amountMinor > order.secondApprovalAboveMinor;

/**
 * What an approval by `approver` does to a pending order: pays it (`final`), or is its first approval
 * and the order waits (`first`). The first approval counts only while its operator is enabled and has
 * kept their roles since; a void one is replaced by this. The second must be another person, neither
 * a sponsor of the first nor sponsored by them (refused: SECOND_APPROVER_REQUIRED, APPROVER_NOT_INDEPENDENT).
 */
export async function approvalStep(
  tx: Tx,
  order: OrderRow,
  approver: Approver,
): Promise<{ step: 'first' | 'final'; voidedFirst: number | null }> {
  if (!needsSecondApproval(order)) return { step: 'final', voidedFirst: null };
  if (order.firstApprovedBy === null || order.firstApprovedAt === null)
    return { step: 'first', voidedFirst: null };
  const first = await approverOf(tx, order.firstApprovedBy);
  if (!first || !approvalCounts(first, order.firstApprovedAt))
    return { step: 'first', voidedFirst: order.firstApprovedBy };
  assertIndependentApprovers(first, approver);
  return { step: 'final', voidedFirst: null };
}

/** Whether the order's first approval still counts, as the review queue shows it. */
export const firstApprovalCounts = (
  order: Pick<OrderRow, 'status' | 'firstApprovedAt'>,
  first: Pick<Approver, 'disabled' | 'approvalsVoidBefore'> | null,
): boolean =>
  first !== null &&
  order.firstApprovedAt !== null &&
  (order.status !== 'PENDING_REVIEW' || approvalCounts(first, order.firstApprovedAt));
