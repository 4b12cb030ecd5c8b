import type { scheduleRainRequestSchema } from '@casino/contracts';
import { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/money_rain takes. */
export type ScheduleRainBody = z.input<typeof scheduleRainRequestSchema>;

const rainIdSchema = z.object({ id: z.number().int() });

/** POST /api/operator/money_rain (marketing): schedules a rain; its pool leaves the bonus expense at once. */
export async function scheduleMoneyRain(body: ScheduleRainBody): Promise<number> {
  const { model } = await api('POST', '/money_rain', { body });
  return rainIdSchema.parse(model).id;
}
