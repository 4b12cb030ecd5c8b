import type { FastifyRequest } from 'fastify';

import { HEADER, requestIdSchema } from '@casino/contracts';

import { invalidInput } from './errors.ts';

/**
 * The idempotency key of a money-moving call: the `Idempotency-Key` header, else `requestId` in the body,
 * checked by the one contracts schema (8–64 of [A-Za-z0-9_-]). A malformed key is refused (1001), never
 * ignored or stored. Undefined when the call carries none; `required` calls refuse that too.
 */
export function requestIdOf(
  request: FastifyRequest,
  bodyId: string | undefined,
  options: { required: true },
): string;
export function requestIdOf(
  request: FastifyRequest,
  bodyId: string | undefined,
  options?: { required: boolean },
): string | undefined;
export function requestIdOf(
  request: FastifyRequest,
  bodyId: string | undefined,
  options: { required: boolean } = { required: false },
): string | undefined {
  const header = request.headers[HEADER.idempotencyKey.toLowerCase()];
  const candidate = header ?? bodyId;
  if (candidate === undefined && !options.required) return undefined;
  const parsed = requestIdSchema.safeParse(candidate);
  if (!parsed.success) throw invalidInput('requestId', 'REQUEST_ID_INVALID');
  return parsed.data;
}
