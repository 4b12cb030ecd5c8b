import type { OrderRecord, RechargeOrder } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { rechargeOrders } from './payments.tables.ts';

type OrderRow = typeof rechargeOrders.$inferSelect;

/** A recharge order as the player sees it. */
export function presentRechargeOrder(order: OrderRow, decimalLength: number): RechargeOrder {
  return {
    id: order.id,
    channelId: order.channelId,
    currencyId: order.currencyId,
    amount: minorToNumber(order.amountMinor, decimalLength),
    status: order.status as RechargeOrder['status'],
    payUrl: order.payUrl,
    first: order.firstRecharge,
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
  };
}

/** A deposit as its record page shows it: the channel by name, and when it was opened and closed. */
export function presentRechargeRecord(order: OrderRow, channel: string, decimalLength: number): OrderRecord {
  return {
    id: order.id,
    direction: 'deposit',
    channel,
    amount: minorToNumber(order.amountMinor, decimalLength),
    currencyId: order.currencyId,
    status: order.status as OrderRecord['status'],
    createdAt: order.createdAt.getTime(),
    settledAt: order.settledAt?.getTime() ?? null,
  };
}
