import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';

import type { ChatSender } from '@casino/contracts';

import type { Queryable, Tx } from '../../db/client.ts';
import { chatConversations, chatMessages } from './chat.tables.ts';
import { users } from '../user/index.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The player's conversation with support, created on first use. */
export async function ensureConversation(tx: Tx, userId: number): Promise<ConversationRow> {
  await tx.insert(chatConversations).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.userId, userId));
  if (!row) throw new Error('chat conversation vanished after insert');
  return row;
}

export async function findConversationOfUser(
  db: Queryable,
  userId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId));
  return row;
}

export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function findConversation(db: Queryable, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/** Stores a message and moves the conversation's last-message time. */
export async function insertMessage(tx: Tx, message: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(message).returning();
  if (!row) throw new Error('insert into chat_messages returned no row');
  await tx
    .update(chatConversations)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(chatConversations.id, message.conversationId));
  return row;
}

/** Up to `limit` messages before `beforeId` (or the newest), newest first. */
export async function messagesBefore(
  db: Queryable,
  conversationId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

const readColumn = (reader: ChatSender) =>
  reader === 'player' ? chatConversations.playerReadMessageId : chatConversations.supportReadMessageId;

/** Messages the other side sent after `reader`'s read position. */
export async function countUnread(
  db: Queryable,
  conversation: ConversationRow,
  reader: ChatSender,
): Promise<number> {
  const readId = reader === 'player' ? conversation.playerReadMessageId : conversation.supportReadMessageId;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        ne(chatMessages.sender, reader),
        gt(chatMessages.id, readId),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Moves `reader`'s read position up to `messageId` (or the newest message), never backwards and never
 * past the conversation's newest message. Returns the conversation as it is afterwards.
 */
export async function markRead(
  tx: Tx,
  conversationId: number,
  reader: ChatSender,
  messageId: number | undefined,
): Promise<ConversationRow> {
  const column = readColumn(reader);
  const newest = sql`(SELECT coalesce(max(${chatMessages.id}), 0) FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${conversationId})`;
  const target = messageId === undefined ? newest : sql`least(${messageId}, ${newest})`;
  const [row] = await tx
    .update(chatConversations)
    .set(
      reader === 'player'
        ? { playerReadMessageId: sql`greatest(${column}, ${target})` }
        : { supportReadMessageId: sql`greatest(${column}, ${target})` },
    )
    .where(eq(chatConversations.id, conversationId))
    .returning();
  if (!row) throw new Error('chat conversation vanished while marking it read');
  return row;
}

/** A page of the support inbox: newest activity first, with support's unread count and the player's name. */
export async function listConversations(
  db: Queryable,
  options: { pageNo: number; pageSize: number; unreadOnly: boolean },
) {
  const unread = sql<number>`(SELECT count(*)::int FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${chatConversations.id} AND ${chatMessages.sender} = 'player' AND ${chatMessages.id} > ${chatConversations.supportReadMessageId})`;
  const filter = and(
    sql`${chatConversations.lastMessageAt} IS NOT NULL`,
    options.unreadOnly ? sql`${unread} > 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: chatConversations, username: users.username, unread })
      .from(chatConversations)
      .innerJoin(users, eq(users.id, chatConversations.userId))
      .where(filter)
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(options.pageSize)
      .offset((options.pageNo - 1) * options.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(filter),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The newest message of each of these conversations. */
export async function lastMessages(
  db: Queryable,
  conversationIds: number[],
): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}
