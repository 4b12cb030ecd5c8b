import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';

import type { NoticeItem, NoticePopupEntry } from '@casino/contracts';
import { noticePopupEntrySchema, SOCKET_EVENTS } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { notices, noticeStates } from './notices.tables.ts';
import { setNoticeTime } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';

/** The notice types whose popups are configured by a notice to everyone. */
const POPUP_TYPES = ['NOT_LOGGED_IN', 'NOT_RECHARGED'] as const;

/** How long the time of the newest notice to everyone is reused before it is read again. */
const BROADCAST_TTL_MS = 2_000;

/**
 * Notices to players (one player or everyone) with per-player pushed and read state, and the live pushes
 * that announce them. A new notice moves the player's `noticeUpdateTime`, which makes the client play
 * the notice sound.
 */
export class NoticeService {
  private broadcast: { at: number; readAt: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly publisher: RealtimePublisher,
  ) {}

  async page(userId: number, pageNo: number, pageSize: number) {
    const visible = or(eq(notices.userId, userId), isNull(notices.userId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ notice: notices, state: noticeStates })
        .from(notices)
        .leftJoin(noticeStates, and(eq(noticeStates.noticeId, notices.id), eq(noticeStates.userId, userId)))
        .where(visible)
        .orderBy(desc(notices.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db
        .select({ count: sql<number>`count(*)::int` })
        .from(notices)
        .where(visible),
    ]);
    const content: NoticeItem[] = rows.map(({ notice, state }) => ({
      id: notice.id,
      type: notice.type,
      title: notice.title,
      content: notice.content,
      popup: notice.popup ?? null,
      pushed: state?.pushedAt != null,
      read: state?.readAt != null,
      createdAt: notice.createdAt.getTime(),
    }));
    return { content, pageNo, pageSize, total: total?.count ?? 0 };
  }

  /** A notice this player may see, or NOT_FOUND. */
  private async requireVisible(userId: number, noticeId: number): Promise<void> {
    const [notice] = await this.db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, noticeId), or(eq(notices.userId, userId), isNull(notices.userId))));
    if (!notice) throw new ApiError('NOT_FOUND');
  }

  /** Marks a notice read (opened on the notifications page) for this player; its pushed state stays. */
  async markRead(userId: number, noticeId: number): Promise<void> {
    await this.requireVisible(userId, noticeId);
    await inTransaction(this.db, (tx) =>
      tx
        .insert(noticeStates)
        .values({ noticeId, userId, readAt: new Date() })
        .onConflictDoUpdate({
          target: [noticeStates.noticeId, noticeStates.userId],
          set: { readAt: sql`coalesce(${noticeStates.readAt}, now())` },
        }),
    );
  }

  /**
   * The configured notice popups (spec §4 "Notice popup types"): for NOT_LOGGED_IN and NOT_RECHARGED, the
   * newest notice to everyone of that type, with the check interval and look its popup config holds.
   */
  async popupConfigs(): Promise<NoticePopupEntry[]> {
    const entries: NoticePopupEntry[] = [];
    for (const type of POPUP_TYPES) {
      const [row] = await this.db
        .select()
        .from(notices)
        .where(and(eq(notices.type, type), isNull(notices.userId)))
        .orderBy(desc(notices.id))
        .limit(1);
      if (!row) continue;
      const { interval, ...popup } = (row.popup ?? {}) as Record<string, unknown>;
      const entry = noticePopupEntrySchema.safeParse({
        type,
        interval: typeof interval === 'number' ? interval : 0,
        noticeId: row.id,
        title: row.title,
        content: row.content,
        popup,
      });
      // A popup config the schema refuses is left out rather than breaking every visitor's page.
      if (entry.success) entries.push(entry.data);
    }
    return entries;
  }

  /** Marks a notice pushed (its popup was shown) and read, for this player. */
  async markPushed(userId: number, noticeId: number): Promise<void> {
    await this.requireVisible(userId, noticeId);
    const now = new Date();
    await inTransaction(this.db, (tx) =>
      tx
        .insert(noticeStates)
        .values({ noticeId, userId, pushedAt: now, readAt: now })
        .onConflictDoUpdate({
          target: [noticeStates.noticeId, noticeStates.userId],
          set: {
            pushedAt: sql`coalesce(${noticeStates.pushedAt}, now())`,
            readAt: sql`coalesce(${noticeStates.readAt}, now())`,
          },
        }),
    );
  }

  async create(
    operatorId: number,
    input: {
      userId?: number | undefined;
      type: string;
      title: string;
      content: string;
      popup?: Record<string, unknown> | undefined;
      push: boolean;
    },
  ): Promise<NoticeItem> {
    const now = Date.now();
    const created = await inTransaction(this.db, async (tx) => {
      if (input.userId !== undefined) {
        if (!(await setNoticeTime(tx, input.userId, now))) throw new ApiError('NOT_FOUND');
      }
      const [row] = await tx
        .insert(notices)
        .values({
          userId: input.userId ?? null,
          type: input.type,
          title: input.title,
          content: input.content,
          popup: input.popup ?? null,
          createdBy: operatorId,
        })
        .returning();
      if (!row) throw new Error('insert into notices returned no row');
      await writeAudit(tx, {
        operatorId,
        action: 'notice.publish',
        target: String(row.id),
        details: { userId: input.userId ?? null, type: input.type, title: input.title, push: input.push },
      });
      return row;
    });
    if (input.userId === undefined) this.broadcast = undefined;
    if (input.push) {
      this.push(input.userId, {
        event: 'NOTICE',
        extra: { pop: true, title: input.title, description: input.content, noticeId: created.id },
      });
    }
    return {
      id: created.id,
      type: created.type,
      title: created.title,
      content: created.content,
      popup: created.popup ?? null,
      pushed: false,
      read: false,
      createdAt: created.createdAt.getTime(),
    };
  }

  /** An operator's push from the back office: audited, then sent. */
  async pushFromOperator(
    operatorId: number,
    userId: number | undefined,
    data: { event: string; extra?: Record<string, unknown> | undefined },
  ): Promise<void> {
    await inTransaction(this.db, (tx) =>
      writeAudit(tx, {
        operatorId,
        action: 'notice.push',
        target: userId === undefined ? 'everyone' : String(userId),
        details: { event: data.event },
      }),
    );
    this.push(userId, data);
  }

  /** An `event` push to one player or to everyone (logged-out visitors ignore event pushes, spec §4). */
  push(
    userId: number | undefined,
    data: { event: string; extra?: Record<string, unknown> | undefined },
  ): void {
    const message = { type: 'event', ...(userId === undefined ? {} : { userId }), data };
    if (userId === undefined) this.publisher.toEveryone(SOCKET_EVENTS.event, message);
    else this.publisher.toUser(userId, SOCKET_EVENTS.event, message);
  }

  /** The player's notice time: their own, or the newest notice to everyone if that is later. */
  async noticeUpdateTime(own: number): Promise<number> {
    if (!this.broadcast || Date.now() - this.broadcast.readAt > BROADCAST_TTL_MS) {
      const [row] = await this.db
        .select({ at: sql<string | null>`max(${notices.createdAt})` })
        .from(notices)
        .where(isNull(notices.userId));
      this.broadcast = { at: row?.at ? new Date(row.at).getTime() : 0, readAt: Date.now() };
    }
    return Math.max(own, this.broadcast.at);
  }
}
