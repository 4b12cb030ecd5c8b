import { and, eq } from 'drizzle-orm';

import type { PlayerAdjustRequest, PlayerBalance, PlayerDetail, PlayerNote } from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { playerNotes } from './player-admin.tables.ts';
import { users, setDisabled, setTwoFactorSecret } from '../user/index.ts';
import { accounts } from '../wallet/index.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import type { OperatorRow } from '../operators/index.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { once } from '../wallet/index.ts';
import { revokeUserSessions, searchUsers } from '../user/index.ts';
import { PLAYER_ADMIN_LEDGER } from './player-admin.ledger.ts';
import { balancesOf, presentNote } from './player-admin.presenter.ts';
import { loadPlayerDetail } from './player-detail.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The back office's player desk: the 360° view of one player and the actions staff take on them. Every
 * action carries the operator's reason into the hash-chained audit log, in the transaction that acts.
 */
export class PlayerAdmin {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly cashier: Cashier,
  ) {}

  /** Player search by id, username or phone fragment, newest first. */
  async searchPlayers(query: string, pageNo: number, pageSize: number) {
    const { rows, total } = await searchUsers(this.db, query, pageNo, pageSize);
    return {
      content: rows.map((row) => ({
        userId: row.id,
        username: row.username,
        phone: row.phone,
        currencyId: row.currencyId,
        createdAt: row.createdAt.getTime(),
        disabled: row.disabled,
      })),
      pageNo,
      pageSize,
      total,
    };
  }

  /** The 360° view of one player (player-detail.ts). */
  async detail(userId: number): Promise<PlayerDetail> {
    return loadPlayerDetail(this.db, this.site, await this.user(userId));
  }

  /**
   * Adjusts the player's cash by a signed amount, against the house's adjustments account, once per
   * `requestId` (a retried click answers the first result). A debit never takes cash below zero.
   */
  async adjust(actor: OperatorRow, userId: number, request: PlayerAdjustRequest): Promise<PlayerBalance> {
    await this.user(userId);
    const currency = await this.site.currency(request.currencyId);
    if (currency.id !== request.currencyId) throw invalidInput('currencyId', 'CURRENCY_INVALID');
    const text = String(request.amount).trim();
    const direction = text.startsWith('-') ? 'debit' : 'credit';
    const parsed = parseAmount(text.replace(/^[-+]/, ''), currency.decimalLength);
    if (!parsed.ok || parsed.minor === 0n) {
      throw new ApiError('AMOUNT_INVALID', {
        extra: { field: 'amount', reason: parsed.ok ? 'NOT_POSITIVE' : parsed.error },
      });
    }
    const wallet = await this.cashier.wallet(this.db, userId, currency.id);
    const params = { userId, ...request, amount: text };
    await once(this.db, 'operator-adjust', request.requestId, params, async (tx) => {
      const cash = await this.cashier.adjust(tx, wallet, direction, {
        kind: PLAYER_ADMIN_LEDGER.kind.operator_adjust,
        reference: request.requestId,
        amountMinor: parsed.minor,
        details: { operatorId: actor.id, reason: request.reason },
      });
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'player.adjust',
        target: String(userId),
        details: {
          currencyId: currency.id,
          amountMinor: String(direction === 'debit' ? -parsed.minor : parsed.minor),
          reason: request.reason,
          requestId: request.requestId,
        },
      });
      return { cashMinor: String(cash) };
    });
    // The wallet's accounts alone: the rest of the 360° view is the caller's to read again if it wants it.
    const rows = await this.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.currencyId, currency.id)));
    const [after] = balancesOf(rows, (amount) => minorToNumber(amount, currency.decimalLength));
    if (!after) throw new Error(`player ${userId} has no ${currency.id} balance after an adjustment`);
    return after;
  }

  /** Blocks (every session ends at once) or unblocks the player. */
  async setBlocked(actor: OperatorRow, userId: number, blocked: boolean, reason: string): Promise<void> {
    await this.user(userId);
    await inTransaction(this.db, async (tx) => {
      await setDisabled(tx, userId, blocked);
      if (blocked) await revokeUserSessions(tx, userId);
      await writeAudit(tx, {
        operatorId: actor.id,
        action: blocked ? 'player.block' : 'player.unblock',
        target: String(userId),
        details: { reason },
      });
    });
  }

  /** Removes the player's authenticator (a lost phone, identity checked by staff). */
  async resetTwoFactor(actor: OperatorRow, userId: number, reason: string): Promise<void> {
    const user = await this.user(userId);
    if (user.twoFactorSecret === null) throw invalidInput('id', 'TWO_FACTOR_NOT_BOUND');
    await inTransaction(this.db, async (tx) => {
      await setTwoFactorSecret(tx, userId, null);
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'player.two_factor.reset',
        target: String(userId),
        details: { reason },
      });
    });
  }

  async addNote(actor: OperatorRow, userId: number, text: string): Promise<PlayerNote> {
    await this.user(userId);
    const note = await inTransaction(this.db, async (tx) => {
      const [row] = await tx.insert(playerNotes).values({ userId, operatorId: actor.id, text }).returning();
      await writeAudit(tx, { operatorId: actor.id, action: 'player.note', target: String(userId) });
      return row;
    });
    if (!note) throw new Error('insert into player_notes returned no row');
    return presentNote(note, actor.username);
  }

  private async user(userId: number): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new ApiError('NOT_FOUND');
    return user;
  }
}
