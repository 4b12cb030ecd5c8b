import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { ErrorBanner } from '../../lib/ui';

/** Props of SaltDialog. */
export interface SaltDialogProps {
  title: string;
  /** What the value is, under the field. */
  hint: string;
  /** The field's label. */
  label: string;
  /** Longest value the server takes. */
  maxLength: number;
  /** Shown above the field, e.g. the announcement the salt must match. */
  description?: string;
  pending: boolean;
  /** The last attempt's failure (an ApiFailure is translated). */
  error: unknown;
  /** Called with the trimmed value once it is not empty. */
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/** A modal with one labelled text field, for a crash chain's salt announcement or its salt. */
export function SaltDialog({
  title,
  hint,
  label,
  maxLength,
  description,
  pending,
  error,
  onConfirm,
  onCancel,
}: SaltDialogProps) {
  const { t } = useTranslation('games');
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setEmpty(true);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        {description ? <p className="dialog-description">{description}</p> : null}
        <div className="field">
          <label htmlFor={fieldId}>{label}</label>
          <textarea
            id={fieldId}
            value={value}
            rows={3}
            required
            maxLength={maxLength}
            aria-invalid={empty ? true : undefined}
            aria-describedby={`${fieldId}-hint${empty ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value.trim()) setEmpty(false);
            }}
          />
          <p id={`${fieldId}-hint`} className="field-hint">
            {hint}
          </p>
          {empty ? (
            <p id={`${fieldId}-error`} className="field-error">
              {t('chains.required')}
            </p>
          ) : null}
        </div>
        <ErrorBanner error={error} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onCancel} disabled={pending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {t('common:actions.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
