import {
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitsRequest,
  type LimitView,
} from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { draftsOf, readLimitDrafts, type LimitDrafts } from '../utils/limit-form';
import { KIND_KEYS, PERIOD_KEYS } from '../utils/limit-texts';
import styles from './responsible.module.css';

/** The props of LimitEditor. */
export interface LimitEditorProps {
  /** The kind being edited. */
  kind: LimitKind;
  /** Every limit of the view (the editor starts from this kind's). */
  limits: readonly LimitView[];
  /** The unit each field is in: the currency's symbol, or minutes. */
  unit: string;
  /** The change is on its way. */
  pending: boolean;
  /** The server's refusal, translated. */
  error: string | undefined;
  /** Sends the changes. */
  onSave: (request: LimitsRequest) => void;
  /** Closes the editor without saving. */
  onCancel: () => void;
}

/** The form of one kind of limit: an amount per period, each of which may be "no limit". */
export function LimitEditor({ kind, limits, unit, pending, error, onSave, onCancel }: LimitEditorProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<LimitDrafts>(() => draftsOf(limits, kind));
  const [problem, setProblem] = useState<{ period: LimitPeriod | null; key: string } | null>(null);

  const change = (period: LimitPeriod, next: Partial<LimitDrafts[LimitPeriod]>) => {
    setProblem(null);
    setDrafts((current) => ({ ...current, [period]: { ...current[period], ...next } }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readLimitDrafts(limits, kind, drafts);
    if (!result.ok) setProblem({ period: result.period, key: result.errorKey });
    else if (result.request === null) setProblem({ period: null, key: 'RESPONSIBLE_NOTHING_CHANGED' });
    else onSave(result.request);
  };

  const formError = problem && problem.period === null ? t(problem.key) : error;
  return (
    <form className={styles.editor} onSubmit={submit} noValidate data-testid={`limit-editor-${kind}`}>
      <fieldset className={styles.editorFields}>
        <legend className="visually-hidden">{t(KIND_KEYS[kind])}</legend>
        {LIMIT_PERIODS.map((period) => {
          const draft = drafts[period];
          return (
            <div key={period} className={styles.editorRow}>
              <TextField
                label={t('RESPONSIBLE_FIELD_UNIT', { period: t(PERIOD_KEYS[period]), unit })}
                inputMode={kind === 'session' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={draft.removed ? '' : draft.text}
                disabled={draft.removed}
                onChange={(event) => change(period, { text: event.target.value })}
                error={problem?.period === period ? t(problem.key) : undefined}
                data-testid={`limit-input-${kind}-${period}`}
              />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.removed}
                  onChange={(event) => change(period, { removed: event.target.checked })}
                  data-testid={`limit-remove-${kind}-${period}`}
                />
                {t('RESPONSIBLE_NO_LIMIT')}
              </label>
            </div>
          );
        })}
      </fieldset>
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" disabled={pending} data-testid={`limit-save-${kind}`}>
          {t('RESPONSIBLE_SAVE')}
        </Button>
      </div>
    </form>
  );
}
