import type { SportsEventView, SportsMarketView } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, DateTime, ErrorBanner, Field } from '../../lib/ui';
import { useSportsEvent } from './api/get-sports-event';
import { useSportsEvents } from './api/list-sports-events';
import { filterMarkets, marketGroupsOf } from './sportsbook-forms';
import styles from './sportsbook.module.css';

const eventColumn = createColumnHelper<SportsEventView>();
const marketColumn = createColumnHelper<SportsMarketView>();

/** Props of EventPicker. */
export interface EventPickerProps {
  /** The event whose markets are listed, if one was chosen. */
  eventId: string | undefined;
  /** The key of the market the form holds, shown pressed in the list. */
  marketId: string;
  /** Called when an event is chosen from the list. */
  onPickEvent: (event: SportsEventView) => void;
  /** Called when a market of the chosen event is chosen. */
  onPickMarket: (event: SportsEventView, market: SportsMarketView) => void;
}

/**
 * The events players see, and the chosen event's markets (named by the server in the back office's language,
 * grouped as the event page groups them), to fill the market actions form from.
 */
export function EventPicker({ eventId, marketId, onPickEvent, onPickMarket }: EventPickerProps) {
  const { t } = useTranslation('sportsbook');
  const events = useSportsEvents();
  const columns = useMemo(
    () => [
      eventColumn.display({
        id: 'event',
        header: t('events.columns.event'),
        cell: ({ row: { original } }) => (
          <>
            {t('events.match', { home: original.home, away: original.away })}
            <br />
            <code className={styles.code}>{original.id}</code>
          </>
        ),
      }),
      eventColumn.accessor('competition', { header: t('events.columns.competition') }),
      eventColumn.accessor('sport', {
        header: t('events.columns.sport'),
        cell: (c) => t(`sports.${c.getValue()}`),
      }),
      eventColumn.accessor('startsAt', {
        header: t('events.columns.startsAt'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      eventColumn.accessor('status', {
        header: t('events.columns.status'),
        cell: ({ row: { original } }) => (
          <>
            {t(`eventStatuses.${original.status}`)}
            {original.suspended ? (
              <>
                {' '}
                <span className="badge badge-warn">{t('events.suspended')}</span>
              </>
            ) : null}
          </>
        ),
      }),
      eventColumn.accessor('marketCount', { header: t('events.columns.markets') }),
      eventColumn.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className="btn btn-small"
            aria-pressed={original.id === eventId}
            aria-label={t('events.chooseEvent', { home: original.home, away: original.away })}
            onClick={() => onPickEvent(original)}
          >
            {t('events.choose')}
          </button>
        ),
      }),
    ],
    [t, eventId, onPickEvent],
  );

  return (
    <div className="stack">
      <ErrorBanner error={events.error} onRetry={() => void events.refetch()} />
      <DataTable
        caption={t('events.caption')}
        columns={columns}
        data={events.data ?? []}
        loading={events.isPending}
        emptyText={t('events.empty')}
        getRowId={(event) => event.id}
      />
      {/* Keyed by the event: another event starts with the filter empty. */}
      {eventId ? (
        <MarketList key={eventId} eventId={eventId} marketId={marketId} onPickMarket={onPickMarket} />
      ) : null}
    </div>
  );
}

/** Props of MarketList. */
interface MarketListProps {
  eventId: string;
  marketId: string;
  onPickMarket: EventPickerProps['onPickMarket'];
}

/**
 * Every market of one event by group, each with its name, its key (small, for the operator), its state and its
 * outcomes' prices, each one choosable; a filter finds one among the many a real event has.
 */
function MarketList({ eventId, marketId, onPickMarket }: MarketListProps) {
  const { t, i18n } = useTranslation('sportsbook');
  const event = useSportsEvent(eventId);
  const [filter, setFilter] = useState('');
  const titleId = useId();
  const groups = useMemo(
    () => marketGroupsOf(filterMarkets(event.data?.markets ?? [], filter)),
    [event.data, filter],
  );
  const columns = useMemo(() => {
    const odds = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage ?? 'en'), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    });
    return [
      marketColumn.accessor('name', {
        header: t('markets.columns.market'),
        cell: ({ row: { original } }) => (
          <>
            {original.name}
            <br />
            <code className={styles.key}>{original.id}</code>
          </>
        ),
      }),
      marketColumn.accessor('state', {
        header: t('markets.columns.state'),
        cell: (c) => t(`marketStates.${c.getValue()}`),
      }),
      marketColumn.accessor('outcomes', {
        header: t('markets.columns.outcomes'),
        cell: (c) => (
          <ul className={styles.outcomeList}>
            {c.getValue().map((outcome) => (
              <li key={outcome.id} className={outcome.active ? undefined : 'muted'}>
                {outcome.name} <strong>{odds.format(outcome.odds)}</strong>
                {outcome.result ? ` · ${t(`results.${outcome.result}`)}` : null}
              </li>
            ))}
          </ul>
        ),
      }),
      marketColumn.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) =>
          event.data ? (
            <button
              type="button"
              className="btn btn-small"
              aria-pressed={original.id === marketId}
              aria-label={t('markets.chooseMarket', { name: original.name, id: original.id })}
              onClick={() => event.data && onPickMarket(event.data, original)}
            >
              {t('events.choose')}
            </button>
          ) : null,
      }),
    ];
  }, [t, i18n.resolvedLanguage, event.data, marketId, onPickMarket]);

  const markets = event.data?.markets ?? [];
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {event.data
          ? t('markets.caption', { home: event.data.home, away: event.data.away })
          : t('markets.captionLoading')}
      </h3>
      <ErrorBanner error={event.error} onRetry={() => void event.refetch()} />
      {markets.length > 0 ? (
        <Field
          className={styles.filter}
          type="search"
          label={t('markets.filter')}
          hint={t('markets.filterHint')}
          autoComplete="off"
          spellCheck={false}
          value={filter}
          onChange={(change) => setFilter(change.target.value)}
        />
      ) : null}
      {groups.length === 0 ? (
        <DataTable
          caption={t('markets.captionLoading')}
          columns={columns}
          data={[]}
          loading={event.isPending}
          emptyText={
            markets.length > 0 ? t('markets.noMatch', { filter: filter.trim() }) : t('markets.empty')
          }
        />
      ) : (
        groups.map(({ group, markets: inGroup }) => (
          <div key={group} className={styles.group}>
            <h4 className={styles.groupTitle}>
              {t('markets.group', { group: t(`marketGroups.${group}`), number: inGroup.length })}
            </h4>
            <DataTable
              caption={t('markets.groupCaption', {
                group: t(`marketGroups.${group}`),
                home: event.data?.home ?? '',
                away: event.data?.away ?? '',
              })}
              columns={columns}
              data={inGroup}
              getRowId={(market) => market.id}
            />
          </div>
        ))
      )}
    </section>
  );
}
