import { sql } from 'drizzle-orm';

import { defineLedgerProduct } from '../wallet/index.ts';

/** The single-player games' money: a round's stake, its payout or its refund (a voided round). */
export const GAMES_LEDGER = defineLedgerProduct({
  product: 'games',
  kinds: {
    bet_stake: { history: 'bet', filter: 'bet' },
    bet_payout: { history: 'win', filter: 'bet' },
    bet_refund: { history: 'refund', filter: 'bet' },
  },
  recordOf: (reference) => {
    const [prefix, id] = reference.split(':', 2);
    return prefix === 'round' && id ? { type: 'round', id } : null;
  },
  invariants: [
    {
      name: 'each money round staked once, then paid once by its settlement',
      query: sql`SELECT r.id, r.status, r.payout_minor::text AS payout,
            count(*) FILTER (WHERE t.kind = 'bet_stake')::int AS stakes,
            count(*) FILTER (WHERE t.kind IN ('bet_payout', 'bet_refund'))::int AS payouts
          FROM game_rounds r
          LEFT JOIN ledger_transactions t ON t.reference = 'round:' || r.id
            AND t.kind IN ('bet_stake', 'bet_payout', 'bet_refund')
          WHERE NOT r.demo
          GROUP BY r.id, r.status, r.payout_minor
          HAVING count(*) FILTER (WHERE t.kind = 'bet_stake') <> 1
             OR count(*) FILTER (WHERE t.kind IN ('bet_payout', 'bet_refund'))
                <> (CASE WHEN r.status = 'WIN' THEN 1 ELSE 0 END)
             OR (r.status = 'OPEN') <> (r.payout_minor IS NULL)
          LIMIT 20`,
    },
  ],
});
