import {
  paymentChannelAdminSchema,
  paymentDeskSchema,
  withdrawLimitAdminSchema,
  type PaymentChannelAdmin,
  type paymentChannelCreateSchema,
  type PaymentChannelPatch,
  type PaymentDesk,
  type WithdrawLimitAdmin,
  type WithdrawLimitPut,
} from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../lib/api';

/** What POST /api/operator/payments/channels takes: a new channel, whole. */
export type PaymentChannelCreate = z.input<typeof paymentChannelCreateSchema>;

const maintenanceAnswerSchema = z.object({ payMaintenance: z.boolean() });

/** Query keys of this screen. */
export const paymentKeys = {
  desk: ['payments', 'desk'] as const,
};

/** GET /api/operator/payments: channels, withdrawal limits, pay maintenance, providers and currencies. */
export async function fetchPaymentDesk(): Promise<PaymentDesk> {
  const { model } = await api('GET', '/payments');
  return paymentDeskSchema.parse(model);
}

/** POST /api/operator/payments/channels: a new deposit channel of an installed provider. */
export async function createPaymentChannel(channel: PaymentChannelCreate): Promise<PaymentChannelAdmin> {
  const { model } = await api('POST', '/payments/channels', { body: channel });
  return paymentChannelAdminSchema.parse(model);
}

/** PATCH /api/operator/payments/channels/:id: changes only the fields sent. */
export async function updatePaymentChannel(
  id: string,
  patch: PaymentChannelPatch,
): Promise<PaymentChannelAdmin> {
  const { model } = await api('PATCH', `/payments/channels/${encodeURIComponent(id)}`, { body: patch });
  return paymentChannelAdminSchema.parse(model);
}

/** PUT /api/operator/payments/withdraw-limits/:currencyId: a currency's withdrawal limits, whole. */
export async function putWithdrawLimit(
  currencyId: string,
  limits: WithdrawLimitPut,
): Promise<WithdrawLimitAdmin> {
  const { model } = await api('PUT', `/payments/withdraw-limits/${encodeURIComponent(currencyId)}`, {
    body: limits,
  });
  return withdrawLimitAdminSchema.parse(model);
}

/** POST /api/operator/payments/maintenance: deposits and withdrawals answer PAY_MAINTENANCE while on. */
export async function setPayMaintenance(enabled: boolean): Promise<boolean> {
  const { model } = await api('POST', '/payments/maintenance', { body: { enabled } });
  return maintenanceAnswerSchema.parse(model).payMaintenance;
}
