import { noticePopupEntrySchema, type NoticePopupEntry } from '@casino/contracts';
import { z } from 'zod';

import { apiGet } from '../../../lib/api/client';

/** /api/app_user_notice/popups: the configured NOT_LOGGED_IN and NOT_RECHARGED popups; none on failure. */
export async function getNoticePopups(): Promise<NoticePopupEntry[]> {
  const answer = await apiGet('/api/app_user_notice/popups', { noAlert: true, noLogin: true });
  if (answer.status !== 0) return [];
  const list = z.array(noticePopupEntrySchema).safeParse(answer.list);
  return list.success ? list.data : [];
}
