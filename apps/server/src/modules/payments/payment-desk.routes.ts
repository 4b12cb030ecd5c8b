import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  BACKOFFICE_AREAS,
  currencyParamsSchema,
  maintenanceRequestSchema,
  paymentChannelCreateSchema,
  paymentChannelParamsSchema,
  paymentChannelPatchSchema,
  withdrawLimitPutSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { OperatorService } from '../operators/index.ts';
import type { PaymentDesk } from './payment-desk.ts';

/** The back office's payment desk (money area): channels, withdrawal limits, pay maintenance. */
export function registerPaymentDeskRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; desk: PaymentDesk },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const finance = async (request: FastifyRequest) =>
    (await deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.money)).operator;

  typed.get('/api/operator/payments', async (request, reply) => {
    await finance(request);
    return ok(reply, { model: await deps.desk.view() });
  });

  typed.post(
    '/api/operator/payments/channels',
    { schema: { body: paymentChannelCreateSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.desk.createChannel(await finance(request), request.body) }),
  );

  typed.patch(
    '/api/operator/payments/channels/:id',
    { schema: { params: paymentChannelParamsSchema, body: paymentChannelPatchSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.desk.updateChannel(await finance(request), request.params.id, request.body),
      }),
  );

  typed.put(
    '/api/operator/payments/withdraw-limits/:currencyId',
    { schema: { params: currencyParamsSchema, body: withdrawLimitPutSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.desk.putWithdrawLimit(
          await finance(request),
          request.params.currencyId,
          request.body,
        ),
      }),
  );

  typed.post(
    '/api/operator/payments/maintenance',
    { schema: { body: maintenanceRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: {
          payMaintenance: await deps.desk.setPayMaintenance(await finance(request), request.body.enabled),
        },
      }),
  );
}
