import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import {
  postSportsFrameMessage,
  readSportsFrameMessage,
  type SportsFrameMessageBody,
} from '../../../lib/frame/sports-frame';
import { loadSessionFromStorage } from '../../../lib/session/user-store';
import { useSportsPrefs } from '../stores/sports-prefs-store';
import { sportsKeys } from './sports-keys';

/** The page around the sportsbook, when it is framed (the /embed page); null when opened on its own. */
function parentWindow(): Window | null {
  return window.parent !== window ? window.parent : null;
}

/** Whether the sportsbook is framed (by the /embed page, which then shows the title and the way back). */
export function isFramed(): boolean {
  return parentWindow() !== null;
}

/** Tells the page around the sportsbook of a balance change (nobody needs telling when it is not framed). */
export function tellParent(message: SportsFrameMessageBody): void {
  postSportsFrameMessage(parentWindow(), message);
}

/** Where the sportsbook opened on its own sends a player for what only the site can do. */
const STANDALONE_ADDRESS = {
  'login-required': '/embed?gameId=sports#login',
  deposit: '/embed?gameId=sports#recharge',
} as const;

/**
 * Asks the site for a login or a deposit: the page around the frame opens its login or its deposit; opened on
 * its own, the sportsbook goes to its embedding page with that link in the address.
 */
export function askParent(type: keyof typeof STANDALONE_ADDRESS): void {
  const parent = parentWindow();
  if (parent) postSportsFrameMessage(parent, { type });
  else window.location.assign(STANDALONE_ADDRESS[type]);
}

/**
 * The sportsbook's end of the frame protocol: when the parent says the login changed, the session is read
 * again from storage (the parent wrote it) and the player's balances and bets with it; a new login plays
 * real money.
 */
export function useParentFrame(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readSportsFrameMessage(event, parentWindow(), window.location.origin);
      if (message?.type !== 'auth-changed') return;
      loadSessionFromStorage();
      useSportsPrefs.getState().setDemoChosen(false);
      void queryClient.invalidateQueries({ queryKey: sportsKeys.betLists });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.demoWallets });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
