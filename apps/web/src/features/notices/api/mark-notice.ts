import { apiPost } from '../../../lib/api/client';

/** /api/app_user_notice/updatePushStatus?id=: the notice's popup was shown (it counts as read too). */
export async function markNoticePushed(id: number): Promise<boolean> {
  const answer = await apiPost('/api/app_user_notice/updatePushStatus', {}, { query: { id }, noAlert: true });
  return answer.status === 0;
}

/** /api/app_user_notice/read?id=: the player opened the notice on the notifications page. */
export async function markNoticeRead(id: number): Promise<boolean> {
  const answer = await apiPost('/api/app_user_notice/read', {}, { query: { id }, noAlert: true });
  return answer.status === 0;
}
