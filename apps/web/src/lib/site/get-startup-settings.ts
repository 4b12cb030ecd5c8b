import type { StartupSettings } from '@casino/contracts';

import { unwrapModel } from '../api/api-error';
import { apiGet } from '../api/client';
import { serverNow } from '../api/server-clock';
import { startUpModel } from '../api/start-up-model';
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
  const settings = startUpModel<StartupSettings>(unwrapModel(envelope), [
    'languages',
    'currencies',
    'countries',
  ]);
  if (!settings) throw new Error('The startup call did not answer startup settings');
  if (settings.inviteCode) writeLocal('InvitedCode', settings.inviteCode);
  else removeLocal('InvitedCode');
  return settings;
}
