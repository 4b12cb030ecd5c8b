import { z } from 'zod';

/**
 * Field rules shared by every schema. Custom messages are language-pack keys: the API answers a bad field
 * with INVALID_INPUT, the field's path and this key, and the client shows the translated text.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;

/** Brazilian phone (spec §5): area code 1-9 + digit, optional dash, 4–5 digits starting 2–9, optional dash, 4 digits. */
export const BRAZIL_PHONE_PATTERN = /^[1-9]\d-?[2-9]\d{3,4}-?\d{4}$/;

export const usernameSchema = z.string().trim().regex(USERNAME_PATTERN, 'USERNAME_RULE');

/** A phone as typed by the player: digits with optional dashes and spaces, optionally with a + country code. */
export const phoneSchema = z
  .string()
  .trim()
  .max(24, 'PHONE_RULE')
  .regex(/^\+?[\d\- ]{8,24}$/, 'PHONE_RULE');

export const passwordSchema = z.string().min(8, 'PASSWORD_RULE').max(64, 'PASSWORD_RULE');

/** Invite codes are the inviter's public code: letters and digits. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'INVITE_CODE_INVALID');

export const promoCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'PROMO_CODE_INVALID');

export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/, 'COUNTRY_INVALID');
export const currencyIdSchema = z.string().regex(/^[A-Z]{3}$/, 'CURRENCY_INVALID');
export const languageIdSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'LANGUAGE_INVALID');

/** Normalises a phone to digits only (the stored form), keeping a leading country code if given. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[^\d]/g, '');
}

/** The spec's Brazilian phone check, applied to a national number (without +55). */
export function isBrazilianPhone(phone: string): boolean {
  return BRAZIL_PHONE_PATTERN.test(phone.trim());
}

/**
 * A Brazilian CPF: 11 digits (dots and dash allowed) whose two check digits match, and not all the same
 * digit (those pass the arithmetic but are never issued).
 */
export function isValidCpf(input: string): boolean {
  const digits = input.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}
