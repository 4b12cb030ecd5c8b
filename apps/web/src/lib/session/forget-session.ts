import { LOGOUT_KEEP_KEYS } from '@casino/contracts';

import { clearApiCache } from '../api/request-cache';
import { deleteAllCookies } from '../storage/cookies';
import { clearLocalExcept } from '../storage/local-storage';
import { useSessionStore } from './user-store';

/**
 * What logging out leaves behind (spec §4 "Logout"): localStorage keeps only the keep-list keys, cookies
 * are deleted, the user is forgotten and no cached answer survives.
 */
export function forgetSession(): void {
  clearLocalExcept(LOGOUT_KEEP_KEYS);
  deleteAllCookies();
  useSessionStore.getState().clearUser();
  clearApiCache();
}
