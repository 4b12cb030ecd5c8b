import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';

export interface InvariantViolation {
  invariant: string;
  detail: string;
}

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * Checks every money invariant of DESIGN §3 against the whole database:
 * each transaction's entries sum to zero, every entry names an existing transaction and an account of
 * its currency, each cached balance equals the sum of its entries (a sharded house account too), no player
 * balance is below zero, no transaction lacks entries, each thing paid for moved money once, and every
 * paid recharge has exactly one credit (and no unpaid one has any), and every withdrawal's money was
 * reserved once and then paid out or released once as its status says, and every money round was staked
 * once and paid once when (and only when) it was won, and every reward came from a campaign's budget.
 */
export async function checkLedgerInvariants(db: Db): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  const report = (invariant: string, found: Record<string, unknown>[]) => {
    for (const row of found) violations.push({ invariant, detail: JSON.stringify(row) });
  };

  report(
    'every transaction sums to zero',
    await rows(
      db,
      sql`SELECT transaction_id, sum(amount_minor)::text AS total FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_minor) <> 0 LIMIT 20`,
    ),
  );
  report(
    'every transaction has entries',
    await rows(
      db,
      sql`SELECT t.id FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id) LIMIT 20`,
    ),
  );
  // Entries carry no foreign keys (only ledger_post writes them, with their transaction and accounts).
  report(
    'every entry belongs to a transaction and an account of its currency',
    await rows(
      db,
      sql`SELECT e.id, e.transaction_id, e.account_id FROM ledger_entries e
          LEFT JOIN ledger_transactions t ON t.id = e.transaction_id
          LEFT JOIN accounts a ON a.id = e.account_id
          WHERE t.id IS NULL OR a.id IS NULL OR a.currency_id <> t.currency_id LIMIT 20`,
    ),
  );
  report(
    'each balance equals its entries',
    await rows(
      db,
      sql`SELECT a.id, a.balance_minor::text AS balance, coalesce(e.total, 0)::text AS entries
          FROM accounts a LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) e
          ON e.account_id = a.id WHERE a.balance_minor <> coalesce(e.total, 0) LIMIT 20`,
    ),
  );
  report(
    'no player balance below zero',
    await rows(
      db,
      sql`SELECT id, balance_minor::text AS balance FROM accounts WHERE user_id IS NOT NULL AND balance_minor < 0 LIMIT 20`,
    ),
  );
  report(
    'each thing moves money once',
    await rows(
      db,
      sql`SELECT kind, reference, count(*)::int AS n FROM ledger_transactions GROUP BY kind, reference HAVING count(*) > 1 LIMIT 20`,
    ),
  );
  report(
    'each paid recharge is credited exactly once, others never',
    await rows(
      db,
      sql`SELECT o.id, o.status, count(t.id)::int AS credits FROM recharge_orders o
          LEFT JOIN ledger_transactions t ON t.kind = 'recharge' AND t.reference = o.id
          GROUP BY o.id, o.status
          HAVING (o.status = 'PAID' AND count(t.id) <> 1) OR (o.status <> 'PAID' AND count(t.id) <> 0) LIMIT 20`,
    ),
  );
  report(
    'each withdrawal reserved once, then paid out or released once by its status',
    await rows(
      db,
      sql`SELECT o.id, o.status,
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
    ),
  );
  report(
    'each money round staked once, then paid once by its settlement',
    await rows(
      db,
      sql`SELECT r.id, r.status, r.payout_minor::text AS payout,
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
    ),
  );
  report(
    'each crash bet staked once, then paid once when won',
    await rows(
      db,
      sql`SELECT b.id, b.status,
            count(*) FILTER (WHERE t.kind = 'crash_stake')::int AS stakes,
            count(*) FILTER (WHERE t.kind = 'crash_payout')::int AS payouts
          FROM crash_bets b
          LEFT JOIN ledger_transactions t ON t.reference = 'crashbet:' || b.id AND t.kind IN ('crash_stake', 'crash_payout')
          GROUP BY b.id, b.status
          HAVING count(*) FILTER (WHERE t.kind = 'crash_stake') <> 1
             OR count(*) FILTER (WHERE t.kind = 'crash_payout') <> (CASE WHEN b.status = 'WON' THEN 1 ELSE 0 END)
          LIMIT 20`,
    ),
  );
  report(
    'each lottery bet staked once, then paid once when won, and settled only by its drawn term',
    await rows(
      db,
      sql`SELECT b.id, b.status, t.status AS term_status,
            count(*) FILTER (WHERE l.kind = 'lottery_stake')::int AS stakes,
            count(*) FILTER (WHERE l.kind = 'lottery_payout')::int AS payouts
          FROM lottery_bets b
          JOIN lottery_terms t ON t.id = b.term_id
          LEFT JOIN ledger_transactions l ON l.reference = 'lotterybet:' || b.id
            AND l.kind IN ('lottery_stake', 'lottery_payout')
          GROUP BY b.id, b.status, t.status
          HAVING count(*) FILTER (WHERE l.kind = 'lottery_stake') <> 1
             OR count(*) FILTER (WHERE l.kind = 'lottery_payout') <> (CASE WHEN b.status = 'WON' THEN 1 ELSE 0 END)
             OR (b.status = 'OPEN') <> (t.status <> 'FINISHED')
          LIMIT 20`,
    ),
  );
  report(
    'each sports bet staked once by its total stake, its settlement postings summing to what it paid and its cash-outs to what they paid',
    await rows(
      db,
      sql`SELECT b.id, b.status, b.paid_minor::text AS paid, b.cashed_out_minor::text AS cashed_out
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
    ),
  );
  report(
    'the book’s running liability on each sports event equals the net potential wins of its open real-money bets',
    await rows(
      db,
      sql`WITH open_bets AS (
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
    ),
  );
  report(
    'every reward came from a budget: money enters a bonus balance or a budget only by a reward, a forfeit or a funding',
    await rows(
      db,
      sql`SELECT t.id, t.kind, a.kind AS account_kind FROM ledger_entries e
          JOIN accounts a ON a.id = e.account_id
          JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.amount_minor > 0
            AND ((a.kind IN ('task_bonus', 'register_bonus') AND t.kind <> 'reward')
              OR (a.kind = 'campaign_budget' AND t.kind NOT IN ('budget_fund', 'reward_forfeit')))
          LIMIT 20`,
    ),
  );
  report(
    'each reward paid once from its own campaign’s budget, then converted or forfeited once by its status',
    await rows(
      db,
      sql`SELECT g.id, g.status,
            count(*) FILTER (WHERE t.kind = 'reward')::int AS paid,
            count(*) FILTER (WHERE t.kind = 'reward' AND budget.amount_minor = -g.amount_minor)::int AS from_budget,
            count(*) FILTER (WHERE t.kind = 'reward_convert')::int AS converted,
            count(*) FILTER (WHERE t.kind = 'reward_forfeit')::int AS forfeited
          FROM reward_grants g
          JOIN reward_campaigns c ON c.id = g.campaign_id
          LEFT JOIN ledger_transactions t ON t.reference = 'grant:' || g.id
            AND t.kind IN ('reward', 'reward_convert', 'reward_forfeit')
          LEFT JOIN ledger_entries budget ON budget.transaction_id = t.id AND budget.account_id = c.budget_account_id
          GROUP BY g.id, g.status
          HAVING count(*) FILTER (WHERE t.kind = 'reward') <> 1
             OR count(*) FILTER (WHERE t.kind = 'reward' AND budget.amount_minor = -g.amount_minor) <> 1
             OR count(*) FILTER (WHERE t.kind = 'reward_convert') <> (CASE WHEN g.status = 'CONVERTED' THEN 1 ELSE 0 END)
             OR count(*) FILTER (WHERE t.kind = 'reward_forfeit') <> (CASE WHEN g.status = 'FORFEITED' THEN 1 ELSE 0 END)
          LIMIT 20`,
    ),
  );
  report(
    'every reward posting belongs to a reward given',
    await rows(
      db,
      sql`SELECT t.id, t.reference FROM ledger_transactions t
          WHERE t.kind IN ('reward', 'reward_convert', 'reward_forfeit')
            AND NOT EXISTS (SELECT 1 FROM reward_grants g WHERE 'grant:' || g.id = t.reference)
          LIMIT 20`,
    ),
  );
  report(
    'each caught rain packet paid once, by its own amount, and each ended rain gave back what was left',
    await rows(
      db,
      sql`SELECT p.event_id, p.index, p.amount_minor::text AS amount, g.amount_minor::text AS paid FROM rain_packets p
          LEFT JOIN reward_grants g ON g.id = p.grant_id
          WHERE (p.user_id IS NULL) <> (p.grant_id IS NULL) OR g.amount_minor <> p.amount_minor
        UNION ALL
          SELECT e.id, NULL, NULL, a.balance_minor::text FROM rain_events e
          JOIN reward_campaigns c ON c.id = e.campaign_id JOIN accounts a ON a.id = c.budget_account_id
          WHERE e.status = 'ENDED' AND a.balance_minor <> 0
          LIMIT 20`,
    ),
  );
  report(
    'no budget below zero',
    await rows(
      db,
      sql`SELECT id, balance_minor::text AS balance FROM accounts WHERE kind = 'campaign_budget' AND balance_minor < 0 LIMIT 20`,
    ),
  );
  return violations;
}
