import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { STATUS, type Envelope } from '@casino/contracts';

import { ApiError, dataExceptionOf } from './errors.ts';

type Body = Omit<Envelope, 'time' | 'status'> & { status?: number };

/** Sends a success envelope; `time` is always the server clock. */
export function ok(reply: FastifyReply, body: Body = {}): FastifyReply {
  return reply.send({ status: STATUS.SUCCESS, ...body, time: Date.now() });
}

function send(reply: FastifyReply, httpStatus: number, status: number, message: string, extra?: unknown) {
  return reply
    .code(httpStatus)
    .send({ status, message, ...(extra === undefined ? {} : { extra }), time: Date.now() });
}

/** Language keys are upper-case; zod's own messages are English text and map to the generic key. */
const LANGUAGE_KEY = /^[A-Z][A-Z0-9_]*$/;

/**
 * Maps every error to the envelope, once. Bad input is INVALID_INPUT with the field and the rule's key,
 * never a 500; unexpected errors are logged with the request and answered without internals.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError)
      return send(reply, error.httpStatus, error.status, error.message, error.extra);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const raw = issue?.message ?? '';
      const reason = LANGUAGE_KEY.test(raw) ? raw : 'INVALID_INPUT';
      return send(reply, 200, STATUS.INVALID_INPUT, reason, { field, reason });
    }

    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, STATUS.REQUEST_TOO_LARGE, 'REQUEST_TOO_LARGE');
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type and the like: the request never reached a rule.
      return send(reply, error.statusCode, STATUS.INVALID_INPUT, 'INVALID_INPUT', {
        field: '',
        reason: error.code,
      });
    }

    const sqlState = dataExceptionOf(error);
    if (sqlState !== undefined) {
      // A failed statement wrote nothing, and inTransaction rolls its whole transaction back before rethrowing.
      // Logged by code only: the failed statement's parameters are the hostile input itself.
      request.log.warn({ sqlState }, 'the database refused an input value');
      return send(reply, 200, STATUS.INVALID_INPUT, 'INVALID_INPUT', { field: '', reason: 'INVALID_INPUT' });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, STATUS.INTERNAL_ERROR, 'INTERNAL_ERROR');
  });
}

/**
 * Unknown addresses: a page request goes to the web app (client-side routes), anything else is NOT_FOUND.
 */
export function registerNotFound(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (pageFallback && (await pageFallback(request, reply))) return reply;
    return send(reply, 404, STATUS.NOT_FOUND, 'NOT_FOUND', { path: request.url.split('?')[0] });
  });
}
