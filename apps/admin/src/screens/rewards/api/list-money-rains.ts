import { moneyRainEventSchema, type MoneyRainEvent } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const moneyRainsSchema = z.array(moneyRainEventSchema);

/** Query key of the money rains, refreshed after one is scheduled. */
export const MONEY_RAINS_KEY = ['rewards', 'money-rains'] as const;

/** GET /api/operator/money_rain (marketing): the scheduled, live and past rains, latest start first. */
export async function listMoneyRains(): Promise<MoneyRainEvent[]> {
  const { list } = await api('GET', '/money_rain');
  return moneyRainsSchema.parse(list ?? []);
}

/** The money rains. */
export function useMoneyRains() {
  return useQuery({ queryKey: MONEY_RAINS_KEY, queryFn: listMoneyRains });
}
