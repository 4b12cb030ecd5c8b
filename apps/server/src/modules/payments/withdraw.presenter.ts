import type { OrderRecord, WithdrawInfo, WithdrawOrder } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { withdrawOrders } from './payments.tables.ts';

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

/** Withdrawals go out by PIX only (a destination is a PIX key). */
const WITHDRAW_CHANNEL = 'PIX';

/** A withdrawal as its record page shows it: the channel, and when it was asked for and closed. */
export function presentWithdrawRecord(order: WithdrawOrderRow, decimalLength: number): OrderRecord {
  return {
    id: order.id,
    direction: 'withdraw',
    channel: WITHDRAW_CHANNEL,
    amount: minorToNumber(order.amountMinor, decimalLength),
    currencyId: order.currencyId,
    status: order.status as OrderRecord['status'],
    createdAt: order.createdAt.getTime(),
    settledAt: order.settledAt?.getTime() ?? null,
  };
}
