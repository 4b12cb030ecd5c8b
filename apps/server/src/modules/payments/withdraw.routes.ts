import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  BACKOFFICE_AREAS,
  createWithdrawRequestSchema,
  playerWithdrawStandingRequestSchema,
  twoFactorBindRequestSchema,
  withdrawInfoSchema,
  withdrawQueueQuerySchema,
  withdrawReviewRequestSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { TwoFactorService } from '../two-factor/index.ts';
import { requestIdOf } from '../../platform/request-id.ts';
import type { Cashier } from '../wallet/index.ts';
import type { Db } from '../../db/client.ts';
import type { SiteService } from '../site/index.ts';
import type { WithdrawReview } from './withdraw-review.ts';
import { setPlayerWithdrawStanding } from './withdraw-standing.ts';
import type { WithdrawService } from './withdraw.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

const pageSchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export function registerWithdrawRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    site: SiteService;
    cashier: Cashier;
    sessions: PlayerSessions;
    operators: OperatorService;
    withdraw: WithdrawService;
    withdrawReview: WithdrawReview;
    twoFactor: TwoFactorService;
  },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);

  typed.post('/api/withdraw/info', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: await deps.withdraw.info(playerOf(request).user.id) }),
  );
  typed.post(
    '/api/withdraw/info/save',
    { preHandler: requirePlayer, schema: { body: withdrawInfoSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.withdraw.saveInfo(playerOf(request).user, request.body) }),
  );
  typed.post('/api/withdraw/rules', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: await deps.withdraw.rules(playerOf(request).user) }),
  );
  typed.post('/api/withdraw/send_code', { preHandler: requirePlayer }, async (request, reply) => {
    await deps.withdraw.sendCode(playerOf(request).user, request.ip);
    return ok(reply);
  });
  typed.post(
    '/api/withdraw/create',
    { preHandler: requirePlayer, schema: { body: createWithdrawRequestSchema } },
    async (request, reply) => {
      const requestId = requestIdOf(request, request.body.requestId, { required: true });
      return ok(reply, {
        model: await deps.withdraw.create(playerOf(request).user, { ...request.body, requestId }),
      });
    },
  );
  typed.post(
    '/api/withdraw/list',
    { preHandler: requirePlayer, schema: { body: pageSchema } },
    async (request, reply) =>
      ok(reply, {
        list: await deps.withdraw.list(playerOf(request).user.id, request.body.pageNo, request.body.pageSize),
      }),
  );

  typed.post('/api/user/2fa/setup', { preHandler: requirePlayer }, async (request, reply) => {
    const { user } = playerOf(request);
    return ok(reply, { model: await deps.twoFactor.setup(user.id, user.username) });
  });
  typed.post(
    '/api/user/2fa/bind',
    { preHandler: requirePlayer, schema: { body: twoFactorBindRequestSchema } },
    async (request, reply) => {
      await deps.twoFactor.bind(playerOf(request).user.id, request.body.code);
      return ok(reply);
    },
  );

  const finance = async (request: Parameters<typeof tokenOf>[0]) =>
    deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.money);
  typed.get(
    '/api/operator/withdraws',
    { schema: { querystring: withdrawQueueQuerySchema } },
    async (request, reply) => {
      await finance(request);
      const { status, pageNo, pageSize } = request.query;
      return ok(reply, { list: await deps.withdrawReview.queue(status, pageNo, pageSize) });
    },
  );
  typed.post(
    '/api/operator/withdraws/approve',
    { schema: { body: withdrawReviewRequestSchema } },
    async (request, reply) => {
      const { operator } = await finance(request);
      return ok(reply, {
        model: await deps.withdrawReview.approve(operator, request.body.id, request.body.note),
      });
    },
  );
  typed.post(
    '/api/operator/withdraws/reject',
    { schema: { body: withdrawReviewRequestSchema } },
    async (request, reply) => {
      const { operator } = await finance(request);
      return ok(reply, {
        model: await deps.withdrawReview.reject(operator.id, request.body.id, request.body.note),
      });
    },
  );

  typed.post(
    '/api/operator/players/withdraw_standing',
    { schema: { body: playerWithdrawStandingRequestSchema } },
    async (request, reply) => {
      const { operator } = await finance(request);
      return ok(reply, {
        model: await setPlayerWithdrawStanding(deps.db, deps.site, deps.cashier, operator.id, request.body),
      });
    },
  );
}
