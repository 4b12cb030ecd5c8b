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
