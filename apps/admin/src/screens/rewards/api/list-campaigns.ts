import { campaignSchema, type Campaign } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const campaignsSchema = z.array(campaignSchema);

/** Query key of the campaigns list, refreshed after a campaign is created, funded or changes status. */
export const CAMPAIGNS_KEY = ['rewards', 'campaigns'] as const;

/** GET /api/operator/reward_campaigns: every campaign with its budget and status. */
export async function listCampaigns(): Promise<Campaign[]> {
  const { list } = await api('GET', '/reward_campaigns');
  return campaignsSchema.parse(list ?? []);
}

/** Every reward campaign. */
export function useCampaigns() {
  return useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: listCampaigns });
}
