import { useEffect, useRef, type RefObject } from 'react';

import { postSportsFrameMessage, readSportsFrameMessage } from '../../../lib/frame/sports-frame';
import { useOpenLink } from '../../../lib/navigation/use-open-link';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';

/**
 * The /embed page's end of the sports frame protocol. Only messages from this site's origin, from the
 * frame's own window and of the protocol's shape are heeded: a login asked for opens the login modal, a
 * deposit the recharge screen, a real-money balance change is shown at once. When the login changes
 * here, the frame is told to read the session again.
 */
export function useSportsFrame(frame: RefObject<HTMLIFrameElement | null>): void {
  const openLink = useOpenLink();
  const token = useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readSportsFrameMessage(event, frame.current?.contentWindow, window.location.origin);
      if (message?.type === 'login-required') useUiStore.getState().openLogin('login');
      else if (message?.type === 'deposit') openLink('#recharge');
      else if (message?.type === 'balance') {
        // A real-money balance after a bet or a cash-out (spec §4: a balance with a value is set as is).
        const { user, setUser } = useSessionStore.getState();
        if (hasToken(user)) setUser({ ...user, balance: message.balance });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, openLink]);

  const told = useRef(token);
  useEffect(() => {
    if (told.current === token) return;
    told.current = token;
    postSportsFrameMessage(frame.current?.contentWindow, { type: 'auth-changed' });
  }, [frame, token]);
}
