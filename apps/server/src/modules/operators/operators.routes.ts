import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  createOperatorRequestSchema,
  crashSaltAnnouncementRequestSchema,
  crashSaltRequestSchema,
  maintenanceRequestSchema,
  operatorIdParamsSchema,
  operatorLoginRequestSchema,
  playerSearchQuerySchema,
  updateOperatorRequestSchema,
  type OperatorRole,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../auth/auth.guard.ts';
import { presentOperator, type AuthenticatedOperator, type OperatorService } from './operators.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard on /api/operator routes. */
    operator?: AuthenticatedOperator;
  }
}

function operatorOf(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw new Error('operatorOf() on a route without the operator guard');
  return request.operator;
}

/** Operator calls, each checked for its roles. Later issues add theirs under /api/operator/ the same way. */
export function registerOperatorRoutes(app: FastifyInstance, operators: OperatorService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const allow =
    (...roles: OperatorRole[]): preHandlerAsyncHookHandler =>
    async (request) => {
      request.operator = await operators.authenticate(tokenOf(request), roles);
    };

  typed.post(
    '/api/operator/auth/login',
    { schema: { body: operatorLoginRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await operators.login(request.body.username, request.body.password, request.ip) }),
  );

  typed.post(
    '/api/operator/auth/logout',
    { preHandler: allow('admin', 'finance', 'support', 'designer') },
    async (request, reply) => {
      await operators.logout(operatorOf(request).tokenHash);
      return ok(reply);
    },
  );

  typed.get(
    '/api/operator/auth/me',
    { preHandler: allow('admin', 'finance', 'support', 'designer') },
    async (request, reply) => ok(reply, { model: presentOperator(operatorOf(request).operator) }),
  );

  typed.get('/api/operator/operators', { preHandler: allow('admin') }, async (_request, reply) =>
    ok(reply, { list: await operators.list() }),
  );

  typed.post(
    '/api/operator/operators',
    { preHandler: allow('admin'), schema: { body: createOperatorRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await operators.create(operatorOf(request).operator, request.body) }),
  );

  typed.patch(
    '/api/operator/operators/:id',
    {
      preHandler: allow('admin'),
      schema: { params: operatorIdParamsSchema, body: updateOperatorRequestSchema },
    },
    async (request, reply) =>
      ok(reply, {
        model: await operators.update(operatorOf(request).operator, request.params.id, request.body),
      }),
  );

  typed.post(
    '/api/operator/operators/:id/unlock',
    { preHandler: allow('admin'), schema: { params: operatorIdParamsSchema } },
    async (request, reply) => {
      await operators.unlock(operatorOf(request).operator, request.params.id);
      return ok(reply);
    },
  );

  typed.post(
    '/api/operator/site/maintenance',
    { preHandler: allow('admin'), schema: { body: maintenanceRequestSchema } },
    async (request, reply) => {
      await operators.setMaintenance(operatorOf(request).operator, request.body.enabled);
      return ok(reply, { model: { maintenance: request.body.enabled } });
    },
  );

  typed.get(
    '/api/operator/players',
    { preHandler: allow('support', 'finance'), schema: { querystring: playerSearchQuerySchema } },
    async (request, reply) =>
      ok(reply, {
        page: await operators.searchPlayers(request.query.q, request.query.pageNo, request.query.pageSize),
      }),
  );

  typed.get('/api/operator/crash/chains', { preHandler: allow('admin') }, async (_request, reply) =>
    ok(reply, { list: await operators.crashChains() }),
  );

  typed.post(
    '/api/operator/crash/chains/:id/salt-announcement',
    {
      preHandler: allow('admin'),
      schema: { params: operatorIdParamsSchema, body: crashSaltAnnouncementRequestSchema },
    },
    async (request, reply) =>
      ok(reply, {
        model: await operators.announceCrashSalt(
          operatorOf(request).operator,
          request.params.id,
          request.body.announcement,
        ),
      }),
  );

  typed.post(
    '/api/operator/crash/chains/:id/salt',
    { preHandler: allow('admin'), schema: { params: operatorIdParamsSchema, body: crashSaltRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await operators.setCrashSalt(
          operatorOf(request).operator,
          request.params.id,
          request.body.salt,
        ),
      }),
  );

  /** The audit log's hash chain, recomputed: whole, or where it breaks (admin). */
  typed.get('/api/operator/audit/verify', { preHandler: allow('admin') }, async (_request, reply) =>
    ok(reply, { model: await operators.verifyAudit() }),
  );
}
