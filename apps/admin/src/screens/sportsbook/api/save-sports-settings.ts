import { sportsSettingsSchema, type SportsSettings } from '@casino/contracts';

import { api } from '../../../lib/api';

/** PUT /api/operator/sports/settings: replaces every setting; answers them as stored. */
export async function saveSportsSettings(settings: SportsSettings): Promise<SportsSettings> {
  const { model } = await api('PUT', '/sports/settings', { body: settings });
  return sportsSettingsSchema.parse(model);
}
