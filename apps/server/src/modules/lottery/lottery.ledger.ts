import { sql } from 'drizzle-orm';

import { defineLedgerProduct } from '../wallet/index.ts';

/** The lottery's money: a bet's stake and its prize. */
export const LOTTERY_LEDGER = defineLedgerProduct({
  product: 'lottery',
  kinds: {
    lottery_stake: { history: 'bet', filter: 'bet' },
    lottery_payout: { history: 'win', filter: 'bet' },
    /** The stake back: the term was void (its beacon round never came). */
    lottery_refund: { history: 'refund', filter: 'bet' },
  },
  recordOf: (reference) => {
    const [prefix, id] = reference.split(':', 2);
    return prefix === 'lotterybet' && id ? { type: 'lottery', id } : null;
  },
  invariants: [
    {
      name: 'each lottery bet staked once, then paid once when won or refunded once when void, and settled only by its drawn or void term',
      query: sql`SELECT b.id, b.status, t.status AS term_status,
            count(*) FILTER (WHERE l.kind = 'lottery_stake')::int AS stakes,
            count(*) FILTER (WHERE l.kind = 'lottery_payout')::int AS payouts,
            count(*) FILTER (WHERE l.kind = 'lottery_refund')::int AS refunds
          FROM lottery_bets b
          JOIN lottery_terms t ON t.id = b.term_id
          LEFT JOIN ledger_transactions l ON l.reference = 'lotterybet:' || b.id
            AND l.kind IN ('lottery_stake', 'lottery_payout', 'lottery_refund')
          GROUP BY b.id, b.status, t.status
          HAVING count(*) FILTER (WHERE l.kind = 'lottery_stake') <> 1
             OR count(*) FILTER (WHERE l.kind = 'lottery_payout') <> (CASE WHEN b.status = 'WON' THEN 1 ELSE 0 END)
             OR count(*) FILTER (WHERE l.kind = 'lottery_refund') <> (CASE WHEN b.status = 'VOID' THEN 1 ELSE 0 END)
             OR (b.status = 'OPEN') <> (t.status IN ('NEW', 'CLOSED'))
             OR (b.status = 'VOID') <> (t.status = 'VOID')
          LIMIT 20`,
    },
  ],
});
