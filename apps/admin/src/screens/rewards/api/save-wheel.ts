import type { wheelConfigRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What PUT /api/operator/wheel takes: one currency's whole wheel. */
export type WheelConfigBody = z.input<typeof wheelConfigRequestSchema>;

/** PUT /api/operator/wheel (marketing): replaces one currency's invite wheel. */
export async function saveWheel(body: WheelConfigBody): Promise<void> {
  await api('PUT', '/wheel', { body });
}
