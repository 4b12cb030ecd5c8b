import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { localeOf } from '../../../lib/i18n/language';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { localInstant } from '../api/responsible-state';
import { useResponsible } from '../hooks/use-responsible';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import styles from './responsible.module.css';

/** The risk warning and where to find help: plain text, nothing fetched from elsewhere. */
function HelpSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="responsible-help">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('RESPONSIBLE_HELP_TITLE')}
      </h2>
      <p>{t('RESPONSIBLE_RISK_WARNING')}</p>
      <p>{t('RESPONSIBLE_HELP_TEXT')}</p>
      <ul className={styles.helpList}>
        <li>{t('RESPONSIBLE_HELP_GA')}</li>
        <li>{t('RESPONSIBLE_HELP_CVV')}</li>
      </ul>
    </section>
  );
}

/**
 * The responsible-gaming page (`/account/responsible`): the player's limits, the reality check, a time-out
 * or self-exclusion, and the risk warning with where to find help.
 */
export function ResponsiblePage() {
  const { t, i18n } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const openLogin = useUiStore((state) => state.openLogin);
  const responsible = useResponsible();
  const state = responsible.data;
  const formatDate = useCallback(
    (localMs: number) =>
      new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
        localMs,
      ),
    [i18n.language],
  );
  const formatInstant = useCallback(
    (serverMs: number) => formatDate(state ? localInstant(state, serverMs) : serverMs),
    [formatDate, state],
  );

  const header = (
    <>
      <Link to="/account" className={styles.back}>
        {t('ACCOUNT_TITLE')}
      </Link>
      <h1 className={styles.title}>{t('RESPONSIBLE_PAGE_TITLE')}</h1>
    </>
  );
  if (!loggedIn) {
    return (
      <div className={styles.page}>
        {header}
        <p>{t('RESPONSIBLE_LOGIN_REQUIRED')}</p>
        <Button onClick={() => openLogin('login')}>{t('LOG_IN')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="responsible-page">
      {header}
      <p className={styles.intro}>{t('RESPONSIBLE_PAGE_INTRO')}</p>
      <div className={styles.sections}>
        {state ? (
          <>
            <LimitsSection state={state} formatInstant={formatInstant} />
            <RealityCheckSection state={state} formatInstant={formatInstant} />
          </>
        ) : responsible.error ? (
          <div role="alert" className={styles.card}>
            <p>{refusalText(responsible.error)}</p>
            <Button variant="secondary" onClick={() => void responsible.refetch()}>
              {t('RESPONSIBLE_RETRY')}
            </Button>
          </div>
        ) : (
          <p className={styles.muted} role="status">
            {t('RESPONSIBLE_LOADING')}
          </p>
        )}
        <BreakSection formatDate={formatDate} />
        <HelpSection />
      </div>
    </div>
  );
}
