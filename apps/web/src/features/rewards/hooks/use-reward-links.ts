import { useEffect } from 'react';

import { registerLinkAction } from '../../../lib/navigation/link-actions';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useCheckinStore } from '../stores/checkin-store';
import { useRainStore } from '../stores/rain-store';

/** True for a player; a visitor is asked to log in instead. */
function loggedInOrAsk(): boolean {
  if (hasToken(useSessionStore.getState().user)) return true;
  useUiStore.getState().openLogin('login');
  return false;
}

/** `#signPopup`: opens the daily check-in dialog (only showing: claiming still takes the player's click). */
export function openCheckin(): void {
  if (loggedInOrAsk()) useCheckinStore.getState().show();
}

/**
 * `#moneyRain` (spec §4): asks for the rain; the rewards' popups (their code loads on first use, keeping
 * the first page light) read it, then open the red-packet popup or say the event has ended.
 */
export function openMoneyRain(): void {
  if (loggedInOrAsk()) useRainStore.setState({ view: 'asked' });
}

/** The rewards' special links (spec §2), by name. */
const REWARD_LINKS: Record<string, () => void> = { signPopup: openCheckin, moneyRain: openMoneyRain };

/**
 * Registers the rewards' special links with the link dispatcher, and follows one the page address carries:
 * on load, when the hash changes and when the session changes (a token in the address logs in after the
 * first render). The hash is taken out of the address first, so a reload does not follow it again.
 */
export function useRewardLinks(): void {
  useEffect(() => {
    const restore = Object.entries(REWARD_LINKS).map(([name, open]) => registerLinkAction(name, open));
    return () => restore.forEach((undo) => undo());
  }, []);

  const loggedIn = useSessionStore((state) => hasToken(state.user));
  useEffect(() => {
    function follow() {
      const open = REWARD_LINKS[window.location.hash.slice(1)];
      if (!open) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      open();
    }
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [loggedIn]);
}
