import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  primaryKey,
  unique,
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
    phoneChecked: boolean('phone_checked').notNull().default(false),
    kycVerifiedAt: timestamp('kyc_verified_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    noticeUpdateTime: bigint('notice_update_time', { mode: 'number' }).notNull().default(0),
    appVersion: text('app_version'),
    disabled: boolean('disabled').notNull().default(false),
    /** Identity where the market asks for it: the CPF's eleven digits (one account each), name, birth date. */
    cpf: text('cpf'),
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
    index('users_invited_by_idx').on(table.invitedBy),
    // Reports count a day's registrations.
    index('users_created_idx').on(table.createdAt),
  ],
);

/**
 * Balances per owner, kind and currency: the cached sums of the ledger, written only by the cashier
 * (modules/wallet). A player's balance can never go below zero; the house and clearing accounts have no
 * owner and may. The house side of a kind and currency is split over shards (each player's movements
 * use one shard), so concurrent bets do not queue on one row; its balance is the sum of its shards.
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
    /** 0 for a player's account; the shard number of a house account. */
    shard: smallint('shard').notNull().default(0),
    /** The campaign a `campaign_budget` account pays rewards for (no owner, never below zero). */
    campaignId: bigint('campaign_id', { mode: 'number' }),
    balanceMinor: minor('balance_minor')
      .notNull()
      .default(sql`0`),
    /**
     * On a player's cash account: what is still to be wagered before a withdrawal (deposits raise it,
     * settled bets lower it), moved by the cashier with the money it counts.
     */
    wageringMinor: minor('wagering_minor')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    // NULLS NOT DISTINCT: the house has one account per kind, currency and shard too.
    unique('accounts_owner_kind_currency_unique')
      .on(table.userId, table.kind, table.currencyId, table.shard, table.campaignId)
      .nullsNotDistinct(),
    check('accounts_player_balance_not_negative', sql`${table.userId} IS NULL OR ${table.balanceMinor} >= 0`),
    check(
      'accounts_budget_not_negative',
      sql`${table.kind} <> 'campaign_budget' OR ${table.balanceMinor} >= 0`,
    ),
    check('accounts_wagering_not_negative', sql`${table.wageringMinor} >= 0`),
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
    /** The staff TOTP secret once set up: sign-in then needs its code. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by setup, bound by the first valid code before it expires. */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingExpiresAt: timestamp('totp_pending_expires_at', { withTimezone: true }),
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

/** What staff wrote about a player (the 360° view's notes): never edited, never removed. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('player_notes_user_idx').on(table.userId, table.createdAt)],
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
    /**
     * The hash chain (set by the insert trigger, never by the application): `seq` orders the chain, `hash` is
     * SHA-256 of the previous entry's hash and this entry's fields, so a changed or removed entry breaks
     * every hash after it (`npm run audit:verify`).
     */
    seq: bigint('seq', { mode: 'number' }),
    prevHash: bytea('prev_hash'),
    hash: bytea('hash'),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    uniqueIndex('audit_log_seq_key').on(table.seq),
  ],
);

/**
 * One money movement: a set of ledger entries that sum to zero (enforced by a statement-level trigger on
 * the entries). Transactions and entries are immutable (triggers refuse UPDATE and DELETE).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** What the movement pays for, e.g. `recharge:R123`; unique where one thing must move money once. */
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_kind_reference_key').on(table.kind, table.reference),
    index('ledger_transactions_user_idx').on(table.userId, table.createdAt),
    // Reports read a day (or a range) of movements across every player.
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
);

