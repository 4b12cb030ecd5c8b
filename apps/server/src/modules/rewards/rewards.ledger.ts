import { sql } from 'drizzle-orm';

import { defineLedgerProduct } from '../wallet/index.ts';

/**
 * Rewards' money: a reward paid from its campaign's budget, a bonus converted to cash once wagered or
 * forfeited back to the budget, and a campaign's funding from the house's bonus expense.
 */
export const REWARDS_LEDGER = defineLedgerProduct({
  product: 'rewards',
  kinds: {
    reward: { history: 'bonus', filter: 'bonus' },
    reward_convert: { history: 'bonus', filter: 'bonus' },
    reward_forfeit: { history: 'bonus', filter: 'bonus' },
    budget_fund: { history: 'other' },
    budget_return: { history: 'other' },
  },
  invariants: [
    {
      name: 'every reward came from a budget: money enters a bonus balance or a budget only by a reward, a forfeit or a funding',
      query: sql`SELECT t.id, t.kind, a.kind AS account_kind FROM ledger_entries e
          JOIN accounts a ON a.id = e.account_id
          JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.amount_minor > 0
            AND ((a.kind IN ('task_bonus', 'register_bonus') AND t.kind <> 'reward')
              OR (a.kind = 'campaign_budget' AND t.kind NOT IN ('budget_fund', 'reward_forfeit')))
          LIMIT 20`,
    },
    {
      name: 'each reward paid once from its own campaign’s budget, then converted or forfeited once by its status',
      query: sql`SELECT g.id, g.status,
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
    },
    {
      name: 'every reward posting belongs to a reward given',
      query: sql`SELECT t.id, t.reference FROM ledger_transactions t
          WHERE t.kind IN ('reward', 'reward_convert', 'reward_forfeit')
            AND NOT EXISTS (SELECT 1 FROM reward_grants g WHERE 'grant:' || g.id = t.reference)
          LIMIT 20`,
    },
    {
      name: 'each caught rain packet paid once, by its own amount, and each ended rain gave back what was left',
      query: sql`SELECT p.event_id, p.index, p.amount_minor::text AS amount, g.amount_minor::text AS paid FROM rain_packets p
          LEFT JOIN reward_grants g ON g.id = p.grant_id
          WHERE (p.user_id IS NULL) <> (p.grant_id IS NULL) OR g.amount_minor <> p.amount_minor
        UNION ALL
          SELECT e.id, NULL, NULL, a.balance_minor::text FROM rain_events e
          JOIN reward_campaigns c ON c.id = e.campaign_id JOIN accounts a ON a.id = c.budget_account_id
          WHERE e.status = 'ENDED' AND a.balance_minor <> 0
          LIMIT 20`,
    },
    {
      name: 'no budget below zero',
      query: sql`SELECT id, balance_minor::text AS balance FROM accounts WHERE kind = 'campaign_budget' AND balance_minor < 0 LIMIT 20`,
    },
  ],
});
