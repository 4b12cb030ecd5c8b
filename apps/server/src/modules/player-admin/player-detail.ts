import { desc, eq } from 'drizzle-orm';

import type { PlayerDetail } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import { chatConversations } from '../chat/index.ts';
import { gameRounds } from '../games/index.ts';
import { kycCases } from '../kyc/index.ts';
import { operators } from '../operators/index.ts';
import { rechargeOrders, withdrawOrders } from '../payments/index.ts';
import { playerNotes } from './player-admin.tables.ts';
import { responsibleExclusions, responsibleLimits } from '../responsible/index.ts';
import { rewardCampaigns, rewardGrants } from '../rewards/index.ts';
import { sessions, type users } from '../user/index.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../wallet/index.ts';
import { kycStatusOf } from '../kyc/index.ts';
import type { SiteService } from '../site/index.ts';
import { balancesOf, presentNote } from './player-admin.presenter.ts';

/** How many of each list the 360° view shows (the newest). */
const RECENT = { ledger: 50, rounds: 30, orders: 20, sessions: 10, notes: 50, bonuses: 50 } as const;

/** Responsible-gaming limits counted in time rather than money. */
const TIME_LIMITS = new Set(['session']);

type UserRow = typeof users.$inferSelect;

/** The 360° view of one player: balances, ledger, rounds, orders, sessions, limits, notes and bonuses. */
export async function loadPlayerDetail(db: Db, site: SiteService, user: UserRow): Promise<PlayerDetail> {
  const userId = user.id;
  const [book, balances, ledger, deposits, withdrawals, logins, notes, [kycCase]] = await Promise.all([
    site.currencyBook(),
    db.select().from(accounts).where(eq(accounts.userId, userId)),
    db
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
    db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, userId))
      .orderBy(desc(rechargeOrders.createdAt))
      .limit(RECENT.orders),
    db
      .select()
      .from(withdrawOrders)
      .where(eq(withdrawOrders.userId, userId))
      .orderBy(desc(withdrawOrders.createdAt))
      .limit(RECENT.orders),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(RECENT.sessions),
    db
      .select({ note: playerNotes, operator: operators.username })
      .from(playerNotes)
      .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
      .where(eq(playerNotes.userId, userId))
      .orderBy(desc(playerNotes.id))
      .limit(RECENT.notes),
    db.select().from(kycCases).where(eq(kycCases.userId, userId)),
  ]);
  const [rounds, limits, exclusions, bonuses, [conversation]] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.userId, userId))
      .orderBy(desc(gameRounds.id))
      .limit(RECENT.rounds),
    db.select().from(responsibleLimits).where(eq(responsibleLimits.userId, userId)),
    db
      .select()
      .from(responsibleExclusions)
      .where(eq(responsibleExclusions.userId, userId))
      .orderBy(desc(responsibleExclusions.startsAt)),
    db
      .select({ grant: rewardGrants, campaign: rewardCampaigns.name, kind: rewardCampaigns.kind })
      .from(rewardGrants)
      .innerJoin(rewardCampaigns, eq(rewardCampaigns.id, rewardGrants.campaignId))
      .where(eq(rewardGrants.userId, userId))
      .orderBy(desc(rewardGrants.id))
      .limit(RECENT.bonuses),
    db
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