/**
 * The entries of a movement. Written only by the `ledger_post` function with their transaction and the
 * accounts they change (so no foreign keys are checked per row: measured at ~10 % of a stake); each
 * statement's entries must sum to zero per transaction (a statement-level trigger), and the invariants
 * command checks that every entry names an existing account and transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amountMinor: minor('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
  ],
);

/** The first answer to a money-moving call, replayed for a retry with the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** How players pay in a currency: limits and quick amounts, and the provider behind it. */
export const paymentChannels = pgTable('payment_channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  provider: text('provider').notNull(),
  currencyId: text('currency_id')
    .notNull()
    .references(() => currencies.id),
  minMinor: minor('min_minor').notNull(),
  maxMinor: minor('max_minor').notNull(),
  quickAmountsMinor: bigint('quick_amounts_minor', { mode: 'bigint' }).array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: text('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: minor('amount_minor').notNull(),
    /** PENDING → PAID | FAILED | EXPIRED; only PENDING ever changes. */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    payUrl: text('pay_url').notNull(),
    firstRecharge: boolean('first_recharge').notNull().default(false),
    usdAmount: numeric('usd_amount', { precision: 20, scale: 2 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('recharge_orders_user_idx').on(table.userId, table.createdAt)],
);

/** Provider events already applied: a repeated webhook finds its id here and changes nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * State of the bundled SANDBOX payment provider (labelled so everywhere). It plays the provider's part:
 * its own payments and its own queue of webhook deliveries, with delays and retries, as a real one keeps.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  /** `payment` (money in, paid on the hosted page) or `payout` (money out, settled by the sandbox). */
  kind: text('kind').notNull().default('payment'),
  merchantReference: text('merchant_reference').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  currencyId: text('currency_id').notNull(),
  /** OPEN → SUCCEEDED | FAILED | EXPIRED; SUCCEEDED → REFUNDED when the merchant sends the money back. */
  status: text('status').notNull(),
  /** The CPF the merchant said its customer pays from, and the CPF the money actually came from. */
  customerCpf: text('customer_cpf'),
  payerCpf: text('payer_cpf'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_webhook_deliveries_due_idx').on(table.deliveredAt, table.nextAttemptAt)],
);

/**
 * Versions of the site's design (spec §3 "Theme model"). A designer publishes a new version; the newest
 * PUBLISHED row is the live theme, and its content hash is the designCacheKey.
 */
export const designs = pgTable(
  'designs',
  {
    version: serial('version').primaryKey(),
    theme: jsonb('theme').notNull(),
    /** Content hash of `theme`: a new version gets a new key. */
    cacheKey: text('cache_key').notNull(),
    /** DRAFT | PUBLISHED */
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [index('designs_status_idx').on(table.status, table.version)],
);

/**
 * A designer's editing session (issue 19): a copy of the live theme changed block by block in the design
 * editor. The site framed by the editor with `?DesignToken=` reads this copy instead of the live theme;
 * only the token's hash is stored, and a session ends at `expires_at` or when it is published.
 */
export const designDrafts = pgTable(
  'design_drafts',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    baseVersion: integer('base_version').notNull(),
    theme: jsonb('theme').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('design_drafts_expires_idx').on(table.expiresAt)],
);

/** Lobby categories of the game catalogue (spec §3 "Game category"). */
export const gameCategories = pgTable('game_categories', {
  id: text('id').primaryKey(),
  /** Language-pack key. */
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  type: text('type').notNull(),
  directlyPlay: boolean('directly_play').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The game catalogue: every game the lobby lists. */
export const games = pgTable('games', {
  id: text('id').primaryKey(),
  /** Language-pack key. */
  name: text('name').notNull(),
  categoryId: text('category_id')
    .notNull()
    .references(() => gameCategories.id),
  type: text('type').notNull(),
  directlyPlay: boolean('directly_play').notNull().default(false),
  hot: boolean('hot').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Declared return to player in basis points (9 700 = 97 %), proven by the RTP benchmark. */
  rtpBasisPoints: integer('rtp_basis_points').notNull().default(9700),
  /** Operator switch: the game answers -119 (spec §8) while set. */
  maintenance: boolean('maintenance').notNull().default(false),
});

/** A game's stake limits in one currency, in minor units. `maxWin` caps a bet's profit. */
export const gameLimits = pgTable(
  'game_limits',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    minBetMinor: minor('min_bet_minor').notNull(),
    maxBetMinor: minor('max_bet_minor').notNull(),
    maxWinMinor: minor('max_win_minor').notNull(),
    defaultBetMinor: minor('default_bet_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.currencyId] })],
);

/**
 * Provably fair seed pairs (DESIGN §4). `owner` is `u:<userId>` for a player and `v:<hash>` for a demo
 * visitor. One active pair per owner; rotation reveals the server seed and starts a new pair.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet takes. */
    nextNonce: integer('next_nonce').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fairness_seeds_active_owner_key')
      .on(table.owner)
      .where(sql`${table.revealedAt} IS NULL`),
    index('fairness_seeds_owner_idx').on(table.owner, table.id),
  ],
);

/**
 * A single-player round: stake, the engine's state (with the hidden outcome), and its settlement.
 * `status` OPEN → WIN or LOSE exactly once; `version` guards each move against a concurrent one.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    demo: boolean('demo').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    stakeMinor: minor('stake_minor').notNull(),
    payoutMinor: minor('payout_minor'),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    maxWinMinor: minor('max_win_minor').notNull(),
    params: jsonb('params').notNull(),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairnessSeeds.id),
    nonce: integer('nonce').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_open_key')
      .on(table.owner, table.gameId, table.demo)
      .where(sql`${table.status} = 'OPEN'`),
    uniqueIndex('game_rounds_seed_nonce_key').on(table.seedId, table.nonce),
    index('game_rounds_owner_idx').on(table.owner, table.demo, table.id),
    index('game_rounds_user_settled_idx')
      .on(table.userId, table.settledAt)
      .where(sql`NOT ${table.demo} AND ${table.userId} IS NOT NULL`),
    // The lobby's activity ticker reads the latest settled real-money rounds (issue 13).
    index('game_rounds_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.settledAt} IS NOT NULL AND NOT ${table.demo}`),
    check('game_rounds_status_check', sql`${table.status} IN ('OPEN', 'WIN', 'LOSE')`),
    check('game_rounds_stake_check', sql`${table.stakeMinor} > 0`),
  ],
);

/** Demo balances (spec §1 demo mode): play money per owner, never in the ledger. */
export const demoWallets = pgTable(
  'demo_wallets',
  {
    owner: text('owner').primaryKey(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    balanceMinor: minor('balance_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('demo_wallets_balance_check', sql`${table.balanceMinor} >= 0`)],
);

/** Where a player's withdrawals go: a PIX key and its holder (spec §8 status 450 while missing). */
export const withdrawInfos = pgTable('withdraw_infos', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  pixKeyType: text('pix_key_type').notNull(),
  pixKey: text('pix_key').notNull(),
  holderName: text('holder_name').notNull(),
  cpf: text('cpf').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Withdrawal limits per currency, and the amount above which a player must have passed KYC. */
export const withdrawLimits = pgTable('withdraw_limits', {
  currencyId: text('currency_id')
    .primaryKey()
    .references(() => currencies.id),
  provider: text('provider').notNull(),
  minMinor: minor('min_minor').notNull(),
  maxMinor: minor('max_minor').notNull(),
  kycThresholdMinor: minor('kyc_threshold_minor').notNull(),
});

export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: minor('amount_minor').notNull(),
    /** PENDING_REVIEW → PROCESSING → PAID; PENDING_REVIEW → REJECTED; PROCESSING → FAILED (funds back). */
    status: text('status').notNull(),
    destination: jsonb('destination').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewNote: text('review_note'),
    /** Four eyes: above the site's amount, the first approver; a different operator's approval pays it. */
    firstApprovedBy: integer('first_approved_by').references(() => operators.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('withdraw_orders_user_idx').on(table.userId, table.createdAt),
    index('withdraw_orders_status_idx').on(table.status, table.createdAt),
  ],
);

/** One-time codes sent by SMS (withdraw confirmation now, SMS login later): only the hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_phone_idx').on(table.phone, table.purpose, table.createdAt)],
);

/**
 * A two-factor secret handed out by setup and not yet bound: in the database, so that the bind call may
 * reach any process of the site. One per player (a new setup replaces it); gone once bound or expired.
 */
export const twoFactorSetups = pgTable('two_factor_setups', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Messages the SANDBOX SMS provider "sent", shown on its development inbox page. */
export const sandboxSmsMessages = pgTable('sandbox_sms_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Messages to players: to one player (`user_id`) or to everyone (null), with an optional popup config. */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    popup: jsonb('popup'),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (table) => [index('notices_user_idx').on(table.userId, table.createdAt)],
);

/** Per player: when a notice was pushed (shown as a popup) and when it was read. */
export const noticeStates = pgTable(
  'notice_states',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] })],
);

/**
 * Files players and support uploaded (chat images, documents). The stored name is random and unguessable;
 * `content_type` is what the magic bytes proved, never what the browser claimed.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploaded_files_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One live-chat conversation per player with support. Read positions are message ids: everything after
 * a side's position that the other side sent is unread for it.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    playerReadMessageId: bigint('player_read_message_id', { mode: 'number' }).notNull().default(0),
    supportReadMessageId: bigint('support_read_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_conversations_user_key').on(table.userId),
    index('chat_conversations_last_message_idx').on(table.lastMessageAt),
  ],
);

/** A chat message: text or an image (an uploaded file), from the player or from a support operator. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    kind: text('kind').notNull(),
    body: text('body'),
    fileId: text('file_id').references(() => uploadedFiles.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    check('chat_messages_sender_check', sql`${table.sender} IN ('player', 'support')`),
    check(
      'chat_messages_kind_check',
      sql`(${table.kind} = 'text' AND ${table.body} IS NOT NULL) OR (${table.kind} = 'image' AND ${table.fileId} IS NOT NULL)`,
    ),
  ],
);

/**
 * A crash game's hash chain (DESIGN §4): generated from a secret seed, played backwards. The terminating
 * hash is public from the start; the salt comes later, from a public value announced in advance (the
 * announcement and the salt each stored with their time), so the chain could not be chosen to suit it.
 * No round is dealt while the salt is missing. Rounds take the chain's hashes from the end.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seed: text('seed').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    /** How hash and salt make a crash point (`CRASH_SCHEMES` in game-math); 1 for chains before scheme 2. */
    scheme: integer('scheme').notNull(),
    /** Where the salt will come from, published before that value exists (e.g. a future block's hash). */
    saltAnnouncement: text('salt_announcement'),
    saltAnnouncedAt: timestamp('salt_announced_at', { withTimezone: true }),
    salt: text('salt'),
    saltSetAt: timestamp('salt_set_at', { withTimezone: true }),
    /** A demo chain: its salt was generated by the server with the chain, so it proves nothing. */
    demo: boolean('demo').notNull().default(false),
    length: integer('length').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'crash_chains_salt_check',
      sql`(${table.salt} IS NULL) = (${table.saltSetAt} IS NULL) AND (${table.saltAnnouncement} IS NULL) = (${table.saltAnnouncedAt} IS NULL)`,
    ),
  ],
);

