import { GGR_GROUPINGS, type GgrRow } from '@casino/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, Money } from '../../lib/ui';
import { GGR_REPORT_PATH, useGgrReport, type GgrGrouping } from './api/get-ggr-report';
import { ExportCsvButton } from './export-csv-button';
import { isRangeComplete, reportCsvFilename, type ReportRange } from './report-range';
import { ReportTable } from './report-table';
import { ggrTotalsByCurrency } from './report-totals';
import styles from './reports-screen.module.css';

/** The period, and the grouping the operator picked (kept by the screen across tab changes). */
export interface GgrSectionProps {
  /** The report's period. */
  range: ReportRange;
  /** Rows per day, game or currency. */
  groupBy: GgrGrouping;
  /** Called when the operator picks another grouping. */
  onGroupBy: (groupBy: GgrGrouping) => void;
}

const GROUPING_LABEL_KEYS = { day: 'groupDay', game: 'groupGame', currency: 'groupCurrency' } as const;

const money =
  (column: 'stakes' | 'payouts' | 'ggr' | 'bonuses' | 'ngr') =>
  ({ row }: { row: { original: GgrRow } }) => (
    <Money amount={row.original[column]} currency={row.original.currencyId} />
  );

/** The GGR columns; without `keyHeader`, no key column (the totals rows are keyed by currency alone). */
function ggrColumns(t: TFunction<'reports'>, locale: string, keyHeader?: string): ColumnDef<GgrRow>[] {
  const key: ColumnDef<GgrRow>[] = keyHeader ? [{ accessorKey: 'key', header: keyHeader }] : [];
  return [
    ...key,
    { accessorKey: 'currencyId', header: t('currency') },
    {
      accessorKey: 'rounds',
      header: t('rounds'),
      cell: ({ row }) => row.original.rounds.toLocaleString(locale),
    },
    { accessorKey: 'stakes', header: t('stakes'), cell: money('stakes') },
    { accessorKey: 'payouts', header: t('payouts'), cell: money('payouts') },
    { accessorKey: 'ggr', header: t('ggr'), cell: money('ggr') },
    { accessorKey: 'bonuses', header: t('bonuses'), cell: money('bonuses') },
    { accessorKey: 'ngr', header: t('ngr'), cell: money('ngr') },
  ];
}

/** GGR / NGR: the report grouped as asked, then one totals row per currency, and its CSV export. */
export function GgrSection({ range, groupBy, onGroupBy }: GgrSectionProps) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const groupById = useId();
  const report = useGgrReport(range, groupBy);
  const rows = useMemo(() => report.data ?? [], [report.data]);
  const columns = useMemo(() => ggrColumns(t, locale, t(GROUPING_LABEL_KEYS[groupBy])), [t, groupBy, locale]);
  const totalColumns = useMemo(() => ggrColumns(t, locale), [t, locale]);
  const totals = useMemo(() => ggrTotalsByCurrency(rows), [rows]);

  return (
    <>
      <div className={styles.toolbar}>
        <div className="field">
          <label htmlFor={groupById}>{t('groupBy')}</label>
          <select
            id={groupById}
            value={groupBy}
            onChange={(event) => onGroupBy(event.target.value as GgrGrouping)}
          >
            {GGR_GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping}>
                {t(GROUPING_LABEL_KEYS[grouping])}
              </option>
            ))}
          </select>
        </div>
        <ExportCsvButton
          path={GGR_REPORT_PATH}
          query={{ ...range, groupBy }}
          filename={reportCsvFilename('ggr', range, groupBy)}
          disabled={!isRangeComplete(range)}
        />
      </div>
      <p className={styles.hint}>{t('ggrHint')}</p>
      <ReportTable report={report} columns={columns} rows={rows} />
      {totals.length > 0 ? (
        <div className={styles.totals}>
          <h2 className={styles.subheading}>{t('totalsPerCurrency')}</h2>
          <DataTable columns={totalColumns} data={totals} emptyText={t('empty')} />
        </div>
      ) : null}
    </>
  );
}
