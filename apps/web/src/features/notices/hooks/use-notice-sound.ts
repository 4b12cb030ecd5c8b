import { useEffect } from 'react';

import { hasToken, useSessionStore, type SessionUser } from '../../../lib/session/user-store';
import { useSoundStore } from '../stores/sound-store';

/** The notice chime the server serves (spec §7 static media). */
export const NOTICE_SOUND_URL = '/assets/common/notice.mp3';

/**
 * Whether an update of the same player brings a newer noticeUpdateTime than the one this page knew
 * (spec §4 "Session"). A login or a first load of the fields is not an update of a known value.
 */
export function noticeTimeAdvanced(previous: SessionUser | null, next: SessionUser | null): boolean {
  if (!hasToken(previous) || !hasToken(next) || previous.token !== next.token) return false;
  if (typeof previous.noticeUpdateTime !== 'number' || typeof next.noticeUpdateTime !== 'number')
    return false;
  return next.noticeUpdateTime > previous.noticeUpdateTime;
}

/** Plays the notice sound when the player's noticeUpdateTime moves forward, unless soundOff is set. */
export function useNoticeSound(): void {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (!noticeTimeAdvanced(previous.user, state.user) || useSoundStore.getState().soundOff) return;
        // Browsers refuse sound before the page's first user gesture; the chime is then skipped.
        new Audio(NOTICE_SOUND_URL).play().catch(() => undefined);
      }),
    [],
  );
}
