import { isBrazilianPhone, normalizePhone } from '@casino/contracts';

import type { Queryable } from '../../db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import { findUserByPhone } from './user.repo.ts';

/** A typed phone as it would be stored, unchecked: digits, with the country's code unless typed with `+`. */
export function phoneAsStored(typed: string, countryPhoneCode: string): string {
  const digits = normalizePhone(typed);
  return typed.trim().startsWith('+') ? digits : `${countryPhoneCode}${digits}`;
}

/**
 * A typed phone in its stored form: digits with the country code (the country's, unless typed with `+`).
 * Brazilian numbers must pass the spec's check (§5); any number must have 8–15 digits. PHONE_RULE otherwise.
 */
export function internationalPhone(typed: string, countryPhoneCode: string): string {
  const international = phoneAsStored(typed, countryPhoneCode);
  if (international.startsWith('55') && !isBrazilianPhone(international.slice(2))) {
    throw invalidInput('phone', 'PHONE_RULE');
  }
  if (international.length < 8 || international.length > 15) throw invalidInput('phone', 'PHONE_RULE');
  return international;
}

/**
 * The player whose phone this is, as typed at a login or a reset: with the country's code first, then as
 * typed (a number stored with another country's code). Never fails on a malformed phone: it finds no one.
 */
export async function findUserByTypedPhone(db: Queryable, typed: string, countryPhoneCode: string) {
  return (
    (await findUserByPhone(db, phoneAsStored(typed, countryPhoneCode))) ??
    (await findUserByPhone(db, normalizePhone(typed)))
  );
}