/** One live round: its committed crash point (hundredths) and where it is in betting → flight → crash. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    /** Rounds played from this chain before this one (0 = the hash just before the terminating one). */
    chainRound: integer('chain_round').notNull(),
    /** The round's number in its game (1, 2, 3…), as players see it: crash and aviator count apart. */
    number: integer('number').notNull(),
    hash: text('hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    status: text('status').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('crash_rounds_chain_round_key').on(table.chainId, table.chainRound),
    uniqueIndex('crash_rounds_game_number_key').on(table.gameId, table.number),
    index('crash_rounds_game_idx').on(table.gameId, table.id),
    check('crash_rounds_status_check', sql`${table.status} IN ('BETTING', 'FLYING', 'CRASHED')`),
  ],
);

/**
 * A bet on a crash round: QUEUED (placed during a flight, for the next round) → OPEN → WON or LOST, once.
 * Aviator has two independent slots per player and round; crash one.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => crashRounds.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    slot: integer('slot').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    stakeMinor: minor('stake_minor').notNull(),
    /** Auto cash-out target in hundredths, already capped by the game's max win. */
    autoCashOut: integer('auto_cash_out'),
    cashedOutAt: integer('cashed_out_at'),
    payoutMinor: minor('payout_minor'),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crash_bets_round_slot_key')
      .on(table.roundId, table.userId, table.slot)
      .where(sql`${table.roundId} IS NOT NULL`),
    uniqueIndex('crash_bets_queued_key')
      .on(table.gameId, table.userId, table.slot)
      .where(sql`${table.status} = 'QUEUED'`),
    index('crash_bets_round_idx').on(table.roundId, table.status),
    index('crash_bets_user_idx').on(table.userId, table.id),
    // The lobby's activity ticker reads the latest settled bets (issue 13).
    index('crash_bets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.settledAt} IS NOT NULL`),
    check('crash_bets_status_check', sql`${table.status} IN ('QUEUED', 'OPEN', 'WON', 'LOST')`),
    check('crash_bets_stake_check', sql`${table.stakeMinor} > 0`),
  ],
);

