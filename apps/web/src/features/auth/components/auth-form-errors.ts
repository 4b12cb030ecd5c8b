import { invalidInputExtraSchema, STATUS } from '@casino/contracts';
import type { Envelope } from '@casino/contracts';
import type { z } from 'zod';

import { translate } from '../../../lib/i18n/i18n';
import { translateServerMessage } from '../../../lib/i18n/server-message';

const FIELDS = [
  'username',
  'phone',
  'password',
  'promoCode',
  'code',
  'cpf',
  'fullName',
  'birthDate',
  'depositLimitPeriod',
  'depositLimit',
] as const;

/** The fields the auth form shows errors under. */
export type AuthField = (typeof FIELDS)[number];

/** Translated errors: one per field, plus one for the whole form. */
export interface AuthErrors {
  fields: Partial<Record<AuthField, string>>;
  form?: string;
}

/** Refusals about one field of the register form, shown under it rather than above the button. */
const FIELD_OF_STATUS: ReadonlyMap<number, AuthField> = new Map([
  [STATUS.AGE_REFUSED, 'birthDate'],
  [STATUS.CPF_TAKEN, 'cpf'],
]);

function place(errors: AuthErrors, field: string, text: string): void {
  if ((FIELDS as readonly string[]).includes(field)) {
    errors.fields[field as AuthField] ??= text;
  } else {
    errors.form ??= text;
  }
}

/**
 * Errors from the contracts schema, before anything is sent. The identity rule ("a username or a phone")
 * is reported on whichever identity field the form shows; `null` when the form shows both fields.
 */
export function errorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  identity: 'username' | 'phone' | null,
): AuthErrors {
  const errors: AuthErrors = { fields: {} };
  for (const issue of issues) {
    const path = String(issue.path[0] ?? '');
    const field =
      identity !== null && (path === 'username' || path === 'phone')
        ? identity
        : path === 'smsCode'
          ? 'code'
          : path;
    place(errors, field, translate(issue.message));
  }
  return errors;
}

/**
 * Errors from a non-zero answer: INVALID_INPUT, an age below the minimum and a taken CPF go under their
 * field, anything else above the button.
 */
export function errorsFromEnvelope(envelope: Envelope): AuthErrors {
  const errors: AuthErrors = { fields: {} };
  const field = FIELD_OF_STATUS.get(envelope.status);
  if (field) {
    errors.fields[field] = translateServerMessage(envelope.status, envelope.message, envelope.extra);
    return errors;
  }
  const extra = invalidInputExtraSchema.safeParse(envelope.extra);
  if (envelope.status === STATUS.INVALID_INPUT && extra.success) {
    // A bare INVALID_INPUT says less than the rule in `reason` (e.g. USERNAME_RULE): show the rule then.
    const generic = !envelope.message || envelope.message === 'INVALID_INPUT';
    const message = generic && extra.data.reason ? extra.data.reason : envelope.message;
    place(errors, extra.data.field, translateServerMessage(envelope.status, message, envelope.extra));
  } else {
    errors.form = translateServerMessage(envelope.status, envelope.message, envelope.extra);
  }
  return errors;
}
