import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bytea, createdAt } from '../../db/columns.ts';
import { countries, currencies, languages, marketProfiles } from '../site/index.ts';

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
    phoneChecked: boolean('phone_checked').notNull().default(false),
    kycVerifiedAt: timestamp('kyc_verified_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    /** The time step of the last authenticator code accepted for this secret: that step's code and older are spent. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    noticeUpdateTime: bigint('notice_update_time', { mode: 'number' }).notNull().default(0),
    appVersion: text('app_version'),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Identity where the market asks for it: the CPF's eleven digits once validated as the player's (one
     * account each: a deposit paid from an account in that CPF, or the identity check of KYC), name, birth
     * date. Until then the CPF the player gave waits in `cpfClaimed`, which holds no one else's CPF hostage.
     */
    cpf: text('cpf'),
    cpfClaimed: text('cpf_claimed'),
    /**
     * The market profile the player is under, fixed at registration from facts they cannot choose freely
     * (their currency's country, their phone's country, where they registered from); null for a player
     * registered before it was kept (their country's profile then).
     */
    marketProfileId: text('market_profile_id').references(() => marketProfiles.id),
    fullName: text('full_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** How the player arrived: tkk, navToken, aid, gaid, channel, browser id, IP at registration. */
    attribution: jsonb('attribution').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    uniqueIndex('users_cpf_key').on(table.cpf),
    index('users_cpf_claimed_idx').on(table.cpfClaimed),
    index('users_invited_by_idx').on(table.invitedBy),
    // Reports count a day's registrations.
    index('users_created_idx').on(table.createdAt),
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
