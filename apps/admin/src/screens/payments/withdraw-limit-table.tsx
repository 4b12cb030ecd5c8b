import type { WithdrawLimitAdmin } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, Money } from '../../lib/ui';
import { ProviderName } from './provider-name';

/** A currency's row: its limits, or none yet (the currency offers no withdrawals). */
export interface CurrencyLimitRow {
  currencyId: string;
  limit: WithdrawLimitAdmin | undefined;
}

const column = createColumnHelper<CurrencyLimitRow>();

/** Props of WithdrawLimitTable. */
export interface WithdrawLimitTableProps {
  rows: readonly CurrencyLimitRow[];
  /** Called by a row's Edit or Set limits button. */
  onEdit: (row: CurrencyLimitRow) => void;
}

/** The withdrawal limits of each currency, and the currencies that have none yet. */
export function WithdrawLimitTable({ rows, onEdit }: WithdrawLimitTableProps) {
  const { t } = useTranslation('payments');

  const columns = useMemo(() => {
    const amountColumn = (key: 'min' | 'max' | 'kycThreshold') =>
      column.display({
        id: key,
        header: t(`limits.columns.${key}`),
        cell: ({ row: { original } }) =>
          original.limit ? <Money amount={original.limit[key]} currency={original.currencyId} /> : null,
      });
    return [
      column.accessor('currencyId', { header: t('limits.columns.currency') }),
      column.display({
        id: 'provider',
        header: t('limits.columns.provider'),
        cell: ({ row: { original } }) =>
          original.limit ? (
            <ProviderName provider={original.limit.provider} installed={original.limit.providerInstalled} />
          ) : (
            <span className="muted">{t('limits.notOffered')}</span>
          ),
      }),
      amountColumn('min'),
      amountColumn('max'),
      amountColumn('kycThreshold'),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t(original.limit ? 'limits.editButton' : 'limits.setButton', {
              currency: original.currencyId,
            })}
            onClick={() => onEdit(original)}
          >
            {t(original.limit ? 'limits.edit' : 'limits.set')}
          </button>
        ),
      }),
    ];
  }, [t, onEdit]);

  return (
    <DataTable
      caption={t('limits.caption')}
      columns={columns}
      data={rows}
      emptyText={t('limits.empty')}
      getRowId={(row) => row.currencyId}
    />
  );
}
