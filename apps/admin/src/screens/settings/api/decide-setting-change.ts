import { api } from '../../../lib/api';
import { siteSettingsSchema, type SiteSettings } from './get-site-settings';

/**
 * POST /api/operator/site/settings/changes/:id/approve or .../discard: applies a change another admin
 * proposed (refused to its proposer and to accounts of the same person or their sponsors:
 * APPROVER_NOT_INDEPENDENT), or drops it. Answers the settings as they are now.
 */
export async function decideSettingChange(
  id: number,
  decision: 'approve' | 'discard',
): Promise<SiteSettings> {
  const { model } = await api('POST', `/site/settings/changes/${id}/${decision}`);
  return siteSettingsSchema.parse(model);
}
