import type { FastifyInstance } from 'fastify';

import { BACKOFFICE_AREAS } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../auth/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { CrashDesk } from './crash-desk.ts';

/** The back office's crash desk (games area): the chains' use and the live rounds. */
export function registerCrashDeskRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; desk: CrashDesk },
): void {
  app.get('/api/operator/crash/chains', async (request, reply) => {
    await deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.games);
    return ok(reply, { list: await deps.desk.chains() });
  });

  app.get('/api/operator/crash/live', async (request, reply) => {
    await deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.games);
    return ok(reply, { list: await deps.desk.live() });
  });
}
