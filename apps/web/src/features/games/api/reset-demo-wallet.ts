import { unwrapModel } from '../../../lib/api/api-error';
import { apiPost } from '../../../lib/api/client';
import type { DemoWallet } from '../../../lib/session/demo-session';

/** POST /api/game/demo/reset: the demo balance back to its start (the games' "reset" button). */
export async function resetDemoWallet(): Promise<DemoWallet> {
  return unwrapModel(await apiPost<DemoWallet>('/api/game/demo/reset', {}, { noAlert: true }));
}
