import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { historyRequestSchema } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { playerGuard, playerOf, tokenOf } from '../auth/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { OperatorService } from '../operators/index.ts';
import { checkLedgerInvariants } from './invariants.ts';
import type { WalletService } from './wallet.service.ts';

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: AuthService; operators: OperatorService; wallet: WalletService },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/wallet/history',
    { preHandler: playerGuard(deps.auth), schema: { body: historyRequestSchema } },
    async (request, reply) =>
      ok(reply, { page: await deps.wallet.history(playerOf(request).user.id, request.body) }),
  );

  /** The money invariants of the live database, for finance (the same check as `npm run invariants`). */
  typed.get('/api/operator/ledger/invariants', async (request, reply) => {
    await deps.operators.authenticate(tokenOf(request), ['finance']);
    const violations = await checkLedgerInvariants(deps.db);
    return ok(reply, { model: { clean: violations.length === 0, violations } });
  });
}
