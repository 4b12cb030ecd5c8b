import { and, desc, eq } from 'drizzle-orm';

import type { PlayerAdjustRequest, PlayerBalance, PlayerDetail, PlayerNote } from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { chatConversations } from '../chat/index.ts';
import { gameRounds } from '../games/index.ts';
import { kycCases } from '../kyc/index.ts';
import { operators } from '../operators/index.ts';
import { rechargeOrders, withdrawOrders } from '../payments/index.ts';
import { playerNotes } from './player-admin.tables.ts';
import { responsibleExclusions, responsibleLimits } from '../responsible/index.ts';
import { rewardCampaigns, rewardGrants } from '../rewards/index.ts';
import { sessions, users, setDisabled, setTwoFactorSecret } from '../user/index.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../wallet/index.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { kycStatusOf } from '../kyc/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { once } from '../wallet/index.ts';
import { revokeUserSessions, searchUsers } from '../user/index.ts';
import { PLAYER_ADMIN_LEDGER } from './player-admin.ledger.ts';

/** How many of each list the 360° view shows (the newest). */
const RECENT = { ledger: 50, rounds: 30, orders: 20, sessions: 10, notes: 50, bonuses: 50 } as const;

/** Responsible-gaming limits counted in time rather than money. */
const TIME_LIMITS = new Set(['session']);

const BONUS_KINDS = new Set(['task_bonus', 'register_bonus']);

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

  async detail(userId: number): Promise<PlayerDetail> {
    const user = await this.user(userId);
    const [book, balances, ledger, deposits, withdrawals, logins, notes, [kycCase]] = await Promise.all([
      this.site.currencyBook(),
      this.db.select().from(accounts).where(eq(accounts.userId, userId)),
      this.db
        .select({
          id: ledgerEntries.id,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          account: accounts.kind,
          currencyId: accounts.currencyId,
          amountMinor: ledgerEntries.amountMinor,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(accounts.userId, userId))
        .orderBy(desc(ledgerEntries.id))
        .limit(RECENT.ledger),
      this.db
        .select()
        .from(rechargeOrders)
        .where(eq(rechargeOrders.userId, userId))
        .orderBy(desc(rechargeOrders.createdAt))
        .limit(RECENT.orders),
      this.db
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.userId, userId))
        .orderBy(desc(withdrawOrders.createdAt))
        .limit(RECENT.orders),
      this.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(RECENT.sessions),
      this.db
        .select({ note: playerNotes, operator: operators.username })
        .from(playerNotes)
        .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
        .where(eq(playerNotes.userId, userId))
        .orderBy(desc(playerNotes.id))
        .limit(RECENT.notes),
      this.db.select().from(kycCases).where(eq(kycCases.userId, userId)),
    ]);
    const [rounds, limits, exclusions, bonuses, [conversation]] = await Promise.all([
      this.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.userId, userId))
        .orderBy(desc(gameRounds.id))
        .limit(RECENT.rounds),
      this.db.select().from(responsibleLimits).where(eq(responsibleLimits.userId, userId)),
      this.db
        .select()
        .from(responsibleExclusions)
        .where(eq(responsibleExclusions.userId, userId))
        .orderBy(desc(responsibleExclusions.startsAt)),
      this.db
        .select({ grant: rewardGrants, campaign: rewardCampaigns.name, kind: rewardCampaigns.kind })
        .from(rewardGrants)
        .innerJoin(rewardCampaigns, eq(rewardCampaigns.id, rewardGrants.campaignId))
        .where(eq(rewardGrants.userId, userId))
        .orderBy(desc(rewardGrants.id))
        .limit(RECENT.bonuses),
      this.db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.userId, userId)),
    ]);
    const money = (amount: bigint, currencyId: string) => minorToNumber(amount, book.decimals(currencyId));
    const order = (row: {
      id: string;
      amountMinor: bigint;
      currencyId: string;
      status: string;
      createdAt: Date;
    }) => ({
      id: row.id,
      amount: money(row.amountMinor, row.currencyId),
      currencyId: row.currencyId,
      status: row.status,
      createdAt: row.createdAt.getTime(),
    });
    const now = Date.now();
    return {
      userId: user.id,
      username: user.username,
      phone: user.phone,
      currencyId: user.currencyId,
      createdAt: user.createdAt.getTime(),
      disabled: user.disabled,
      kycStatus: kycStatusOf(kycCase, user.kycVerifiedAt),
      twoFactorEnabled: user.twoFactorSecret !== null,
      vipLevel: user.vipLevel,
      balances: balancesOf(balances, money),
      ledger: ledger.map((line) => ({
        id: line.id,
        kind: line.kind,
        reference: line.reference,
        account: line.account,
        currencyId: line.currencyId,
        amount: money(line.amountMinor, line.currencyId),
        createdAt: line.createdAt.getTime(),
      })),
      rounds: rounds.map((round) => ({
        id: round.id,
        gameId: round.gameId,
        currencyId: round.currencyId,
        stake: money(round.stakeMinor, round.currencyId),
        payout: round.payoutMinor === null ? null : money(round.payoutMinor, round.currencyId),
        status: round.status,
        demo: round.demo,
        createdAt: round.createdAt.getTime(),
      })),
      limits: limits.map((limit) => {
        const amount = (value: bigint | null) =>
          value === null ? null : TIME_LIMITS.has(limit.kind) ? Number(value) : money(value, user.currencyId);
        return {
          kind: limit.kind,
          period: limit.period,
          value: amount(limit.value),
          pendingValue: amount(limit.pendingValue),
          pendingEffectiveAt: limit.pendingEffectiveAt?.getTime() ?? null,
        };
      }),
      exclusions: exclusions.map((exclusion) => ({
        kind: exclusion.kind,
        source: exclusion.source,
        startsAt: exclusion.startsAt.getTime(),
        endsAt: exclusion.endsAt?.getTime() ?? null,
        reason: exclusion.reason,
      })),
      deposits: deposits.map(order),
      withdrawals: withdrawals.map(order),
      sessions: logins.map((session) => ({
        createdAt: session.createdAt.getTime(),
        lastSeenAt: session.lastSeenAt.getTime(),
        ip: session.ip,
        device: session.device ?? session.userAgent,
        active: session.revokedAt === null && session.expiresAt.getTime() > now,
      })),
      notes: notes.map(({ note, operator }) => presentNote(note, operator)),
      bonuses: bonuses.map(({ grant, campaign, kind }) => ({
        id: grant.id,
        campaign,
        kind,
        currencyId: grant.currencyId,
        amount: money(grant.amountMinor, grant.currencyId),
        paysTo: grant.paysTo,
        wageringRequired: money(grant.wageringRequiredMinor, grant.currencyId),
        status: grant.status,
        expiresAt: grant.expiresAt?.getTime() ?? null,
        createdAt: grant.createdAt.getTime(),
        settledAt: grant.settledAt?.getTime() ?? null,
      })),
      chatConversationId: conversation?.id ?? null,
    };
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

