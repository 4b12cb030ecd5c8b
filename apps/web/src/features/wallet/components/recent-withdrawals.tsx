import type { WithdrawOrder } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useMoney } from '../../../lib/money/use-money';
import { getWithdrawList } from '../api/get-withdraw-list';
import styles from './wallet.module.css';

const RECENT_WITHDRAWALS = 5;
const WITHDRAW_LIST_POLL_MS = 5000;
const FINAL_STATUSES: ReadonlySet<WithdrawOrder['status']> = new Set(['PAID', 'REJECTED', 'FAILED'] as const);

const STATUS_LABEL: Record<WithdrawOrder['status'], string> = {
  PENDING_REVIEW: 'WALLET_WITHDRAW_STATUS_PENDING_REVIEW',
  PROCESSING: 'WALLET_WITHDRAW_STATUS_PROCESSING',
  PAID: 'WALLET_WITHDRAW_STATUS_PAID',
  REJECTED: 'WALLET_WITHDRAW_STATUS_REJECTED',
  FAILED: 'WALLET_WITHDRAW_STATUS_FAILED',
};

/** The player's latest withdrawals with their statuses, followed while any is still open. */
export function RecentWithdrawals() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const recent = useQuery({
    queryKey: ['wallet', 'withdraw-list'],
    queryFn: () => getWithdrawList(1, RECENT_WITHDRAWALS),
    staleTime: 0,
    // Requests under review or being paid change on the operator's side: follow them while shown.
    refetchInterval: (query) =>
      query.state.data?.some((order) => !FINAL_STATUSES.has(order.status)) ? WITHDRAW_LIST_POLL_MS : false,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <h3 className={styles.subtitle}>{t('WALLET_RECENT_WITHDRAWALS')}</h3>
      {recent.data && recent.data.length > 0 ? (
        <ul className={styles.list} data-testid="withdraw-list">
          {recent.data.map((order) => (
            <li key={order.id} className={styles.item} data-testid="withdraw-item" data-status={order.status}>
              <span>{t(STATUS_LABEL[order.status])}</span>
              <span className={styles.amount}>{money.format(order.amount)}</span>
              <span className={styles.itemMeta}>{dateFormat.format(order.createdAt)}</span>
              <span className={styles.itemMeta}>{order.pixKey}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('WALLET_NO_WITHDRAWALS')}</p>
      )}
    </>
  );
}
