import type { SportsEventView, SportsMarketView } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, DateTime, ErrorBanner } from '../../lib/ui';
import { useSportsEvent } from './api/get-sports-event';
import { useSportsEvents } from './api/list-sports-events';
import styles from './sportsbook.module.css';

const eventColumn = createColumnHelper<SportsEventView>();
const marketColumn = createColumnHelper<SportsMarketView>();

/** Props of EventPicker. */
export interface EventPickerProps {
  /** The event whose markets are listed, if one was chosen. */
  eventId: string | undefined;
  /** Called when an event is chosen from the list. */
  onPickEvent: (event: SportsEventView) => void;
  /** Called when a market of the chosen event is chosen. */
  onPickMarket: (event: SportsEventView, market: SportsMarketView) => void;
}

/** The events players see, and the chosen event's markets, to fill the market actions form from. */
export function EventPicker({ eventId, onPickEvent, onPickMarket }: EventPickerProps) {
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
      {eventId ? <MarketList eventId={eventId} onPickMarket={onPickMarket} /> : null}
    </div>
  );
}

/** Props of MarketList. */
interface MarketListProps {
  eventId: string;
  onPickMarket: EventPickerProps['onPickMarket'];
}

/** Every market of one event, with its state and prices, each one choosable. */
function MarketList({ eventId, onPickMarket }: MarketListProps) {
  const { t, i18n } = useTranslation('sportsbook');
  const event = useSportsEvent(eventId);
  const columns = useMemo(() => {
    const odds = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage ?? 'en'), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    });
    return [
      marketColumn.accessor('id', {
        header: t('markets.columns.id'),
        cell: (c) => <code className={styles.code}>{c.getValue()}</code>,
      }),
      marketColumn.accessor('type', {
        header: t('markets.columns.type'),
        cell: (c) => t(`marketTypes.${c.getValue()}`),
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
              <li key={outcome.id}>
                {t(`outcomes.${outcome.id}`, { defaultValue: outcome.id })} {odds.format(outcome.odds)}
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
              aria-label={t('markets.chooseMarket', { id: original.id })}
              onClick={() => event.data && onPickMarket(event.data, original)}
            >
              {t('events.choose')}
            </button>
          ) : null,
      }),
    ];
  }, [t, i18n.resolvedLanguage, event.data, onPickMarket]);

  return (
    <div className="stack">
      <ErrorBanner error={event.error} onRetry={() => void event.refetch()} />
      <DataTable
        caption={
          event.data
            ? t('markets.caption', { home: event.data.home, away: event.data.away })
            : t('markets.captionLoading')
        }
        columns={columns}
        data={event.data?.markets ?? []}
        loading={event.isPending}
        emptyText={t('markets.empty')}
        getRowId={(market) => market.id}
      />
    </div>
  );
}
