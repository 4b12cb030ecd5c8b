import type { createPushRequestSchema } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/pushes takes. */
export type CreatePushRequest = z.infer<typeof createPushRequestSchema>;

/** POST /api/operator/pushes: a live event to whoever is online now; nothing is stored, nothing answered. */
export async function sendPush(request: CreatePushRequest): Promise<void> {
  await api('POST', '/api/operator/pushes', { body: request });
}

/** "Send push". */
export function useSendPush() {
  return useMutation({ mutationFn: sendPush });
}
