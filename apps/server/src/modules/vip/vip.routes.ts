import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { vipLadderRequestSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { VipService } from './vip.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/** The public ladder, the player's VIP standing, and the operator's ladder. */
export function registerVipRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; operators: OperatorService; vip: VipService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  app.route({
    method: ['GET', 'POST'],
    url: '/api/user/vip_list',
    handler: async (_request, reply) => ok(reply, { list: await deps.vip.vipList() }),
  });

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/user/vip_info',
    preHandler: playerGuard(deps.sessions),
    handler: async (request, reply) => ok(reply, { model: await deps.vip.info(playerOf(request).user.id) }),
  });

  typed.post('/api/user/vip_rakeback', { preHandler: playerGuard(deps.sessions) }, async (request, reply) =>
    ok(reply, { model: await deps.vip.claimRakeback(playerOf(request).user.id) }),
  );

  typed.get('/api/operator/vip_ladder', async (request, reply) => {
    await deps.operators.authenticate(tokenOf(request), ['marketing']);
    return ok(reply, { model: await deps.vip.ladderSettings() });
  });

  typed.put(
    '/api/operator/vip_ladder',
    { schema: { body: vipLadderRequestSchema } },
    async (request, reply) => {
      const { operator } = await deps.operators.authenticate(tokenOf(request), ['marketing']);
      await deps.vip.setLadder(operator.id, request.body);
      return ok(reply);
    },
  );
}
