import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DataTable, ErrorBanner, type DataTableProps } from '../../lib/ui';
import { isRangeRefusal } from './report-range';

/** Props of ReportTable. */
export interface ReportTableProps<TRow> {
  /** The report's query: its failure and whether it is loading. */
  report: UseQueryResult<TRow[]>;
  columns: DataTableProps<TRow>['columns'];
  /** The rows to show, in their order. */
  rows: readonly TRow[];
}

/**
 * A report's rows, or why they are missing. A refused date range is said once by the screen, beside the
 * dates, so it is not repeated here.
 */
export function ReportTable<TRow>({ report, columns, rows }: ReportTableProps<TRow>) {
  const { t } = useTranslation('reports');
  return (
    <>
      {report.isError && !isRangeRefusal(report.error) ? <ErrorBanner error={report.error} /> : null}
      <DataTable
        columns={columns}
        data={rows}
        emptyText={t('empty')}
        loading={report.isFetching && !report.data}
      />
    </>
  );
}
