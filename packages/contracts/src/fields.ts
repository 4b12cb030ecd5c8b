import { z } from 'zod';

import { LANGUAGE_ID_PATTERN } from './constants.ts';

/**
 * Field rules shared by every schema. Custom messages are language-pack keys: the API answers a bad field
 * with INVALID_INPUT, the field's path and this key, and the client shows the translated text.
 */

/** Half of a UTF-16 surrogate pair: it has no UTF-8 form, so no column can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` can be stored as it is: no U+0000 (PostgreSQL text and jsonb refuse it), no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The one string every schema starts from (`safeStringSchema.max(64)`, `.regex(…)`): a NUL or a lone
 * surrogate is refused with TEXT_INVALID (answered as INVALID_INPUT) before any other rule or the database.
 */
export const safeStringSchema = z.string().refine(isSafeText, 'TEXT_INVALID');

/** Deepest nesting of free-form JSON we store (design data, notice popups); the real ones use 3–5 levels. */
export const SAFE_JSON_MAX_DEPTH = 16;

/**
 * Free-form JSON (a design block's data, a popup's look) whose every key and string is safe text, at most
 * SAFE_JSON_MAX_DEPTH levels deep. Walked with a stack, so a hostile million-level body cannot overflow it.
 */
export function isSafeJson(value: unknown): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) return false;
    } else if (typeof next.value === 'object' && next.value !== null) {
      if (next.depth >= SAFE_JSON_MAX_DEPTH) return false;
      for (const [key, child] of Object.entries(next.value)) {
        if (!isSafeText(key)) return false;
        pending.push({ value: child, depth: next.depth + 1 });
      }
    }
  }
  return true;
}

/** Any JSON value, checked by isSafeJson. */
export const safeJsonSchema = z.unknown().refine(isSafeJson, 'TEXT_INVALID');

/** A JSON object with safe keys and safe values (the stored free-form records). */
export const safeRecordSchema = z.record(z.string(), z.unknown()).refine(isSafeJson, 'TEXT_INVALID');

/**
 * Client-chosen id of a money-moving request (the `Idempotency-Key` header or a body's `requestId`): the one
 * key format, so no route lets an oversized or binary key reach an index.
 */
export const requestIdSchema = safeStringSchema.regex(/^[A-Za-z0-9_-]{8,64}$/, 'REQUEST_ID_INVALID');

/** An id the server or a provider issued (orders, payments, webhook events): 1–64 of [A-Za-z0-9_-]. */
export const referenceIdSchema = safeStringSchema.regex(/^[A-Za-z0-9_-]{1,64}$/, 'REFERENCE_INVALID');

/** A database row id in a path or a query (`?id=`, `/:id`): a positive integer a bigint column holds. */
export const rowIdSchema = z.coerce.number().int().positive();

/** The id of a row whose key is a 32-bit serial (operators): larger numbers cannot name one. */
export const serialIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;

/** Brazilian phone (spec §5): area code 1-9 + digit, optional dash, 4–5 digits starting 2–9, optional dash, 4 digits. */
export const BRAZIL_PHONE_PATTERN = /^[1-9]\d-?[2-9]\d{3,4}-?\d{4}$/;

export const usernameSchema = safeStringSchema.trim().regex(USERNAME_PATTERN, 'USERNAME_RULE');

/** A phone as typed by the player: digits with optional dashes and spaces, optionally with a + country code. */
export const phoneSchema = safeStringSchema
  .trim()
  .max(24, 'PHONE_RULE')
  .regex(/^\+?[\d\- ]{8,24}$/, 'PHONE_RULE');

/** A six-digit code sent by SMS (login, registration, password reset, phone verification, withdrawal). */
export const smsCodeSchema = safeStringSchema.regex(/^\d{6}$/, 'SMS_CODE_INVALID');

export const passwordSchema = safeStringSchema.min(8, 'PASSWORD_RULE').max(64, 'PASSWORD_RULE');

/** Invite codes are the inviter's public code: letters and digits. */
export const inviteCodeSchema = safeStringSchema.trim().regex(/^[A-Za-z0-9]{4,16}$/, 'INVITE_CODE_INVALID');

export const promoCodeSchema = safeStringSchema.trim().regex(/^[A-Za-z0-9_-]{2,32}$/, 'PROMO_CODE_INVALID');

export const countryIdSchema = safeStringSchema.regex(/^[A-Z]{2}$/, 'COUNTRY_INVALID');
export const currencyIdSchema = safeStringSchema.regex(/^[A-Z]{3}$/, 'CURRENCY_INVALID');
export const languageIdSchema = safeStringSchema.regex(LANGUAGE_ID_PATTERN, 'LANGUAGE_INVALID');

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

/** A CPF's eleven digits when its two check digits hold (and it is not one digit repeated); else undefined. */
export function cpfDigits(value: string): string | undefined {
  return isValidCpf(value) ? value.replace(/[.\-\s]/g, '') : undefined;
}

/**
 * A random CPF whose check digits hold (eleven digits, not one digit repeated): for tests, demo players
 * and benchmarks. Not a real person's, except by chance.
 */
export function randomCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const check = (digits: number[]) => {
      const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    const first = check(base);
    const cpf = [...base, first, check([...base, first])].join('');
    if (isValidCpf(cpf)) return cpf;
  }
}

/** A CPF typed with or without its dots and dash, checked and kept as its eleven digits. */
export const cpfSchema = safeStringSchema
  .trim()
  .max(14, 'CPF_INVALID')
  .refine((value) => cpfDigits(value) !== undefined, 'CPF_INVALID')
  .transform((value) => cpfDigits(value) as string);

/** A person's full name as on their documents: two words or more, letters, spaces, `'`, `.` and `-`. */
export const fullNameSchema = safeStringSchema
  .trim()
  .regex(/^[\p{L}][\p{L}'. -]{1,98}[\p{L}.]$/u, 'FULL_NAME_RULE')
  .refine((value) => value.split(/\s+/).length >= 2, 'FULL_NAME_RULE');

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDateSchema = safeStringSchema.regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID').refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'DATE_INVALID');

/** Whole years from a birth date (`YYYY-MM-DD`) to an instant, counted on the calendar. */
export function ageOn(birthDate: string, at: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = at.getUTCFullYear() - year;
  const before = at.getUTCMonth() + 1 < month || (at.getUTCMonth() + 1 === month && at.getUTCDate() < day);
  return before ? age - 1 : age;
}
