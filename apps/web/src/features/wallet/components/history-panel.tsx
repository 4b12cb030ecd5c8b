import { HISTORY_KINDS } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../lib/money/use-money';
import { recordHref } from '../../../lib/navigation/record-link';
import { getWalletHistory, type HistoryFilter } from '../api/get-wallet-history';
import { useWalletStore } from '../stores/wallet-store';
import { historyRowLabel, historyRowReference } from '../utils/history-row';
import { useWalletError } from './use-wallet-error';
import styles from './wallet.module.css';

const PAGE_SIZE = 10;
const FILTERS: readonly HistoryFilter[] = ['all', ...HISTORY_KINDS];

const FILTER_LABEL: Record<HistoryFilter, string> = {
  all: 'WALLET_FILTER_ALL',
  recharge: 'WALLET_FILTER_RECHARGE',
  withdraw: 'WALLET_FILTER_WITHDRAW',
  bet: 'WALLET_FILTER_BET',
  bonus: 'WALLET_FILTER_BONUS',
};

/** A plain click follows the link in this tab; with a modifier key or another button the browser opens a new one. */
function opensHere(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The player's transactions, filtered by kind, ten to a page. A row with a round, crash bet or order is a
 * link to its record page (a real `<a href>`, so it also opens in a new tab); following it closes the wallet.
 */
export function HistoryPanel() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const describeError = useWalletError();
  const closeWallet = useWalletStore((state) => state.close);
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({
    queryKey: ['wallet', 'history', filter, pageNo],
    queryFn: () => getWalletHistory(filter, pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  function choose(next: HistoryFilter) {
    setFilter(next);
    setPageNo(1);
  }

  return (
    <div className={styles.section}>
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{t('WALLET_FILTER')}</legend>
        {FILTERS.map((item) => (
          <button
            key={item}
            type="button"
            className={styles.chip}
            aria-pressed={item === filter}
            onClick={() => choose(item)}
            data-testid={`history-filter-${item}`}
          >
            {t(FILTER_LABEL[item])}
          </button>
        ))}
      </fieldset>
      {history.error ? (
        <p className={styles.error} role="alert">
          {describeError(history.error)}
        </p>
      ) : null}
      {history.isPending ? <p className={styles.note}>{t('PLEASE_WAIT')}</p> : null}
      {history.data && history.data.content.length === 0 ? (
        <p className={styles.note} data-testid="history-empty">
          {t('WALLET_HISTORY_EMPTY')}
        </p>
      ) : null}
      {history.data && history.data.content.length > 0 ? (
        <ul className={styles.list} data-testid="history-list" aria-busy={history.isFetching}>
          {history.data.content.map((item) => {
            const row = (
              <>
                <span data-testid="history-label">{historyRowLabel(item, t, i18n.language)}</span>
                {item.moneyMoved ? (
                  <span
                    className={`${styles.amount} ${item.amount >= 0 ? styles.positive : styles.negative}`}
                  >
                    {item.amount >= 0 ? '+' : '−'}
                    {money.format(Math.abs(item.amount))}
                  </span>
                ) : (
                  <span className={styles.itemMeta} data-testid="history-no-money">
                    {t('WALLET_ROW_NO_MONEY_MOVED')}
                  </span>
                )}
                <span className={styles.itemMeta}>{dateFormat.format(item.createdAt)}</span>
                <span className={styles.itemMeta}>{historyRowReference(item, t)}</span>
              </>
            );
            return (
              <li key={item.id} data-testid="history-item" data-kind={item.kind} data-type={item.type}>
                {item.link ? (
                  <Link
                    className={`${styles.item} ${styles.itemLink}`}
                    to={recordHref(item.link)}
                    onClick={(event) => {
                      if (opensHere(event)) closeWallet();
                    }}
                    data-testid="history-link"
                  >
                    {row}
                  </Link>
                ) : (
                  <div className={styles.item}>{row}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('WALLET_PAGES')}>
          <Button
            variant="secondary"
            size="small"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
            data-testid="history-prev"
          >
            {t('WALLET_PREVIOUS')}
          </Button>
          <span className={styles.note} aria-live="polite">
            {t('WALLET_PAGE_OF', { page: pageNo, pages })}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
            data-testid="history-next"
          >
            {t('WALLET_NEXT')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
