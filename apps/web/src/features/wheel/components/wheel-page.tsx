import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useWheelInfo } from '../hooks/use-wheel';
import { WheelGame } from './wheel-game';
import { WheelVisitor } from './wheel-visitor';
import styles from './wheel.module.css';

/** The wheel of a logged-in player: the game, or where the market has no wheel, a plain message. */
function PlayerWheel() {
  const { t } = useTranslation();
  const info = useWheelInfo();
  if (info.data) {
    return info.data.available ? (
      <WheelGame info={info.data} />
    ) : (
      <p className={styles.unavailable} data-testid="wheel-unavailable">
        {t('WHEEL_UNAVAILABLE')}
      </p>
    );
  }
  if (info.error) {
    return (
      <div className={styles.failed}>
        <p role="alert">{refusalText(info.error)}</p>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {t('TRY_AGAIN')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.muted}>
      {t('PLEASE_WAIT')}
    </p>
  );
}

/**
 * The invite wheel (`/freeSpin`, spec §2): a player earns a spin for each friend who qualifies, spins a
 * provably fair wheel and checks the spin in the browser. A visitor is told how it works and asked to
 * register (an invite code from the address is kept for the form).
 */
export function WheelPage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  return (
    <div className={styles.page} data-testid="wheel-page">
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('WHEEL_KICKER')}</p>
        <h1 className={styles.title}>{t('WHEEL_TITLE')}</h1>
        <p className={styles.intro}>{t('WHEEL_INTRO')}</p>
      </header>
      {loggedIn ? <PlayerWheel /> : <WheelVisitor />}
    </div>
  );
}
