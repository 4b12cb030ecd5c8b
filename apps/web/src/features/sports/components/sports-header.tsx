import type { SportsCatalogue } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { askParent, isFramed } from '../hooks/use-parent-frame';
import type { SportsAccount } from '../hooks/use-sports-account';
import { useSportsPrefs } from '../stores/sports-prefs-store';
import styles from './sports.module.css';

/** The inputs of SportsHeader. */
export interface SportsHeaderProps {
  account: SportsAccount;
  catalogue: SportsCatalogue | undefined;
}

/**
 * The sportsbook's header: its name, SANDBOX FEED while the bundled simulation prices it, and the balance
 * bets are paid from — a logged-in player switches Real / Demo, a visitor plays demo and may log in.
 */
export function SportsHeader({ account, catalogue }: SportsHeaderProps) {
  const { t } = useTranslation();
  const setDemoChosen = useSportsPrefs((state) => state.setDemoChosen);
  const { demo, loggedIn, balance, format } = account;
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        {/* In the /embed page's frame the page around says it already: the heading stays for screen readers. */}
        <h1 className={isFramed() ? styles.visuallyHidden : styles.title}>{t('SPORTS_TITLE')}</h1>
        {catalogue?.feed.sandbox ? (
          <span className={styles.sandbox} title={catalogue.feed.name} data-testid="sports-sandbox">
            {t('SPORTS_SANDBOX_FEED')}
          </span>
        ) : null}
      </div>
      <div className={styles.account}>
        <p className={styles.balance} data-testid="sports-balance" data-demo={demo} aria-live="polite">
          <span className={styles.balanceLabel}>{t(demo ? 'SPORTS_DEMO_BALANCE' : 'SPORTS_BALANCE')}</span>
          <strong>{balance === undefined ? '—' : format(balance)}</strong>
        </p>
        {loggedIn ? (
          <div className={styles.modeSwitch} role="group" aria-label={t('SPORTS_PLAY_MODE')}>
            {([false, true] as const).map((choice) => (
              <button
                key={String(choice)}
                type="button"
                className={styles.modeOption}
                aria-pressed={demo === choice}
                onClick={() => setDemoChosen(choice)}
                data-testid={choice ? 'sports-mode-demo' : 'sports-mode-real'}
              >
                {t(choice ? 'SPORTS_DEMO' : 'SPORTS_REAL')}
              </button>
            ))}
          </div>
        ) : (
          <>
            <span className={styles.demoBadge}>{t('SPORTS_DEMO')}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => askParent('login-required')}
              data-testid="sports-log-in"
            >
              {t('SPORTS_LOG_IN')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
