import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { historyRequestSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { WalletService } from './wallet.service.ts';
import { playerGuard, playerOf } from '../user/index.ts';

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { sessions: PlayerSessions; operators: OperatorService; wallet: WalletService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/wallet/history',
    { preHandler: playerGuard(deps.sessions), schema: { body: historyRequestSchema } },
    async (request, reply) =>
      ok(reply, { page: await deps.wallet.history(playerOf(request).user.id, request.body) }),
  );

  /** The money invariants of the live database, for finance (the same check as `npm run invariants`). */
  typed.get('/api/operator/ledger/invariants', async (request, reply) => {
    await deps.operators.authenticate(tokenOf(request), ['finance']);
    const violations = await deps.wallet.checkInvariants();
    return ok(reply, { model: { clean: violations.length === 0, violations } });
  });
}
