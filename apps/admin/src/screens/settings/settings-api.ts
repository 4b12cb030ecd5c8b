import { safeStringSchema, siteConfigSchema } from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';
import type { EditedSwitches } from './settings-draft';

/** GET /api/operator/site/settings: the maintenance flag and every switch (the server fills defaults). */
export const siteSettingsSchema = z.object({
  maintenance: z.boolean(),
  switches: z.record(safeStringSchema, z.unknown()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const switchesSchema = siteSettingsSchema.shape.switches;
const maintenanceSchema = z.object({ maintenance: z.boolean() });
const currenciesSchema = siteConfigSchema.pick({ currencies: true });

/** Query keys of this screen. */
export const settingsKeys = {
  settings: ['site-settings'] as const,
  currencies: ['site-settings', 'currencies'] as const,
};

/** GET /api/operator/site/settings. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { model } = await api('GET', '/site/settings');
  return siteSettingsSchema.parse(model);
}

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

/** POST /api/operator/site/maintenance: while on, players' calls answer MAINTENANCE (-120). */
export async function setSiteMaintenance(enabled: boolean): Promise<boolean> {
  const { model } = await api('POST', '/site/maintenance', { body: { enabled } });
  return maintenanceSchema.parse(model).maintenance;
}

/** GET /api/home/site_config: the site's currency codes, offered when adding a four-eyes threshold. */
export async function fetchCurrencyCodes(): Promise<string[]> {
  const { model } = await api('GET', '/api/home/site_config');
  return currenciesSchema.parse(model).currencies.map((currency) => currency.id);
}
