import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  browserFootPrintQuerySchema,
  loginRequestSchema,
  passwordResetCodeRequestSchema,
  passwordResetRequestSchema,
  registerCodeRequestSchema,
  registerRequestSchema,
  smsLoginCodeRequestSchema,
  smsLoginRequestSchema,
} from '@casino/contracts';

import { clientInfo, geoCountryOf } from '../../platform/client-info.ts';
import type { Config } from '../../platform/config.ts';
import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { VerificationService } from '../sms/index.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordReset } from './password-reset.ts';
import { playerGuard, playerOf, type PlayerSessions } from '../user/index.ts';
import type { DomainEventBus } from '../../platform/domain-events.ts';
import type { PlayerRegistration } from './registration.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    sessions: PlayerSessions;
    registration: PlayerRegistration;
    verification: VerificationService;
    passwordReset: PasswordReset;
    /** Tells the products of a registration once it committed (`player.joined`). */
    events: DomainEventBus;
    /** Where the visitor's geolocation is read from (GEO_COUNTRY_HEADER, believed from TRUSTED_PROXIES). */
    config: Pick<Config, 'GEO_COUNTRY_HEADER' | 'TRUSTED_PROXIES'>;
  },
): void {
  const { auth, sessions, registration, verification, passwordReset } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(sessions);

  typed.post('/api/auth/register', { schema: { body: registerRequestSchema } }, async (request, reply) => {
    const client = clientInfo(request);
    const { user, token } = await registration.register(
      request.body,
      client,
      geoCountryOf(request, deps.config),
    );
    await deps.events.publish('player.joined', { userId: user.id, browserId: client.browserId });
    return ok(reply, { user: await auth.presentSession(user, token) });
  });

  typed.post(
    '/api/auth/register/send_code',
    { schema: { body: registerCodeRequestSchema } },
    async (request, reply) => {
      await registration.sendCode(request.body, clientInfo(request));
      return ok(reply);
    },
  );

  typed.post(
    '/api/auth/password/send_code',
    { schema: { body: passwordResetCodeRequestSchema } },
    async (request, reply) => {
      await passwordReset.sendCode(request.body, clientInfo(request));
      return ok(reply);
    },
  );

  typed.post(
    '/api/auth/password/reset',
    { schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      await passwordReset.reset(request.body, clientInfo(request));
      return ok(reply);
    },
  );

  typed.post('/api/auth/login', { schema: { body: loginRequestSchema } }, async (request, reply) =>
    ok(reply, { user: await auth.login(request.body, clientInfo(request)) }),
  );

  typed.post(
    '/api/auth/sms/send_code',
    { schema: { body: smsLoginCodeRequestSchema } },
    async (request, reply) => {
      await auth.sendLoginCode(request.body.phone, clientInfo(request), verification);
      return ok(reply);
    },
  );

  typed.post('/api/auth/sms/login', { schema: { body: smsLoginRequestSchema } }, async (request, reply) =>
    ok(reply, {
      user: await auth.loginWithCode(
        request.body.phone,
        request.body.code,
        clientInfo(request),
        verification,
      ),
    }),
  );

  typed.post('/api/auth/logout', async (request, reply) => {
    await sessions.logout(tokenOf(request));
    return ok(reply);
  });

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/auth/user_info',
    preHandler: requirePlayer,
    handler: async (request, reply) => ok(reply, { user: await auth.userInfo(playerOf(request)) }),
  });

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/auth/check',
    handler: async (request, reply) =>
      ok(reply, { model: { loggedIn: await sessions.isLoggedIn(tokenOf(request)) } }),
  });

  typed.get(
    '/api/auth/browser_foot_print',
    { schema: { querystring: browserFootPrintQuerySchema } },
    async (request, reply) =>
      ok(reply, { model: await sessions.browserId(request.query.t, clientInfo(request)) }),
  );
}
