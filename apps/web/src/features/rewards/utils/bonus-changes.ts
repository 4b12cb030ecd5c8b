import type { MyBonuses } from '@casino/contracts';

/**
 * True when a bonus list may come with new balances: the first read, or a bonus that is new or changed
 * state (a met bonus turned into cash, an expired one was forfeited) since the previous read.
 */
export function balancesMayHaveMoved(previous: MyBonuses | undefined, next: MyBonuses): boolean {
  if (!previous) return true;
  const before = new Map(previous.grants.map((grant) => [grant.id, grant.status]));
  return next.grants.some((grant) => before.get(grant.id) !== grant.status);
}
