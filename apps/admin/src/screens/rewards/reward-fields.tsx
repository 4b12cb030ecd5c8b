import { REWARD_DESTINATIONS } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../lib/select-field';
import { Field } from '../../lib/ui';
import type { FieldErrors } from './form-check';

/** The text of a field's error, if it has one. */
export function useFieldError(errors: FieldErrors): (path: string) => string | undefined {
  const { t } = useTranslation('rewards');
  return useCallback(
    (path: string) => {
      const error = errors[path];
      return error ? t(`fieldErrors.${error}`) : undefined;
    },
    [errors, t],
  );
}

/** Props of CurrencyField. */
export interface CurrencyFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The validation message, if any. */
  error?: string;
}

/** The ISO 4217 code a form is in (three letters, upper-cased as typed). */
export function CurrencyField({ value, onChange, error }: CurrencyFieldProps) {
  const { t } = useTranslation('rewards');
  return (
    <Field
      label={t('fields.currencyId')}
      hint={t('hints.currencyId')}
      error={error}
      value={value}
      maxLength={3}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}

/** Props of PaysToField. */
export interface PaysToFieldProps {
  value: string;
  onChange: (value: (typeof REWARD_DESTINATIONS)[number]) => void;
}

/** Where a reward lands: the task bonus, the register bonus or cash. */
export function PaysToField({ value, onChange }: PaysToFieldProps) {
  const { t } = useTranslation('rewards');
  return (
    <SelectField
      label={t('fields.paysTo')}
      hint={t('hints.paysTo')}
      value={value}
      options={REWARD_DESTINATIONS.map((each) => ({ value: each, label: t(`paysTo.${each}`) }))}
      onChange={(event) =>
        onChange(REWARD_DESTINATIONS.find((each) => each === event.target.value) ?? 'task_bonus')
      }
    />
  );
}
