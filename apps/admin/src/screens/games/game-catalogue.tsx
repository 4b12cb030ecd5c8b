import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { useSiteCurrencies } from '../../lib/site-currencies';
import { DataTable, ErrorBanner, Money } from '../../lib/ui';
import { GAME_CATALOGUE_KEY, useGameCatalogue, type AdminGame } from './api/get-game-catalogue';
import { GameEditDialog } from './game-edit-dialog';
import { formatRtp } from './game-limits';
import styles from './games.module.css';

const column = createColumnHelper<AdminGame>();

/** A game's name from the server's language pack (`GAME_MINES`), its id when the pack has none. */
function useGameName(): (gameId: string) => string {
  const { t } = useTranslation('games');
  return useCallback(
    (gameId: string) => t(`GAME_${gameId.toUpperCase()}`, { ns: 'server', defaultValue: gameId }),
    [t],
  );
}

/** Props of SwitchBadge. */
interface SwitchBadgeProps {
  on: boolean;
  /** Shows "on" as a warning: the state that keeps players out. */
  warnWhenOn?: boolean;
}

/** A yes/no switch as a badge. */
function SwitchBadge({ on, warnWhenOn = false }: SwitchBadgeProps) {
  const { t } = useTranslation('common');
  const tone = on ? (warnWhenOn ? 'badge-warn' : 'badge-ok') : '';
  return <span className={`badge ${tone}`}>{on ? t('yes') : t('no')}</span>;
}

/** The game catalogue: switches, declared RTP and stake limits, each game editable in a dialog. */
export function GameCatalogue() {
  const { t, i18n } = useTranslation('games');
  const queryClient = useQueryClient();
  const gameName = useGameName();
  const [editing, setEditing] = useState<AdminGame>();
  const [savedGame, setSavedGame] = useState<{ name: string; changed: boolean }>();
  const catalogue = useGameCatalogue();
  const currencies = useSiteCurrencies();
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: GAME_CATALOGUE_KEY }),
    [queryClient],
  );

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: t('columns.id'),
        cell: (c) => <code className={styles.code}>{c.getValue()}</code>,
      }),
      column.display({ id: 'name', header: t('columns.name'), cell: (c) => gameName(c.row.original.id) }),
      column.accessor('type', { header: t('columns.type') }),
      column.accessor('rtpBasisPoints', {
        header: t('columns.rtp'),
        cell: (c) => formatRtp(c.getValue(), locale),
      }),
      column.accessor('enabled', {
        header: t('columns.enabled'),
        cell: (c) => <SwitchBadge on={c.getValue()} />,
      }),
      column.accessor('maintenance', {
        header: t('columns.maintenance'),
        cell: (c) => <SwitchBadge on={c.getValue()} warnWhenOn />,
      }),
      column.accessor('hot', {
        header: t('columns.hot'),
        cell: (c) => (c.getValue() ? t('common:yes') : t('common:no')),
      }),
      column.accessor('limits', {
        header: t('columns.limits'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            <span className="muted">{t('noLimits')}</span>
          ) : (
            <ul className={styles.limitList}>
              {c.getValue().map((limit) => (
                <li key={limit.currencyId}>
                  <Money amount={limit.minBet} currency={limit.currencyId} /> –{' '}
                  <Money amount={limit.maxBet} currency={limit.currencyId} />
                </li>
              ))}
            </ul>
          ),
      }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('edit.button', { name: gameName(original.id) })}
            onClick={() => {
              setSavedGame(undefined);
              setEditing(original);
            }}
          >
            {t('edit.label')}
          </button>
        ),
      }),
    ],
    [t, gameName, locale],
  );

  return (
    <section className={styles.section} aria-labelledby="games-catalogue-title">
      <h2 id="games-catalogue-title" className={styles.sectionTitle}>
        {t('catalogueTitle')}
      </h2>
      <p className="action-done" role="status">
        {savedGame ? t(savedGame.changed ? 'saved' : 'nothingChanged', { name: savedGame.name }) : null}
      </p>
      <ErrorBanner error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      <DataTable
        caption={t('catalogueCaption')}
        columns={columns}
        data={catalogue.data ?? []}
        loading={catalogue.isPending}
        emptyText={t('empty')}
        getRowId={(game) => game.id}
      />
      {editing ? (
        <GameEditDialog
          game={editing}
          name={gameName(editing.id)}
          currencies={currencies.data ?? []}
          onClose={() => setEditing(undefined)}
          onPartialSave={() => void refresh()}
          onSaved={(changed) => {
            setSavedGame({ name: gameName(editing.id), changed });
            setEditing(undefined);
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}
