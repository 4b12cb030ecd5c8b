import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { phoneCodeRequestSchema, phoneVerifyRequestSchema } from '@casino/contracts';

import { clientInfo } from '../../platform/client-info.ts';
import { ok } from '../../platform/envelope.ts';
import { playerGuard, playerOf } from '../auth/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { PhoneVerification } from './phone-verification.ts';
import type { UserService } from './user.service.ts';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { users: UserService; auth: AuthService; phones: PhoneVerification },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.auth);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/user/vip_list',
    handler: async (_request, reply) => ok(reply, { list: await deps.users.vipList() }),
  });

  typed.post(
    '/api/user/phone/send_code',
    { preHandler: requirePlayer, schema: { body: phoneCodeRequestSchema } },
    async (request, reply) => {
      await deps.phones.sendCode(playerOf(request).user, request.body, clientInfo(request));
      return ok(reply);
    },
  );

  typed.post(
    '/api/user/phone/verify',
    { preHandler: requirePlayer, schema: { body: phoneVerifyRequestSchema } },
    async (request, reply) => {
      const phone = await deps.phones.verify(playerOf(request).user, request.body);
      return ok(reply, { model: { phone, phoneChecked: true } });
    },
  );
}
