import type { RewardDestination } from '@casino/contracts';

/** A text of the pack and its values. */
export interface Text {
  key: string;
  values?: Record<string, string | number>;
}

/** What a reward's destination is called (a bonus balance, or cash). */
export const BALANCE_NAME: Record<RewardDestination, string> = {
  task_bonus: 'REWARDS_BALANCE_TASK_BONUS',
  register_bonus: 'REWARDS_BALANCE_REGISTER_BONUS',
  cash: 'REWARDS_BALANCE_CASH',
};

const WAGER_RULE: Record<Exclude<RewardDestination, 'cash'>, string> = {
  task_bonus: 'REWARDS_RULE_TASK_BONUS',
  register_bonus: 'REWARDS_RULE_REGISTER_BONUS',
};

/**
 * How a reward is paid, in one line: into a bonus balance to be wagered `multiplier` times before it turns
 * into cash, or straight into cash (also a bonus with nothing to wager, which turns into cash at once).
 */
export function payoutRule(paysTo: RewardDestination, multiplier: number): Text {
  if (paysTo === 'cash' || multiplier <= 0) return { key: 'REWARDS_RULE_CASH' };
  return { key: WAGER_RULE[paysTo], values: { multiplier } };
}
