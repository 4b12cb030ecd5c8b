import { LIMIT_PERIODS } from '@casino/contracts';
import type { LimitPeriod, RegistrationDepositLimit } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import fieldStyles from '../../../components/ui/text-field.module.css';

/** The period chosen: none yet (''), an explicit "no limit", or a limit's period. */
export type DepositLimitPeriod = '' | 'none' | LimitPeriod;

/** The deposit-limit choice as typed so far. */
export interface DepositLimitValues {
  depositLimitPeriod: DepositLimitPeriod;
  /** The amount as typed, major units. */
  depositLimit: string;
}

const PERIOD_LABEL: Record<LimitPeriod, string> = {
  day: 'REGISTER_DEPOSIT_LIMIT_DAY',
  week: 'REGISTER_DEPOSIT_LIMIT_WEEK',
  month: 'REGISTER_DEPOSIT_LIMIT_MONTH',
};

/**
 * What the choice sends: undefined while nothing is chosen (the form then asks for a choice), null for
 * "no limit", else the period and the amount (the schema refuses an amount that is not a positive number).
 */
export function depositLimitOf(values: DepositLimitValues): RegistrationDepositLimit | undefined {
  if (values.depositLimitPeriod === '') return undefined;
  if (values.depositLimitPeriod === 'none') return null;
  const typed = values.depositLimit.trim().replace(',', '.');
  return { period: values.depositLimitPeriod, value: typed === '' ? Number.NaN : Number(typed) };
}

export interface DepositLimitChoiceProps {
  values: DepositLimitValues;
  /** A translated error under the choice, if any. */
  error: string | undefined;
  onChange: (field: keyof DepositLimitValues, value: string) => void;
}

/**
 * The deposit limit a new player chooses where the market asks at sign-up (Brazil, Portaria SPA/MF
 * 1.231/2024): a day, week or month limit with its amount, or "no limit" chosen on purpose. It applies
 * from the first deposit and is changed later on the responsible-gaming page.
 */
export function DepositLimitChoice({ values, error, onChange }: DepositLimitChoiceProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const limited = values.depositLimitPeriod !== '' && values.depositLimitPeriod !== 'none';
  const periodError = limited ? undefined : error;
  return (
    <>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={selectId}>
          {t('REGISTER_DEPOSIT_LIMIT')}
        </label>
        <select
          id={selectId}
          className={fieldStyles.input}
          value={values.depositLimitPeriod}
          onChange={(event) => onChange('depositLimitPeriod', event.target.value)}
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? errorId : hintId}
          data-testid="auth-deposit-limit-period"
        >
          <option value="" disabled>
            {t('REGISTER_DEPOSIT_LIMIT_CHOOSE')}
          </option>
          {LIMIT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(PERIOD_LABEL[period])}
            </option>
          ))}
          <option value="none">{t('REGISTER_DEPOSIT_LIMIT_NONE')}</option>
        </select>
        {periodError ? (
          <p id={errorId} className={fieldStyles.error}>
            {periodError}
          </p>
        ) : (
          <p id={hintId} className={fieldStyles.hint}>
            {t('REGISTER_DEPOSIT_LIMIT_HINT')}
          </p>
        )}
      </div>
      {limited ? (
        <TextField
          label={t('REGISTER_DEPOSIT_LIMIT_AMOUNT')}
          name="depositLimit"
          inputMode="decimal"
          autoComplete="off"
          value={values.depositLimit}
          onChange={(event) => onChange('depositLimit', event.target.value)}
          error={error}
          data-testid="auth-deposit-limit-amount"
        />
      ) : null}
    </>
  );
}
