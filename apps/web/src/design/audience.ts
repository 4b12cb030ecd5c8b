import type { DesignAudience } from '@casino/contracts';

import { hasToken, useSessionStore } from '../lib/session/user-store';

/** Whether an item of that audience shows to the current visitor or player. */
export function useAudience(): (audience: DesignAudience) => boolean {
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  return (audience) => audience === 'all' || (audience === 'players') === loggedIn;
}
