import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { BACKOFFICE_AREAS } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { invalidInput } from '../../platform/errors.ts';
import { staffGuard, type OperatorService } from '../operators/index.ts';
import type { CrashDesk } from './crash-desk.ts';

/** The back office's crash desk: the chains' use and the live rounds (games area), the old salt calls refused. */
export function registerCrashDeskRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; desk: CrashDesk },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const gamesStaff = staffGuard(deps.operators, BACKOFFICE_AREAS.games);
  const admin = staffGuard(deps.operators, ['admin']);

  typed.get('/api/operator/crash/chains', { preHandler: gamesStaff }, async (_request, reply) =>
    ok(reply, { list: await deps.desk.chains() }),
  );

  typed.get('/api/operator/crash/live', { preHandler: gamesStaff }, async (_request, reply) =>
    ok(reply, { list: await deps.desk.live() }),
  );

  // A salt is never typed in (issue 34 #3): it is the randomness of the beacon round the chain was announced
  // with, taken by the server. The calls that once set one answer so, for any input.
  const refuse = async () => {
    throw invalidInput('salt', 'CRASH_SALT_FROM_BEACON');
  };
  app.post('/api/operator/crash/chains/:id/salt-announcement', { preHandler: admin }, refuse);
  app.post('/api/operator/crash/chains/:id/salt', { preHandler: admin }, refuse);
}
