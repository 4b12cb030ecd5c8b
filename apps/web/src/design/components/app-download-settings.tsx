import { z } from 'zod';

import { defineDesignComponent } from '../registry-types';

/** The recharge app-download popup's design data (spec §2): `mandatory` leaves it no way to be closed but downloading. */
export const appDownloadSettingsSchema = z.object({ mandatory: z.boolean().default(false) });

/**
 * A data-only block of a global page: it draws nothing; the wallet reads its data when it offers the app
 * after a paid deposit. Registered so that a design carrying it is not an unknown component.
 */
export const appDownloadSettingsBlock = defineDesignComponent({
  name: 'AppDownloadSettings',
  slot: 'overlay',
  schema: appDownloadSettingsSchema,
  Component: function AppDownloadSettings() {
    return null;
  },
});
