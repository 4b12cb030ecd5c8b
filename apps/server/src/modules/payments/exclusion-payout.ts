import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { withdrawInfos, withdrawLimits, withdrawOrders } from './payments.tables.ts';
import type { Cashier, Wallet } from '../wallet/index.ts';
import { PAYMENTS_LEDGER } from './payments.ledger.ts';

/**
 * A self-excluded player's cash goes back to them: a player who may no longer log in cannot withdraw it
 * (Portaria SPA/MF 1.231/2024 has the balance returned when the account is closed by self-exclusion). In
 * the exclusion's own transaction, the whole cash balance is held and a withdrawal order is written to the
 * PIX details the player saved, for the finance team's usual review; wagering left on it does not keep the
 * player's money. The order's id comes from the exclusion's, so it is written once whatever is retried.
 * Nothing is written when there is no cash, no saved destination in the player's own CPF, or no payout
 * channel for the currency: the answer says so, and the operator pays out by hand (the audit names it).
 */
export async function returnBalanceOnExclusion(
  tx: Tx,
  cashier: Cashier,
  wallet: Wallet,
  owner: { cpf: string | null },
  exclusionId: number,
): Promise<{ orderId: string; amountMinor: bigint } | { orderId: null; reason: string }> {
  const { cash } = await cashier.balances(tx, wallet.userId, wallet.currencyId);
  if (cash <= 0n) return { orderId: null, reason: 'NO_CASH' };
  const [destination] = await tx.select().from(withdrawInfos).where(eq(withdrawInfos.userId, wallet.userId));
  if (!destination || (owner.cpf !== null && destination.cpf !== owner.cpf)) {
    return { orderId: null, reason: 'NO_OWN_DESTINATION' };
  }
  const [channel] = await tx
    .select({ provider: withdrawLimits.provider })
    .from(withdrawLimits)
    .where(eq(withdrawLimits.currencyId, wallet.currencyId));
  if (!channel) return { orderId: null, reason: 'NO_PAYOUT_CHANNEL' };

  const orderId = `W${createHash('sha256').update(`exclusion:${exclusionId}`).digest('hex').slice(0, 20).toUpperCase()}`;
  await cashier.transfer(tx, wallet, 'cash', 'withdraw_hold', {
    kind: PAYMENTS_LEDGER.kind.withdraw_reserve,
    reference: orderId,
    amountMinor: cash,
  });
  await tx.insert(withdrawOrders).values({
    id: orderId,
    userId: wallet.userId,
    currencyId: wallet.currencyId,
    amountMinor: cash,
    status: 'PENDING_REVIEW',
    destination: {
      pixKeyType: destination.pixKeyType,
      pixKey: destination.pixKey,
      holderName: destination.holderName,
      cpf: destination.cpf,
    },
    provider: channel.provider,
  });
  return { orderId, amountMinor: cash };
}
