import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { gameLimitsRequestSchema, gameSwitchesRequestSchema, safeStringSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { OperatorService } from '../operators/index.ts';
import type { GamesAdmin } from './games-admin.ts';

const gameParams = z.object({ id: safeStringSchema.regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'GAME_NOT_FOUND') });

/** The back office's game switches and stake limits (admins). */
export function registerGamesAdminRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; admin: GamesAdmin },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = async (token: string | undefined) =>
    (await deps.operators.authenticate(token, ['admin'])).operator.id;

  typed.get('/api/operator/games', async (request, reply) => {
    await admin(tokenOf(request));
    return ok(reply, { list: await deps.admin.list() });
  });

  typed.put(
    '/api/operator/games/:id',
    { schema: { params: gameParams, body: gameSwitchesRequestSchema } },
    async (request, reply) => {
      await deps.admin.setSwitches(await admin(tokenOf(request)), request.params.id, request.body);
      return ok(reply, {});
    },
  );

  typed.put(
    '/api/operator/games/:id/limits',
    { schema: { params: gameParams, body: gameLimitsRequestSchema } },
    async (request, reply) => {
      await deps.admin.setLimits(await admin(tokenOf(request)), request.params.id, request.body);
      return ok(reply, {});
    },
  );
}
