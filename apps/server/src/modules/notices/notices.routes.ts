import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  createNoticeRequestSchema,
  createPushRequestSchema,
  noticeIdQuerySchema,
  noticePageQuerySchema,
  BACKOFFICE_AREAS,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { NoticeService } from './notices.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

export function registerNoticeRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; operators: OperatorService; notices: NoticeService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);

  // Spec §7: the page arrives as a query (pageNo, pageSize 10), on GET or POST.
  typed.route({
    method: ['GET', 'POST'],
    url: '/api/user/notice_page',
    preHandler: requirePlayer,
    schema: { querystring: noticePageQuerySchema },
    handler: async (request, reply) =>
      ok(reply, {
        page: await deps.notices.page(
          playerOf(request).user.id,
          request.query.pageNo,
          request.query.pageSize,
        ),
      }),
  });

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/app_user_notice/updatePushStatus',
    preHandler: requirePlayer,
    schema: { querystring: noticeIdQuerySchema },
    handler: async (request, reply) => {
      await deps.notices.markPushed(playerOf(request).user.id, request.query.id);
      return ok(reply, { message: 'success' });
    },
  });

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/app_user_notice/read',
    preHandler: requirePlayer,
    schema: { querystring: noticeIdQuerySchema },
    handler: async (request, reply) => {
      await deps.notices.markRead(playerOf(request).user.id, request.query.id);
      return ok(reply, { message: 'success' });
    },
  });

  // Public: visitors get the NOT_LOGGED_IN popup too.
  typed.route({
    method: ['GET', 'POST'],
    url: '/api/app_user_notice/popups',
    handler: async (_request, reply) => ok(reply, { list: await deps.notices.popupConfigs() }),
  });

  typed.post(
    '/api/operator/notices',
    { schema: { body: createNoticeRequestSchema } },
    async (request, reply) => {
      const { operator } = await deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.notices);
      return ok(reply, { model: await deps.notices.create(operator.id, request.body) });
    },
  );

  typed.post(
    '/api/operator/pushes',
    { schema: { body: createPushRequestSchema } },
    async (request, reply) => {
      const { operator } = await deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.notices);
      await deps.notices.pushFromOperator(operator.id, request.body.userId, {
        event: request.body.event,
        extra: request.body.extra,
      });
      return ok(reply);
    },
  );
}
