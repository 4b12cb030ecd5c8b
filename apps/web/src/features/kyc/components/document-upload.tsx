import { KYC_DOCUMENT_TYPES, type KycDocument, type KycDocumentKind } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { uploadKycDocument } from '../api/upload-kyc-document';
import { useAdoptKycStatus } from '../hooks/use-kyc-status';
import styles from './kyc.module.css';

/** The language key naming each kind of document. */
export const KIND_KEYS: Readonly<Record<KycDocumentKind, string>> = {
  ID_FRONT: 'KYC_KIND_ID_FRONT',
  ID_BACK: 'KYC_KIND_ID_BACK',
  SELFIE: 'KYC_KIND_SELFIE',
  PROOF_OF_ADDRESS: 'KYC_KIND_PROOF_OF_ADDRESS',
};

/** The language key of each kind's hint (what a good photo of it shows). */
const HINT_KEYS: Readonly<Record<KycDocumentKind, string>> = {
  ID_FRONT: 'KYC_HINT_ID_FRONT',
  ID_BACK: 'KYC_HINT_ID_BACK',
  SELFIE: 'KYC_HINT_SELFIE',
  PROOF_OF_ADDRESS: 'KYC_HINT_PROOF_OF_ADDRESS',
};

/** The props of DocumentUpload. */
export interface DocumentUploadProps {
  /** Which document this row takes. */
  kind: KycDocumentKind;
  /** Whether a submission needs it. */
  required: boolean;
  /** The document of this kind in force, if one was uploaded. */
  current: KycDocument | undefined;
  /** Formats an instant (ms) as a date and time of the page's language. */
  formatDate: (ms: number) => string;
}

/**
 * One document's row: its name and hint, a labelled file picker (photos or PDF), the picked file's name,
 * the upload's progress and its refusal, and what is on file already.
 */
export function DocumentUpload({ kind, required, current, formatDate }: DocumentUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const adopt = useAdoptKycStatus();
  const [picked, setPicked] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadKycDocument(kind, file),
    onSuccess: adopt,
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPicked(file.name);
    upload.mutate(file);
  };
  const testId = `kyc-document-${kind}`;
  return (
    <li className={styles.document} data-testid={testId}>
      <div className={styles.documentHead}>
        <label htmlFor={inputId} className={styles.documentName}>
          {t(KIND_KEYS[kind])}
          <span className={styles.requirement}>
            {' · '}
            {t(required ? 'KYC_REQUIRED_DOCUMENT' : 'KYC_OPTIONAL_DOCUMENT')}
          </span>
        </label>
        <p id={hintId} className={styles.muted}>
          {t(HINT_KEYS[kind])}
        </p>
      </div>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={KYC_DOCUMENT_TYPES.join(',')}
        aria-describedby={hintId}
        disabled={upload.isPending}
        onChange={pick}
        data-testid={`${testId}-input`}
      />
      {upload.isPending ? (
        <div className={styles.progressRow} role="status">
          <progress className={styles.progress} aria-label={t('KYC_UPLOADING', { name: picked ?? '' })} />
          <span>{t('KYC_UPLOADING', { name: picked ?? '' })}</span>
        </div>
      ) : null}
      {upload.error ? (
        <p className={styles.error} role="alert" data-testid={`${testId}-error`}>
          {refusalText(upload.error)}
        </p>
      ) : null}
      {upload.isSuccess && picked ? (
        <p className={styles.success} role="status" data-testid={`${testId}-done`}>
          {t('KYC_UPLOADED_FILE', { name: picked })}
        </p>
      ) : current ? (
        <p className={styles.muted} data-testid={`${testId}-on-file`}>
          {t('KYC_ON_FILE', { time: formatDate(current.uploadedAt) })}
        </p>
      ) : null}
    </li>
  );
}
