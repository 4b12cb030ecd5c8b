import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  BACKOFFICE_AREAS,
  playerAdjustRequestSchema,
  playerBlockRequestSchema,
  playerIdParamsSchema,
  playerNoteRequestSchema,
  playerReasonRequestSchema,
  playerSearchQuerySchema,
  type OperatorRole,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { OperatorService } from '../operators/index.ts';
import type { PlayerAdmin } from './player-admin.service.ts';

/** The back office's player desk: the 360° view and the actions on a player, each for its area's roles. */
export function registerPlayerAdminRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; players: PlayerAdmin },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const staff = async (request: FastifyRequest, roles: readonly OperatorRole[]) =>
    (await deps.operators.authenticate(tokenOf(request), roles)).operator;

  typed.get(
    '/api/operator/players',
    { schema: { querystring: playerSearchQuerySchema } },
    async (request, reply) => {
      await staff(request, BACKOFFICE_AREAS.players);
      const { q, pageNo, pageSize } = request.query;
      return ok(reply, { page: await deps.players.searchPlayers(q, pageNo, pageSize) });
    },
  );

  typed.get(
    '/api/operator/players/:id',
    { schema: { params: playerIdParamsSchema } },
    async (request, reply) => {
      await staff(request, BACKOFFICE_AREAS.players);
      return ok(reply, { model: await deps.players.detail(request.params.id) });
    },
  );

  typed.post(
    '/api/operator/players/:id/adjust',
    { schema: { params: playerIdParamsSchema, body: playerAdjustRequestSchema } },
    async (request, reply) => {
      const operator = await staff(request, BACKOFFICE_AREAS.money);
      return ok(reply, { model: await deps.players.adjust(operator, request.params.id, request.body) });
    },
  );

  typed.post(
    '/api/operator/players/:id/block',
    { schema: { params: playerIdParamsSchema, body: playerBlockRequestSchema } },
    async (request, reply) => {
      const operator = await staff(request, BACKOFFICE_AREAS.playerSafety);
      await deps.players.setBlocked(operator, request.params.id, request.body.blocked, request.body.reason);
      return ok(reply);
    },
  );

  typed.post(
    '/api/operator/players/:id/two-factor/reset',
    { schema: { params: playerIdParamsSchema, body: playerReasonRequestSchema } },
    async (request, reply) => {
      const operator = await staff(request, BACKOFFICE_AREAS.playerSafety);
      await deps.players.resetTwoFactor(operator, request.params.id, request.body.reason);
      return ok(reply);
    },
  );

  typed.post(
    '/api/operator/players/:id/notes',
    { schema: { params: playerIdParamsSchema, body: playerNoteRequestSchema } },
    async (request, reply) => {
      const operator = await staff(request, BACKOFFICE_AREAS.players);
      return ok(reply, { model: await deps.players.addNote(operator, request.params.id, request.body.text) });
    },
  );
}
