import {
  APP_DOWNLOAD_SETTINGS_COMPONENT_ID,
  type AppDownloadSettings,
  type DesignPage,
} from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { globalBlockData } from '../../../design/global-blocks';
import { isStandalonePwa } from '../../../lib/device';
import { isNativeShell } from '../../../lib/native/shell';
import { openExternal } from '../../../lib/navigation/link-actions';
import styles from './wallet.module.css';

/** The popup's block data from the theme's global pages (spec §2), with defaults when there is none. */
export function rechargeAppDownloadBlock(pages: readonly DesignPage[]): AppDownloadSettings {
  return (
    globalBlockData<AppDownloadSettings>(pages, APP_DOWNLOAD_SETTINGS_COMPONENT_ID) ?? { mandatory: false }
  );
}

/** What the popup needs. */
export interface RechargeAppDownloadPopupProps {
  /** Where the app is downloaded from (startup settings apkLink). */
  downloadLink: string;
  /** The block data marks it mandatory: the mask and Escape do not close it. */
  mandatory?: boolean;
  /** Called when the player closes it. */
  onClose: () => void;
}

/**
 * Whether the popup may show at all (spec §2: web only): a download link, not disabled by the startup
 * settings (disableAppDownload), and never inside the native app or the installed web app.
 */
export function canOfferAppDownload(downloadLink: string, disabled: boolean): boolean {
  return Boolean(downloadLink) && !disabled && !isNativeShell() && !isStandalonePwa();
}

/** Spec §2: after a paid deposit, web players are offered the app. */
export function RechargeAppDownloadPopup({
  downloadLink,
  mandatory = false,
  onClose,
}: RechargeAppDownloadPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal
      onClose={mandatory ? () => undefined : onClose}
      labelledBy={titleId}
      describedBy={textId}
      closeLabel={mandatory ? undefined : t('CLOSE')}
      testId="recharge-app-download"
    >
      <div className={styles.wallet}>
        <h2 id={titleId} className={styles.title}>
          {t('WALLET_APP_DOWNLOAD_TITLE')}
        </h2>
        <p id={textId} className={styles.note}>
          {t('WALLET_APP_DOWNLOAD_TEXT')}
        </p>
        <Button
          block
          onClick={() => {
            openExternal(downloadLink);
            onClose();
          }}
          data-testid="recharge-app-download-open"
        >
          {t('WALLET_APP_DOWNLOAD_BUTTON')}
        </Button>
        {mandatory ? null : (
          <Button variant="ghost" block onClick={onClose}>
            {t('WALLET_NOT_NOW')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
