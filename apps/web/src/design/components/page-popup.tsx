import { useTranslation } from 'react-i18next';

import { usePopupSlot } from '../../lib/popup-layer';
import { pagePopupBox, usePagePopupStore } from '../page-popup-store';
import { DesignIcon } from './design-icon';
import styles from './page-popup.module.css';

/** The page popup: a title bar and the url in an iframe that may read and write the clipboard. */
export function PagePopup() {
  const { t } = useTranslation();
  const data = usePagePopupStore((state) => state.data);
  const open = usePagePopupStore((state) => state.open);
  const close = usePagePopupStore((state) => state.close);
  const { zIndex, visible } = usePopupSlot(data !== null && open);
  if (!data) return null;
  const box = pagePopupBox(window.innerWidth);
  return (
    <div className={styles.layer} style={{ zIndex }} hidden={!open || !visible} data-testid="page-popup">
      <div className={styles.mask} onClick={close} aria-hidden="true" />
      <div
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={data.title || t('PAGE')}
        style={box}
      >
        <div className={styles.bar}>
          <span className={styles.title}>{data.title}</span>
          <button type="button" className={styles.close} onClick={close} aria-label={t('CLOSE')}>
            <DesignIcon name="close" />
          </button>
        </div>
        <iframe
          className={styles.frame}
          src={data.url}
          title={data.title || data.url}
          allow="clipboard-read; clipboard-write"
        />
      </div>
    </div>
  );
}
