import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  auditQuerySchema,
  BACKOFFICE_AREAS,
  createOperatorRequestSchema,
  crashSaltAnnouncementRequestSchema,
  crashSaltRequestSchema,
  maintenanceRequestSchema,
  operatorIdParamsSchema,
  operatorLoginRequestSchema,
  operatorTotpEnableRequestSchema,
  OPERATOR_ROLES,
  playerSearchQuerySchema,
  siteSettingsPatchSchema,
  updateOperatorRequestSchema,
  type OperatorRole,
} from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../auth/index.ts';
import { listAuditEntries } from './audit-log.ts';
import { presentOperatorMe, type AuthenticatedOperator, type OperatorService } from './operators.service.ts';

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
export function registerOperatorRoutes(app: FastifyInstance, operators: OperatorService, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const allow =
    (...roles: OperatorRole[]): preHandlerAsyncHookHandler =>
    async (request) => {
      request.operator = await operators.authenticate(tokenOf(request), roles);
    };

  const anyRole = allow(...OPERATOR_ROLES);

  typed.post(
    '/api/operator/auth/login',
    { schema: { body: operatorLoginRequestSchema } },
    async (request, reply) => ok(reply, { model: await operators.login(request.body, request.ip) }),
  );

  typed.post('/api/operator/auth/logout', { preHandler: anyRole }, async (request, reply) => {
    await operators.logout(operatorOf(request).tokenHash);
    return ok(reply);
  });

  typed.get('/api/operator/auth/me', { preHandler: anyRole }, async (request, reply) =>
    ok(reply, { model: presentOperatorMe(operatorOf(request).operator) }),
  );

  /** Staff TOTP: a secret to scan, then bound by a first valid code (every role sets up their own). */
  typed.post('/api/operator/auth/totp/setup', { preHandler: anyRole }, async (request, reply) =>
    ok(reply, { model: await operators.setupTotp(operatorOf(request).operator) }),
  );

  typed.post(
    '/api/operator/auth/totp/enable',
    { preHandler: anyRole, schema: { body: operatorTotpEnableRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await operators.enableTotp(operatorOf(request).operator, request.body.code) }),
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
    '/api/operator/operators/:id/totp/reset',
    { preHandler: allow(...BACKOFFICE_AREAS.staff), schema: { params: operatorIdParamsSchema } },
    async (request, reply) => {
      await operators.resetTotp(operatorOf(request).operator, request.params.id);
      return ok(reply);
    },
  );

  typed.get(
    '/api/operator/site/settings',
    { preHandler: allow(...BACKOFFICE_AREAS.settings) },
    async (_request, reply) => ok(reply, { model: await operators.siteSettings() }),
  );

  typed.patch(
    '/api/operator/site/settings',
    { preHandler: allow(...BACKOFFICE_AREAS.settings), schema: { body: siteSettingsPatchSchema } },
    async (request, reply) =>
      ok(reply, { model: await operators.updateSiteSettings(operatorOf(request).operator, request.body) }),
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
    { preHandler: allow(...BACKOFFICE_AREAS.players), schema: { querystring: playerSearchQuerySchema } },
    async (request, reply) =>
      ok(reply, {
        page: await operators.searchPlayers(request.query.q, request.query.pageNo, request.query.pageSize),
      }),
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

  /** The audit log, newest first, filtered by operator name and action prefix. */
  typed.get(
    '/api/operator/audit',
    { preHandler: allow(...BACKOFFICE_AREAS.audit), schema: { querystring: auditQuerySchema } },
    async (request, reply) => ok(reply, { page: await listAuditEntries(db, request.query) }),
  );

  /** The audit log's hash chain, recomputed: whole, or where it breaks. */
  typed.get(
    '/api/operator/audit/verify',
    { preHandler: allow(...BACKOFFICE_AREAS.audit) },
    async (_request, reply) => ok(reply, { model: await operators.verifyAudit() }),
  );
}
