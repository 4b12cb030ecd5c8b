import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { users } from '../user/index.ts';

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
