import { z } from 'zod';

import { hasToken, useSessionStore } from '../lib/session/user-store';

/** Who a design item is for: everyone, visitors only (a "create account" call), or logged-in players only. */
export const audienceSchema = z.enum(['all', 'visitors', 'players']).default('all');
export type Audience = z.infer<typeof audienceSchema>;

/** Whether an item of that audience shows to the current visitor or player. */
export function useAudience(): (audience: Audience) => boolean {
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  return (audience) => audience === 'all' || (audience === 'players') === loggedIn;
}
