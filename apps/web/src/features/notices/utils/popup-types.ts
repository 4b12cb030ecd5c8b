import { NOTICE_POPUP_TYPE, type NoticeItem, type NoticePopupEntry } from '@casino/contracts';

import { hasToken, type SessionUser } from '../../../lib/session/user-store';
import type { NoticePopupData } from '../../../lib/ui-store';

/** Spec §9: the registration notice is checked 2 s after login. */
export const REGISTRATION_NOTICE_DELAY_MS = 2_000;

/** Spec §4 "Notice popup types": NOT_LOGGED_IN for visitors, NOT_RECHARGED for players with no recharge. */
export function popupTypeApplies(type: NoticePopupEntry['type'], user: SessionUser | null): boolean {
  if (type === NOTICE_POPUP_TYPE.notLoggedIn) return !hasToken(user);
  return hasToken(user) && typeof user.rechargeCount === 'number' && user.rechargeCount === 0;
}

/** A configured popup as the notice popup shows it. */
export function popupOfEntry(entry: NoticePopupEntry): NoticePopupData {
  return {
    type: entry.type,
    title: entry.title,
    content: entry.content,
    config: entry.popup,
  };
}

/** The registration notice to show once: the newest unpushed COMPLETE_REGISTRATION notice, if any. */
export function registrationNotice(notices: readonly NoticeItem[]): NoticePopupData | null {
  const notice = notices.find((item) => item.type === NOTICE_POPUP_TYPE.completeRegistration && !item.pushed);
  if (!notice) return null;
  return { type: notice.type, title: notice.title, content: notice.content, noticeId: notice.id };
}
