import { PIX_KEY_TYPES } from '@casino/contracts';
import { z } from 'zod';

import { walletPost } from './wallet-call';

const savedWithdrawInfoSchema = z.object({
  pixKeyType: z.enum(PIX_KEY_TYPES),
  pixKey: z.string(),
  holderName: z.string(),
  cpf: z.string(),
});

/** Where the player's withdrawals go, as saved. */
export type SavedWithdrawInfo = z.infer<typeof savedWithdrawInfoSchema>;

/** POST /api/withdraw/info: the saved PIX destination, or null when none is saved yet. */
export async function getWithdrawInfo(): Promise<SavedWithdrawInfo | null> {
  const envelope = await walletPost('/api/withdraw/info');
  return envelope.model ? savedWithdrawInfoSchema.parse(envelope.model) : null;
}
