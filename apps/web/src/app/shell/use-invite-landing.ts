import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { hasToken, useSessionStore } from '../../lib/session/user-store';
import { readLocal } from '../../lib/storage/local-storage';
import { useUiStore } from '../../lib/ui-store';

/**
 * Spec §2 "/freeSpin": a visitor who arrives with an invite code and the wheel tag goes to the free-spin
 * wheel, keeping the query (p and the tag), where a visitor is told how spins are earned and asked to
 * register; an invited visitor without the tag who is not logged in is asked to register at once. Runs
 * once, for the address the page was opened with.
 */
export function useInviteLanding(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.get('p') || !readLocal('InvitedCode')) return;
    if (params.get('inviteWheelTag')) {
      if (window.location.pathname !== '/freeSpin') {
        void navigate({ pathname: '/freeSpin', search: window.location.search }, { replace: true });
      }
    } else if (!hasToken(useSessionStore.getState().user)) {
      useUiStore.getState().openLogin('register');
    }
    // Only the landing address counts; later navigation must not reopen the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
