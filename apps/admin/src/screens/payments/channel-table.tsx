import type { PaymentChannelAdmin } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, Money } from '../../lib/ui';
import styles from './payments.module.css';
import { ProviderName } from './provider-name';

const column = createColumnHelper<PaymentChannelAdmin>();

/** Props of ChannelTable. */
export interface ChannelTableProps {
  channels: readonly PaymentChannelAdmin[];
  /** Called by a row's Edit button. */
  onEdit: (channel: PaymentChannelAdmin) => void;
}

/** Every deposit channel, enabled or not, each with an Edit button. */
export function ChannelTable({ channels, onEdit }: ChannelTableProps) {
  const { t, i18n } = useTranslation('payments');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');

  const columns = useMemo(() => {
    // Quick amounts are a list of buttons on the deposit page: plain numbers here keep the cell short.
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
    return [
      // The name over its id in one column: the table then fits a tablet's width.
      column.accessor('name', {
        header: t('channels.columns.channel'),
        cell: ({ row: { original } }) => (
          <span className={styles.channelName}>
            {original.name}
            <code className={styles.code}>{original.id}</code>
          </span>
        ),
      }),
      column.accessor('provider', {
        header: t('channels.columns.provider'),
        cell: ({ row: { original } }) => (
          <ProviderName provider={original.provider} installed={original.providerInstalled} />
        ),
      }),
      column.accessor('currencyId', { header: t('channels.columns.currency') }),
      column.accessor('min', {
        header: t('channels.columns.min'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      column.accessor('max', {
        header: t('channels.columns.max'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      column.accessor('quickAmounts', {
        header: t('channels.columns.quickAmounts'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            <span className="muted">{t('channels.noQuickAmounts')}</span>
          ) : (
            <span className={styles.quickAmounts}>
              {c
                .getValue()
                .map((amount) => numbers.format(amount))
                .join(' · ')}
            </span>
          ),
      }),
      column.accessor('enabled', {
        header: t('channels.columns.enabled'),
        cell: (c) => (
          <span className={`badge ${c.getValue() ? 'badge-ok' : ''}`}>
            {c.getValue() ? t('common:yes') : t('common:no')}
          </span>
        ),
      }),
      column.accessor('sortOrder', { header: t('channels.columns.sortOrder') }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('channels.editButton', { id: original.id })}
            onClick={() => onEdit(original)}
          >
            {t('channels.edit')}
          </button>
        ),
      }),
    ];
  }, [t, locale, onEdit]);

  return (
    <div className={styles.pinnedActions}>
      <DataTable
        caption={t('channels.caption')}
        columns={columns}
        data={channels}
        emptyText={t('channels.empty')}
        getRowId={(channel) => channel.id}
      />
    </div>
  );
}
