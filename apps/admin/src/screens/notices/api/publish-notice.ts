import { noticeItemSchema, type createNoticeRequestSchema, type NoticeItem } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/notices takes, after the contract's defaults. */
export type CreateNoticeRequest = z.infer<typeof createNoticeRequestSchema>;

/** POST /api/operator/notices: stores the notice (and pushes it live when asked); answers the stored notice. */
export async function publishNotice(request: CreateNoticeRequest): Promise<NoticeItem> {
  const answer = await api('POST', '/api/operator/notices', { body: request });
  return noticeItemSchema.parse(answer.model);
}

/** "Publish notice". */
export function usePublishNotice() {
  return useMutation({ mutationFn: publishNotice });
}
