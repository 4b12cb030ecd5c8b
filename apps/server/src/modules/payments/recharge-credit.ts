import { eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { rechargeOrders } from './payments.tables.ts';
import { lockUser, countRecharge, proveCpf } from '../user/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { marketRulesOf } from '../user/index.ts';
import { PAYMENTS_LEDGER } from './payments.ledger.ts';

type OrderRow = typeof rechargeOrders.$inferSelect;

/** A credited recharge, announced to the player once the transaction has committed. */
export interface Credited {
  userId: number;
  orderId: string;
  currencyId: string;
  amountMinor: bigint;
  balanceMinor: bigint;
}

/**
 * Whether a payment may be credited to its order's player: always, unless their market takes payments
 * only from the player's own account (Brazil, Portaria SPA/MF 615/2024), where the payer's CPF must be
 * the player's: their validated CPF, or the one they claimed at registration, which the payment proves
 * theirs (unless another player proved it theirs first). A payment without a payer CPF is refused there:
 * it cannot be shown to be theirs.
 */
export async function paidByOwner(tx: Tx, userId: number, payerCpf: string | undefined): Promise<boolean> {
  const { compliance } = await marketRulesOf(tx, userId);
  if (!compliance.ownAccountPayments) return true;
  if (payerCpf === undefined) return false;
  const proof = await proveCpf(tx, userId, payerCpf);
  return proof === 'own' || proof === 'validated';
}

/**
 * Credits a paid order inside the webhook's transaction: the cashier's deposit posting (which also raises
 * the wagering requirement), the order PAID with its USD amount, the player's recharge count.
 */
export async function creditRecharge(tx: Tx, cashier: Cashier, order: OrderRow): Promise<Credited> {
  const user = await lockUser(tx, order.userId);
  if (!user) throw new Error(`recharge ${order.id} for a missing user`);
  const first = user.rechargeCount === 0;

  const balanceMinor = await cashier.deposit(tx, await cashier.wallet(tx, order.userId, order.currencyId), {
    kind: PAYMENTS_LEDGER.kind.recharge,
    reference: order.id,
    amountMinor: order.amountMinor,
    details: {
      channelId: order.channelId,
      provider: order.provider,
      providerReference: order.providerReference,
    },
  });
  await tx
    .update(rechargeOrders)
    .set({
      status: 'PAID',
      settledAt: new Date(),
      firstRecharge: first,
      // Analytics report purchases in USD: exact decimal arithmetic, rounded to cents.
      usdAmount: sql`(SELECT round(${order.amountMinor}::numeric * c.usd_rate / power(10::numeric, c.decimal_length), 2) FROM currencies c WHERE c.id = ${order.currencyId})`,
    })
    .where(eq(rechargeOrders.id, order.id));
  await countRecharge(tx, order.userId);
  return {
    userId: order.userId,
    orderId: order.id,
    currencyId: order.currencyId,
    amountMinor: order.amountMinor,
    balanceMinor,
  };
}
