import { z } from 'zod';

import { api } from '../../../lib/api';

const maintenanceSchema = z.object({ maintenance: z.boolean() });

/** POST /api/operator/site/maintenance: while on, players' calls answer MAINTENANCE (-120). */
export async function setSiteMaintenance(enabled: boolean): Promise<boolean> {
  const { model } = await api('POST', '/site/maintenance', { body: { enabled } });
  return maintenanceSchema.parse(model).maintenance;
}
