import {
  KYC_DOCUMENT_KINDS,
  KYC_REQUIRED_DOCUMENTS,
  type KycStatus,
  type KycStatusView,
} from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { localeOf } from '../../../lib/i18n/language';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { submitKyc } from '../api/submit-kyc';
import { useAdoptKycStatus, useKycStatus } from '../hooks/use-kyc-status';
import { DocumentUpload, KIND_KEYS } from './document-upload';
import styles from './kyc.module.css';

const STATUS_KEYS: Readonly<Record<KycStatus, { title: string; text: string }>> = {
  NOT_STARTED: { title: 'KYC_STATUS_NOT_STARTED', text: 'KYC_NOT_STARTED_TEXT' },
  PENDING_REVIEW: { title: 'KYC_STATUS_PENDING_REVIEW', text: 'KYC_PENDING_TEXT' },
  VERIFIED: { title: 'KYC_STATUS_VERIFIED', text: 'KYC_VERIFIED_TEXT' },
  REJECTED: { title: 'KYC_STATUS_REJECTED', text: 'KYC_REJECTED_TEXT' },
};

/** Where the player stands, and the reviewer's reason after a refusal. */
function StatusCard({ view }: { view: KycStatusView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const keys = STATUS_KEYS[view.status];
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="kyc-status-card">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('KYC_STATUS_LABEL')}:{' '}
        <span className={styles.status} data-status={view.status} data-testid="kyc-status">
          {t(keys.title)}
        </span>
      </h2>
      <p>{t(keys.text)}</p>
      {view.status === 'REJECTED' && view.rejectionReason ? (
        <p className={styles.reason} data-testid="kyc-rejection-reason">
          {t('KYC_REJECTION_REASON', { reason: view.rejectionReason })}
        </p>
      ) : null}
    </section>
  );
}

/** The documents to upload, one row each, and the submission with what it still needs. */
function DocumentsCard({ view, formatDate }: { view: KycStatusView; formatDate: (ms: number) => string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const adopt = useAdoptKycStatus();
  const submit = useMutation({ mutationFn: submitKyc, onSuccess: adopt });
  const missing = view.missing.map((kind) => t(KIND_KEYS[kind])).join(', ');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="kyc-documents">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('KYC_DOCUMENTS_TITLE')}
      </h2>
      <p className={styles.muted}>{t('KYC_DOCUMENTS_HINT')}</p>
      <ul className={styles.documents}>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentUpload
            key={kind}
            kind={kind}
            required={KYC_REQUIRED_DOCUMENTS.includes(kind)}
            current={view.documents.find((document) => document.kind === kind)}
            formatDate={formatDate}
          />
        ))}
      </ul>
      {view.missing.length > 0 ? (
        <p className={styles.muted} data-testid="kyc-missing">
          {t('KYC_MISSING', { kinds: missing })}
        </p>
      ) : null}
      {submit.error ? (
        <p className={styles.error} role="alert" data-testid="kyc-submit-error">
          {refusalText(submit.error)}
        </p>
      ) : null}
      <Button
        onClick={() => submit.mutate()}
        disabled={view.missing.length > 0 || submit.isPending}
        data-testid="kyc-submit"
      >
        {submit.isPending ? t('KYC_SUBMITTING') : t('KYC_SUBMIT')}
      </Button>
    </section>
  );
}

/**
 * The identity-verification page (`/account/verification`): where the player stands (not started, pending
 * review, verified, or refused with the reviewer's reason), the documents to upload (ID front and back, a
 * selfie, a proof of address) and the submission. A KYC_REQUIRED refusal leads here.
 */
export function VerificationPage() {
  const { t, i18n } = useTranslation();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const openLogin = useUiStore((state) => state.openLogin);
  const kyc = useKycStatus();
  const formatDate = useCallback(
    (ms: number) =>
      new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
        ms,
      ),
    [i18n.language],
  );
  const header = (
    <>
      <Link to="/account" className={styles.back}>
        {t('ACCOUNT_TITLE')}
      </Link>
      <h1 className={styles.title}>{t('KYC_PAGE_TITLE')}</h1>
    </>
  );
  if (!loggedIn) {
    return (
      <div className={styles.page}>
        {header}
        <p>{t('KYC_LOGIN_REQUIRED')}</p>
        <Button onClick={() => openLogin('login')}>{t('LOG_IN')}</Button>
      </div>
    );
  }
  const view = kyc.data;
  return (
    <div className={styles.page} data-testid="kyc-page">
      {header}
      <p className={styles.intro}>{t('KYC_PAGE_INTRO')}</p>
      <div className={styles.sections}>
        {view ? (
          <>
            <StatusCard view={view} />
            {view.editable ? <DocumentsCard view={view} formatDate={formatDate} /> : null}
          </>
        ) : kyc.error ? (
          <div role="alert" className={styles.card}>
            <p>{refusalText(kyc.error)}</p>
            <Button variant="secondary" onClick={() => void kyc.refetch()}>
              {t('KYC_RETRY')}
            </Button>
          </div>
        ) : (
          <p className={styles.muted} role="status">
            {t('KYC_LOADING')}
          </p>
        )}
      </div>
    </div>
  );
}
