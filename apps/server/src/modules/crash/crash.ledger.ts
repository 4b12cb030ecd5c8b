import { sql } from 'drizzle-orm';

import { defineLedgerProduct } from '../wallet/index.ts';

/** The crash games' money: a bet's stake and its cash-out. */
export const CRASH_LEDGER = defineLedgerProduct({
  product: 'crash',
  kinds: {
    crash_stake: { history: 'bet', filter: 'bet' },
    crash_payout: { history: 'win', filter: 'bet' },
  },
  recordOf: (reference) => {
    const [prefix, id] = reference.split(':', 2);
    return prefix === 'crashbet' && id ? { type: 'crash', id } : null;
  },
  invariants: [
    {
      name: 'each crash bet staked once, then paid once when won',
      query: sql`SELECT b.id, b.status,
            count(*) FILTER (WHERE t.kind = 'crash_stake')::int AS stakes,
            count(*) FILTER (WHERE t.kind = 'crash_payout')::int AS payouts
          FROM crash_bets b
          LEFT JOIN ledger_transactions t ON t.reference = 'crashbet:' || b.id AND t.kind IN ('crash_stake', 'crash_payout')
          GROUP BY b.id, b.status
          HAVING count(*) FILTER (WHERE t.kind = 'crash_stake') <> 1
             OR count(*) FILTER (WHERE t.kind = 'crash_payout') <> (CASE WHEN b.status = 'WON' THEN 1 ELSE 0 END)
          LIMIT 20`,
    },
  ],
});
