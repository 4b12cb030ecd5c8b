import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money columns are bigint minor units, read as JS bigint (never a float). */
const minor = (name: string) => bigint(name, { mode: 'bigint' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
});

export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  currencyId: text('currency_id')
    .notNull()
    .references(() => currencies.id),
  depositRequiredMinor: minor('deposit_required_minor').notNull(),
  betRequiredMinor: minor('bet_required_minor').notNull(),
  withdrawDailyLimitMinor: minor('withdraw_daily_limit_minor').notNull(),
});

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10_000_001 }),
    username: text('username').notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    languageId: text('language_id')
      .notNull()
      .references(() => languages.id),
    inviteCode: text('invite_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    promoCode: text('promo_code'),
    vipLevel: integer('vip_level').notNull().default(0),
    rechargeCount: integer('recharge_count').notNull().default(0),
    firstRechargeAt: timestamp('first_recharge_at', { withTimezone: true }),
    depositForWithdrawMinor: minor('deposit_for_withdraw_minor')
      .notNull()
      .default(sql`0`),
    phoneChecked: boolean('phone_checked').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    noticeUpdateTime: bigint('notice_update_time', { mode: 'number' }).notNull().default(0),
    appVersion: text('app_version'),
    disabled: boolean('disabled').notNull().default(false),
    /** How the player arrived: tkk, navToken, aid, gaid, channel, browser id, IP at registration. */
    attribution: jsonb('attribution').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    index('users_invited_by_idx').on(table.invitedBy),
  ],
);

/**
 * Balances per owner, kind and currency: the cached sums of the ledger (issue: wallet). A player's
 * balance can never go below zero; the house and clearing accounts have no owner and may.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    balanceMinor: minor('balance_minor')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_owner_kind_currency_key').on(table.userId, table.kind, table.currencyId),
    check('accounts_player_balance_not_negative', sql`${table.userId} IS NULL OR ${table.balanceMinor} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    device: text('device'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Browser identifiers handed to visitors at start-up, keyed by their fingerprint hash when one is known. */
export const browserIds = pgTable(
  'browser_ids',
  {
    id: text('id').primaryKey(),
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('browser_ids_visitor_hash_key').on(table.visitorHash)],
);

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('operators_username_key').on(table.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** What operators did, for accountability: who, what, on what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);