const presentNote = (note: typeof playerNotes.$inferSelect, operator: string): PlayerNote => ({
  id: note.id,
  operator,
  text: note.text,
  createdAt: note.createdAt.getTime(),
});

/** The player's accounts folded per currency: cash, held for withdrawal, bonus balances, wagering left. */
function balancesOf(
  rows: readonly (typeof accounts.$inferSelect)[],
  money: (amount: bigint, currencyId: string) => number,
): PlayerBalance[] {
  const byCurrency = new Map<string, { cash: bigint; hold: bigint; bonus: bigint; wagering: bigint }>();
  for (const row of rows) {
    const sums = byCurrency.get(row.currencyId) ?? { cash: 0n, hold: 0n, bonus: 0n, wagering: 0n };
    if (row.kind === 'cash') {
      sums.cash += row.balanceMinor;
      sums.wagering += row.wageringMinor;
    } else if (row.kind === 'withdraw_hold') sums.hold += row.balanceMinor;
    else if (BONUS_KINDS.has(row.kind)) sums.bonus += row.balanceMinor;
    byCurrency.set(row.currencyId, sums);
  }
  return [...byCurrency].map(([currencyId, sums]) => ({
    currencyId,
    cash: money(sums.cash, currencyId),
    withdrawHold: money(sums.hold, currencyId),
    bonus: money(sums.bonus, currencyId),
    wagering: money(sums.wagering, currencyId),
  }));
}
