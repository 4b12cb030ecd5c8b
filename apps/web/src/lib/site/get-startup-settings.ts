import { startupSettingsSchema } from '@casino/contracts';
import type { StartupSettings } from '@casino/contracts';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';
import { serverNow } from '../api/server-clock';
import { HAS_BUILD_CONFIG } from '../env';
import { clipboardWta } from '../native/clipboard-invite';
import { readLocal, removeLocal, writeLocal } from '../storage/local-storage';

/**
 * GET /api/home/startup (spec §7). Sends the invite code read from the address at start-up, and in the
 * native app the clipboard's W2A- invite as `wta`; the answer says which inviter it resolved to. A code
 * the server does not know is forgotten, so that a registration never carries it (the register form shows
 * the stored code read-only and could not fix it).
 */
export async function getStartupSettings(): Promise<StartupSettings> {
  // Native app only, bounded to a few hundred ms; on the web it answers at once with nothing.
  const wta = await clipboardWta();
  const envelope = await apiGet('/api/home/startup', {
    query: {
      lazy: true,
      startTime: serverNow(),
      dev: HAS_BUILD_CONFIG ? undefined : true,
      p: readLocal('InvitedCode'),
      wta,
    },
    noAlert: true,
  });
  const parsed = startupSettingsSchema.safeParse(unwrapModel(envelope));
  if (!parsed.success) {
    console.error('Startup settings do not match the contract', parsed.error.issues);
    throw new Error('Startup settings do not match the contract');
  }
  if (parsed.data.inviteCode) writeLocal('InvitedCode', parsed.data.inviteCode);
  else removeLocal('InvitedCode');
  return parsed.data;
}
