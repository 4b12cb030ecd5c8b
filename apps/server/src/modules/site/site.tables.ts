import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row: the operator's site. Feature switches live in `settings` (validated by the startup service). */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  defaultCountryId: text('default_country_id').notNull(),
  defaultLanguageId: text('default_language_id').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const currencies = pgTable('currencies', {
  id: text('id').primaryKey(),
  symbol: text('symbol').notNull(),
  decimalLength: integer('decimal_length').notNull(),
  withdrawDecimalLength: integer('withdraw_decimal_length').notNull(),
  /** US dollars per one unit of this currency, for analytics in USD. */
  usdRate: numeric('usd_rate', { precision: 20, scale: 10 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currencyId: text('currency_id')
    .notNull()
    .references(() => currencies.id),
  languageId: text('language_id')
    .notNull()
    .references(() => languages.id),
  phoneCode: text('phone_code').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The market rules its players live under; none means no rewards at all (the strict default). */
  marketProfileId: text('market_profile_id').references(() => marketProfiles.id),
});

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
