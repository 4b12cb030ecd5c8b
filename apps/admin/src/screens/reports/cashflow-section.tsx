import type { CashflowRow } from '@casino/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { Money } from '../../lib/ui';
import { CASHFLOW_REPORT_PATH, useCashflowReport } from './api/get-cashflow-report';
import { ExportCsvButton } from './export-csv-button';
import { isRangeComplete, reportCsvFilename, type ReportRange } from './report-range';
import { ReportTable } from './report-table';
import { sumMajorUnits } from './report-totals';
import styles from './reports-screen.module.css';

/** The period of the report. */
export interface CashflowSectionProps {
  /** The report's period. */
  range: ReportRange;
}

/** Deposits & withdrawals: per day and currency, with what stayed in (deposits − withdrawals). */
export function CashflowSection({ range }: CashflowSectionProps) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const report = useCashflowReport(range);
  const columns = useMemo<ColumnDef<CashflowRow>[]>(
    () => [
      { accessorKey: 'day', header: t('groupDay') },
      { accessorKey: 'currencyId', header: t('currency') },
      {
        accessorKey: 'deposits',
        header: t('deposits'),
        cell: ({ row }) => <Money amount={row.original.deposits} currency={row.original.currencyId} />,
      },
      {
        accessorKey: 'withdrawals',
        header: t('withdrawals'),
        cell: ({ row }) => <Money amount={row.original.withdrawals} currency={row.original.currencyId} />,
      },
      {
        id: 'net',
        header: t('netDeposits'),
        cell: ({ row }) => (
          <Money
            amount={sumMajorUnits([row.original.deposits, -row.original.withdrawals])}
            currency={row.original.currencyId}
          />
        ),
      },
      {
        accessorKey: 'activePlayers',
        header: t('activePlayers'),
        cell: ({ row }) => row.original.activePlayers.toLocaleString(locale),
      },
    ],
    [t, locale],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.hint}>{t('cashflowHint')}</p>
        <ExportCsvButton
          path={CASHFLOW_REPORT_PATH}
          query={{ ...range }}
          filename={reportCsvFilename('cashflow', range)}
          disabled={!isRangeComplete(range)}
        />
      </div>
      <ReportTable report={report} columns={columns} rows={report.data ?? []} />
    </>
  );
}
