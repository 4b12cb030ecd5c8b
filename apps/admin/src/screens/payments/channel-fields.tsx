import { MAX_QUICK_AMOUNTS } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, AmountField } from '../../lib/ui';
import type { ChannelDraft, FormErrors } from './payment-forms';
import styles from './payments.module.css';
import { useFormErrorText } from './use-form-error-text';

/** Props of ChannelFields. */
export interface ChannelFieldsProps {
  draft: ChannelDraft;
  /** Called with the fields that changed. */
  onChange: (change: Partial<ChannelDraft>) => void;
  /** The fields that cannot be sent as typed. */
  errors: FormErrors<ChannelDraft>;
  /** The field the server's last refusal named, marked invalid (its text is in the dialog's banner). */
  refused: string | undefined;
  /** The channel's currency, named in the amount hints. */
  currencyId: string;
}

/** A channel's editable fields, shared by the edit and the add dialogs. */
export function ChannelFields({ draft, onChange, errors, refused, currencyId }: ChannelFieldsProps) {
  const { t } = useTranslation('payments');
  const errorText = useFormErrorText();
  const enabledId = useId();
  // Field marks an input invalid when it has an error text; a refused field has its text in the banner.
  const invalid = (field: keyof ChannelDraft) =>
    errors[field] !== undefined || refused === field ? true : undefined;
  const amountHint = t('hints.amount', { currency: currencyId });

  return (
    <>
      <Field
        label={t('fields.name')}
        hint={t('hints.name')}
        value={draft.name}
        maxLength={60}
        required
        autoComplete="off"
        error={errorText(errors.name)}
        aria-invalid={invalid('name')}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className={styles.pair}>
        <AmountField
          label={t('fields.min')}
          hint={amountHint}
          required
          value={draft.min}
          error={errorText(errors.min)}
          aria-invalid={invalid('min')}
          onChange={(event) => onChange({ min: event.target.value })}
        />
        <AmountField
          label={t('fields.max')}
          hint={amountHint}
          required
          value={draft.max}
          error={errorText(errors.max)}
          aria-invalid={invalid('max')}
          onChange={(event) => onChange({ max: event.target.value })}
        />
      </div>
      <AmountField
        label={t('fields.quickAmounts')}
        hint={t('hints.quickAmounts', { max: MAX_QUICK_AMOUNTS, currency: currencyId })}
        value={draft.quickAmounts}
        error={errorText(errors.quickAmounts)}
        aria-invalid={invalid('quickAmounts')}
        onChange={(event) => onChange({ quickAmounts: event.target.value })}
      />
      <div className={styles.pair}>
        <Field
          label={t('fields.sortOrder')}
          hint={t('hints.sortOrder')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.sortOrder}
          error={errorText(errors.sortOrder)}
          aria-invalid={invalid('sortOrder')}
          onChange={(event) => onChange({ sortOrder: event.target.value })}
        />
        <div className={styles.switch}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.enabled}
              aria-describedby={`${enabledId}-hint`}
              onChange={(event) => onChange({ enabled: event.target.checked })}
            />
            {t('fields.enabled')}
          </label>
          <p id={`${enabledId}-hint`} className="field-hint">
            {t('hints.enabled')}
          </p>
        </div>
      </div>
    </>
  );
}
