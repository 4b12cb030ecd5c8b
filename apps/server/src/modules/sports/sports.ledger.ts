import { sql } from 'drizzle-orm';

import { defineLedgerProduct } from '../wallet/index.ts';

/** The sportsbook's money: a bet's stake, its settlement's payouts and reclaims, and its cash-outs. */
export const SPORTS_LEDGER = defineLedgerProduct({
  product: 'sports',
  kinds: {
    sports_stake: { history: 'bet', filter: 'bet' },
    sports_payout: { history: 'win', filter: 'bet' },
    sports_cashout: { history: 'win', filter: 'bet' },
    sports_reclaim: { history: 'correction', filter: 'bet' },
  },
  recordOf: (reference, details) => {
    const [prefix, id] = reference.split(':', 2);
    if (prefix === 'sportsbet' && id) return { type: 'sports', id };
    // A cash-out's reference is its quote; the bet it bought back is in its details.
    if (prefix === 'sportscashout' && typeof details.betId === 'number') {
      return { type: 'sports', id: String(details.betId) };
    }
    return null;
  },
  invariants: [
    {
      name: 'each sports bet staked once by its total stake, its settlement postings summing to what it paid and its cash-outs to what they paid',
      query: sql`SELECT b.id, b.status, b.paid_minor::text AS paid, b.cashed_out_minor::text AS cashed_out
          FROM sports_bets b
          WHERE NOT b.demo AND (
            (SELECT count(*) FROM ledger_transactions t
              WHERE t.kind = 'sports_stake' AND t.reference = 'sportsbet:' || b.id) <> 1
            OR (SELECT -coalesce(sum(e.amount_minor), 0) FROM ledger_transactions t
                  JOIN ledger_entries e ON e.transaction_id = t.id
                  JOIN accounts a ON a.id = e.account_id AND a.kind = 'cash'
                 WHERE t.kind = 'sports_stake' AND t.reference = 'sportsbet:' || b.id) <> b.total_stake_minor
            OR (SELECT coalesce(sum(e.amount_minor), 0) FROM ledger_transactions t
                  JOIN ledger_entries e ON e.transaction_id = t.id
                  JOIN accounts a ON a.id = e.account_id AND a.kind = 'cash'
                 WHERE t.kind IN ('sports_payout', 'sports_reclaim')
                   AND t.reference LIKE 'sportsbet:' || b.id || ':%') <> b.paid_minor
            OR (SELECT coalesce(sum(e.amount_minor), 0) FROM ledger_transactions t
                  JOIN ledger_entries e ON e.transaction_id = t.id
                  JOIN accounts a ON a.id = e.account_id AND a.kind = 'cash'
                 WHERE t.kind = 'sports_cashout'
                   AND t.id IN (SELECT t2.id FROM ledger_transactions t2
                                 JOIN sports_cashout_quotes q ON t2.reference = 'sportscashout:' || q.id
                                WHERE q.bet_id = b.id)) <> b.cashed_out_minor
          )
          LIMIT 20`,
    },
    {
      name: 'the book’s running liability on each sports event equals the net potential wins of its open real-money bets',
      query: sql`WITH open_bets AS (
            SELECT DISTINCT l.event_id, b.id, b.currency_id,
                   b.potential_payout_minor - b.stake_left_minor * b.line_count AS exposure
              FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id
             WHERE b.status = 'OPEN' AND NOT b.demo),
          owed AS (SELECT event_id, currency_id, sum(exposure) AS total FROM open_bets GROUP BY event_id, currency_id)
          SELECT coalesce(x.event_id, o.event_id) AS event_id, x.liability_minor::text AS kept, o.total::text AS owed
            FROM sports_event_exposure x
            FULL JOIN owed o ON o.event_id = x.event_id AND o.currency_id = x.currency_id
           WHERE coalesce(x.liability_minor, 0) <> coalesce(o.total, 0)
           LIMIT 20`,
    },
  ],
});
