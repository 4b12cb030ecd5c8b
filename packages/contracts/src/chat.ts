import { z } from 'zod';

import { rowIdSchema, safeStringSchema } from './fields.ts';

/**
 * Live chat between a player and support (/chatlive), and the file upload it sends images through
 * (spec §7 `POST /api/file/upload?image=false`).
 */

/** Longest chat text, in characters. */
export const CHAT_TEXT_MAX_LENGTH = 2_000;
/** Messages per history page unless the caller asks for another size. */
export const CHAT_PAGE_SIZE = 20;
/** The socket event every chat message and read receipt travels on (to players and to support). */
export const CHAT_SOCKET_EVENT = 'chat';

/** What an upload may be: images for chat, and PDF documents when `image=false`. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_DOCUMENT_TYPES = ['application/pdf'] as const;
export const UPLOAD_CONTENT_TYPES = [...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** A stored file's id: 32 hex characters and the extension its content proved. */
export const uploadedFileIdSchema = safeStringSchema.regex(
  /^[0-9a-f]{32}\.(png|jpg|webp|gif|pdf)$/,
  'FILE_ID_INVALID',
);

export const fileUploadQuerySchema = z.object({
  /** `true` accepts images only; `false` (the default) also accepts PDF documents. */
  image: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const uploadedFileSchema = z.object({
  id: uploadedFileIdSchema,
  /** Where the file is served, relative to the site (`/static/upload/<id>`). */
  url: safeStringSchema,
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  sizeBytes: z.number().int().min(1),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const chatSenderSchema = z.enum(['player', 'support']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: chatSenderSchema,
  kind: z.enum(['text', 'image']),
  /** The text as typed (never HTML): render it as text. Null for an image. */
  text: safeStringSchema.nullable(),
  /** The image's address for an image message, else null. */
  imageUrl: safeStringSchema.nullable(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of history, newest page first: `messages` oldest → newest; ask again with `beforeId` for older ones. */
export const chatHistorySchema = z.object({
  conversationId: z.number().int(),
  messages: z.array(chatMessageSchema),
  /** Pass as `beforeId` to get the page before this one; null when this page reaches the start. */
  nextBeforeId: z.number().int().nullable(),
  /** Messages the asking side has not read yet. */
  unread: z.number().int().min(0),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatHistoryQuerySchema = z.object({
  beforeId: rowIdSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(CHAT_PAGE_SIZE),
});

/** A message to send: text, or an image uploaded before through `/api/file/upload?image=true`; one of the two. */
export const sendChatMessageRequestSchema = z
  .object({
    text: safeStringSchema
      .trim()
      .min(1, 'CHAT_TEXT_EMPTY')
      .max(CHAT_TEXT_MAX_LENGTH, 'CHAT_TEXT_TOO_LONG')
      .optional(),
    imageId: uploadedFileIdSchema.optional(),
  })
  .refine((message) => (message.text === undefined) !== (message.imageId === undefined), {
    message: 'CHAT_TEXT_EMPTY',
    path: ['text'],
  });
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;

/** Marks everything up to `messageId` (default: the newest) as read by the asking side. */
export const markChatReadRequestSchema = z.object({
  messageId: z.number().int().positive().optional(),
});

export const chatUnreadSchema = z.object({ unread: z.number().int().min(0) });

/** Back office: one player's conversation in the support inbox. */
export const chatConversationSummarySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: safeStringSchema,
  lastMessage: chatMessageSchema.nullable(),
  /** Player messages support has not read. */
  unread: z.number().int().min(0),
  lastMessageAt: z.number().int().nullable(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummarySchema>;

export const chatConversationListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Only conversations with player messages support has not read. */
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const chatConversationParamsSchema = z.object({ id: rowIdSchema });

/** What a support socket sends in its `join` event to receive every player's messages live. */
export const chatSupportJoinSchema = z.object({ token: safeStringSchema, module: safeStringSchema });

/**
 * The `chat` socket message. `chat-message`: a new message (to the player's room and to support);
 * `chat-read`: one side read up to `readMessageId`. `unread` is the receiving side's count.
 */
export const chatSocketDataSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat-message'),
    conversationId: z.number().int(),
    userId: z.number().int(),
    message: chatMessageSchema,
    unread: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal('chat-read'),
    conversationId: z.number().int(),
    userId: z.number().int(),
    reader: chatSenderSchema,
    readMessageId: z.number().int(),
    unread: z.number().int().min(0),
  }),
]);
export type ChatSocketData = z.infer<typeof chatSocketDataSchema>;

/** Back office (support): mutes a player in every public (room) chat until the time given. */
export const chatMuteRequestSchema = z.object({
  userId: rowIdSchema,
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 365),
  reason: safeStringSchema.trim().min(3).max(200),
});

/** Back office: words refused in public (room) chats (matched whole-word, case-insensitively). */
export const chatBannedWordsSchema = z.object({
  words: z.array(safeStringSchema.trim().min(2).max(40)).max(500),
});
