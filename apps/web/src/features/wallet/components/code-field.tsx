import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';

/** A six-digit one-time code (SMS or authenticator app). */
export const CODE_PATTERN = /^\d{6}$/;

/** What a code field shows and reports. */
export interface CodeFieldProps {
  /** The translated label. */
  label: string;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits only. */
  onChange: (digits: string) => void;
  /** Whether to say so when the code is not six digits (after a first submit). */
  showError: boolean;
  /** Test id of the input. */
  testId: string;
}

/** A numeric one-time-code input that keeps digits only and asks for six of them. */
export function CodeField({ label, value, onChange, showError, testId }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={showError && !CODE_PATTERN.test(value) ? t('WALLET_CODE_SIX_DIGITS') : undefined}
      data-testid={testId}
    />
  );
}
