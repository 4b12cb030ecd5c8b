import type { SavedWithdrawInfo } from './get-withdraw-info';
import { walletPost } from './wallet-call';

/** POST /api/withdraw/info/save: stores the PIX destination (the server checks the key and the CPF). */
export async function saveWithdrawInfo(info: SavedWithdrawInfo): Promise<void> {
  await walletPost('/api/withdraw/info/save', { ...info });
}
