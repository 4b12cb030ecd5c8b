import { campaignSchema, type Campaign, type campaignStatusRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** A campaign's status as POST /api/operator/reward_campaigns/:id/status sets it. */
export type CampaignStatus = z.input<typeof campaignStatusRequestSchema>['status'];

/** POST /api/operator/reward_campaigns/:id/status (marketing): pauses, resumes or ends a campaign. */
export async function setCampaignStatus(campaignId: number, status: CampaignStatus): Promise<Campaign> {
  const { model } = await api('POST', `/reward_campaigns/${campaignId}/status`, { body: { status } });
  return campaignSchema.parse(model);
}
