import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { uploadedFiles } from '../files/index.ts';
import { operators } from '../operators/index.ts';
import { users } from '../user/index.ts';

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
