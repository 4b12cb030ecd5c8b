import { z } from 'zod';

import { api } from '../../../lib/api';

const maintenanceAnswerSchema = z.object({ payMaintenance: z.boolean() });

/** POST /api/operator/payments/maintenance: deposits and withdrawals answer PAY_MAINTENANCE while on. */
export async function setPayMaintenance(enabled: boolean): Promise<boolean> {
  const { model } = await api('POST', '/payments/maintenance', { body: { enabled } });
  return maintenanceAnswerSchema.parse(model).payMaintenance;
}
