import { wheelConfigSchema, type WheelConfig } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Query key of one currency's wheel, refreshed after it is saved. */
export const wheelKey = (currencyId: string) => ['rewards', 'wheel', currencyId] as const;

/** GET /api/operator/wheel (marketing): one currency's wheel as saved (no segments when none is). */
export async function getWheel(currencyId: string): Promise<WheelConfig> {
  const { model } = await api('GET', '/wheel', { query: { currencyId } });
  return wheelConfigSchema.parse(model);
}

/** The saved wheel of a currency; nothing is read until a currency is chosen. */
export function useWheel(currencyId: string | undefined) {
  return useQuery({
    queryKey: wheelKey(currencyId ?? ''),
    queryFn: () => getWheel(currencyId ?? ''),
    enabled: currencyId !== undefined,
  });
}
