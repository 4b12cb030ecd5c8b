import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  chatBannedWordsSchema,
  chatMuteRequestSchema,
  lotteryBetRequestSchema,
  lotteryChatPageQuerySchema,
  lotteryChatSendRequestSchema,
  lotteryFollowRequestSchema,
  lotteryMyBetsQuerySchema,
  lotteryResultsQuerySchema,
  lotteryRoomQuerySchema,
  lotteryRoomWriteSchema,
  lotteryShareRequestSchema,
  lotteryTermQuerySchema,
  rowIdSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { requestIdOf } from '../../platform/request-id.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { ChatModeration } from '../chat/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { LotteryBets } from './lottery-bets.ts';
import type { LotteryRooms } from './lottery-rooms.ts';
import { playerGuard, playerOf } from '../user/index.ts';

export interface LotteryRouteDependencies {
  sessions: PlayerSessions;
  operators: OperatorService;
  rooms: LotteryRooms;
  bets: LotteryBets;
  moderation: ChatModeration;
}

const roomParams = z.object({ id: rowIdSchema });

/** The lottery rooms' calls (issue 16) and their back-office settings, with the public chats' moderation. */
export function registerLotteryRoutes(app: FastifyInstance, deps: LotteryRouteDependencies): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);
  const playerIn = async (request: FastifyRequest) => {
    const { userId, currencyId } = await deps.sessions.identify(tokenOf(request));
    return { id: userId, currencyId };
  };
  /** Who is watching, when logged in: a room opens for visitors too. */
  const viewerIn = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) return undefined;
    return (await deps.sessions.identify(token).catch(() => undefined))?.userId;
  };
  const operator = async (token: string | undefined, roles: Parameters<OperatorService['authenticate']>[1]) =>
    (await deps.operators.authenticate(token, roles)).operator.id;

  typed.get('/api/lottery/rooms', async (_request, reply) => ok(reply, { list: await deps.rooms.list() }));

  typed.get(
    '/api/lottery/room',
    { schema: { querystring: lotteryRoomQuerySchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.rooms.state(request.query, await viewerIn(request)) }),
  );

  typed.get(
    '/api/lottery/results',
    { schema: { querystring: lotteryResultsQuerySchema } },
    async (request, reply) => ok(reply, { list: await deps.rooms.results(request.query) }),
  );

  typed.get(
    '/api/lottery/term',
    { schema: { querystring: lotteryTermQuerySchema } },
    async (request, reply) => ok(reply, { model: await deps.rooms.proof(request.query.id) }),
  );

  typed.get(
    '/api/lottery/chat',
    { schema: { querystring: lotteryChatPageQuerySchema } },
    async (request, reply) =>
      ok(reply, { list: await deps.rooms.chatPage(request.query.roomId, request.query.beforeId) }),
  );

  typed.get(
    '/api/lottery/my_bets',
    { preHandler: requirePlayer, schema: { querystring: lotteryMyBetsQuerySchema } },
    async (request, reply) =>
      ok(reply, { list: await deps.rooms.myBets(playerOf(request).user.id, request.query.roomId) }),
  );

  typed.post('/api/lottery/bet', { schema: { body: lotteryBetRequestSchema } }, async (request, reply) => {
    const requestId = requestIdOf(request, request.body.requestId);
    const answer = await deps.bets.bet(await playerIn(request), { ...request.body, requestId });
    return ok(reply, { model: answer.bet, extra: { balance: answer.balance, message: answer.message } });
  });

  typed.post(
    '/api/lottery/follow',
    { schema: { body: lotteryFollowRequestSchema } },
    async (request, reply) => {
      const requestId = requestIdOf(request, request.body.requestId);
      const answer = await deps.bets.follow(await playerIn(request), { ...request.body, requestId });
      return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
    },
  );

  typed.post(
    '/api/lottery/share',
    { preHandler: requirePlayer, schema: { body: lotteryShareRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.rooms.share(playerOf(request).user.id, request.body.roomId, request.body.betId),
      }),
  );

  typed.post(
    '/api/lottery/chat/send',
    { preHandler: requirePlayer, schema: { body: lotteryChatSendRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.rooms.send(playerOf(request).user.id, request.body.roomId, request.body.text),
      }),
  );

  typed.get('/api/operator/lottery/rooms', async (request, reply) => {
    await operator(tokenOf(request), ['admin']);
    return ok(reply, { list: await deps.rooms.all() });
  });

  typed.post(
    '/api/operator/lottery/rooms',
    { schema: { body: lotteryRoomWriteSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['admin']);
      return ok(reply, { model: await deps.rooms.create(operatorId, request.body) });
    },
  );

  typed.put(
    '/api/operator/lottery/rooms/:id',
    { schema: { params: roomParams, body: lotteryRoomWriteSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['admin']);
      return ok(reply, { model: await deps.rooms.update(operatorId, request.params.id, request.body) });
    },
  );

  typed.post(
    '/api/operator/chat/mute',
    { schema: { body: chatMuteRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['support']);
      return ok(reply, { model: await deps.moderation.mute(operatorId, request.body) });
    },
  );

  typed.get('/api/operator/chat/banned_words', async (request, reply) => {
    await operator(tokenOf(request), ['support']);
    return ok(reply, { list: await deps.moderation.bannedWords() });
  });

  typed.put(
    '/api/operator/chat/banned_words',
    { schema: { body: chatBannedWordsSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['support']);
      return ok(reply, { list: await deps.moderation.setBannedWords(operatorId, request.body.words) });
    },
  );
}
