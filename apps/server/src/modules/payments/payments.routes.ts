import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { createRechargeRequestSchema, orderIdRequestSchema, paidListRequestSchema } from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { requestIdOf } from '../../platform/request-id.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { PaymentProvider } from './provider.ts';
import { WebhookRejected } from './provider.ts';
import type { RechargeService } from './recharge.service.ts';
import type { RechargeSettlement } from './recharge-settlement.ts';
import type { WithdrawReview } from './withdraw-review.ts';
import { playerGuard, playerOf } from '../user/index.ts';

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    sessions: PlayerSessions;
    recharge: RechargeService;
    rechargeSettlement: RechargeSettlement;
    withdrawReview: WithdrawReview;
    providers: ReadonlyMap<string, PaymentProvider>;
  },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);

  typed.post('/api/pay/recharge_channels', { preHandler: requirePlayer }, async (request, reply) =>
    ok(reply, { list: await deps.recharge.channels(playerOf(request).user.currencyId) }),
  );

  typed.post(
    '/api/pay/recharge',
    { preHandler: requirePlayer, schema: { body: createRechargeRequestSchema } },
    async (request, reply) => {
      const { user } = playerOf(request);
      const requestId = requestIdOf(request, request.body.requestId, { required: true });
      const order = await deps.recharge.createOrder(user.id, user.currencyId, { ...request.body, requestId });
      return ok(reply, { model: order });
    },
  );

  typed.post(
    '/api/pay/recharge_order',
    { preHandler: requirePlayer, schema: { body: orderIdRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.recharge.order(playerOf(request).user.id, request.body.id) }),
  );

  typed.post(
    '/api/pay/paid_list',
    { preHandler: requirePlayer, schema: { body: paidListRequestSchema } },
    async (request, reply) =>
      ok(reply, { list: await deps.recharge.paidList(playerOf(request).user.id, request.body.ids) }),
  );

  // Provider webhooks read the raw body: the signature is over the exact bytes that were sent.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>(
      '/api/webhooks/payments/:provider',
      async (request, reply) => {
        const provider = deps.providers.get(request.params.provider);
        if (!provider) return reply.code(404).send({ error: 'unknown provider' });
        let event;
        try {
          event = provider.verifyWebhook(String(request.body ?? ''), request.headers);
        } catch (error) {
          if (!(error instanceof WebhookRejected)) throw error;
          request.log.warn({ reason: error.message }, 'webhook rejected');
          return reply.code(400).send({ error: error.message });
        }
        const outcome = event.type.startsWith('payout.')
          ? await deps.withdrawReview.applyPayoutEvent(provider.name, event)
          : await deps.rechargeSettlement.applyProviderEvent(provider.name, event);
        request.log.info(
          { eventId: event.id, type: event.type, reference: event.reference, outcome },
          'payment webhook',
        );
        return reply.code(200).send({ received: true, outcome });
      },
    );
  });
}
