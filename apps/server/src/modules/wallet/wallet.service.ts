import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accounts, ledgerEntries, ledgerTransactions } from './wallet.tables.ts';
import type { SiteService } from '../site/index.ts';
import { presentHistoryRow } from './history.presenter.ts';
import { checkLedgerInvariants, type InvariantViolation } from './invariants.ts';
import { LedgerBook } from './ledger-book.ts';

/** The names of the recharge channels by id (the payments module's public face answers it). */
export type ChannelNames = () => Promise<ReadonlyMap<string, string>>;

/**
 * The player's money as the wallet shows it: the history of their movements, read through the ledger book
 * (each product's kinds, records and checks), and the lobby's count of winners.
 */
export class WalletService {
  /** Where deposits' channel names come from (the payments module tells it). */
  private channelNames: ChannelNames = () => Promise.resolve(new Map());

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    readonly book: LedgerBook = new LedgerBook(),
  ) {}

  /** Names deposits' channels in the history from `channelNames` (set once by the payments module). */
  nameChannelsWith(channelNames: ChannelNames): void {
    this.channelNames = channelNames;
  }

  /** The money invariants of the whole database: the ledger's own and every product's. */
  checkInvariants(): Promise<InvariantViolation[]> {
    return checkLedgerInvariants(this.db, this.book.invariants());
  }

  /** How many players have been paid a win, in any game. */
  async winnerCount(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(DISTINCT ${ledgerTransactions.userId})::int` })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.kind, this.book.winKinds()));
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
    if (filter.kind) conditions.push(inArray(ledgerTransactions.kind, this.book.kindsUnder(filter.kind)));
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
      book: this.book,
    };
    const content = rows.map(({ amountMinor, ...row }) =>
      presentHistoryRow({ ...row, cashMinor: BigInt(amountMinor) }, lookup),
    );
    return { content, pageNo: filter.pageNo, pageSize: filter.pageSize, total: total?.count ?? 0 };
  }
}
