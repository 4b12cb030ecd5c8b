import { sql } from 'drizzle-orm';

import { defineLedgerProduct } from '../wallet/index.ts';

/** Deposits and withdrawals: a paid order's credit, a withdrawal's hold, its release or its payout. */
export const PAYMENTS_LEDGER = defineLedgerProduct({
  product: 'payments',
  kinds: {
    recharge: { history: 'deposit', filter: 'recharge' },
    withdraw_reserve: { history: 'withdrawal', filter: 'withdraw' },
    withdraw_release: { history: 'withdrawal_returned', filter: 'withdraw' },
    withdraw_payout: { history: 'withdrawal_paid', filter: 'withdraw' },
  },
  // Every movement of an order is referenced by the order's id.
  recordOf: (reference) => ({ type: 'order', id: reference }),
  invariants: [
    {
      name: 'each paid recharge is credited exactly once, others never',
      query: sql`SELECT o.id, o.status, count(t.id)::int AS credits FROM recharge_orders o
          LEFT JOIN ledger_transactions t ON t.kind = 'recharge' AND t.reference = o.id
          GROUP BY o.id, o.status
          HAVING (o.status = 'PAID' AND count(t.id) <> 1) OR (o.status <> 'PAID' AND count(t.id) <> 0) LIMIT 20`,
    },
    {
      name: 'each withdrawal reserved once, then paid out or released once by its status',
      query: sql`SELECT o.id, o.status,
            count(*) FILTER (WHERE t.kind = 'withdraw_reserve')::int AS reserves,
            count(*) FILTER (WHERE t.kind = 'withdraw_payout')::int AS payouts,
            count(*) FILTER (WHERE t.kind = 'withdraw_release')::int AS releases
          FROM withdraw_orders o
          LEFT JOIN ledger_transactions t ON t.reference = o.id AND t.kind LIKE 'withdraw_%'
          GROUP BY o.id, o.status
          HAVING count(*) FILTER (WHERE t.kind = 'withdraw_reserve') <> 1
             OR count(*) FILTER (WHERE t.kind = 'withdraw_payout') <> (CASE WHEN o.status = 'PAID' THEN 1 ELSE 0 END)
             OR count(*) FILTER (WHERE t.kind = 'withdraw_release') <> (CASE WHEN o.status IN ('REJECTED', 'FAILED') THEN 1 ELSE 0 END)
          LIMIT 20`,
    },
  ],
});
