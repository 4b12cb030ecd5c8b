import type { checkinTableRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What PUT /api/operator/checkin_table takes: one currency's whole table. */
export type CheckinTableBody = z.input<typeof checkinTableRequestSchema>;

/** PUT /api/operator/checkin_table (marketing): replaces one currency's check-in table. */
export async function saveCheckinTable(body: CheckinTableBody): Promise<void> {
  await api('PUT', '/checkin_table', { body });
}
