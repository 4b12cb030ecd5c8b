import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { playerMoneyText } from '../../../lib/money/player-money';
import { useOpenLink } from '../../../lib/navigation/use-open-link';
import type { NoticePopupData } from '../../../lib/ui-store';
import { pushText } from '../utils/text-values';
import styles from './notices.module.css';

/** What the popup needs. */
export interface NoticePushPopupProps {
  /** The popup on show. */
  popup: NoticePopupData;
  /** Called when the player closes it (close icon, Escape, the button, or the mask when allowed). */
  onClose: () => void;
}

/**
 * A notice popup (spec §4 "Notice popup types"): the title and text of a pushed event or notice, or a
 * configured popup's image, text and button. A click on the popup's body follows its link and closes it.
 */
export function NoticePushPopup({ popup, onClose }: NoticePushPopupProps) {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const titleId = useId();
  const textId = useId();
  const config = popup.config ?? {};
  const follow = () => {
    onClose();
    if (config.link) openLink(config.link);
  };
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      closeLabel={t('CLOSE')}
      testId="notice-push-popup"
    >
      <div className={styles.popup}>
        {config.bg ? <img className={styles.popupImage} src={config.bg} alt="" /> : null}
        <h2 id={titleId} className={styles.popupTitle}>
          {pushText(popup.title, popup.values, playerMoneyText)}
        </h2>
        <p
          id={textId}
          className={styles.popupText}
          style={{
            color: config.contentTextColor,
            fontSize: config.contentTextSize,
            padding: config.contentPadding === undefined ? undefined : `0 ${config.contentPadding}px`,
          }}
        >
          {pushText(popup.content, popup.values, playerMoneyText)}
        </p>
        <Button
          block
          data-autofocus
          onClick={follow}
          style={{
            background: config.buttonBg,
            color: config.buttonTextColor,
            marginTop: config.buttonMargin,
          }}
          data-testid="notice-push-popup-ok"
        >
          {config.buttonText ? t(config.buttonText) : t('NOTICES_OK')}
        </Button>
      </div>
    </Modal>
  );
}
