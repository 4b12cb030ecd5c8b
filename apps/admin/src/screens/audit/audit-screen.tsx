import type { AuditEntry } from '@casino/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, ErrorBanner, Field, Pager } from '../../lib/ui';
import { useAuditPage } from './api/get-audit-page';
import { abbreviateHash, compactJson, formatAuditTime, fullJson } from './audit-format';
import styles from './audit-screen.module.css';
import { ChainVerification } from './chain-verification';
import { useDebouncedValue } from './use-debounced-value';

const PAGE_SIZE = 50;
const FILTER_DELAY_MS = 400;

/** The filters as typed; they apply once typing pauses, or at once on Enter / Apply. */
interface FilterInput {
  operator: string;
  action: string;
}

const NO_FILTER: FilterInput = { operator: '', action: '' };

function useAuditColumns(): ColumnDef<AuditEntry>[] {
  const { t, i18n } = useTranslation('audit');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  return useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      { accessorKey: 'seq', header: t('seq') },
      {
        accessorKey: 'createdAt',
        header: t('time'),
        cell: ({ row }) => (
          <time dateTime={new Date(row.original.createdAt).toISOString()} className={styles.nowrap}>
            {formatAuditTime(row.original.createdAt, locale)}
          </time>
        ),
      },
      {
        accessorKey: 'operator',
        header: t('operator'),
        cell: ({ row }) => row.original.operator ?? <em>{t('system')}</em>,
      },
      { accessorKey: 'action', header: t('action'), cell: ({ row }) => <code>{row.original.action}</code> },
      { accessorKey: 'target', header: t('target'), cell: ({ row }) => row.original.target ?? '—' },
      {
        accessorKey: 'details',
        header: t('details'),
        cell: ({ row }) => (
          <code className={styles.details} title={fullJson(row.original.details)}>
            {compactJson(row.original.details)}
          </code>
        ),
      },
      {
        accessorKey: 'hash',
        header: t('hash'),
        cell: ({ row }) => (
          <code className={styles.hash} title={row.original.hash}>
            {abbreviateHash(row.original.hash)}
          </code>
        ),
      },
    ],
    [t, locale],
  );
}

/**
 * The audit log (compliance): every operator action, newest first, filtered by operator and action, and a
 * check that recomputes the hash chain to prove no entry was changed or removed.
 */
export function AuditScreen() {
  const { t } = useTranslation('audit');
  const columns = useAuditColumns();
  const [input, setInput] = useState<FilterInput>(NO_FILTER);
  const typed = useDebouncedValue(input, FILTER_DELAY_MS);
  const [submitted, setSubmitted] = useState<FilterInput>(NO_FILTER);
  // Whichever changed last wins: a submit applies what is typed now, typing applies after a pause.
  const filters = submitted === input ? submitted : typed;
  const [page, setPage] = useState({ for: NO_FILTER, pageNo: 1 });
  // A new filter starts again at page 1.
  const pageNo = page.for === filters ? page.pageNo : 1;
  const audit = useAuditPage({ ...filters, pageNo, pageSize: PAGE_SIZE });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(input);
  };
  const clear = () => {
    setInput(NO_FILTER);
    setSubmitted(NO_FILTER);
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <ChainVerification />
      <form className={styles.filters} onSubmit={apply} role="search" aria-label={t('filtersLabel')}>
        <Field
          label={t('operator')}
          value={input.operator}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setInput((current) => ({ ...current, operator: event.target.value }))}
        />
        <Field
          label={t('action')}
          value={input.action}
          maxLength={64}
          autoComplete="off"
          hint={t('actionHint')}
          onChange={(event) => setInput((current) => ({ ...current, action: event.target.value }))}
        />
        <div className={styles.filterActions}>
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
          <button type="button" className="btn" onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>
      {audit.isError ? <ErrorBanner error={audit.error} onRetry={() => void audit.refetch()} /> : null}
      <DataTable
        columns={columns}
        data={audit.data?.content ?? []}
        getRowId={(entry) => String(entry.seq)}
        caption={t('tableCaption')}
        emptyText={t('empty')}
        loading={audit.isPending}
      />
      {audit.data ? (
        <Pager
          pageNo={audit.data.pageNo}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
          onPageChange={(next) => setPage({ for: filters, pageNo: next })}
        />
      ) : null}
    </div>
  );
}
