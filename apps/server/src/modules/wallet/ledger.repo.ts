import { asBigint, pgErrorCode, run, statement, type Queryable } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Balances } from './cashier.types.ts';

// The cashier's statements: every posting is one call of `ledger_post` (see the migrations), the
// wagering requirement moves beside it, and balances are read per player and currency.

/** SQLSTATE of `ledger_post` refusing a line that would take a player's balance below zero. */
const SHORT = 'P0003';

export const POST = statement(
  'cashier_post',
  `SELECT account_id, balance_minor FROM ledger_post($1, $2, $3, $4, $5::jsonb, $6::bigint[], $7::bigint[], $8::bigint[])`,
);
export const COUNT_WAGERED = statement(
  'cashier_count_wagered',
  'SELECT ledger_count_wagered($1, $2::bigint)',
);
/** Many stakes at once (a crashed round's losers): summed per account, floored at zero like one by one. */
export const COUNT_WAGERED_MANY = statement(
  'cashier_count_wagered_many',
  `UPDATE accounts SET wagering_minor = greatest(0, accounts.wagering_minor - staked.total)
     FROM (SELECT account, sum(stake)::bigint AS total
             FROM unnest($1::bigint[], $2::bigint[]) AS stakes(account, stake) GROUP BY account) AS staked
    WHERE accounts.id = staked.account`,
);
export const LOCK_CASH = statement(
  'cashier_lock_cash',
  'SELECT balance_minor FROM accounts WHERE id = $1 FOR UPDATE',
);
export const SET_WAGERING = statement(
  'cashier_set_wagering',
  'UPDATE accounts SET wagering_minor = $2 WHERE id = $1 RETURNING wagering_minor',
);
const BALANCES = statement(
  'cashier_balances',
  `SELECT kind, balance_minor, wagering_minor FROM accounts
     WHERE user_id = $1 AND currency_id = $2 AND shard = 0`,
);

/** The player's balances in a currency (zero where an account was never opened). */
export async function readBalances(
  queryable: Queryable,
  userId: number,
  currencyId: string,
): Promise<Balances> {
  const balances: Balances = { cash: 0n, taskBonus: 0n, registerBonus: 0n, wagering: 0n };
  for (const row of await run(queryable, BALANCES, [userId, currencyId])) {
    const balance = asBigint(row.balance_minor);
    if (row.kind === 'cash') {
      balances.cash = balance;
      balances.wagering = asBigint(row.wagering_minor);
    } else if (row.kind === 'task_bonus') balances.taskBonus = balance;
    else if (row.kind === 'register_bonus') balances.registerBonus = balance;
  }
  return balances;
}

/**
 * The refusal a money statement failed with, as the player's error (INSUFFICIENT_BALANCE, or `whenEmpty`
 * when the balance was zero); undefined for any other failure.
 */
export function shortRefusal(
  error: unknown,
  whenEmpty: 'RECHARGE_REQUIRED' | 'INSUFFICIENT_BALANCE',
): ApiError | undefined {
  if (pgErrorCode(error) !== SHORT) return undefined;
  // The driver's error may come wrapped (drizzle puts it in `cause`): the balance is in its DETAIL.
  let current: unknown = error;
  while (current && (current as { detail?: unknown }).detail === undefined) {
    current = (current as { cause?: unknown }).cause;
  }
  const detail = (current as { detail?: unknown } | undefined)?.detail;
  return new ApiError(detail === '0' ? whenEmpty : 'INSUFFICIENT_BALANCE');
}
