import { rechargeChannelSchema, type RechargeChannel } from '@casino/contracts';

import { walletPost } from './wallet-call';

/** POST /api/pay/recharge_channels: the deposit channels of the player's currency. */
export async function getRechargeChannels(): Promise<RechargeChannel[]> {
  const envelope = await walletPost('/api/pay/recharge_channels');
  return rechargeChannelSchema.array().parse(envelope.list ?? []);
}
