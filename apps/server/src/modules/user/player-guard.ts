import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { tokenOf } from '../../platform/auth-header.ts';
import type { AuthenticatedPlayer, PlayerSessions } from './player-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the player guard on routes that need a logged-in player. */
    player?: AuthenticatedPlayer;
  }
}

/** A preHandler that admits only a logged-in player and puts them on `request.player`. */
export function playerGuard(sessions: PlayerSessions): preHandlerAsyncHookHandler {
  return async (request) => {
    request.player = await sessions.authenticate(tokenOf(request));
  };
}

/** The player a guarded route runs for. */
export function playerOf(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new Error('playerOf() on a route without the player guard');
  return request.player;
}