/**
 * A rewards campaign (issue 15): every reward of a kind is paid from its budget account, funded from the
 * house's bonus expense; when the budget is spent, the campaign pays nothing more. One campaign per kind
 * and currency is active at a time.
 */
export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    budgetAccountId: bigint('budget_account_id', { mode: 'number' }).notNull(),
    /** task_bonus, register_bonus or cash. */
    paysTo: text('pays_to').notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    maxBetMinor: minor('max_bet_minor'),
    expiryHours: integer('expiry_hours').notNull(),
    gameWeights: jsonb('game_weights').notNull().default({}),
    velocityPerHour: integer('velocity_per_hour').notNull().default(10),
    /** What each claim pays, for kinds whose campaign sets the amount (the register promo's welcome bonus). */
    amountMinor: minor('amount_minor'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reward_campaigns_budget_key').on(table.budgetAccountId),
    // Money-rain campaigns are one per event (each event's pool is its own budget), so several may be active.
    uniqueIndex('reward_campaigns_active_key')
      .on(table.kind, table.currencyId)
      .where(sql`${table.status} = 'ACTIVE' AND ${table.kind} <> 'money_rain'`),
    check('reward_campaigns_status_check', sql`${table.status} IN ('ACTIVE', 'PAUSED', 'ENDED')`),
    check('reward_campaigns_pays_to_check', sql`${table.paysTo} IN ('task_bonus', 'register_bonus', 'cash')`),
  ],
);

