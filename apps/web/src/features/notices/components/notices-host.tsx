import { SOCKET_EVENTS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';

import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useSocketEvent } from '../../../lib/socket/socket-hooks';
import { useUiStore } from '../../../lib/ui-store';
import { NOTICE_PAGE_QUERY_KEY } from '../api/get-notice-page';
import { markNoticePushed } from '../api/mark-notice';
import { useNoticePopupTypes } from '../hooks/use-notice-popup-types';
import { useNoticeSound } from '../hooks/use-notice-sound';
import { useSessionPushes } from '../hooks/use-session-pushes';
import { useNoticesStore } from '../stores/notices-store';
import type { MoneyRainAnnouncement } from '../utils/push-rules';
import { NoticePushPopup } from './notice-push-popup';

const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((module) => ({ default: module.NotificationsPanel })),
);

/** The props of NoticesHost. */
export interface NoticesHostProps {
  /** Shows a money rain that started (the rewards' banner: the app composes the two features). */
  onMoneyRain: (rain: MoneyRainAnnouncement) => void;
}

/**
 * Mounted once by the shell: handles the session's pushes (balance, events, notifications), plays the
 * notice sound, runs the notice popup types, and shows the notice popup and the notifications page.
 */
export function NoticesHost({ onMoneyRain }: NoticesHostProps) {
  useSessionPushes(onMoneyRain);
  useNoticeSound();
  useNoticePopupTypes();
  const queryClient = useQueryClient();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const popup = useUiStore((state) => state.noticePopupData);
  const { panelOpen, setPanelOpen } = useNoticesStore();

  // A live notice may be new on the notifications page.
  useSocketEvent(SOCKET_EVENTS.event, () => {
    void queryClient.invalidateQueries({ queryKey: [NOTICE_PAGE_QUERY_KEY] });
  });

  // Spec §4: a notice shown as a popup is marked pushed, so it is shown once.
  const noticeId = popup?.noticeId;
  useEffect(() => {
    if (noticeId === undefined || !hasToken(useSessionStore.getState().user)) return;
    void markNoticePushed(noticeId).then(() =>
      queryClient.invalidateQueries({ queryKey: [NOTICE_PAGE_QUERY_KEY] }),
    );
  }, [noticeId, queryClient]);

  useEffect(() => {
    if (!loggedIn) setPanelOpen(false);
  }, [loggedIn, setPanelOpen]);

  return (
    <>
      {popup ? (
        <NoticePushPopup
          popup={popup}
          onClose={() => useUiStore.getState().setUi({ noticePopupData: null })}
        />
      ) : null}
      {panelOpen && loggedIn ? (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
