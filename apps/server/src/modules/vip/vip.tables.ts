import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { minor } from '../../db/columns.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  currencyId: text('currency_id')
    .notNull()
    .references(() => currencies.id),
  depositRequiredMinor: minor('deposit_required_minor').notNull(),
  betRequiredMinor: minor('bet_required_minor').notNull(),
  withdrawDailyLimitMinor: minor('withdraw_daily_limit_minor').notNull(),
  /** Rakeback at this level: the share of the house edge the player actually played, in basis points. */
  rakebackBasisPoints: integer('rakeback_basis_points').notNull().default(0),
});

/** The reward paid when a player reaches each VIP level, per currency (operator-set; none where absent). */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    level: integer('level').notNull(),
    levelUpMinor: minor('level_up_minor').notNull(),
    /** The VIP part of the weekly salary at this level (paid to players who played that week). */
    weeklySalaryMinor: minor('weekly_salary_minor')
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.currencyId, table.level] }),
    check('vip_rewards_amount_check', sql`${table.levelUpMinor} >= 0`),
  ],
);

/** Up to when a player's rakeback has been paid (the next claim counts bets settled after it). */
export const rakebackMarks = pgTable('rakeback_marks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
});
