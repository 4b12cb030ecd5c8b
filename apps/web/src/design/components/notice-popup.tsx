import { NOTICE_POPUP_TYPE, type NoticePopupConfig } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useOpenLink } from '../../lib/navigation/use-open-link';
import { usePopupSlot } from '../../lib/popup-layer';
import { hasToken, useSessionStore, type SessionUser } from '../../lib/session/user-store';
import { defineDesignComponent } from '../registry-types';
import styles from './notice-popup.module.css';

/** Spec §4 "Notice popup types": who sees the popup. */
export function noticePopupApplies(type: NoticePopupConfig['type'], user: SessionUser | null): boolean {
  if (type === NOTICE_POPUP_TYPE.notLoggedIn) return !hasToken(user);
  if (type === NOTICE_POPUP_TYPE.notRecharged) return hasToken(user) && (user.rechargeCount ?? 0) === 0;
  if (type === NOTICE_POPUP_TYPE.completeRegistration) return hasToken(user);
  return true;
}

/**
 * Notice popup block: image, text, button and close icon. A click on it follows its link; it closes by
 * the close icon, by that click, or by the mask when enableMaskClose is set. Shown once per page load.
 */
export const noticePopupBlock = defineDesignComponent<NoticePopupConfig>({
  name: 'NoticePopup',
  slot: 'overlay',
  Component: function NoticePopup({ data }) {
    const { t } = useTranslation();
    const user = useSessionStore((state) => state.user);
    const openLink = useOpenLink();
    const [closed, setClosed] = useState(false);
    const wanted = !closed && noticePopupApplies(data.type, user);
    const { zIndex, visible } = usePopupSlot(wanted);
    if (!wanted || !visible) return null;
    const follow = () => {
      setClosed(true);
      openLink(data.link);
    };
    return (
      <div className={styles.layer} style={{ zIndex }} data-testid="notice-popup">
        <div
          className={styles.mask}
          aria-hidden="true"
          onClick={() => {
            if (data.enableMaskClose) setClosed(true);
          }}
        />
        <div className={styles.panel} role="dialog" aria-modal="true" aria-label={t('NOTIFICATION')}>
          <button
            type="button"
            className={styles.close}
            aria-label={t('CLOSE')}
            onClick={() => setClosed(true)}
          >
            ×
          </button>
          <button type="button" className={styles.body} onClick={follow}>
            {data.bg ? <img className={styles.image} src={data.bg} alt="" /> : null}
            {data.content ? (
              <span
                className={styles.content}
                style={{
                  padding: data.contentPadding,
                  color: data.contentTextColor,
                  fontSize: data.contentTextSize,
                }}
              >
                {t(data.content)}
              </span>
            ) : null}
            {data.buttonText ? (
              <span
                className={styles.button}
                style={{ margin: data.buttonMargin, background: data.buttonBg, color: data.buttonTextColor }}
              >
                {t(data.buttonText)}
              </span>
            ) : null}
          </button>
        </div>
      </div>
    );
  },
});
