import type { MoneyRainEvent } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, DateTime, ErrorBanner, Money } from '../../lib/ui';
import { useMoneyRains } from './api/list-money-rains';

const column = createColumnHelper<MoneyRainEvent>();
const STATUS_TONE: Record<MoneyRainEvent['status'], string> = {
  SCHEDULED: '',
  LIVE: 'badge-ok',
  ENDED: '',
};

/** The scheduled, live and past money rains (latest start first), with how much of each was caught. */
export function MoneyRainList() {
  const { t } = useTranslation('rewards');
  const rains = useMoneyRains();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('rain.columns.id') }),
      column.accessor('startsAt', {
        header: t('rain.columns.startsAt'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      column.accessor('durationSeconds', {
        header: t('rain.columns.duration'),
        cell: (c) => t('rain.seconds', { count: c.getValue() }),
      }),
      column.accessor('status', {
        header: t('rain.columns.status'),
        cell: (c) => (
          <span className={`badge ${STATUS_TONE[c.getValue()]}`}>{t(`rain.status.${c.getValue()}`)}</span>
        ),
      }),
      column.accessor('pool', {
        header: t('rain.columns.pool'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      column.accessor('grabbed', {
        header: t('rain.columns.grabbed'),
        cell: ({ row: { original } }) => (
          <>
            {t('rain.grabbed', { grabbed: original.grabbed, packets: original.packets })}{' '}
            <span className="muted">
              (<Money amount={original.grabbedAmount} currency={original.currencyId} />)
            </span>
          </>
        ),
      }),
      column.accessor('minVipLevel', { header: t('rain.columns.minVipLevel') }),
      column.accessor('paysTo', {
        header: t('rain.columns.paysTo'),
        cell: (c) => t(`paysTo.${c.getValue()}`),
      }),
      column.accessor('wageringMultiplier', {
        header: t('rain.columns.wagering'),
        cell: (c) => t('campaigns.times', { count: c.getValue() }),
      }),
    ],
    [t],
  );

  return (
    <>
      <ErrorBanner error={rains.error} onRetry={() => void rains.refetch()} />
      <DataTable
        caption={t('rain.caption')}
        columns={columns}
        data={rains.data ?? []}
        loading={rains.isPending}
        emptyText={t('rain.empty')}
        getRowId={(rain) => String(rain.id)}
      />
    </>
  );
}
