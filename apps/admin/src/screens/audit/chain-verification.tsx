import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import { useVerifyAuditChain } from './api/verify-audit-chain';
import styles from './audit-screen.module.css';

/**
 * "Verify chain": asks the server to recompute the hash chain, then says plainly whether it holds (with
 * the head hash that vouches for every entry) or where it breaks, as an alert.
 */
export function ChainVerification() {
  const { t } = useTranslation('audit');
  const headingId = useId();
  const verify = useVerifyAuditChain();
  const result = verify.data;

  return (
    <section className={styles.verify} aria-labelledby={headingId}>
      <div className={styles.verifyHeader}>
        <h2 id={headingId} className={styles.subheading}>
          {t('verifyHeading')}
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          disabled={verify.isPending}
          aria-busy={verify.isPending}
          onClick={() => verify.mutate()}
        >
          {t('verify')}
        </button>
      </div>
      <p className={styles.hint}>{t('verifyHint')}</p>
      {verify.isPending ? (
        <p role="status" className={styles.hint}>
          {t('verifying')}
        </p>
      ) : null}
      {verify.isError ? <ErrorBanner error={verify.error} /> : null}
      {result && !result.broken ? (
        <div role="status" className={`${styles.outcome} ${styles.outcomeOk}`}>
          <p className={styles.outcomeTitle}>{t('chainVerified', { count: result.entries })}</p>
          {result.head ? (
            <p className={styles.outcomeDetail}>
              {t('head')} <code className={styles.hash}>{result.head}</code>
            </p>
          ) : null}
        </div>
      ) : null}
      {result?.broken ? (
        <div role="alert" className={`${styles.outcome} ${styles.outcomeBroken}`}>
          <p className={styles.outcomeTitle}>
            {result.broken.seq === null
              ? t('chainBrokenAtRow', { id: result.broken.id, reason: result.broken.reason })
              : t('chainBroken', { seq: result.broken.seq, reason: result.broken.reason })}
          </p>
          <p className={styles.outcomeDetail}>{t('brokenAdvice', { count: result.entries })}</p>
          {result.head ? (
            <p className={styles.outcomeDetail}>
              {t('lastGoodHead')} <code className={styles.hash}>{result.head}</code>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
