import type { PendingSettingChange } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateTime, ErrorBanner } from '../../lib/ui';
import { decideSettingChange } from './api/decide-setting-change';
import type { SiteSettings } from './api/get-site-settings';
import styles from './settings.module.css';

/** What an admin may do with a waiting change. */
const DECISIONS = ['approve', 'discard'] as const;

/** Props of PendingChangesSection. */
export interface PendingChangesSectionProps {
  changes: PendingSettingChange[];
  /** Called with the settings as they are after a change was approved or discarded. */
  onDecided: (settings: SiteSettings, decision: 'approve' | 'discard') => void;
}

/**
 * Four-eyes settings (the withdrawals' second-approval amounts) change only when a second admin approves:
 * each proposal waits here, with who proposed it, for another admin to approve it or anyone to discard it.
 */
export function PendingChangesSection({ changes, onDecided }: PendingChangesSectionProps) {
  const { t } = useTranslation('settings');
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'discard' }) =>
      decideSettingChange(id, decision),
    onSuccess: (settings, { decision }) => onDecided(settings, decision),
  });
  if (changes.length === 0) return null;
  return (
    <fieldset className={styles.section}>
      <legend>{t('pending.title')}</legend>
      <p className={`field-hint ${styles.wide}`}>{t('pending.hint')}</p>
      <ul className={`${styles.wide} ${styles.pending}`}>
        {changes.map((change) => (
          <li key={change.id} aria-label={t('pending.item', { setting: t(`fields.${change.key}.label`) })}>
            <strong>{t(`fields.${change.key}.label`)}</strong>
            <code>{shownValue(change.value)}</code>
            <span className="muted">
              {t('pending.proposedBy', { username: change.proposedBy })} · <DateTime ms={change.proposedAt} />
            </span>
            <div className="row-actions">
              {DECISIONS.map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={decision === 'approve' ? 'btn btn-primary' : 'btn'}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: change.id, decision })}
                >
                  {t(`pending.${decision}`)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <ErrorBanner error={decide.error} />
    </fieldset>
  );
}

/** A proposed value as an operator reads it: `BRL 5000 · USD 1000` for amounts per currency, else JSON. */
function shownValue(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return '—';
  return entries.map(([key, amount]) => `${key} ${JSON.stringify(amount)}`).join(' · ');
}
