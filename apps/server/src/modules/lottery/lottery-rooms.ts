import {
  lotteryRoomModule,
  type LotteryBetView,
  type LotteryChatMessage,
  type LotteryRecord,
  type LotteryGameId,
  type LotteryRoomState,
  type LotteryRoomView,
  type LotteryRoomWrite,
  type LotteryTermProof,
} from '@casino/contracts';
import { LOTTERY_CLOSE_BEFORE_DRAW_MS, lotteryPeriodAt } from '@casino/game-math';

import { inTransaction } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { ChatModeration } from '../chat/index.ts';
import { writeAudit } from '../operators/index.ts';
import type { LotteryBets } from './lottery-bets.ts';
import { digestBets, type LotteryDraws, type LotteryParts } from './lottery-draws.ts';
import { presentLotteryBet, presentMessage, presentTerm } from './lottery.presenter.ts';
import {
  betById,
  betsByIds,
  betsOfTerm,
  finishedTerms,
  firstRoomOfGame,
  insertMessage,
  insertRoom,
  listRooms,
  messagesBefore,
  playerBets,
  playerFaces,
  roomById,
  termById,
  termOfPeriod,
  termsByIds,
  updateRoom,
  type LotteryBetRow,
  type MessageRow,
  type RoomRow,
  type TermRow,
} from './lottery.repo.ts';

const CHAT_PAGE = 50;
const RESULTS_SHOWN = 20;
const MY_BETS_SHOWN = 50;

/**
 * The rooms players meet in: what a room shows when it opens (its term and the next one's committed
 * hash, results, chat, the player's bets), its chat (moderated), shared bets, the proofs of past draws
 * and the back office's room settings.
 */
