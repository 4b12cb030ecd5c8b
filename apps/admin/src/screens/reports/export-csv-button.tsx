import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { downloadCsv } from '../../lib/api';
import { ErrorBanner } from '../../lib/ui';
import styles from './reports-screen.module.css';

/** Which file to export. */
export interface ExportCsvButtonProps {
  /** The report's API path; the query asks it for `format=csv`. */
  path: string;
  /** The report's query (range, grouping) without the format. */
  query: Record<string, string | number | undefined>;
  /** The name the file is saved under. */
  filename: string;
  /** Off while the range is incomplete. */
  disabled?: boolean;
}

/** "Export CSV": the same report as the table, as a file the server writes, saved under a telling name. */
export function ExportCsvButton({ path, query, filename, disabled = false }: ExportCsvButtonProps) {
  const { t } = useTranslation('reports');
  const exportCsv = useMutation({
    mutationFn: () => downloadCsv(path, { ...query, format: 'csv' }, filename),
  });
  return (
    <div className={styles.export}>
      <button
        type="button"
        className="btn"
        disabled={disabled || exportCsv.isPending}
        aria-busy={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
      >
        {t('exportCsv')}
      </button>
      {exportCsv.isError ? <ErrorBanner error={exportCsv.error} /> : null}
    </div>
  );
}
