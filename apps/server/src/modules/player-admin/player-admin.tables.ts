import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { operators } from '../operators/index.ts';
import { users } from '../user/index.ts';

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
