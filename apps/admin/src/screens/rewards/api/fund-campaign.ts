import { campaignSchema, type Campaign, type fundCampaignRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/reward_campaigns/:id/fund takes. */
export type FundCampaignBody = z.input<typeof fundCampaignRequestSchema>;

/** POST /api/operator/reward_campaigns/:id/fund (finance): moves money from the bonus expense to the budget. */
export async function fundCampaign(campaignId: number, body: FundCampaignBody): Promise<Campaign> {
  const { model } = await api('POST', `/reward_campaigns/${campaignId}/fund`, { body });
  return campaignSchema.parse(model);
}