/**
 * One reward given to one player for one thing (`reference`, e.g. `checkin:2026-11-25`), paid once from
 * its campaign's budget. A bonus waits in its balance (WAGERING) until its wagering is met (CONVERTED to
 * cash) or it expires (FORFEITED back to the budget); a cash reward is PAID at once.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaigns.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: minor('amount_minor').notNull(),
    paysTo: text('pays_to').notNull(),
    wageringRequiredMinor: minor('wagering_required_minor')
      .notNull()
      .default(sql`0`),
    maxBetMinor: minor('max_bet_minor'),
    gameWeights: jsonb('game_weights').notNull().default({}),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reward_grants_reference_key').on(table.campaignId, table.userId, table.reference),
    index('reward_grants_user_idx').on(table.userId, table.id),
    index('reward_grants_wagering_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'WAGERING'`),
    check('reward_grants_amount_check', sql`${table.amountMinor} > 0`),
    check(
      'reward_grants_status_check',
      sql`${table.status} IN ('WAGERING', 'CONVERTED', 'FORFEITED', 'PAID')`,
    ),
  ],
);

/**
 * One reward per identity: a claim (`checkin:2026-11-25`) is written once per identity of the claimant
 * (`user:…`, `phone:…`, `device:…`, later `cpf:…`), so a second account on the same phone or device is
 * refused by the primary key, even when both claim at the same moment.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    claimKey: text('claim_key').notNull(),
    identity: text('identity').notNull(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => rewardGrants.id),
  },
  (table) => [primaryKey({ columns: [table.claimKey, table.identity] })],
);

/** The check-in reward of each streak day for each VIP level, per currency (operator-set). */
export const checkinRewards = pgTable(
  'checkin_rewards',
  {
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    vipLevel: integer('vip_level').notNull(),
    day: integer('day').notNull(),
    amountMinor: minor('amount_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.currencyId, table.vipLevel, table.day] }),
    check('checkin_rewards_day_check', sql`${table.day} BETWEEN 1 AND 7`),
    check('checkin_rewards_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

/** A player's claimed check-in days, in the site's time zone, with the streak day each one paid. */
export const checkinDays = pgTable(
  'checkin_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

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

/**
 * A money-rain event (spec §4 "Money rain", `site_redpack`): a pool split into packets ahead of time, its
 * own campaign's budget, caught one packet per player while it is live; what is left goes back at the end.
 */
export const rainEvents = pgTable(
  'rain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rewardCampaigns.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    poolMinor: minor('pool_minor').notNull(),
    packets: integer('packets').notNull(),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    /** SCHEDULED → LIVE → ENDED, moved by the worker. */
    status: text('status').notNull().default('SCHEDULED'),
    createdAt: createdAt(),
  },
  (table) => [
    index('rain_events_due_idx').on(table.status, table.startsAt),
    check('rain_events_status_check', sql`${table.status} IN ('SCHEDULED', 'LIVE', 'ENDED')`),
    check('rain_events_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** The packets of a money rain, their amounts fixed at scheduling; each caught once, one per player. */
export const rainPackets = pgTable(
  'rain_packets',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => rainEvents.id),
    index: integer('index').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    caughtAt: timestamp('caught_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.index] }),
    uniqueIndex('rain_packets_player_key').on(table.eventId, table.userId),
    check('rain_packets_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** The invite wheel of a currency (issue 15): published segments, and what an invitee must do to earn a spin. */
export const wheelConfigs = pgTable('wheel_configs', {
  currencyId: text('currency_id')
    .primaryKey()
    .references(() => currencies.id),
  /** [{ weight, amountMinor }] in order round the wheel. */
  segments: jsonb('segments').notNull(),
  qualifyDepositMinor: minor('qualify_deposit_minor').notNull(),
  qualifyWagerMinor: minor('qualify_wager_minor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's committed next wheel seed (its hash is shown before they spin) and their client seed. */
export const wheelSeeds = pgTable('wheel_seeds', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
});

/** One spin, earned by one qualified invitee (so each invitee earns one spin), with its revealed seeds. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    weights: jsonb('weights').notNull(),
    segment: integer('segment').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wheel_spins_invitee_key').on(table.inviteeId),
    index('wheel_spins_user_idx').on(table.userId, table.id),
  ],
);

/**
 * The weekly salary (issue 15, `enableSalary`) paid to a player for one week of the site: a share of the
 * house edge their direct invitees played (one referral level only) and their VIP level's weekly amount.
 * One row per player and week, written with its payment (or with zero, so the week is not counted again).
 */
export const salaryPayments = pgTable(
  'salary_payments',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    invitees: integer('invitees').notNull(),
    referralEdgeMinor: minor('referral_edge_minor').notNull(),
    referralMinor: minor('referral_minor').notNull(),
    vipLevel: integer('vip_level').notNull(),
    vipMinor: minor('vip_minor').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => rewardGrants.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/**
 * Lottery rooms (issue 16): a game and a period length players meet in, with its chat. Each enabled room's
 * (game, period) loop is run by the lottery leader.
 */
export const lotteryRooms = pgTable(
  'lottery_rooms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    periodSeconds: integer('period_seconds').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('lottery_rooms_period_check', sql`${table.periodSeconds} IN (60, 180, 300, 600)`),
    index('lottery_rooms_game_idx').on(table.gameId, table.sortOrder),
  ],
);

/**
 * A lottery draw (spec §3 "Game term"): one per game, period length and period number. The seed's hash is
 * published when the row is written, before the period opens; the seed stays secret until the draw. NEW
 * takes bets until `closes_at`; CLOSED holds the digest of the bets accepted; FINISHED holds the outcome.
 */
export const lotteryTerms = pgTable(
  'lottery_terms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    periodSeconds: integer('period_seconds').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').notNull().default('NEW'),
    betsDigest: text('bets_digest'),
    outcome: jsonb('outcome').$type<number[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lottery_terms_period_key').on(table.gameId, table.periodSeconds, table.number),
    index('lottery_terms_due_idx')
      .on(table.drawsAt)
      .where(sql`${table.status} <> 'FINISHED'`),
    check('lottery_terms_status_check', sql`${table.status} IN ('NEW', 'CLOSED', 'FINISHED')`),
  ],
);

/** A player's bet on a lottery term, staked through the cashier and settled once at the draw. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    termId: bigint('term_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTerms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    roomId: bigint('room_id', { mode: 'number' }).references(() => lotteryRooms.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').notNull(),
    pick: jsonb('pick').$type<number[]>().notNull(),
    stakeMinor: minor('stake_minor').notNull(),
    /** The selection's exact RTP (enumerated), so rakeback and salary count the edge actually played. */
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    /** The shared bet this one followed (the follower's own bet; nothing is paid to the leader). */
    followedBetId: bigint('followed_bet_id', { mode: 'number' }),
    multiplier: integer('multiplier'),
    payoutMinor: minor('payout_minor'),
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('lottery_bets_term_idx').on(table.termId, table.id),
    index('lottery_bets_user_idx').on(table.userId, table.id),
    index('lottery_bets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.settledAt} IS NOT NULL`),
    check('lottery_bets_status_check', sql`${table.status} IN ('OPEN', 'WON', 'LOST')`),
    check('lottery_bets_stake_check', sql`${table.stakeMinor} > 0`),
  ],
);

/** A room's chat line: a player's text, or a bet the server posted from the real bet row. */
export const lotteryMessages = pgTable(
  'lottery_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryRooms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    body: text('body'),
    betId: bigint('bet_id', { mode: 'number' }).references(() => lotteryBets.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('lottery_messages_room_idx').on(table.roomId, table.id),
    uniqueIndex('lottery_messages_bet_key').on(table.roomId, table.betId),
    check('lottery_messages_kind_check', sql`${table.kind} IN ('text', 'bet')`),
  ],
);

/** Public-chat moderation (issue 16): a player muted by support until a time, with the reason. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('chat_mutes_user_idx').on(table.userId, table.until)],
);

/** Words refused in public chats (whole word, case-insensitive), kept by the operator. */
export const chatBannedWords = pgTable('chat_banned_words', {
  word: text('word').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The sportsbook (issue 17). A sports event as the feed describes it (`fixture_change`), with the score of
 * its last `odds_change`; `suspended` is the operator's own stop on the whole event.
 */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    competitionId: text('competition_id').notNull(),
    competition: text('competition').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    score: jsonb('score').$type<{ home: number; away: number; clock: string }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sports_events_list_idx').on(table.sport, table.status, table.startsAt),
    check(
      'sports_events_status_check',
      sql`${table.status} IN ('not_started', 'live', 'suspended', 'ended', 'closed', 'cancelled')`,
    ),
  ],
);

/** One outcome of a market: the book's odds (thousandths), the feed's, its version and its result. */
export interface SportsOutcomeState {
  id: string;
  odds: number;
  feedOdds: number;
  version: number;
  active: boolean;
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | null;
  deadHeat: [number, number] | null;
}

/**
 * A market of an event: the feed's status (active, suspended, deactivated), the operator's stop, and its
 * grading: `open` until settled, `settled` with results on its outcomes, `void` for bets placed in
 * [void_from, void_to) (every bet when both are null). A rollback takes it back to `open`.
 */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    id: text('id').notNull(),
    type: text('type').notNull(),
    line: doublePrecision('line'),
    status: text('status').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    grading: text('grading').notNull().default('open'),
    outcomes: jsonb('outcomes').$type<SportsOutcomeState[]>().notNull(),
    voidFrom: timestamp('void_from', { withTimezone: true }),
    voidTo: timestamp('void_to', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The grading before the last settlement or cancel, for a rollback of that cancel. */
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.id] }),
    check('sports_markets_status_check', sql`${table.status} IN ('active', 'suspended', 'deactivated')`),
    check('sports_markets_grading_check', sql`${table.grading} IN ('open', 'settled', 'void')`),
  ],
);

/**
 * A bet: single, multiple or system (`sizes`), on real money or demo (`owner` keys the demo wallet).
 * `stake_left_minor` is the stake per line still riding after partial cash-outs; `paid_minor` is what its
 * settlements paid net of rollbacks (cash-outs apart, in `cashed_out_minor`); `revision` numbers its
 * resettlements, each a posting of its own.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    demo: boolean('demo').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').notNull(),
    sizes: jsonb('sizes').$type<number[]>(),
    lineCount: integer('line_count').notNull(),
    stakePerLineMinor: minor('stake_per_line_minor').notNull(),
    totalStakeMinor: minor('total_stake_minor').notNull(),
    stakeLeftMinor: minor('stake_left_minor').notNull(),
    potentialPayoutMinor: minor('potential_payout_minor').notNull(),
    paidMinor: minor('paid_minor')
      .notNull()
      .default(sql`0`),
    cashedOutMinor: minor('cashed_out_minor')
      .notNull()
      .default(sql`0`),
    /** What a rollback could not take back (the player had spent it): owed, shown to the operator. */
    shortfallMinor: minor('shortfall_minor')
      .notNull()
      .default(sql`0`),
    wagered: boolean('wagered').notNull().default(false),
    oddsChange: text('odds_change').notNull(),
    status: text('status').notNull().default('OPEN'),
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('sports_bets_owner_idx').on(table.owner, table.id),
    index('sports_bets_open_idx')
      .on(table.status)
      .where(sql`${table.status} = 'OPEN'`),
    check('sports_bets_status_check', sql`${table.status} IN ('OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT')`),
    check('sports_bets_kind_check', sql`${table.kind} IN ('single', 'multiple', 'system')`),
    check('sports_bets_stake_check', sql`${table.stakePerLineMinor} > 0 AND ${table.stakeLeftMinor} >= 0`),
    check('sports_bets_money_check', sql`${table.userId} IS NOT NULL OR ${table.demo}`),
  ],
);

/**
 * What the book stands to lose on an event in a currency: the net potential win of every open real-money
 * bet with a leg on it (a multiple counts in full against each of its events). Kept as a running total,
 * changed in the transaction that opens, settles, reopens or cashes out a bet, so a bet checks the cap by
 * one conditional update of one row instead of summing the event's bets.
 */
export const sportsEventExposure = pgTable(
  'sports_event_exposure',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    liabilityMinor: minor('liability_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.currencyId] })],
);

/** A selection of a bet, at the odds accepted (never changed afterwards). */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    legNo: integer('leg_no').notNull(),
    eventId: text('event_id').notNull(),
    marketId: text('market_id').notNull(),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    result: text('result'),
    deadHeat: jsonb('dead_heat').$type<[number, number]>(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legNo] }),
    index('sports_bet_legs_market_idx').on(table.eventId, table.marketId),
    foreignKey({
      columns: [table.eventId, table.marketId],
      foreignColumns: [sportsMarkets.eventId, sportsMarkets.id],
    }),
  ],
);

