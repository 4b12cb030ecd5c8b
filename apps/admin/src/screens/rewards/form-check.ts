import type { z } from 'zod';

import { amountText, parseAmountInput } from '../../lib/amount-input';

/** Why a typed value cannot be sent; each has a text in the screen's pack (`fieldErrors.*`). */
export type FieldError = 'required' | 'amount' | 'integer' | 'range' | 'format' | 'duplicate' | 'count';

/** Errors by field path, as the schema names them (`rows.2.rewards.4`, `name`). */
export type FieldErrors = Record<string, FieldError>;

/** A form read into a request body, or the reasons it could not be. */
export type Checked<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors };

const DIGITS = /^\d+$/;

/**
 * Reads typed text into the values of a request body, noting an error per field path; the body is then
 * checked against its contract schema (`checkAgainst`) so the form refuses what the server would.
 */
export class FormReader {
  /** What could not be read so far. */
  readonly errors: FieldErrors = {};

  /** Notes an error unless the field already has one (the first reason is the one shown). */
  fail(path: string, error: FieldError): undefined {
    this.errors[path] ??= error;
    return undefined;
  }

  /** A whole number typed without sign or separators. */
  integer(path: string, text: string): number | undefined {
    const trimmed = text.trim();
    if (trimmed === '') return this.fail(path, 'required');
    return DIGITS.test(trimmed) ? Number(trimmed) : this.fail(path, 'integer');
  }

  /** An amount in major units, sent as a plain decimal string; `positive` refuses zero. */
  amount(path: string, text: string, positive = false): string | undefined {
    if (text.trim() === '') return this.fail(path, 'required');
    const value = parseAmountInput(text);
    if (value === undefined || (positive && value <= 0)) return this.fail(path, 'amount');
    return amountText(value);
  }

  /** An amount that may be left blank (then absent from the body). */
  optionalAmount(path: string, text: string): string | undefined {
    return text.trim() === '' ? undefined : this.amount(path, text, true);
  }

  /** Trimmed text; blank is an error. */
  text(path: string, text: string): string {
    const trimmed = text.trim();
    if (trimmed === '') this.fail(path, 'required');
    return trimmed;
  }

  /** Whether anything failed. */
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

/** A schema issue as the form shows it: a list too short or long, a number out of range, a bad format. */
function errorOfIssue(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    return issue.origin === 'array' ? 'count' : 'range';
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'integer';
  return 'format';
}

/** Checks a read body against its contract schema; each issue lands on its field path. */
export function checkAgainst<Body>(reader: FormReader, schema: z.ZodType, body: Body): Checked<Body> {
  if (reader.failed) return { ok: false, errors: reader.errors };
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body };
  for (const issue of result.error.issues) reader.fail(issue.path.map(String).join('.'), errorOfIssue(issue));
  return { ok: false, errors: reader.errors };
}
