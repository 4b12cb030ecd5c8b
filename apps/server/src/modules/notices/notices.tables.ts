import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { operators } from '../operators/index.ts';
import { users } from '../user/index.ts';

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