/** A cash-out offer: valid until `expires_at`, used once. */
export const sportsCashOutQuotes = pgTable('sports_cashout_quotes', {
  id: text('id').primaryKey(),
  betId: bigint('bet_id', { mode: 'number' })
    .notNull()
    .references(() => sportsBets.id),
  amountMinor: minor('amount_minor').notNull(),
  stakeLeftMinor: minor('stake_left_minor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every feed message as received (the regulator's and the operator's record of what priced and graded). */
export const sportsFeedLog = pgTable(
  'sports_feed_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feed: text('feed').notNull(),
    type: text('type').notNull(),
    eventId: text('event_id'),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    message: jsonb('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sports_feed_log_event_idx').on(table.eventId, table.id)],
);

/** The book's settings (one row) and the operator's actions on events and markets, with reasons. */
export const sportsSettings = pgTable('sports_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The limits a player set on themselves (responsible gaming): one row per kind and period, in the
 * player's currency (minor units; minutes for `session`). A lowered limit applies at once; a raise or
 * removal waits in `pending_*` until `pending_effective_at`, and is read as in force from then on.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** In force; null: none. */
    value: bigint('value', { mode: 'bigint' }),
    /** A raise or removal waiting for its cooling-off: set, its value (null: removal) and when it applies. */
    pendingSet: boolean('pending_set').notNull().default(false),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    check('responsible_limits_kind_check', sql`${table.kind} IN ('deposit', 'loss', 'wager', 'session')`),
    check('responsible_limits_period_check', sql`${table.period} IN ('day', 'week', 'month')`),
    check('responsible_limits_value_check', sql`${table.value} IS NULL OR ${table.value} >= 0`),
  ],
);

/**
 * Time-outs and self-exclusions, never updated or deleted: one is in force from `starts_at` until
 * `ends_at` (null: permanent). Lifting one early is not a thing the site can do.
 */
export const responsibleExclusions = pgTable(
  'responsible_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Who asked: the player, an operator (with `reason`), or the central list. */
    source: text('source').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('responsible_exclusions_user_idx').on(table.userId, table.startsAt),
    check('responsible_exclusions_kind_check', sql`${table.kind} IN ('timeout', 'self_exclusion')`),
    check(
      'responsible_exclusions_source_check',
      sql`${table.source} IN ('player', 'operator', 'central_list')`,
    ),
  ],
);

