import type { Ref } from 'react';

import { TextField } from './text-field';

/** A six-digit one-time code (SMS or authenticator app). */
export const ONE_TIME_CODE_PATTERN = /^\d{6}$/;

/** What a one-time-code field shows and reports. */
export interface OneTimeCodeFieldProps {
  /** The translated label. */
  label: string;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits only. */
  onChange: (digits: string) => void;
  /** Translated error under the field, if any. */
  error?: string | undefined;
  /** Test id of the input. */
  testId: string;
  /** Ref to the input, to move the cursor into it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A numeric one-time-code input that keeps digits only (pasted "123 456" becomes "123456"), at most six,
 * and lets the phone offer the code from the incoming SMS.
 */
export function OneTimeCodeField({ label, value, onChange, error, testId, ref }: OneTimeCodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      name="one-time-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      data-testid={testId}
    />
  );
}
