import type { HistoryItem, HistoryRowType } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { LedgerBook } from './ledger-book.ts';

/** A ledger movement of the player, with the change of their cash in it. */
export interface HistoryRow {
  id: number;
  kind: string;
  reference: string;
  details: unknown;
  currencyId: string;
  createdAt: Date;
  /** The change of the player's cash in this movement (0 for bookkeeping between their own accounts). */
  cashMinor: bigint;
}

/** What the presenter needs besides the row, loaded beforehand. */
export interface HistoryLookup {
  /** Decimal length of a currency. */
  decimalLength: (currencyId: string) => number;
  /** The name of a recharge channel ("PIX"), when it still exists. */
  channelName: (channelId: string) => string | undefined;
  /** How each product's kinds read, and the records their references name. */
  book: Pick<LedgerBook, 'historyOf' | 'recordOf'>;
}

/** The language-pack key of each row type; deposits with a known method and wins at a multiplier say more. */
const LABEL_OF_TYPE: Record<HistoryRowType, string> = {
  deposit: 'WALLET_ROW_DEPOSIT',
  withdrawal: 'WALLET_ROW_WITHDRAWAL',
  withdrawal_returned: 'WALLET_ROW_WITHDRAWAL_RETURNED',
  withdrawal_paid: 'WALLET_ROW_WITHDRAWAL_PAID',
  bet: 'WALLET_ROW_BET',
  win: 'WALLET_ROW_WIN',
  refund: 'WALLET_ROW_REFUND',
  correction: 'WALLET_ROW_CORRECTION',
  bonus: 'WALLET_ROW_BONUS',
  other: 'WALLET_KIND_OTHER',
};

function detailsOf(details: unknown): Record<string, unknown> {
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
}

/** One history row as the player sees it: what happened, in which game or by which method, and how much. */
export function presentHistoryRow(row: HistoryRow, lookup: HistoryLookup): HistoryItem {
  const type = lookup.book.historyOf(row.kind);
  const details = detailsOf(row.details);
  const gameId = typeof details.gameId === 'string' ? details.gameId : null;
  const method =
    type === 'deposit' && typeof details.channelId === 'string'
      ? (lookup.channelName(details.channelId) ?? null)
      : null;
  // The multiplier a win paid, in hundredths: a crash cash-out's `cashedOutAt`, a lottery bet's `multiplier`.
  const hundredths = details.cashedOutAt ?? details.multiplier;
  const multiplier = type === 'win' && typeof hundredths === 'number' ? hundredths / 100 : null;
  let label = LABEL_OF_TYPE[type];
  if (type === 'deposit' && method) label = 'WALLET_ROW_DEPOSIT_VIA';
  if (type === 'win' && multiplier !== null) label = 'WALLET_ROW_WIN_AT';
  return {
    id: row.id,
    kind: row.kind,
    amount: minorToNumber(row.cashMinor, lookup.decimalLength(row.currencyId)),
    currencyId: row.currencyId,
    createdAt: row.createdAt.getTime(),
    type,
    label,
    gameId,
    method,
    multiplier,
    moneyMoved: row.cashMinor !== 0n,
    link: lookup.book.recordOf(row.kind, row.reference, details),
  };
}
