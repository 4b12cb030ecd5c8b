import { walletPost } from './wallet-call';

/** POST /api/withdraw/send_code: texts a six-digit code to the player's phone. */
export async function sendWithdrawCode(): Promise<void> {
  await walletPost('/api/withdraw/send_code', { purpose: 'withdraw' });
}
