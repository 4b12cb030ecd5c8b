import { exclusionRequestSchema } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { refusalText } from '../../../lib/api/refusal-text';
import { startExclusion } from '../api/start-exclusion';
import styles from './responsible.module.css';

/** A break the player asked for, before the password. */
export type BreakChoice =
  { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number | null };

/** The props of ExclusionDialog. */
export interface ExclusionDialogProps {
  /** The break to start. */
  choice: BreakChoice;
  /** When it would end, as the player reads it; null: never. */
  endsAtText: string | null;
  /** The break started (every session has ended). */
  onStarted: () => void;
  /** The player changed their mind. */
  onCancel: () => void;
}

/**
 * The confirmation of a time-out or a self-exclusion: says plainly what happens (logged out everywhere,
 * deposits and play blocked until the end, no way back early) and asks for the password.
 */
export function ExclusionDialog({ choice, endsAtText, onStarted, onCancel }: ExclusionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const start = useMutation({ mutationFn: startExclusion, onSuccess: onStarted });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = exclusionRequestSchema.safeParse({ ...choice, password });
    if (!parsed.success) {
      setProblem(t(parsed.error.issues[0]?.message ?? 'PASSWORD_RULE'));
      return;
    }
    start.mutate(parsed.data);
  };

  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      onClose={onCancel}
      closeLabel={t('CLOSE')}
      testId="exclusion-dialog"
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.modalTitle}>
          {t(
            choice.kind === 'timeout'
              ? 'RESPONSIBLE_CONFIRM_TIMEOUT_TITLE'
              : 'RESPONSIBLE_CONFIRM_EXCLUSION_TITLE',
          )}
        </h2>
        <p id={textId} className={styles.modalText} data-testid="exclusion-consequences">
          {endsAtText === null
            ? t('RESPONSIBLE_CONFIRM_PERMANENT')
            : t('RESPONSIBLE_CONFIRM_UNTIL', { date: endsAtText })}
        </p>
        {choice.kind === 'timeout' ? null : (
          <p className={styles.modalText} data-testid="exclusion-balance">
            {t('RESPONSIBLE_CONFIRM_BALANCE')}
          </p>
        )}
        <TextField
          label={t('PASSWORD')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setProblem(undefined);
            setPassword(event.target.value);
          }}
          error={problem ?? refusalText(start.error)}
          data-autofocus
          data-testid="exclusion-password"
        />
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={onCancel} disabled={start.isPending}>
            {t('CANCEL')}
          </Button>
          <Button
            type="submit"
            className={styles.danger}
            disabled={start.isPending || password === ''}
            data-testid="exclusion-confirm"
          >
            {t('RESPONSIBLE_CONFIRM_BUTTON')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
