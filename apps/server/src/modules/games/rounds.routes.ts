import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  betIdRequestSchema,
  betRecordQuerySchema,
  betRequestSchema,
  CASH_OUT_GAME_IDS,
  demoTokenSchema,
  gameIdQuerySchema,
  HEADER,
  launchQuerySchema,
  PLAY_GAME_IDS,
  playRequestSchema,
  revealedSeedsQuerySchema,
  rotateSeedRequestSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { newToken } from '../../platform/tokens.ts';
import { tokenOf } from '../auth/auth.guard.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { GameActor, SinglePlayerGameService } from './rounds.service.ts';

const playParams = z.object({ game: z.enum(PLAY_GAME_IDS, { error: 'GAME_NOT_FOUND' }) });
const cashOutParams = z.object({ game: z.enum(CASH_OUT_GAME_IDS, { error: 'GAME_NOT_FOUND' }) });

/**
 * The single-player game calls (spec §7 "Games"). A logged-in player acts as `u:<id>`; a visitor may play
 * demo rounds with a demo token (header Demo-Token) and nothing else.
 */
export function registerRoundRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; rounds: SinglePlayerGameService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { rounds } = deps;

  async function actorOf(request: FastifyRequest): Promise<GameActor> {
    const token = tokenOf(request);
    if (token) {
      const { user } = await deps.auth.authenticate(token);
      return { owner: `u:${user.id}`, userId: user.id, currencyId: user.currencyId };
    }
    const demo = demoTokenSchema.safeParse(request.headers[HEADER.demoToken.toLowerCase()]);
    if (!demo.success) throw new ApiError('LOGIN_REQUIRED');
    const owner = `v:${createHash('sha256').update(demo.data).digest('hex').slice(0, 40)}`;
    return { owner, userId: null, currencyId: await rounds.visitorCurrency() };
  }

  typed.post('/api/game/bet', { schema: { body: betRequestSchema } }, async (request, reply) => {
    const actor = await actorOf(request);
    const requestId = request.body.requestId ?? idempotencyKeyOf(request);
    const { bet, balance } = await rounds.bet(actor, { ...request.body, requestId });
    return ok(reply, { model: bet, extra: { balance } });
  });

  typed.post(
    '/api/game/:game/play',
    { schema: { params: playParams, body: playRequestSchema } },
    async (request, reply) => {
      const answer = await rounds.play(
        await actorOf(request),
        request.params.game,
        request.body.id,
        request.body.spot,
      );
      return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
    },
  );

  typed.post(
    '/api/game/:game/cash_out',
    { schema: { params: cashOutParams, body: betIdRequestSchema } },
    async (request, reply) => {
      const answer = await rounds.cashOut(await actorOf(request), request.params.game, request.body.id);
      return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
    },
  );

  // Scratch: the ticket is bought with /api/game/bet and scratched open here.
  typed.post('/api/game/scratch/reveal', { schema: { body: betIdRequestSchema } }, async (request, reply) => {
    const answer = await rounds.play(await actorOf(request), 'scratch', request.body.id, 0);
    return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
  });

  typed.post('/api/game/bet_result', { schema: { body: betIdRequestSchema } }, async (request, reply) =>
    ok(reply, { model: await rounds.result(await actorOf(request), request.body.id) }),
  );

  typed.post('/api/game/bets', async (request, reply) =>
    ok(reply, { list: await rounds.openBets(await actorOf(request)) }),
  );

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/game/bet_record',
    schema: { querystring: betRecordQuerySchema },
    handler: async (request, reply) =>
      ok(reply, { page: await rounds.record(await actorOf(request), request.query) }),
  });

  typed.post('/api/game/finish_hold', { schema: { body: betIdRequestSchema } }, async (request, reply) => {
    const answer = await rounds.finishHold(await actorOf(request), request.body.id);
    return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
  });

  typed.post('/api/game/finish_all_my_hold', async (request, reply) =>
    ok(reply, await rounds.finishAllMyHold(await actorOf(request))),
  );

  typed.get('/api/game/terms', { schema: { querystring: gameIdQuerySchema } }, async (request, reply) => {
    const token = tokenOf(request);
    const currencyId = token
      ? (await deps.auth.authenticate(token)).user.currencyId
      : await rounds.visitorCurrency();
    return ok(reply, { model: await rounds.terms(request.query.gameId, currencyId) });
  });

  /**
   * GET /api/game/play?gameId=: where the game opens, with token, lang and deviceType appended (spec §7).
   * Real play needs a login (1012) and money (-100); a game under maintenance answers -119.
   */
  typed.get('/api/game/play', { schema: { querystring: launchQuerySchema } }, async (request, reply) => {
    const { gameId, demo, lang, deviceType } = request.query;
    const token = tokenOf(request);
    const player = token ? await deps.auth.authenticate(token) : undefined;
    if (!demo && !player) throw new ApiError('LOGIN_REQUIRED');
    const currencyId = player ? player.user.currencyId : await rounds.visitorCurrency();
    const terms = await rounds.terms(gameId, currencyId);
    if (terms.maintenance) throw new ApiError('GAME_MAINTENANCE');
    if (!demo && player && (await rounds.cashBalanceOf(player.user.id, currencyId)) === 0n) {
      throw new ApiError('RECHARGE_REQUIRED');
    }
    const query = new URLSearchParams({
      ...(player ? { token: player.token } : {}),
      lang: lang ?? '',
      deviceType: deviceType ?? 'MOBILE',
      ...(demo ? { demo: 'true' } : {}),
    });
    return ok(reply, { model: { gameId, url: `/game/${gameId}?${query.toString()}` } });
  });

  typed.post('/api/game/demo/session', async (_request, reply) =>
    ok(reply, { model: { token: newToken() } }),
  );

  typed.get('/api/game/demo/wallet', async (request, reply) =>
    ok(reply, { model: await rounds.demoWallet(await actorOf(request)) }),
  );

  typed.post('/api/game/demo/reset', async (request, reply) =>
    ok(reply, { model: await rounds.resetDemoWallet(await actorOf(request)) }),
  );

  typed.get('/api/game/fairness/seeds', async (request, reply) =>
    ok(reply, { model: await rounds.seeds(await actorOf(request)) }),
  );

  typed.post(
    '/api/game/fairness/rotate',
    { schema: { body: rotateSeedRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await rounds.rotateSeeds(await actorOf(request), request.body.clientSeed) }),
  );

  typed.get(
    '/api/game/fairness/revealed',
    { schema: { querystring: revealedSeedsQuerySchema } },
    async (request, reply) =>
      ok(reply, {
        list: await rounds.revealed(await actorOf(request), request.query.pageNo, request.query.pageSize),
      }),
  );
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.idempotencyKey.toLowerCase()];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : undefined;
}
