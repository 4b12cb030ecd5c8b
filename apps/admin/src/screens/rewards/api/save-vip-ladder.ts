import type { vipLadderRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What PUT /api/operator/vip_ladder takes: the whole ladder and its level-up rewards. */
export type VipLadderBody = z.input<typeof vipLadderRequestSchema>;

/** PUT /api/operator/vip_ladder (marketing): replaces the VIP ladder and its level-up rewards. */
export async function saveVipLadder(body: VipLadderBody): Promise<void> {
  await api('PUT', '/vip_ladder', { body });
}
