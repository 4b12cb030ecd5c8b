import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  crashBetRequestSchema,
  crashGameIdSchema,
  crashRoundQuerySchema,
  crashStopRequestSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { requestIdOf } from '../../platform/request-id.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { CrashGame } from './crash.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

const gameParams = z.object({ game: crashGameIdSchema });

/** The live rounds' calls (spec §7: crash/stop, aviator/stop), for both crash games. */
export function registerCrashRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; games: Record<string, CrashGame> },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);
  // Bets and cash-outs need only who plays (see PlayerSessions.identify); the history reads the full session.
  const playerIn = async (request: FastifyRequest) => {
    const { userId, currencyId } = await deps.sessions.identify(tokenOf(request));
    return { id: userId, currencyId };
  };
  const gameOf = (id: string) => {
    const game = deps.games[id];
    if (!game) throw new Error(`crash game ${id} is not running`);
    return game;
  };

  typed.post(
    '/api/game/:game/bet',
    { schema: { params: gameParams, body: crashBetRequestSchema } },
    async (request, reply) => {
      const player = await playerIn(request);
      const requestId = requestIdOf(request, request.body.requestId);
      const answer = await gameOf(request.params.game).bet(player, { ...request.body.model, requestId });
      return ok(reply, { model: answer.bet, extra: { balance: answer.balance } });
    },
  );

  typed.post(
    '/api/game/:game/stop',
    { schema: { params: gameParams, body: crashStopRequestSchema } },
    async (request, reply) => {
      const answer = await gameOf(request.params.game).stop(await playerIn(request), request.body.slot);
      return ok(reply, { model: answer.bet });
    },
  );

  typed.get('/api/game/:game/state', { schema: { params: gameParams } }, async (request, reply) =>
    ok(reply, { model: await gameOf(request.params.game).state() }),
  );

  typed.get(
    '/api/game/:game/round',
    { schema: { params: gameParams, querystring: crashRoundQuerySchema } },
    async (request, reply) => ok(reply, { model: await gameOf(request.params.game).round(request.query) }),
  );

  typed.get(
    '/api/game/:game/my_bets',
    { preHandler: requirePlayer, schema: { params: gameParams } },
    async (request, reply) =>
      ok(reply, { list: await gameOf(request.params.game).history(playerOf(request).user.id) }),
  );
}
