import type { WithdrawInfo, WithdrawOrder } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { withdrawOrders } from '../../db/schema.ts';

export type WithdrawOrderRow = typeof withdrawOrders.$inferSelect;

/** A withdrawal as the player sees it. */
export function presentWithdrawOrder(order: WithdrawOrderRow, decimalLength: number): WithdrawOrder {
  const destination = order.destination as WithdrawInfo;
  return {
    id: order.id,
    amount: minorToNumber(order.amountMinor, decimalLength),
    currencyId: order.currencyId,
    status: order.status as WithdrawOrder['status'],
    pixKeyType: destination.pixKeyType,
    pixKey: destination.pixKey,
    createdAt: order.createdAt.getTime(),
  };
}
