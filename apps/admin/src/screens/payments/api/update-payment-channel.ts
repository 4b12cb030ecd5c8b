import {
  paymentChannelAdminSchema,
  type PaymentChannelAdmin,
  type PaymentChannelPatch,
} from '@casino/contracts';

import { api } from '../../../lib/api';

/** PATCH /api/operator/payments/channels/:id: changes only the fields sent. */
export async function updatePaymentChannel(
  id: string,
  patch: PaymentChannelPatch,
): Promise<PaymentChannelAdmin> {
  const { model } = await api('PATCH', `/payments/channels/${encodeURIComponent(id)}`, { body: patch });
  return paymentChannelAdminSchema.parse(model);
}
