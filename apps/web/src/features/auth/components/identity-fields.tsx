import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';

/** The identity a market with `registration.identity === 'cpf'` asks of a new player. */
export type IdentityField = 'cpf' | 'fullName' | 'birthDate';

/** The identity as typed so far. */
export type IdentityValues = Record<IdentityField, string>;

/** The identity part of the register form: its values, their errors and where changes go. */
export interface IdentityFieldsProps {
  /** The CPF, full name and birth date typed so far. */
  values: IdentityValues;
  /** Translated errors under the fields, if any. */
  errors: Partial<Record<IdentityField, string | undefined>>;
  /** The market's minimum age, named in the birth date's hint. */
  minimumAge: number;
  /** Called with a field and its new value (the CPF already formatted). */
  onChange: (field: IdentityField, value: string) => void;
}

/** The key of the error under an identity field left empty. */
const REQUIRED: Record<IdentityField, string> = {
  cpf: 'CPF_REQUIRED',
  fullName: 'FULL_NAME_REQUIRED',
  birthDate: 'BIRTH_DATE_REQUIRED',
};

/** The translated "required" error of each identity field left empty (blank counts as empty). */
export function emptyIdentityFields(
  values: IdentityValues,
  t: TFunction,
): Partial<Record<IdentityField, string>> {
  const errors: Partial<Record<IdentityField, string>> = {};
  for (const field of Object.keys(REQUIRED) as IdentityField[]) {
    if (!values[field].trim()) errors[field] = t(REQUIRED[field]);
  }
  return errors;
}

/** The digits typed so far shown as `000.000.000-00`, whatever punctuation came with them. */
export function formatCpf(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${groups}-${digits.slice(9)}` : groups;
}

/** Today on the visitor's calendar, `YYYY-MM-DD`: no birth date can come after it. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The CPF (numeric keypad, formatted as typed), the full name and the birth date (the browser's date
 * picker). The server checks the CPF's check digits, that no account holds it, and the age.
 */
export function IdentityFields({ values, errors, minimumAge, onChange }: IdentityFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('REGISTER_CPF')}
        name="cpf"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        placeholder={t('REGISTER_CPF_PLACEHOLDER')}
        value={values.cpf}
        onChange={(event) => onChange('cpf', formatCpf(event.target.value))}
        error={errors.cpf}
        hint={t('REGISTER_CPF_HINT')}
        data-testid="auth-cpf"
      />
      <TextField
        label={t('REGISTER_FULL_NAME')}
        name="fullName"
        autoComplete="name"
        autoCapitalize="words"
        value={values.fullName}
        onChange={(event) => onChange('fullName', event.target.value)}
        error={errors.fullName}
        hint={t('REGISTER_FULL_NAME_HINT')}
        data-testid="auth-full-name"
      />
      <TextField
        label={t('REGISTER_BIRTH_DATE')}
        name="birthDate"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={today()}
        value={values.birthDate}
        onChange={(event) => onChange('birthDate', event.target.value)}
        error={errors.birthDate}
        hint={t('REGISTER_BIRTH_DATE_HINT', { minimumAge })}
        data-testid="auth-birth-date"
      />
    </>
  );
}
