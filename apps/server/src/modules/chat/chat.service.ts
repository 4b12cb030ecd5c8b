import { createHmac } from 'node:crypto';

import {
  CHAT_SOCKET_EVENT,
  type ChatConversationSummary,
  type ChatHistory,
  type ChatMessage,
  type ChatSender,
  type ChatSocketData,
} from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { uploadedFileUrl, type FileService, type FileOwner } from '../files/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import { OPERATOR_ROOM_PREFIX } from '../realtime/index.ts';
import { signClaims } from '../realtime/index.ts';
import {
  countUnread,
  ensureConversation,
  findConversation,
  findConversationOfUser,
  insertMessage,
  lastMessages,
  listConversations,
  markRead,
  messagesBefore,
  type ConversationRow,
  type MessageRow,
  userExists,
} from './chat.repo.ts';

/** A player may send this many messages per window: a fast typist, not a flood. */
const PLAYER_MESSAGES_PER_WINDOW = 20;
const PLAYER_WINDOW_MS = 60_000;
/** How long a support socket's join token may wait before the socket presents it. */
const JOIN_TOKEN_TTL_MS = 5 * 60_000;

/** What a message carries: text or one of the sender's uploaded images. */
export type ChatContent = { text?: string | undefined; imageId?: string | undefined };

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender === 'support' ? 'support' : 'player',
    kind: row.kind === 'image' ? 'image' : 'text',
    text: row.kind === 'text' ? row.body : null,
    imageUrl: row.kind === 'image' && row.fileId ? uploadedFileUrl(row.fileId) : null,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The support room's module name. It is derived from the realtime secret, so no player can name it in
 * `/api/sockmsg/join`; only `supportJoinToken()` (for operators with the support role) hands it out.
 */
export function supportChatModule(secret: string): string {
  return `${OPERATOR_ROOM_PREFIX}${createHmac('sha256', secret).update('support-chat-room').digest('hex').slice(0, 24)}`;
}

/**
 * Live chat between each player and support: one conversation per player, text and image messages
 * kept in the database, read positions for both sides, and every change delivered live to the
 * player's room and to the support room.
 */
export class ChatService {
  readonly supportModule: string;

  constructor(
    private readonly db: Db,
    private readonly publisher: RealtimePublisher,
    private readonly files: FileService,
    private readonly attempts: AttemptCounter,
    private readonly realtimeSecret: string,
  ) {
    this.supportModule = supportChatModule(realtimeSecret);
  }

  /** The player's history page (newest first), creating the conversation on the first visit. */
  async playerHistory(userId: number, query: { beforeId?: number | undefined; pageSize: number }) {
    const conversation = await inTransaction(this.db, (tx) => ensureConversation(tx, userId));
    return this.history(conversation, 'player', query);
  }

  async playerUnread(userId: number): Promise<number> {
    const conversation = await findConversationOfUser(this.db, userId);
    return conversation ? countUnread(this.db, conversation, 'player') : 0;
  }

  async playerSend(userId: number, content: ChatContent): Promise<ChatMessage> {
    const key = `chat:user:${userId}`;
    if ((await this.attempts.hit(key, PLAYER_WINDOW_MS)) > PLAYER_MESSAGES_PER_WINDOW) {
      throw new ApiError('RATE_LIMITED', { extra: { retryAfterMs: await this.attempts.retryAfterMs(key) } });
    }
    const conversation = await inTransaction(this.db, (tx) => ensureConversation(tx, userId));
    return this.send(conversation, 'player', { userId }, content);
  }

  async playerMarkRead(userId: number, messageId: number | undefined): Promise<number> {
    const conversation = await findConversationOfUser(this.db, userId);
    if (!conversation) return 0;
    return this.markRead(conversation, 'player', messageId);
  }

  async supportList(query: { pageNo: number; pageSize: number; unreadOnly: boolean }) {
    const { rows, total } = await listConversations(this.db, query);
    const last = await lastMessages(
      this.db,
      rows.map((row) => row.conversation.id),
    );
    const content: ChatConversationSummary[] = rows.map(({ conversation, username, unread }) => {
      const message = last.get(conversation.id);
      return {
        id: conversation.id,
        userId: conversation.userId,
        username,
        lastMessage: message ? presentMessage(message) : null,
        unread,
        lastMessageAt: conversation.lastMessageAt?.getTime() ?? null,
      };
    });
    return { content, pageNo: query.pageNo, pageSize: query.pageSize, total };
  }