/** A player's reality-check choice and when the next check interrupts play. */
export const responsibleSettings = pgTable('responsible_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** The player's interval in minutes; null: the market profile's. */
  realityCheckMinutes: integer('reality_check_minutes'),
  /** Play waits for an acknowledgement from this instant; null: not running. */
  realityCheckDueAt: timestamp('reality_check_due_at', { withTimezone: true }),
  /** Where the running check counts time played and net result from (the login or the last check). */
  realityCheckFrom: timestamp('reality_check_from', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's identity verification (KYC), one row each: open while documents are uploaded, then pending
 * review once submitted (the identity provider's checks queued, then done or skipped), then approved or
 * rejected by an operator (with the reason the player sees). Approval also sets users.kyc_verified_at.
 */
export const kycCases = pgTable(
  'kyc_cases',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    status: text('status').notNull().default('OPEN'),
    /** Counts submissions: a provider answer is written only for the submission it was asked for. */
    submissionNo: integer('submission_no').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The provider's checks of the current submission: QUEUED (retried after an outage), DONE or SKIPPED. */
    checkState: text('check_state'),
    checkAttempts: integer('check_attempts').notNull().default(0),
    /** When a queued check is tried again (after an outage, with a growing wait). */
    checkNextAt: timestamp('check_next_at', { withTimezone: true }),
    checkError: text('check_error'),
    identityResult: jsonb('identity_result'),
    faceMatchResult: jsonb('face_match_result'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The reviewer's reason: shown to the player when the case is rejected. */
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_cases_queue_idx').on(table.status, table.submittedAt),
    index('kyc_cases_check_idx').on(table.checkState, table.checkNextAt),
    check(
      'kyc_cases_status_check',
      sql`${table.status} IN ('OPEN', 'PENDING_REVIEW', 'APPROVED', 'REJECTED')`,
    ),
    check(
      'kyc_cases_check_state_check',
      sql`${table.checkState} IS NULL OR ${table.checkState} IN ('QUEUED', 'DONE', 'SKIPPED')`,
    ),
  ],
);

/**
 * The documents players upload for KYC, kept (never served publicly: only operators read them back) under
 * DATA_DIR/kyc with a random name. The latest of each kind is the one in force; older ones stay on record.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_documents_user_idx').on(table.userId, table.kind, table.createdAt),
    check(
      'kyc_documents_kind_check',
      sql`${table.kind} IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS')`,
    ),
  ],
);
