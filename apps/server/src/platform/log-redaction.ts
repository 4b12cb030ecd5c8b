import type { FastifyRequest } from 'fastify';

/** Properties of an error that say what went wrong without carrying a player's data. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
] as const;

/** Drizzle appends a failed statement's values ("params: …") to its message: argon2 hashes, CPFs, names. */
const PARAMS_TAIL = /\nparams: [\s\S]*$/;

function scrubText(text: string): string {
  return text.replace(PARAMS_TAIL, '\nparams: [redacted]');
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * The logger's `err` serializer: an error's kind, message, stack and diagnostic codes, never the values
 * of a failed statement (drizzle's `params`, PostgreSQL's `detail` and `where`, which quote the row) nor
 * any body or payload a library attached. A whitelist, so a new library's field is left out by default.
 */
export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const logged: LoggedError = {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = redactError(error.cause, depth + 1);
  return logged;
}

/**
 * The logger's `req` serializer: the path without its query string (a search for a CPF or a phone is
 * personal data), never the body or the auth headers.
 */
export function redactRequest(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?[redacted]`,
    remoteAddress: request.ip,
  };
}

/** The server's logger settings: these serializers, and the credentials' headers censored. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { err: redactError, req: redactRequest },
    redact: ['req.headers.auth', 'req.headers.authorization', 'req.headers.cookie'],
    hooks: {
      // A message written from an error (`log.error(err, err.message)`) is scrubbed like the error itself.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
        );
      },
    },
  };
}
