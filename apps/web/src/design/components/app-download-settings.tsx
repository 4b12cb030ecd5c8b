import { defineDesignComponent } from '../registry-types';

/**
 * A data-only block of a global page: it draws nothing; the wallet reads its data when it offers the app
 * after a paid deposit. Registered so that a design carrying it is not an unknown component.
 */
export const appDownloadSettingsBlock = defineDesignComponent({
  name: 'AppDownloadSettings',
  slot: 'overlay',
  Component: function AppDownloadSettings() {
    return null;
  },
});