  async supportHistory(conversationId: number, query: { beforeId?: number | undefined; pageSize: number }) {
    return this.history(await this.conversation(conversationId), 'support', query);
  }

  /** A player's conversation by their id, created when support writes first. */
  async supportOpenForPlayer(userId: number, query: { beforeId?: number | undefined; pageSize: number }) {
    if (!(await userExists(this.db, userId))) throw new ApiError('NOT_FOUND');
    return this.history(
      await inTransaction(this.db, (tx) => ensureConversation(tx, userId)),
      'support',
      query,
    );
  }

  async supportSend(operatorId: number, conversationId: number, content: ChatContent): Promise<ChatMessage> {
    return this.send(await this.conversation(conversationId), 'support', { operatorId }, content);
  }

  async supportMarkRead(conversationId: number, messageId: number | undefined): Promise<number> {
    return this.markRead(await this.conversation(conversationId), 'support', messageId);
  }

  /** A join token for a visitor socket (no player) that puts it in the support room. */
  supportJoinToken(): { token: string; module: string } {
    const token = signClaims(this.realtimeSecret, {
      kind: 'join',
      userId: null,
      modules: [this.supportModule],
      expiresAt: Date.now() + JOIN_TOKEN_TTL_MS,
    });
    return { token, module: this.supportModule };
  }

  private async conversation(id: number): Promise<ConversationRow> {
    const conversation = await findConversation(this.db, id);
    if (!conversation) throw new ApiError('NOT_FOUND');
    return conversation;
  }

  private async history(
    conversation: ConversationRow,
    reader: ChatSender,
    query: { beforeId?: number | undefined; pageSize: number },
  ): Promise<ChatHistory> {
    // One more than asked tells whether an older page exists.
    const rows = await messagesBefore(this.db, conversation.id, query.beforeId, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    const oldest = page.at(-1);
    return {
      conversationId: conversation.id,
      messages: page.reverse().map(presentMessage),
      nextBeforeId: rows.length > query.pageSize && oldest ? oldest.id : null,
      unread: await countUnread(this.db, conversation, reader),
    };
  }

  private async send(
    conversation: ConversationRow,
    sender: ChatSender,
    owner: FileOwner,
    content: ChatContent,
  ): Promise<ChatMessage> {
    const image =
      content.imageId === undefined ? undefined : await this.files.ownImage(content.imageId, owner);
    const row = await inTransaction(this.db, (tx) =>
      insertMessage(tx, {
        conversationId: conversation.id,
        sender,
        operatorId: 'operatorId' in owner ? owner.operatorId : null,
        kind: image ? 'image' : 'text',
        body: image ? null : (content.text ?? ''),
        fileId: image?.id ?? null,
      }),
    );
    const message = presentMessage(row);
    const [playerUnread, supportUnread] = await Promise.all([
      countUnread(this.db, conversation, 'player'),
      countUnread(this.db, conversation, 'support'),
    ]);
    const base = {
      kind: 'chat-message',
      conversationId: conversation.id,
      userId: conversation.userId,
      message,
    } as const;
    this.publishToPlayer(conversation.userId, { ...base, unread: playerUnread });
    this.publishToSupport({ ...base, unread: supportUnread });
    return message;
  }

  private async markRead(conversation: ConversationRow, reader: ChatSender, messageId: number | undefined) {
    const updated = await inTransaction(this.db, (tx) => markRead(tx, conversation.id, reader, messageId));
    const unread = await countUnread(this.db, updated, reader);
    const readMessageId = reader === 'player' ? updated.playerReadMessageId : updated.supportReadMessageId;
    const data: ChatSocketData = {
      kind: 'chat-read',
      conversationId: conversation.id,
      userId: conversation.userId,
      reader,
      readMessageId,
      unread,
    };
    // The reader's own other screens drop their badge; the other side learns its messages were seen.
    if (reader === 'player') {
      this.publishToPlayer(conversation.userId, data);
      this.publishToSupport({ ...data, unread: await countUnread(this.db, updated, 'support') });
    } else {
      this.publishToSupport(data);
      this.publishToPlayer(conversation.userId, {
        ...data,
        unread: await countUnread(this.db, updated, 'player'),
      });
    }
    return unread;
  }

  private publishToPlayer(userId: number, data: ChatSocketData): void {
    this.publisher.toUser(userId, CHAT_SOCKET_EVENT, { type: data.kind, userId, data });
  }

  private publishToSupport(data: ChatSocketData): void {
    this.publisher.toModule(this.supportModule, CHAT_SOCKET_EVENT, { type: data.kind, data });
  }
}
