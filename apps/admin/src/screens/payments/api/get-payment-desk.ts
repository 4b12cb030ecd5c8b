import { paymentDeskSchema, type PaymentDesk } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Query key of the payment desk, reloaded after every change so the screen shows what was stored. */
export const PAYMENT_DESK_KEY = ['payments', 'desk'] as const;

/** GET /api/operator/payments: channels, withdrawal limits, pay maintenance, providers and currencies. */
export async function getPaymentDesk(): Promise<PaymentDesk> {
  const { model } = await api('GET', '/payments');
  return paymentDeskSchema.parse(model);
}

/** The payment desk. */
export function usePaymentDesk() {
  return useQuery({ queryKey: PAYMENT_DESK_KEY, queryFn: getPaymentDesk });
}
