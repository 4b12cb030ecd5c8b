import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  betIdRequestSchema,
  betRecordQuerySchema,
  betRequestSchema,
  CASH_OUT_GAME_IDS,
  gameIdQuerySchema,
  launchQuerySchema,
  PLAY_GAME_IDS,
  REVEAL_GAME_IDS,
  playRequestSchema,
  revealedSeedsQuerySchema,
  rotateSeedRequestSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { requestIdOf } from '../../platform/request-id.ts';
import { newToken } from '../../platform/tokens.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { FairnessSeeds } from './fairness.service.ts';
import { actorResolver } from './game-actor.ts';
import type { RoundBets } from './round-bets.ts';
import type { RoundMoves } from './round-moves.ts';
import type { RoundQueries } from './round-queries.ts';

/** The single-player games' parts, by concern. */
export interface SinglePlayerGames {
  bets: RoundBets;
  moves: RoundMoves;
  queries: RoundQueries;
  fairness: FairnessSeeds;
}

const playParams = z.object({ game: z.enum(PLAY_GAME_IDS, { error: 'GAME_NOT_FOUND' }) });
const cashOutParams = z.object({ game: z.enum(CASH_OUT_GAME_IDS, { error: 'GAME_NOT_FOUND' }) });
const revealParams = z.object({ game: z.enum(REVEAL_GAME_IDS, { error: 'GAME_NOT_FOUND' }) });

/**
 * The single-player game calls (spec §7 "Games"). A logged-in player acts as `u:<id>`; a visitor may play
 * demo rounds with a demo token (header Demo-Token) and nothing else.
 */
export function registerRoundRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; games: SinglePlayerGames },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { bets, moves, queries, fairness } = deps.games;

  const actorOf = actorResolver(deps.sessions, () => queries.visitorCurrency());

  typed.post('/api/game/bet', { schema: { body: betRequestSchema } }, async (request, reply) => {
    const actor = await actorOf(request);
    const requestId = requestIdOf(request, request.body.requestId);
    const { bet, balance } = await bets.bet(actor, { ...request.body, requestId });
    return ok(reply, { model: bet, extra: { balance } });
  });

  typed.post(
    '/api/game/:game/play',
    { schema: { params: playParams, body: playRequestSchema } },
    async (request, reply) => {
      const answer = await moves.play(
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
      const answer = await moves.cashOut(await actorOf(request), request.params.game, request.body.id);
      return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
    },
  );

  // A game that opens whole (the scratch ticket): bought with /api/game/bet, opened here.
  typed.post(
    '/api/game/:game/reveal',
    { schema: { params: revealParams, body: betIdRequestSchema } },
    async (request, reply) => {
      const answer = await moves.play(await actorOf(request), request.params.game, request.body.id, 0);
      return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
    },
  );

  typed.post('/api/game/bet_result', { schema: { body: betIdRequestSchema } }, async (request, reply) =>
    ok(reply, { model: await queries.result(await actorOf(request), request.body.id) }),
  );

  typed.post('/api/game/bets', async (request, reply) =>
    ok(reply, { list: await queries.openBets(await actorOf(request)) }),
  );

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/game/bet_record',
    schema: { querystring: betRecordQuerySchema },
    handler: async (request, reply) =>
      ok(reply, { page: await queries.record(await actorOf(request), request.query) }),
  });

  typed.post('/api/game/finish_hold', { schema: { body: betIdRequestSchema } }, async (request, reply) => {
    const answer = await moves.finishHold(await actorOf(request), request.body.id);
    return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
  });

  typed.post('/api/game/finish_all_my_hold', async (request, reply) =>
    ok(reply, await moves.finishAllMyHold(await actorOf(request))),
  );

  typed.get('/api/game/terms', { schema: { querystring: gameIdQuerySchema } }, async (request, reply) => {
    const token = tokenOf(request);
    const currencyId = token
      ? (await deps.sessions.authenticate(token)).user.currencyId
      : await queries.visitorCurrency();
    return ok(reply, { model: await queries.terms(request.query.gameId, currencyId) });
  });

  /**
   * GET /api/game/play?gameId=: where the game opens, with token, lang and deviceType appended (spec §7).
   * Real play needs a login (1012) and money (-100); a game under maintenance answers -119.
   */
  typed.get('/api/game/play', { schema: { querystring: launchQuerySchema } }, async (request, reply) => {
    const { gameId, demo, lang, deviceType } = request.query;
    const token = tokenOf(request);
    const player = token ? await deps.sessions.authenticate(token) : undefined;
    if (!demo && !player) throw new ApiError('LOGIN_REQUIRED');
    const currencyId = player ? player.user.currencyId : await queries.visitorCurrency();
    const terms = await queries.terms(gameId, currencyId);
    if (terms.maintenance) throw new ApiError('GAME_MAINTENANCE');
    if (!demo && player && !(await queries.hasCash(player.user.id, currencyId))) {
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
    ok(reply, { model: await queries.demoWallet(await actorOf(request)) }),
  );

  typed.post('/api/game/demo/reset', async (request, reply) =>
    ok(reply, { model: await queries.resetDemoWallet(await actorOf(request)) }),
  );

  typed.get('/api/game/fairness/seeds', async (request, reply) =>
    ok(reply, { model: await fairness.seeds(await actorOf(request)) }),
  );

  typed.post(
    '/api/game/fairness/rotate',
    { schema: { body: rotateSeedRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await fairness.rotate(await actorOf(request), request.body.clientSeed) }),
  );

  typed.get(
    '/api/game/fairness/revealed',
    { schema: { querystring: revealedSeedsQuerySchema } },
    async (request, reply) =>
      ok(reply, {
        list: await fairness.revealed(await actorOf(request), request.query.pageNo, request.query.pageSize),
      }),
  );
}
