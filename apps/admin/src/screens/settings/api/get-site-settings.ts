import { pendingSettingChangeSchema, safeStringSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

/**
 * GET /api/operator/site/settings: the maintenance flag, every switch (the server fills defaults), and the
 * changes of four-eyes settings one admin proposed, waiting for another to approve them.
 */
export const siteSettingsSchema = z.object({
  maintenance: z.boolean(),
  switches: z.record(safeStringSchema, z.unknown()),
  pendingChanges: z.array(pendingSettingChangeSchema),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Query key of the site's settings, written in place after a save or a maintenance switch. */
export const SITE_SETTINGS_KEY = ['site-settings'] as const;

/** GET /api/operator/site/settings. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const { model } = await api('GET', '/site/settings');
  return siteSettingsSchema.parse(model);
}

/** The site's settings; not refetched on focus, so a refetch never moves the switches under the form. */
export function useSiteSettings() {
  return useQuery({ queryKey: SITE_SETTINGS_KEY, queryFn: getSiteSettings, refetchOnWindowFocus: false });
}
