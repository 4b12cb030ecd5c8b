import { checkinTableSchema, type CheckinTable } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Query key of one currency's check-in table, refreshed after it is saved. */
export const checkinTableKey = (currencyId: string) => ['rewards', 'checkin-table', currencyId] as const;

/** GET /api/operator/checkin_table (marketing): one currency's table as saved (no rows when none is). */
export async function getCheckinTable(currencyId: string): Promise<CheckinTable> {
  const { model } = await api('GET', '/checkin_table', { query: { currencyId } });
  return checkinTableSchema.parse(model);
}

/** The saved check-in table of a currency; nothing is read until a currency is chosen. */
export function useCheckinTable(currencyId: string | undefined) {
  return useQuery({
    queryKey: checkinTableKey(currencyId ?? ''),
    queryFn: () => getCheckinTable(currencyId ?? ''),
    enabled: currencyId !== undefined,
  });
}
