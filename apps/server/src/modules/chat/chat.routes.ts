import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  chatConversationListQuerySchema,
  chatConversationParamsSchema,
  chatHistoryQuerySchema,
  markChatReadRequestSchema,
  sendChatMessageRequestSchema,
  BACKOFFICE_AREAS,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { ChatService } from './chat.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/**
 * The player's side of live chat under /api/chat (their own conversation only: no route takes a
 * conversation id), and support's side under /api/operator/chat.
 */
export function registerChatRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; operators: OperatorService; chat: ChatService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);
  const requireSupport = async (token: string | undefined) =>
    (await deps.operators.authenticate(token, BACKOFFICE_AREAS.chat)).operator;

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/chat/history',
    preHandler: requirePlayer,
    schema: { querystring: chatHistoryQuerySchema },
    handler: async (request, reply) =>
      ok(reply, { model: await deps.chat.playerHistory(playerOf(request).user.id, request.query) }),
  });

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/chat/unread',
    preHandler: requirePlayer,
    handler: async (request, reply) =>
      ok(reply, { model: { unread: await deps.chat.playerUnread(playerOf(request).user.id) } }),
  });

  typed.post(
    '/api/chat/send',
    { preHandler: requirePlayer, schema: { body: sendChatMessageRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.chat.playerSend(playerOf(request).user.id, request.body) }),
  );

  typed.post(
    '/api/chat/read',
    { preHandler: requirePlayer, schema: { body: markChatReadRequestSchema } },
    async (request, reply) => {
      const unread = await deps.chat.playerMarkRead(playerOf(request).user.id, request.body.messageId);
      return ok(reply, { model: { unread } });
    },
  );

  typed.get(
    '/api/operator/chat/conversations',
    { schema: { querystring: chatConversationListQuerySchema } },
    async (request, reply) => {
      await requireSupport(tokenOf(request));
      return ok(reply, { page: await deps.chat.supportList(request.query) });
    },
  );

  typed.get(
    '/api/operator/chat/conversations/:id/messages',
    { schema: { params: chatConversationParamsSchema, querystring: chatHistoryQuerySchema } },
    async (request, reply) => {
      await requireSupport(tokenOf(request));
      return ok(reply, { model: await deps.chat.supportHistory(request.params.id, request.query) });
    },
  );

  typed.get(
    '/api/operator/chat/players/:id/conversation',
    { schema: { params: chatConversationParamsSchema, querystring: chatHistoryQuerySchema } },
    async (request, reply) => {
      await requireSupport(tokenOf(request));
      return ok(reply, { model: await deps.chat.supportOpenForPlayer(request.params.id, request.query) });
    },
  );

  typed.post(
    '/api/operator/chat/conversations/:id/messages',
    { schema: { params: chatConversationParamsSchema, body: sendChatMessageRequestSchema } },
    async (request, reply) => {
      const operator = await requireSupport(tokenOf(request));
      return ok(reply, {
        model: await deps.chat.supportSend(operator.id, request.params.id, request.body),
      });
    },
  );

  typed.post(
    '/api/operator/chat/conversations/:id/read',
    { schema: { params: chatConversationParamsSchema, body: markChatReadRequestSchema } },
    async (request, reply) => {
      await requireSupport(tokenOf(request));
      const unread = await deps.chat.supportMarkRead(request.params.id, request.body.messageId);
      return ok(reply, { model: { unread } });
    },
  );

  // A support screen opens a visitor socket (/api/sockmsg/init without a player token), then sends this
  // token in its `join` event to receive every conversation's messages live.
  typed.post('/api/operator/chat/join-token', async (request, reply) => {
    await requireSupport(tokenOf(request));
    return ok(reply, { model: deps.chat.supportJoinToken() });
  });
}
