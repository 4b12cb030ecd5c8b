import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from './wallet.tables.ts';
import type { SiteService } from '../site/index.ts';
import { presentHistoryRow } from './history.presenter.ts';

/** The names of the recharge channels by id (the payments module's public face answers it). */
export type ChannelNames = () => Promise<ReadonlyMap<string, string>>;

/** Ledger kinds shown under each history filter. */
const KINDS_BY_FILTER: Record<string, string[]> = {
  recharge: ['recharge'],
  withdraw: ['withdraw_reserve', 'withdraw_release', 'withdraw_payout'],
  bet: [
    'bet_stake',
    'bet_payout',
    'bet_refund',
    'crash_stake',
    'crash_payout',
    'lottery_stake',
    'lottery_payout',
    'sports_stake',
    'sports_payout',
    'sports_cashout',
    'sports_reclaim',
  ],
  bonus: ['bonus_grant', 'bonus_convert'],
};

/** Ledger kinds that pay a player a win. */
const WIN_KINDS = ['bet_payout', 'crash_payout', 'lottery_payout', 'sports_payout', 'sports_cashout'];

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly channelNames: ChannelNames = () => Promise.resolve(new Map()),
  ) {}

  /** How many players have been paid a win, in any game. */
  async winnerCount(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(DISTINCT ${ledgerTransactions.userId})::int` })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.kind, WIN_KINDS));
    return row?.count ?? 0;
  }

  /** The player's money movements, newest first: the change of their own accounts in each movement. */
  async history(
    userId: number,
    filter: {
      pageNo: number;
      pageSize: number;
      kind?: string | undefined;
      from?: number | undefined;
      to?: number | undefined;
    },
  ) {
    const conditions: SQL[] = [eq(ledgerTransactions.userId, userId)];
    if (filter.kind) conditions.push(inArray(ledgerTransactions.kind, KINDS_BY_FILTER[filter.kind] ?? []));
    if (filter.from !== undefined) conditions.push(gte(ledgerTransactions.createdAt, new Date(filter.from)));
    if (filter.to !== undefined) conditions.push(lte(ledgerTransactions.createdAt, new Date(filter.to)));
    const where = and(...conditions);

    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          details: ledgerTransactions.details,
          currencyId: ledgerTransactions.currencyId,
          createdAt: ledgerTransactions.createdAt,
          amountMinor: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) FILTER (WHERE ${accounts.userId} = ${userId} AND ${accounts.kind} = 'cash'), 0)::text`,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(where)
        .groupBy(ledgerTransactions.id)
        .orderBy(desc(ledgerTransactions.id))
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize),
      this.db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(where),
    ]);
    const [book, channels] = await Promise.all([this.site.currencyBook(), this.channelNames()]);
    const lookup = {
      decimalLength: (currencyId: string) => book.decimals(currencyId),
      channelName: (channelId: string) => channels.get(channelId),
    };
    const content = rows.map(({ amountMinor, ...row }) =>
      presentHistoryRow({ ...row, cashMinor: BigInt(amountMinor) }, lookup),
    );
    return { content, pageNo: filter.pageNo, pageSize: filter.pageSize, total: total?.count ?? 0 };
  }
}
