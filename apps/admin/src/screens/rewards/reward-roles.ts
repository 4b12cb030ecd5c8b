import type { OperatorRole } from '@casino/contracts';

/** Whether the roles may change campaigns and reward tables (the server admits marketing; admin admits all). */
export function mayManageRewards(roles: readonly OperatorRole[]): boolean {
  return roles.includes('admin') || roles.includes('marketing');
}

/** Whether the roles may fund a campaign's budget (the server admits finance; admin admits all). */
export function mayFundCampaigns(roles: readonly OperatorRole[]): boolean {
  return roles.includes('admin') || roles.includes('finance');
}
