import { api } from '../../../lib/api';
import type { EditedSwitches } from '../settings-draft';
import { siteSettingsSchema, type SiteSettings } from './get-site-settings';

const switchesSchema = siteSettingsSchema.shape.switches;

/**
 * PATCH /api/operator/site/settings with only the changed keys; answers every switch. A refused key comes
 * back as INVALID_INPUT with `extra.field` naming it and `extra.reason` SETTING_UNKNOWN or SETTING_INVALID.
 */
export async function updateSiteSettings(
  changes: Partial<EditedSwitches>,
): Promise<SiteSettings['switches']> {
  const { model } = await api('PATCH', '/site/settings', { body: changes });
  return switchesSchema.parse(model);
}
