import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { operators } from '../operators/index.ts';
import { users } from '../user/index.ts';

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
