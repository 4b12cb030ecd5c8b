import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  BACKOFFICE_AREAS,
  crashSaltAnnouncementRequestSchema,
  crashSaltRequestSchema,
  operatorIdParamsSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { staffGuard, staffOf, type OperatorService } from '../operators/index.ts';
import type { CrashDesk } from './crash-desk.ts';
import type { CrashSaltDesk } from './crash-salt-desk.ts';

/** The back office's crash desk: the chains' use and the live rounds (games area), the chains' salts (admin). */
export function registerCrashDeskRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; desk: CrashDesk; salts: CrashSaltDesk },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const gamesStaff = staffGuard(deps.operators, BACKOFFICE_AREAS.games);
  const admin = staffGuard(deps.operators, ['admin']);

  typed.get('/api/operator/crash/chains', { preHandler: gamesStaff }, async (_request, reply) =>
    ok(reply, { list: await deps.desk.chains() }),
  );

  typed.get('/api/operator/crash/live', { preHandler: gamesStaff }, async (_request, reply) =>
    ok(reply, { list: await deps.desk.live() }),
  );

  typed.post(
    '/api/operator/crash/chains/:id/salt-announcement',
    {
      preHandler: admin,
      schema: { params: operatorIdParamsSchema, body: crashSaltAnnouncementRequestSchema },
    },
    async (request, reply) =>
      ok(reply, {
        model: await deps.salts.announce(
          staffOf(request).operator.id,
          request.params.id,
          request.body.announcement,
        ),
      }),
  );

  typed.post(
    '/api/operator/crash/chains/:id/salt',
    { preHandler: admin, schema: { params: operatorIdParamsSchema, body: crashSaltRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.salts.set(staffOf(request).operator.id, request.params.id, request.body.salt),
      }),
  );
}
