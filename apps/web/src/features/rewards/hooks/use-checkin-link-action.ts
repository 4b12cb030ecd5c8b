import { useEffect } from 'react';

import { registerLinkAction } from '../../../lib/navigation/link-actions';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useCheckinStore } from '../stores/checkin-store';

/** The address hash of the check-in dialog (spec §2 special link `#signPopup`). */
const CHECKIN_HASH = '#signPopup';

/** Opens the daily check-in dialog, or the login prompt for a visitor. */
export function openCheckin(): void {
  if (!hasToken(useSessionStore.getState().user)) {
    useUiStore.getState().openLogin('login');
    return;
  }
  useCheckinStore.getState().show();
}

/**
 * Registers `#signPopup` with the link dispatcher, and opens the dialog when the page address carries it
 * (on load and when the hash changes; only showing, claiming still takes the player's click), then removes
 * the hash so a reload does not open it again.
 */
export function useCheckinLinkAction(): void {
  useEffect(() => registerLinkAction('signPopup', openCheckin), []);

  const loggedIn = useSessionStore((state) => hasToken(state.user));
  useEffect(() => {
    function follow() {
      if (window.location.hash !== CHECKIN_HASH) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      openCheckin();
    }
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [loggedIn]);
}
