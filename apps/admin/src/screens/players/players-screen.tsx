import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { DataTable, DateTime, ErrorBanner, Pager } from '../../lib/ui';
import { usePlayerSearch, type PlayerSummary } from './api/search-players';

const PAGE_SIZE = 20;
const column = createColumnHelper<PlayerSummary>();

/** Player search: by username, phone or id, paged; a row opens the player's 360° view. */
export function PlayersScreen() {
  const { t } = useTranslation('players');
  const navigate = useNavigate();
  // The search lives in the address, so Back returns to the same results.
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);

  const players = usePlayerSearch(q, pageNo, PAGE_SIZE);

  const columns = useMemo(
    () => [
      column.accessor('userId', { header: t('columns.id') }),
      column.accessor('username', {
        header: t('columns.username'),
        cell: (cell) => <Link to={`/players/${cell.row.original.userId}`}>{cell.getValue()}</Link>,
      }),
      column.accessor('phone', { header: t('columns.phone'), cell: (cell) => cell.getValue() ?? '—' }),
      column.accessor('currencyId', { header: t('columns.currency') }),
      column.accessor('createdAt', {
        header: t('columns.createdAt'),
        cell: (cell) => <DateTime ms={cell.getValue()} />,
      }),
      column.accessor('disabled', {
        header: t('columns.status'),
        cell: (cell) => (
          <span className={`badge ${cell.getValue() ? 'badge-danger' : 'badge-ok'}`}>
            {cell.getValue() ? t('status.blocked') : t('status.active')}
          </span>
        ),
      }),
    ],
    [t],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const goToPage = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <section className="page" aria-labelledby="players-title">
      <h1 id="players-title">{t('title')}</h1>
      <form className="toolbar" role="search" onSubmit={search}>
        <label className="toolbar-field">
          <span className="visually-hidden">{t('search')}</span>
          <input
            type="search"
            placeholder={t('searchPlaceholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('common:actions.search')}
        </button>
      </form>
      <ErrorBanner error={players.error} onRetry={() => void players.refetch()} />
      <DataTable
        caption={t('tableCaption')}
        columns={columns}
        data={players.data?.content ?? []}
        loading={players.isPending}
        emptyText={q ? t('noMatch') : t('empty')}
        getRowId={(player) => String(player.userId)}
        onRowClick={(player) => navigate(`/players/${player.userId}`)}
      />
      {players.data ? (
        <Pager
          pageNo={players.data.pageNo}
          pageSize={players.data.pageSize}
          total={players.data.total}
          onPageChange={goToPage}
        />
      ) : null}
    </section>
  );
}
