import { noticeItemSchema, SPEC } from '@casino/contracts';
import { z } from 'zod';

import { apiPost } from '../../../lib/api/client';

/** Query key of the notice pages; a live notice refreshes them. */
export const NOTICE_PAGE_QUERY_KEY = 'notice-page';

/** Spec §9: the notice page size. */
export const NOTICE_PAGE_SIZE = SPEC.noticePageSize;

const noticePageSchema = z.object({
  content: z.array(noticeItemSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

/** /api/user/notice_page?pageNo&pageSize: one page of the player's notices, newest first. */
export async function getNoticePage(pageNo: number): Promise<NoticePage> {
  const answer = await apiPost(
    '/api/user/notice_page',
    {},
    { query: { pageNo, pageSize: NOTICE_PAGE_SIZE }, noAlert: true },
  );
  if (answer.status !== 0) throw new Error(answer.message ?? 'notice page failed');
  return noticePageSchema.parse(answer.page);
}
