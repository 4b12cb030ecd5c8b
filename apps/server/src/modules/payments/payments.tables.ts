import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { createdAt, minor } from '../../db/columns.ts';
import { operators } from '../operators/index.ts';
import { currencies } from '../site/index.ts';
import { users } from '../user/index.ts';

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
    /**
     * PENDING → PAID | FAILED | EXPIRED; a payment that arrived but may not be credited → REFUNDING →
     * REFUNDED (an expired order's late payment may still be credited).
     */
    status: text('status').notNull(),
    /** Why a received payment is sent back (PAYER_NOT_ACCOUNT_HOLDER, DEPOSIT_LIMIT, EXCLUDED…). */
    refundReason: text('refund_reason'),
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
    /**
     * The four-eyes amount in force when the order was made (minor units; null: one approval): a later
     * change of the site's amount does not apply to orders already waiting.
     */
    secondApprovalAboveMinor: minor('second_approval_above_minor'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('withdraw_orders_user_idx').on(table.userId, table.createdAt),
    index('withdraw_orders_status_idx').on(table.status, table.createdAt),
    // A paid-out withdrawal is reconciled with the provider by its reference: never PAID without one.
    check(
      'withdraw_orders_paid_has_reference',
      sql`${table.status} <> 'PAID' OR ${table.providerReference} IS NOT NULL`,
    ),
  ],
);
