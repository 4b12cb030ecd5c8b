import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore, type NoticePopupData } from '../../../lib/ui-store';
import { getNoticePage } from '../api/get-notice-page';
import { getNoticePopups } from '../api/get-notice-popups';
import {
  popupOfEntry,
  popupTypeApplies,
  REGISTRATION_NOTICE_DELAY_MS,
  registrationNotice,
} from '../utils/popup-types';

/** Shows a popup unless one is already on show (a later check tries again). */
function showIfFree(popup: NoticePopupData): void {
  const ui = useUiStore.getState();
  if (!ui.noticePopupData) ui.setUi({ noticePopupData: popup });
}

/**
 * Spec §4 "Notice popup types": the configured NOT_LOGGED_IN and NOT_RECHARGED popups are checked at load
 * and then every `interval` seconds (0 = once per page load) and shown to whom they apply; the
 * COMPLETE_REGISTRATION notice is looked for 2 s after login and shown once (then marked pushed).
 */
export function useNoticePopupTypes(): void {
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
  // Who the popups apply to changes with a login, a logout and once the recharge count is known.
  const audience = useSessionStore((state) =>
    hasToken(state.user) ? `${state.user.token}:${state.user.rechargeCount ?? '?'}` : '',
  );
  const popups = useQuery({ queryKey: ['notice-popups'], queryFn: getNoticePopups, staleTime: Infinity });

  useEffect(() => {
    const timers: ReturnType<typeof setInterval>[] = [];
    for (const entry of popups.data ?? []) {
      const check = () => {
        if (popupTypeApplies(entry.type, useSessionStore.getState().user)) showIfFree(popupOfEntry(entry));
      };
      check();
      if (entry.interval > 0) timers.push(setInterval(check, entry.interval * 1000));
    }
    return () => timers.forEach(clearInterval);
  }, [popups.data, audience]);

  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void getNoticePage(1)
        .then((page) => {
          const popup = registrationNotice(page.content);
          if (popup && !cancelled) showIfFree(popup);
        })
        .catch(() => undefined);
    }, REGISTRATION_NOTICE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token]);
}
