import { campaignSchema, type Campaign, type createCampaignRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/reward_campaigns takes. */
export type CreateCampaignBody = z.input<typeof createCampaignRequestSchema>;

/** POST /api/operator/reward_campaigns (marketing): a new campaign, without budget until funded. */
export async function createCampaign(body: CreateCampaignBody): Promise<Campaign> {
  const { model } = await api('POST', '/reward_campaigns', { body });
  return campaignSchema.parse(model);
}
