import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './pwa.module.css';

/** Safari's Share icon: a box with an arrow out of its top. */
function ShareIcon() {
  return (
    <svg
      className={styles.stepIcon}
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3v12M8 7l4-4 4 4M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}

/** The "Add to Home Screen" menu icon: a plus in a rounded square. */
function AddToHomeIcon() {
  return (
    <svg
      className={styles.stepIcon}
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8.5v7M8.5 12h7" />
    </svg>
  );
}

/** The props of IosAddHomeGuide. */
export interface IosAddHomeGuideProps {
  /** Closes the guide (its button, ×, Escape or the mask). */
  onClose: () => void;
}

/** iOS Safari cannot prompt to install: the guide shows the two taps that add the site to the home screen. */
export function IosAddHomeGuide({ onClose }: IosAddHomeGuideProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      closeLabel={t('CLOSE')}
      testId="ios-add-home-guide"
    >
      <div className={styles.guide}>
        <h2 id={titleId} className={styles.guideTitle}>
          {t('PWA_IOS_GUIDE_TITLE')}
        </h2>
        <p id={textId} className={styles.guideText}>
          {t('PWA_IOS_GUIDE_TEXT')}
        </p>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <span className={styles.stepText}>{t('PWA_IOS_STEP_SHARE')}</span>
            <ShareIcon />
          </li>
          <li className={styles.step}>
            <span className={styles.stepText}>{t('PWA_IOS_STEP_ADD')}</span>
            <AddToHomeIcon />
          </li>
          <li className={styles.step}>
            <span className={styles.stepText}>{t('PWA_IOS_STEP_CONFIRM')}</span>
          </li>
        </ol>
        <Button block onClick={onClose} data-autofocus data-testid="ios-add-home-done">
          {t('PWA_IOS_GUIDE_DONE')}
        </Button>
      </div>
    </Modal>
  );
}
