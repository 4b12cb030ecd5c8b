import { vipLadderSettingsSchema, type VipLadderSettings } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Query key of the VIP ladder, refreshed after it is saved. */
export const VIP_LADDER_KEY = ['rewards', 'vip-ladder'] as const;

/** GET /api/operator/vip_ladder (marketing): the ladder as saved, thresholds in the ladder's currency. */
export async function getVipLadder(): Promise<VipLadderSettings> {
  const { model } = await api('GET', '/vip_ladder');
  return vipLadderSettingsSchema.parse(model);
}

/** The saved VIP ladder. */
export function useVipLadder() {
  return useQuery({ queryKey: VIP_LADDER_KEY, queryFn: getVipLadder });
}
