import { ApiError } from '../../platform/errors.ts';
import { findOperatorById, type OperatorRow } from './operators.repo.ts';

/**
 * Four eyes mean two people. Staff accounts name their person (every alias account of one person names
 * the same), and their sponsors: the people who created the account or gave it roles, and those people's
 * own sponsors, as they were then. A sponsor knew the account's first password or chose its powers, so
 * it may be their alias whatever person it names: the two are never each other's second pair of eyes.
 * The first admin has no sponsor; the accounts it creates have it, so it pairs only with accounts made by
 * other admins, and two accounts it made pair with each other.
 */
export type Approver = Pick<OperatorRow, 'id' | 'person' | 'sponsors' | 'disabled' | 'approvalsVoidBefore'>;

/** The staff account `id` as an approval reads it (in the caller's transaction). */
export const approverOf = findOperatorById;

/**
 * Whether an approval `approver` gave at `approvedAt` still counts: not while they are disabled, nor once
 * they were disabled or lost a role after it (re-enabling does not bring it back).
 */
export function approvalCounts(
  approver: Pick<Approver, 'disabled' | 'approvalsVoidBefore'>,
  approvedAt: Date,
): boolean {
  if (approver.disabled) return false;
  return approver.approvalsVoidBefore === null || approver.approvalsVoidBefore < approvedAt;
}

/**
 * Refuses `second` as the other pair of eyes on `first`'s approval: the same account
 * (SECOND_APPROVER_REQUIRED), or the same person, or a sponsor of the other (APPROVER_NOT_INDEPENDENT).
 */
export function assertIndependentApprovers(first: Approver, second: Approver): void {
  if (first.id === second.id) throw new ApiError('SECOND_APPROVER_REQUIRED');
  if (
    first.person === second.person ||
    second.sponsors.includes(first.person) ||
    first.sponsors.includes(second.person)
  ) {
    throw new ApiError('APPROVER_NOT_INDEPENDENT');
  }
}

/** The sponsors an account gets from `actor` creating it or giving it roles: the actor and theirs. */
export const sponsorsFrom = (actor: Pick<OperatorRow, 'person' | 'sponsors'>, kept: readonly string[] = []) =>
  [...new Set([...kept, actor.person, ...actor.sponsors])].sort();
