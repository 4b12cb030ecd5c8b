import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { vipLadderRequestSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { playerGuard, playerOf, tokenOf } from '../auth/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { VipService } from './vip.service.ts';

/** The player's VIP standing, and the operator's ladder. (The public ladder is /api/user/vip_list.) */
export function registerVipRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; operators: OperatorService; vip: VipService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/user/vip_info',
    preHandler: playerGuard(deps.auth),
    handler: async (request, reply) => ok(reply, { model: await deps.vip.info(playerOf(request).user.id) }),
  });

  typed.post('/api/user/vip_rakeback', { preHandler: playerGuard(deps.auth) }, async (request, reply) =>
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