export class LotteryRooms {
  constructor(
    private readonly deps: LotteryParts & {
      draws: LotteryDraws;
      bets: LotteryBets;
      moderation: ChatModeration;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** The room asked for, or the game's first open room (`/chatbet?gameId=`). */
  async room(query: { roomId?: number | undefined; gameId?: string | undefined }): Promise<RoomRow> {
    const { db } = this.deps;
    const room =
      query.roomId !== undefined
        ? await roomById(db, query.roomId)
        : await firstRoomOfGame(db, query.gameId ?? '');
    if (!room?.enabled) throw new ApiError('NOT_FOUND', { message: 'ROOM_NOT_FOUND' });
    return room;
  }

  async list(): Promise<LotteryRoomView[]> {
    const rooms = await listRooms(this.deps.db, true);
    return Promise.all(rooms.map((room) => this.view(room)));
  }

  /** GET /api/lottery/room. */
  async state(
    query: { roomId?: number | undefined; gameId?: string | undefined },
    userId: number | undefined,
  ): Promise<LotteryRoomState> {
    const { db } = this.deps;
    const room = await this.room(query);
    const now = this.now();
    const { term, next } = await this.currentTerms(room, now);
    const [results, messages, mine, view] = await Promise.all([
      finishedTerms(db, room, { limit: RESULTS_SHOWN, offset: 0 }),
      this.chatPage(room.id, undefined),
      userId === undefined ? [] : playerBets(db, userId, { termId: term.id, limit: MY_BETS_SHOWN }),
      this.view(room),
    ]);
    return {
      room: view,
      term: presentTerm(term),
      next: presentTerm(next),
      results: results.map(presentTerm),
      messages,
      myBets: await this.presentBets(mine),
      serverTime: now,
    };
  }

  /** GET /api/lottery/results: a page of the room's finished terms, newest first. */
  async results(query: { roomId: number; pageNo: number; pageSize: number }) {
    const room = await this.room(query);
    const rows = await finishedTerms(this.deps.db, room, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return rows.map(presentTerm);
  }

  /** GET /api/lottery/term: a term and the bets its digest covers (once betting closed). */
  async proof(id: number): Promise<LotteryTermProof> {
    const term = await termById(this.deps.db, id);
    if (!term) throw new ApiError('NOT_FOUND', { message: 'TERM_NOT_FOUND' });
    const bets = term.status === 'NEW' ? [] : digestBets(await betsOfTerm(this.deps.db, id));
    return { term: presentTerm(term), bets };
  }

  /** GET /api/lottery/my_bets: the player's latest bets, in every room or one. */
  async myBets(userId: number, roomId: number | undefined): Promise<LotteryBetView[]> {
    const rows = await playerBets(this.deps.db, userId, { limit: MY_BETS_SHOWN });
    return this.presentBets(roomId === undefined ? rows : rows.filter((bet) => bet.roomId === roomId));
  }

  /** A player's own bet with its term (the record page of a history row); another's is "not found". */
  async playerRecord(userId: number, betId: number): Promise<LotteryRecord> {
    const { db } = this.deps;
    const bet = await betById(db, betId);
    if (bet?.userId !== userId) throw new ApiError('BET_NOT_FOUND');
    const [term, [view]] = await Promise.all([termById(db, bet.termId), this.presentBets([bet])]);
    if (!term || !view) throw new ApiError('BET_NOT_FOUND');
    return { bet: view, roomId: bet.roomId, term: presentTerm(term) };
  }

  /** GET /api/lottery/chat: a page of the room's chat, oldest first, before `beforeId`. */
  async chatPage(roomId: number, beforeId: number | undefined): Promise<LotteryChatMessage[]> {
    const rows = await messagesBefore(this.deps.db, roomId, beforeId, CHAT_PAGE);
    return this.presentMessages(rows.reverse());
  }

  /** POST /api/lottery/chat/send: a moderated line to everyone in the room. */
  async send(userId: number, roomId: number, text: string): Promise<LotteryChatMessage> {
    const room = await this.room({ roomId });
    await this.deps.moderation.admit(userId, text);
    const row = await inTransaction(this.deps.db, (tx) =>
      insertMessage(tx, { roomId: room.id, userId, kind: 'text', body: text }),
    );
    const [message] = await this.presentMessages([row]);
    if (!message) throw new Error(`lottery message ${row.id} could not be presented`);
    this.deps.bets.tellRoom(room.id, message);
    return message;
  }

  /** POST /api/lottery/share: posts one of the player's own bets in the room, from its row. */
  async share(userId: number, roomId: number, betId: number): Promise<LotteryChatMessage> {
    const room = await this.room({ roomId });
    const bet = await betById(this.deps.db, betId);
    if (bet?.userId !== userId) throw new ApiError('BET_NOT_FOUND');
    const term = await termById(this.deps.db, bet.termId);
    if (term?.gameId !== room.gameId || term.periodSeconds !== room.periodSeconds) {
      throw new ApiError('GAME_OPTIONS_INVALID', { extra: { field: 'betId', reason: 'OTHER_GAME' } });
    }
    await this.deps.moderation.admit(userId, null);
    const row = await inTransaction(this.deps.db, (tx) =>
      insertMessage(tx, { roomId: room.id, userId, kind: 'bet', betId }),
    );
    const [message] = await this.presentMessages([row]);
    if (!message) throw new Error(`lottery message ${row.id} could not be presented`);
    this.deps.bets.tellRoom(room.id, message);
    return message;
  }

  /** Back office: every room, open or not. */
  async all(): Promise<LotteryRoomView[]> {
    return Promise.all((await listRooms(this.deps.db, false)).map((room) => this.view(room)));
  }

  /** Back office: a new room, audited with the operator who made it. */
  async create(operatorId: number, values: LotteryRoomWrite) {
    const row = await inTransaction(this.deps.db, async (tx) => {
      const created = await insertRoom(tx, values);
      await writeAudit(tx, {
        operatorId,
        action: 'lottery.room.create',
        target: String(created.id),
        details: { after: values },
      });
      return created;
    });
    this.deps.draws.invalidateRooms();
    return this.view(row);
  }

  /** Back office: a room's settings replaced, audited before and after. */
  async update(operatorId: number, id: number, values: LotteryRoomWrite) {
    const row = await inTransaction(this.deps.db, async (tx) => {
      const before = await roomById(tx, id);
      if (!before) throw new ApiError('NOT_FOUND');
      const updated = await updateRoom(tx, id, values);
      if (!updated) throw new ApiError('NOT_FOUND');
      await writeAudit(tx, {
        operatorId,
        action: 'lottery.room.update',
        target: String(id),
        details: {
          before: {
            gameId: before.gameId,
            periodSeconds: before.periodSeconds,
            name: before.name,
            enabled: before.enabled,
            sortOrder: before.sortOrder,
          },
          after: values,
        },
      });
      return updated;
    });
    this.deps.draws.invalidateRooms();
    return this.view(row);
  }

  /** The room's current term and the next one, written first if the leader has not yet. */
  private async currentTerms(room: RoomRow, now: number): Promise<{ term: TermRow; next: TermRow }> {
    const { db, draws } = this.deps;
    const period = lotteryPeriodAt(now, room.periodSeconds, LOTTERY_CLOSE_BEFORE_DRAW_MS);
    const loop = { gameId: room.gameId as LotteryGameId, periodSeconds: room.periodSeconds };
    let [term, next] = await Promise.all([
      termOfPeriod(db, room.gameId, room.periodSeconds, period.number),
      termOfPeriod(db, room.gameId, room.periodSeconds, period.number + 1),
    ]);
    if (!term || !next) {
      await draws.ensureTerms(loop, period.number, now);
      [term, next] = await Promise.all([
        termOfPeriod(db, room.gameId, room.periodSeconds, period.number),
        termOfPeriod(db, room.gameId, room.periodSeconds, period.number + 1),
      ]);
    }
    if (!term || !next) throw new Error(`lottery room ${room.id}: no term for period ${period.number}`);
    return { term, next };
  }

  private async view(room: RoomRow): Promise<LotteryRoomView> {
    return {
      id: room.id,
      gameId: room.gameId as LotteryGameId,
      periodSeconds: room.periodSeconds,
      name: room.name,
      enabled: room.enabled,
      sortOrder: room.sortOrder,
      online: await this.deps.publisher.online(lotteryRoomModule(room.id)),
    };
  }

  /** Bets under their players' names, each with its term's label. */
  private async presentBets(rows: readonly LotteryBetRow[]): Promise<LotteryBetView[]> {
    const { db, site } = this.deps;
    const [faces, terms] = await Promise.all([
      playerFaces(
        db,
        rows.map((row) => row.userId),
      ),
      termsByIds(db, [...new Set(rows.map((row) => row.termId))]),
    ]);
    const termOf = new Map(terms.map((term) => [term.id, term]));
    const views: LotteryBetView[] = [];
    for (const row of rows) {
      const term = termOf.get(row.termId);
      if (!term) continue;
      const { decimalLength } = await site.currency(row.currencyId);
      views.push(presentLotteryBet(row, term, faces.get(row.userId), decimalLength));
    }
    return views;
  }

  private async presentMessages(rows: readonly MessageRow[]): Promise<LotteryChatMessage[]> {
    const { db } = this.deps;
    const betIds = rows.flatMap((row) => (row.betId === null ? [] : [row.betId]));
    const [faces, bets] = await Promise.all([
      playerFaces(
        db,
        rows.map((row) => row.userId),
      ),
      betsByIds(db, betIds).then((found) => this.presentBets(found)),
    ]);
    const betOf = new Map(bets.map((bet) => [bet.id, bet]));
    return rows.map((row) =>
      presentMessage(row, faces.get(row.userId), row.betId === null ? null : (betOf.get(row.betId) ?? null)),
    );
  }
}
