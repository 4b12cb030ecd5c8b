import { STATUS, type StatusName } from '@casino/contracts';

import { pgErrorCode } from '../db/client.ts';

/**
 * A rule said no. Thrown at the edge of a rule and mapped once, by the envelope layer, to
 * `{ status, message, extra }`. `message` is a language-pack key (the status name unless given).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown> | undefined;
  /** HTTP status for the rare transport-level answers (403 for operators without the role, 404, 413). */
  readonly httpStatus: number;

  constructor(
    name: StatusName,
    options: { message?: string; extra?: Record<string, unknown>; httpStatus?: number } = {},
  ) {
    super(options.message ?? name);
    this.name = 'ApiError';
    this.status = STATUS[name];
    this.extra = options.extra;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

/** A field of the input broke a rule: INVALID_INPUT with the field and the rule's language key. */
export function invalidInput(field: string, reason: string): ApiError {
  return new ApiError('INVALID_INPUT', { message: reason, extra: { field, reason } });
}

/**
 * The SQLSTATE when `error` (or the driver error drizzle wraps in it) is a data exception, class 22, of
 * PostgreSQL or PGlite: 22P05 untranslatable character, 22021 invalid byte sequence, 22001 string too long,
 * 22003 numeric out of range, 22P02 invalid text representation… A schema should have refused the value
 * first; this is the second line, so such input is answered as INVALID_INPUT and never as a 500.
 */
export function dataExceptionOf(error: unknown): string | undefined {
  const code = pgErrorCode(error);
  return code?.startsWith('22') ? code : undefined;
}
