import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { fairnessBeaconRoundParamsSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import type { BeaconService } from './beacon.service.ts';

/** Rounds one address may have the server fetch and verify (not yet kept) per minute: each costs a pairing. */
const FETCHES_PER_IP_PER_MINUTE = 60;

/**
 * The beacon's public face (issue 34), for the fairness page and any verifier: the chain (its public key,
 * timing, sandbox or not) and any round, verified. No login: nothing here is private.
 */
export function registerBeaconRoutes(
  app: FastifyInstance,
  deps: { beacon: BeaconService; attempts: AttemptCounter },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/fairness/beacon', async (_request, reply) => ok(reply, { model: deps.beacon.info() }));

  typed.get(
    '/api/fairness/beacon/:round',
    { schema: { params: fairnessBeaconRoundParamsSchema } },
    async (request, reply) => {
      const { round } = request.params;
      const kept = await deps.beacon.kept(round);
      if (kept) return ok(reply, { model: kept });
      const dueAt = deps.beacon.timeOf(round);
      // Not published yet (or not reachable now): say when it is due, so a page can wait for it.
      const notYet = new ApiError('NOT_FOUND', { extra: { round, dueAt } });
      if (dueAt > Date.now()) throw notYet;
      const fetches = await deps.attempts.hit(`beacon-round:ip:${request.ip}`, 60_000);
      if (fetches > FETCHES_PER_IP_PER_MINUTE) throw new ApiError('RATE_LIMITED');
      const fetched = await deps.beacon.get(round);
      if (!fetched) throw notYet;
      return ok(reply, { model: fetched });
    },
  );
}
