import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sockJoinRequestSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import { signClaims } from './realtime-tokens.ts';

/** Module names that only operators may join (their tokens come from the operator side). */
export const OPERATOR_ROOM_PREFIX = 'support-';

/** How long an init or join token may wait before the socket presents it. */
const TOKEN_TTL_MS = 5 * 60_000;

export function registerRealtimeRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; secret: string; nodeKey: string },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The player behind the request's token and their session (its token's hash, hex), or nulls for a visitor
   * (a dead token counts as a visitor).
   */
  const sessionOf = async (token: string | undefined) =>
    token
      ? await deps.sessions.authenticate(token).then(
          (player) => ({ userId: player.user.id, session: player.tokenHash.toString('hex') }),
          () => ({ userId: null, session: null }),
        )
      : { userId: null, session: null };

  typed.post('/api/sockmsg/init', async (request, reply) => {
    const { userId, session } = await sessionOf(tokenOf(request));
    const token = signClaims(deps.secret, {
      kind: 'connect',
      userId,
      session,
      // The address the HTTP side sees (its trusted proxies applied): the socket is counted under it.
      ip: request.ip,
      nodeKey: deps.nodeKey,
      expiresAt: Date.now() + TOKEN_TTL_MS,
    });
    return ok(reply, { model: { token, nodeKey: deps.nodeKey } });
  });

  typed.post('/api/sockmsg/join', { schema: { body: sockJoinRequestSchema } }, async (request, reply) => {
    const { userId, session } = await sessionOf(tokenOf(request));
    const modules = [...new Set(request.body)];
    // Rooms for operators (the support chat) are joined with an operator's token, never through here.
    if (modules.some((name) => name.startsWith(OPERATOR_ROOM_PREFIX))) throw new ApiError('FORBIDDEN');
    const token = signClaims(deps.secret, {
      kind: 'join',
      userId,
      session,
      modules,
      expiresAt: Date.now() + TOKEN_TTL_MS,
    });
    return ok(reply, { model: { token } });
  });
}
