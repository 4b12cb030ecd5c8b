import type { HistoryItem, RecordType } from '@casino/contracts';
import type { TFunction } from 'i18next';

/** The pack key of the readable reference of each link target. */
const REFERENCE_LABEL: Record<RecordType, string> = {
  round: 'WALLET_ROW_REF_ROUND',
  crash: 'WALLET_ROW_REF_BET',
  lottery: 'WALLET_ROW_REF_BET',
  sports: 'WALLET_ROW_REF_BET',
  order: 'WALLET_ROW_REF_ORDER',
};

/** What a history row says happened: "Mines bet", "Crash win at 2.14x", "Deposit via PIX". */
export function historyRowLabel(item: HistoryItem, t: TFunction, language: string): string {
  const game = item.gameId ? t(`GAME_${item.gameId.toUpperCase()}`) : t('WALLET_ROW_GAME');
  const multiplier =
    item.multiplier === null
      ? ''
      : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          item.multiplier,
        );
  return t(item.label, { game, method: item.method ?? '', multiplier });
}

/** The round, bet or order a row belongs to, as a player reads it ("Round #17"), or '' without one. */
export function historyRowReference(item: HistoryItem, t: TFunction): string {
  return item.link ? t(REFERENCE_LABEL[item.link.type], { id: item.link.id }) : '';
}
