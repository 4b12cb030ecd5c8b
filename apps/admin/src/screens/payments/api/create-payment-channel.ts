import {
  paymentChannelAdminSchema,
  type PaymentChannelAdmin,
  type paymentChannelCreateSchema,
} from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/payments/channels takes: a new channel, whole. */
export type PaymentChannelCreate = z.input<typeof paymentChannelCreateSchema>;

/** POST /api/operator/payments/channels: a new deposit channel of an installed provider. */
export async function createPaymentChannel(channel: PaymentChannelCreate): Promise<PaymentChannelAdmin> {
  const { model } = await api('POST', '/payments/channels', { body: channel });
  return paymentChannelAdminSchema.parse(model);
}
