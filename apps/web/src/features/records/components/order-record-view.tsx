import type { OrderRecord } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { recordFormat } from '../utils/record-format';
import { RecordFields } from './record-fields';
import styles from './record-page.module.css';

/** The pack key of each order status, deposits' and withdrawals' alike. */
const STATUS_LABEL: Record<OrderRecord['status'], string> = {
  PENDING: 'RECORD_ORDER_PENDING',
  PAID: 'RECORD_ORDER_PAID',
  FAILED: 'RECORD_ORDER_FAILED',
  EXPIRED: 'RECORD_ORDER_EXPIRED',
  REFUNDING: 'RECORD_ORDER_REFUNDING',
  REFUNDED: 'RECORD_ORDER_REFUNDED',
  PENDING_REVIEW: 'RECORD_ORDER_PENDING_REVIEW',
  PROCESSING: 'RECORD_ORDER_PROCESSING',
  REJECTED: 'RECORD_ORDER_REJECTED',
};

/** The props of OrderRecordView. */
export interface OrderRecordViewProps {
  record: OrderRecord;
}

/** A deposit or withdrawal order: its method, amount, status and times. */
export function OrderRecordView({ record }: OrderRecordViewProps) {
  const { t, i18n } = useTranslation();
  const format = recordFormat(i18n.language);
  const deposit = record.direction === 'deposit';
  return (
    <>
      <h1 className={styles.title} data-testid="record-title">
        {t(deposit ? 'RECORD_TITLE_DEPOSIT' : 'RECORD_TITLE_WITHDRAW', { id: record.id })}
      </h1>
      <div className={styles.columns}>
        <RecordFields
          title={t('RECORD_SUMMARY')}
          fields={[
            {
              label: t('RECORD_DIRECTION'),
              value: t(deposit ? 'RECORD_DEPOSIT' : 'RECORD_WITHDRAW'),
              testId: 'record-direction',
            },
            { label: t('RECORD_CHANNEL'), value: record.channel, testId: 'record-channel' },
            {
              label: t('RECORD_AMOUNT'),
              value: format.money(record.amount, record.currencyId),
              testId: 'record-amount',
            },
            { label: t('RECORD_STATUS'), value: t(STATUS_LABEL[record.status]), testId: 'record-status' },
            { label: t('RECORD_CREATED'), value: format.time(record.createdAt), testId: 'record-created' },
            {
              label: t('RECORD_CLOSED'),
              value: record.settledAt === null ? t('RECORD_STILL_OPEN') : format.time(record.settledAt),
              testId: 'record-closed',
            },
          ]}
        />
      </div>
    </>
  );
}
