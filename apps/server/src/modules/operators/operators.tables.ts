import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bytea, createdAt } from '../../db/columns.ts';

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The person the account belongs to (work e-mail or employee id, lower-cased), fixed at creation: an
     * alias account of the same person carries the same one. Four eyes need two different people.
     */
    person: text('person').notNull(),
    /**
     * The people who could hold this account as an alias: who created it or gave it roles, and their own
     * sponsors, as they were then. Neither may be the other pair of eyes on this account's approvals.
     */
    sponsors: text('sponsors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Approvals this account made before this moment no longer count (it was disabled or lost a role). */
    approvalsVoidBefore: timestamp('approvals_void_before', { withTimezone: true }),
    /** The staff TOTP secret once set up: sign-in then needs its code. */
    totpSecret: text('totp_secret'),
    /** The time step of the last TOTP code accepted for this secret: a code of that step or before is spent. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
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
 * Changes of settings that need a second person (contracts' SECOND_PERSON_SETTINGS): proposed by one
 * admin, applied when another, independent one approves. One pending change per key.
 */
export const siteSettingChanges = pgTable(
  'site_setting_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    /**
     * PENDING → APPLIED (approved by a second person) | DISCARDED (refused or withdrawn) | SUPERSEDED (a
     * newer proposal of the key) | VOID (the proposer was disabled or lost a role before the approval).
     */
    status: text('status').notNull().default('PENDING'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => operators.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('site_setting_changes_pending_key')
      .on(table.key)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
