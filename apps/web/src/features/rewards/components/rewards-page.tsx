import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { BonusList } from './bonus-list';
import { CheckinCard } from './checkin-card';
import styles from './rewards-page.module.css';
import { SalarySection } from './salary-section';
import { VipSection } from './vip-section';

/**
 * The rewards area (`/rewards`): the VIP level with the way to the next one, rakeback and the ladder, the
 * daily check-in, the player's bonuses with their wagering progress and rules, and the weekly salary where
 * the site runs one. A visitor is asked to log in.
 */
export function RewardsPage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const openLogin = useUiStore((state) => state.openLogin);
  if (!loggedIn) {
    return (
      <div className={styles.page} data-testid="rewards-login">
        <h1 className={styles.title}>{t('REWARDS_TITLE')}</h1>
        <p>{t('REWARDS_LOGIN_REQUIRED')}</p>
        <Button onClick={() => openLogin('login')}>{t('LOG_IN')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="rewards-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('REWARDS_TITLE')}</h1>
        <p className={styles.intro}>{t('REWARDS_INTRO')}</p>
      </header>
      <div className={styles.grid}>
        <VipSection />
        <CheckinCard />
        <BonusList />
        <SalarySection />
      </div>
    </div>
  );
}
