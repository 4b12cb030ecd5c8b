import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Market profiles (DESIGN §3): per country, whether money is real and which reward kinds exist. Brazil
 * forbids pre-bet bonuses (Lei 14.790/2023 art. 29); Indonesia allows no real-money play.
 */
export const marketProfiles = pgTable('market_profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  realMoney: boolean('real_money').notNull().default(true),
  rewardKinds: text('reward_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The market's compliance rules (contracts `complianceRulesSchema`; absent fields take defaults). */
  compliance: jsonb('compliance').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
