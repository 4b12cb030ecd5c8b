import type { RtpRow } from '@casino/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { Money } from '../../lib/ui';
import { RTP_REPORT_PATH, useRtpReport } from './api/get-rtp-report';
import { ExportCsvButton } from './export-csv-button';
import { isRangeComplete, reportCsvFilename, type ReportRange } from './report-range';
import { ReportTable } from './report-table';
import { formatRtpBand, formatRtpPercent, outsideFirst } from './rtp-band';
import styles from './reports-screen.module.css';

/** The period of the report. */
export interface RtpSectionProps {
  /** The report's period. */
  range: ReportRange;
}

/** Whether a row is inside its band, outside it, or has too few rounds to tell: text and colour both. */
function BandStatus({ row }: { row: RtpRow }) {
  const { t } = useTranslation('reports');
  if (row.outside) return <span className={`${styles.badge} ${styles.badgeAlert}`}>{t('outsideBand')}</span>;
  if (row.bandLow === null || row.bandHigh === null) {
    return <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('tooFewRounds')}</span>;
  }
  return <span className={`${styles.badge} ${styles.badgeOk}`}>{t('withinBand')}</span>;
}

/** RTP: each game's actual RTP against the declared one and its 99 % band; rows outside it come first. */
export function RtpSection({ range }: RtpSectionProps) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const report = useRtpReport(range);
  const rows = useMemo(() => outsideFirst(report.data ?? []), [report.data]);
  const columns = useMemo<ColumnDef<RtpRow>[]>(() => {
    return [
      { accessorKey: 'gameId', header: t('groupGame') },
      { accessorKey: 'currencyId', header: t('currency') },
      {
        accessorKey: 'rounds',
        header: t('rounds'),
        cell: ({ row }) => row.original.rounds.toLocaleString(locale),
      },
      {
        accessorKey: 'stakes',
        header: t('stakes'),
        cell: ({ row }) => <Money amount={row.original.stakes} currency={row.original.currencyId} />,
      },
      {
        accessorKey: 'payouts',
        header: t('payouts'),
        cell: ({ row }) => <Money amount={row.original.payouts} currency={row.original.currencyId} />,
      },
      {
        accessorKey: 'declaredRtp',
        header: t('declaredRtp'),
        cell: ({ row }) => formatRtpPercent(row.original.declaredRtp, locale),
      },
      {
        accessorKey: 'actualRtp',
        header: t('actualRtp'),
        cell: ({ row }) => formatRtpPercent(row.original.actualRtp, locale) ?? t('notAvailable'),
      },
      {
        id: 'band',
        header: t('band'),
        cell: ({ row }) => formatRtpBand(row.original, locale) ?? t('notAvailable'),
      },
      { id: 'status', header: t('bandStatus'), cell: ({ row }) => <BandStatus row={row.original} /> },
    ];
  }, [t, locale]);

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.hint}>{t('rtpHint')}</p>
        <ExportCsvButton
          path={RTP_REPORT_PATH}
          query={{ ...range }}
          filename={reportCsvFilename('rtp', range)}
          disabled={!isRangeComplete(range)}
        />
      </div>
      <ReportTable report={report} columns={columns} rows={rows} />
    </>
  );
}
