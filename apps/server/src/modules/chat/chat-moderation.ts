import { and, desc, eq, gt } from 'drizzle-orm';

import { inTransaction, type Db } from '../../db/client.ts';
import { chatBannedWords, chatMutes } from './chat.tables.ts';
import { users } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';

/** A player may post this many lines per window in the public chats: a fast typist, not a flood. */
const PUBLIC_MESSAGES_PER_WINDOW = 10;
const PUBLIC_WINDOW_MS = 30_000;
/** Banned words are re-read this often, so an operator's change reaches every process quickly. */
const WORDS_TTL_MS = 10_000;

/**
 * Moderation of the public chats (the lottery rooms; issue 16): a rate limit per player, words the site
 * refuses, and mutes set by support with a reason. The support chat keeps its own rate limit only — a
 * player talking to support is never muted.
 */
export class ChatModeration {
  private words: { at: number; list: string[] } | undefined;

  constructor(
    private readonly db: Db,
    private readonly attempts: AttemptCounter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses a line the player may not post now: muted, flooding, or holding a banned word. */
  async admit(userId: number, text: string | null): Promise<void> {
    const [mute] = await this.db
      .select({ until: chatMutes.until })
      .from(chatMutes)
      .where(and(eq(chatMutes.userId, userId), gt(chatMutes.until, new Date(this.now()))))
      .orderBy(desc(chatMutes.until))
      .limit(1);
    if (mute) throw new ApiError('CHAT_MUTED', { extra: { until: mute.until.getTime() } });
    const key = `public-chat:user:${userId}`;
    if ((await this.attempts.hit(key, PUBLIC_WINDOW_MS)) > PUBLIC_MESSAGES_PER_WINDOW) {
      throw new ApiError('RATE_LIMITED', { extra: { retryAfterMs: await this.attempts.retryAfterMs(key) } });
    }
    if (text !== null && (await this.bannedWordIn(text))) throw new ApiError('CHAT_TEXT_REFUSED');
  }

  /** Support mutes a player in every public chat until `minutes` from now (audited). */
  async mute(operatorId: number, request: { userId: number; minutes: number; reason: string }) {
    const [player] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, request.userId));
    if (!player) throw new ApiError('NOT_FOUND');
    const until = new Date(this.now() + request.minutes * 60_000);
    await inTransaction(this.db, async (tx) => {
      await tx
        .insert(chatMutes)
        .values({ userId: request.userId, until, reason: request.reason, operatorId });
      await writeAudit(tx, {
        operatorId,
        action: 'chat.mute',
        target: String(request.userId),
        details: { minutes: request.minutes, reason: request.reason },
      });
    });
    return { userId: request.userId, until: until.getTime() };
  }

  async bannedWords(): Promise<string[]> {
    if (this.words && this.now() - this.words.at < WORDS_TTL_MS) return this.words.list;
    const rows = await this.db.select({ word: chatBannedWords.word }).from(chatBannedWords);
    this.words = { at: this.now(), list: rows.map((row) => row.word) };
    return this.words.list;
  }

  /** Replaces the list of banned words (stored lower-cased), audited before and after. */
  async setBannedWords(operatorId: number, words: readonly string[]): Promise<string[]> {
    const list = [...new Set(words.map((word) => word.toLowerCase()))];
    await inTransaction(this.db, async (tx) => {
      const before = await tx.delete(chatBannedWords).returning({ word: chatBannedWords.word });
      if (list.length > 0) await tx.insert(chatBannedWords).values(list.map((word) => ({ word })));
      await writeAudit(tx, {
        operatorId,
        action: 'chat.bannedWords',
        details: { before: before.map((row) => row.word).sort(), after: [...list].sort() },
      });
    });
    this.words = undefined;
    return list;
  }

  private async bannedWordIn(text: string): Promise<boolean> {
    const words = await this.bannedWords();
    if (words.length === 0) return false;
    const tokens = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    return words.some(
      (word) => tokens.has(word) || (word.includes(' ') && text.toLowerCase().includes(word)),
    );
  }
}
