import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { historyRequestSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { playerGuard, playerOf } from '../auth/auth.guard.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { WalletService } from './wallet.service.ts';

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; wallet: WalletService },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/wallet/history',
      { preHandler: playerGuard(deps.auth), schema: { body: historyRequestSchema } },
      async (request, reply) =>
        ok(reply, { page: await deps.wallet.history(playerOf(request).user.id, request.body) }),
    );
}
