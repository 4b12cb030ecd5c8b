import { isBrazilianPhone, normalizePhone, phoneSchema } from '@casino/contracts';

/** The country code of Brazil, whose numbers must pass the spec's phone check (§5). */
const BRAZIL_PHONE_CODE = '55';

/**
 * Checks a phone typed for an SMS code (login, registration, reset, verification) the way the server reads it: a number without `+` belongs to the
 * visitor's country (`countryPhoneCode`); a Brazilian number must pass the §5 check (area code 1-9 + digit,
 * 4–5 digits starting 2–9, 4 digits); any other must have 8 to 15 digits with its country code.
 * Answers the language-pack key of the problem, or null when the phone may be sent.
 */
export function smsPhoneProblem(typed: string, countryPhoneCode: string): string | null {
  const phone = typed.trim();
  if (!phone) return 'FIELD_REQUIRED';
  if (!phoneSchema.safeParse(phone).success) return 'SMS_LOGIN_PHONE_RULE';
  const digits = normalizePhone(phone);
  const international = phone.startsWith('+') ? digits : `${countryPhoneCode}${digits}`;
  if (international.startsWith(BRAZIL_PHONE_CODE)) {
    return isBrazilianPhone(international.slice(BRAZIL_PHONE_CODE.length)) ? null : 'SMS_LOGIN_PHONE_RULE';
  }
  return international.length >= 8 && international.length <= 15 ? null : 'SMS_LOGIN_PHONE_RULE';
}
