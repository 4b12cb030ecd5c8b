import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  auditQuerySchema,
  BACKOFFICE_AREAS,
  createOperatorRequestSchema,
  operatorIdParamsSchema,
  operatorLoginRequestSchema,
  operatorTotpEnableRequestSchema,
  OPERATOR_ROLES,
  updateOperatorRequestSchema,
  type OperatorRole,
} from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { listAuditEntries } from './audit-log.ts';
import { presentOperatorMe, type OperatorService } from './operators.service.ts';
import type { StaffAccounts } from './staff-accounts.ts';
import { staffGuard, staffOf } from './staff-guard.ts';

/** Operator calls, each checked for its roles. Later issues add theirs under /api/operator/ the same way. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; accounts: StaffAccounts; db: Db },
): void {
  const { operators, accounts, db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const allow = (...roles: OperatorRole[]) => staffGuard(operators, roles);

  const anyRole = allow(...OPERATOR_ROLES);

  typed.post(
    '/api/operator/auth/login',
    { schema: { body: operatorLoginRequestSchema } },
    async (request, reply) => ok(reply, { model: await operators.login(request.body, request.ip) }),
  );

  typed.post('/api/operator/auth/logout', { preHandler: anyRole }, async (request, reply) => {
    await operators.logout(staffOf(request).tokenHash);
    return ok(reply);
  });

  typed.get('/api/operator/auth/me', { preHandler: anyRole }, async (request, reply) =>
    ok(reply, { model: presentOperatorMe(staffOf(request).operator) }),
  );

  /** Staff TOTP: a secret to scan, then bound by a first valid code (every role sets up their own). */
  typed.post('/api/operator/auth/totp/setup', { preHandler: anyRole }, async (request, reply) =>
    ok(reply, { model: await operators.setupTotp(staffOf(request).operator) }),
  );

  typed.post(
    '/api/operator/auth/totp/enable',
    { preHandler: anyRole, schema: { body: operatorTotpEnableRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await operators.enableTotp(staffOf(request).operator, request.body.code) }),
  );

  typed.get('/api/operator/operators', { preHandler: allow('admin') }, async (_request, reply) =>
    ok(reply, { list: await accounts.list() }),
  );

  typed.post(
    '/api/operator/operators',
    { preHandler: allow('admin'), schema: { body: createOperatorRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await accounts.create(staffOf(request).operator, request.body) }),
  );

  typed.patch(
    '/api/operator/operators/:id',
    {
      preHandler: allow('admin'),
      schema: { params: operatorIdParamsSchema, body: updateOperatorRequestSchema },
    },
    async (request, reply) =>
      ok(reply, {
        model: await accounts.update(staffOf(request).operator, request.params.id, request.body),
      }),
  );

  typed.post(
    '/api/operator/operators/:id/unlock',
    { preHandler: allow('admin'), schema: { params: operatorIdParamsSchema } },
    async (request, reply) => {
      await operators.unlock(staffOf(request).operator, request.params.id);
      return ok(reply);
    },
  );

  typed.post(
    '/api/operator/operators/:id/totp/reset',
    { preHandler: allow(...BACKOFFICE_AREAS.staff), schema: { params: operatorIdParamsSchema } },
    async (request, reply) => {
      await accounts.resetTotp(staffOf(request).operator, request.params.id);
      return ok(reply);
    },
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
