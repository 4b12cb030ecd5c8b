import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { orderRecordParamsSchema, rowRecordParamsSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { RecordReader } from './records.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/** The record pages' reads (issue 13): a logged-in player's own round, crash, lottery or sports bet, or payment order. */
export function registerRecordRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; records: RecordReader },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = playerGuard(deps.sessions);

  typed.get(
    '/api/record/round/:id',
    { preHandler: guard, schema: { params: rowRecordParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.records.round(playerOf(request).user.id, request.params.id) }),
  );

  typed.get(
    '/api/record/crash/:id',
    { preHandler: guard, schema: { params: rowRecordParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.records.crash(playerOf(request).user.id, request.params.id) }),
  );

  typed.get(
    '/api/record/lottery/:id',
    { preHandler: guard, schema: { params: rowRecordParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.records.lottery(playerOf(request).user.id, request.params.id) }),
  );

  typed.get(
    '/api/record/sports/:id',
    { preHandler: guard, schema: { params: rowRecordParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.records.sports(playerOf(request).user.id, request.params.id) }),
  );

  typed.get(
    '/api/record/order/:id',
    { preHandler: guard, schema: { params: orderRecordParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.records.order(playerOf(request).user.id, request.params.id) }),
  );
}
