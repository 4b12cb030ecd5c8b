import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { readLocal } from '../../../lib/storage/local-storage';
import { useUiStore } from '../../../lib/ui-store';
import { WheelBoard } from './wheel-board';
import styles from './wheel.module.css';

/** A decorative wheel of eight blank segments: a visitor sees no prizes until the real ones are read. */
const BLANK_WHEEL = Array.from({ length: 8 }, () => ({}));

/**
 * The wheel for a visitor: how spins are earned and why they are fair, and the way in (register, or log
 * in). An invite code taken from the address is named: the register form sends it.
 */
export function WheelVisitor() {
  const { t } = useTranslation();
  const openLogin = useUiStore((state) => state.openLogin);
  const inviteCode = readLocal('InvitedCode');
  return (
    <section className={`${styles.card} ${styles.visitor}`} data-testid="wheel-visitor">
      <div className={styles.visitorArt}>
        <WheelBoard segments={BLANK_WHEEL} />
      </div>
      <div className={styles.visitorText}>
        <h2 className={styles.cardTitle}>{t('WHEEL_VISITOR_TITLE')}</h2>
        <ol className={styles.steps}>
          <li>{t('WHEEL_VISITOR_STEP_REGISTER')}</li>
          <li>{t('WHEEL_VISITOR_STEP_INVITE')}</li>
          <li>{t('WHEEL_VISITOR_STEP_SPIN')}</li>
        </ol>
        {inviteCode ? (
          <p className={styles.inviteNote} data-testid="wheel-invite-code">
            {t('WHEEL_VISITOR_INVITED', { code: inviteCode })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => openLogin('register')} data-testid="wheel-register">
            {t('REGISTER')}
          </Button>
          <Button variant="secondary" onClick={() => openLogin('login')} data-testid="wheel-login">
            {t('LOG_IN')}
          </Button>
        </div>
      </div>
    </section>
  );
}
