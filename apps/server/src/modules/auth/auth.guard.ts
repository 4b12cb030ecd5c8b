import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { HEADER } from '@casino/contracts';

import type { AuthenticatedPlayer, AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the player guard on routes that need a logged-in player. */
    player?: AuthenticatedPlayer;
  }
}

/** The raw token from the `Auth` header, if any. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.auth.toLowerCase()];
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;
}

/** A preHandler that admits only a logged-in player and puts them on `request.player`. */
export function playerGuard(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request) => {
    request.player = await auth.authenticate(tokenOf(request));
  };
}

/** The player a guarded route runs for. */
export function playerOf(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new Error('playerOf() on a route without the player guard');
  return request.player;
}
