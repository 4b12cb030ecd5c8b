import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  passwordChangeRequestSchema,
  phoneCodeRequestSchema,
  phoneVerifyRequestSchema,
  profileUpdateRequestSchema,
  twoFactorRemoveRequestSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { AccountService } from './account.service.ts';
import type { PhoneVerification } from './phone-verification.ts';
import { clientInfo } from '../../platform/client-info.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/** The account area's calls; each needs a logged-in player and acts on them only. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; account: AccountService; phones: PhoneVerification },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);

  typed.post(
    '/api/user/profile',
    { preHandler: requirePlayer, schema: { body: profileUpdateRequestSchema } },
    async (request, reply) => {
      await deps.account.updateProfile(playerOf(request), request.body);
      return ok(reply);
    },
  );

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

  typed.post(
    '/api/user/password',
    { preHandler: requirePlayer, schema: { body: passwordChangeRequestSchema } },
    async (request, reply) => {
      await deps.account.changePassword(playerOf(request), request.body);
      return ok(reply);
    },
  );

  typed.get('/api/user/sessions', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { list: await deps.account.sessions(playerOf(request)) }),
  );

  typed.post('/api/user/sessions/logout_others', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: { ended: await deps.account.logoutOthers(playerOf(request)) } }),
  );

  typed.post(
    '/api/user/2fa/remove',
    { preHandler: requirePlayer, schema: { body: twoFactorRemoveRequestSchema } },
    async (request, reply) => {
      await deps.account.removeTwoFactor(playerOf(request), request.body.code);
      return ok(reply);
    },
  );
}
