import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { DesignIcon } from '../../../design/components/design-icon';
import styles from './pwa.module.css';

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
            <span className={styles.stepIcon}>
              <DesignIcon name="share" size={26} />
            </span>
          </li>
          <li className={styles.step}>
            <span className={styles.stepText}>{t('PWA_IOS_STEP_ADD')}</span>
            <span className={styles.stepIcon}>
              <DesignIcon name="addHome" size={26} />
            </span>
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
