import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { exclusionRequestSchema, limitsRequestSchema, realityCheckRequestSchema } from '@casino/contracts';

import type { SandboxClock } from '../../platform/clock.ts';
import { ok } from '../../platform/envelope.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { ResponsibleGaming } from './responsible.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

/** The sandbox's clock request: move the calling player's responsible-gaming clock forward (≤ 1 year). */
const sandboxClockRequestSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/** The responsible-gaming page's calls; each acts on the session's player only. */
export function registerResponsibleRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; responsible: ResponsibleGaming; sandboxClock: SandboxClock | null },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);
  const { responsible } = deps;

  typed.get('/api/responsible', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: await responsible.view(playerOf(request)) }),
  );

  typed.post(
    '/api/responsible/limits',
    { preHandler: requirePlayer, schema: { body: limitsRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await responsible.setLimits(playerOf(request), request.body) }),
  );

  typed.post(
    '/api/responsible/reality_check',
    { preHandler: requirePlayer, schema: { body: realityCheckRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await responsible.setRealityCheck(playerOf(request), request.body) }),
  );

  typed.post('/api/responsible/reality_check/ack', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { model: await responsible.acknowledge(playerOf(request)) }),
  );

  typed.post(
    '/api/responsible/exclusion',
    { preHandler: requirePlayer, schema: { body: exclusionRequestSchema } },
    async (request, reply) => {
      await responsible.exclude(playerOf(request), request.body);
      return ok(reply);
    },
  );

  // SANDBOX only (never on a real site): a test moves its own player's clock to wait out a cooling-off.
  const clock = deps.sandboxClock;
  if (clock) {
    typed.post(
      '/api/sandbox/clock',
      { preHandler: requirePlayer, schema: { body: sandboxClockRequestSchema } },
      async (request, reply) => {
        const { user } = playerOf(request);
        clock.advance(user.id, request.body.advanceMs);
        return ok(reply, { model: { now: clock.now(user.id) } });
      },
    );
  }
}
