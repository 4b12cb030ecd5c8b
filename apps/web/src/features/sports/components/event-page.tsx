import type { SportsEventView, SportsMarketGroup, SportsMarketView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { localeOf } from '../../../lib/i18n/language';
import { getSportsEvent } from '../api/get-sports-event';
import { sportsKeys } from '../hooks/sports-keys';
import { useSportsLanguage } from '../hooks/use-sports-language';
import { eventOpen } from '../utils/bet-slip';
import { groupMarkets, outcomeColumns, type MarketGroup } from '../utils/market-groups';
import { MARKET_GROUP_KEYS } from '../utils/market-labels';
import { LockIcon, OddsButton } from './odds-button';
import styles from './sports.module.css';

/** The event page is read again this often besides the pushes. */
const EVENT_REFRESH_MS = 30_000;

/** The inputs of EventPage. */
export interface EventPageProps {
  eventId: string;
  /** Back to the list. */
  onBack: () => void;
}

/** Which markets the page shows: every group, or one. */
type GroupFilter = SportsMarketGroup | 'all';

/**
 * An event with every market, named by the server in the player's language and grouped as the server groups
 * them (main, totals, handicaps…), with chips to show one group; live over the socket.
 */
export function EventPage({ eventId, onBack }: EventPageProps) {
  const { t } = useTranslation();
  const lang = useSportsLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<GroupFilter>('all');
  const event = useQuery({
    queryKey: sportsKeys.event(eventId, lang),
    queryFn: () => getSportsEvent(eventId, lang),
    refetchInterval: EVENT_REFRESH_MS,
  });
  const loaded = event.isSuccess;
  // Keyboard and screen-reader users land on the event they opened.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <button type="button" className={styles.back} onClick={onBack} data-testid="sports-back">
      ‹ {t('SPORTS_BACK_TO_LIST')}
    </button>
  );
  if (event.isPending) {
    return (
      <>
        {back}
        <p className={styles.empty}>{t('SPORTS_LOADING')}</p>
      </>
    );
  }
  if (event.isError) {
    return (
      <>
        {back}
        <p className={styles.error} role="alert">
          {refusalText(event.error) ?? t('SPORTS_LOAD_FAILED')}
        </p>
      </>
    );
  }
  const data = event.data;
  const groups = groupMarkets(data.markets);
  // A group that has gone (its markets closed) shows every group again.
  const filter = groups.some((each) => each.group === chosen) ? chosen : 'all';
  const shown = filter === 'all' ? groups : groups.filter((each) => each.group === filter);
  return (
    <article aria-labelledby="sports-event-title" data-testid="sports-event-page" data-event={data.id}>
      <header className={styles.eventHeader}>
        {back}
        <p className={styles.eventMeta}>
          {t(`SPORTS_SPORT_${data.sport.toUpperCase()}`)} · {data.competition}
        </p>
        <h2 id="sports-event-title" className={styles.visuallyHidden} tabIndex={-1} ref={heading}>
          {t('SPORTS_EVENT_NAME', { home: data.home, away: data.away })}
        </h2>
        <Scoreboard event={data} />
      </header>
      {groups.length > 1 ? <GroupChips groups={groups} chosen={filter} onChoose={setChosen} /> : null}
      {shown.map((each) => (
        <MarketGroupView key={each.group} event={data} group={each} />
      ))}
      {data.markets.length === 0 ? <p className={styles.empty}>{t('SPORTS_NO_MARKETS')}</p> : null}
    </article>
  );
}

/** The sides, the score and clock when live, or the status. */
function Scoreboard({ event }: { event: SportsEventView }) {
  const { t, i18n } = useTranslation();
  const live = event.status === 'live';
  const started = event.status !== 'not_started' && event.score !== null;
  const startsAt = new Intl.DateTimeFormat(localeOf(i18n.language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(event.startsAt);
  return (
    <>
      <div className={styles.scoreboard}>
        <p className={styles.side}>{event.home}</p>
        <p className={styles.bigScore} aria-live="polite" data-testid="sports-score">
          {started && event.score ? (
            <>
              <span>
                {event.score.home} – {event.score.away}
              </span>
              {live ? <small>{event.score.clock}</small> : null}
            </>
          ) : (
            <span className={styles.muted}>{startsAt}</span>
          )}
        </p>
        <p className={styles.side}>{event.away}</p>
      </div>
      {event.status !== 'not_started' || event.suspended ? (
        <span className={`${styles.status} ${live && !event.suspended ? styles.liveBadge : ''}`}>
          {event.suspended ? t('SPORTS_EVENT_SUSPENDED') : t(`SPORTS_EVENT_${event.status.toUpperCase()}`)}
        </span>
      ) : null}
    </>
  );
}

/** The inputs of GroupChips. */
interface GroupChipsProps {
  /** The groups the event has markets in, in order. */
  groups: readonly MarketGroup[];
  /** The filter in force (pressed). */
  chosen: GroupFilter;
  /** Shows every group, or one. */
  onChoose: (filter: GroupFilter) => void;
}

/** "All" and each group the event has markets in; the one shown is pressed. */
function GroupChips({ groups, chosen, onChoose }: GroupChipsProps) {
  const { t } = useTranslation();
  const filters: GroupFilter[] = ['all', ...groups.map((each) => each.group)];
  return (
    <div className={styles.chips} role="group" aria-label={t('SPORTS_GROUP_CHOOSE')}>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.chip}
          aria-pressed={filter === chosen}
          onClick={() => onChoose(filter)}
          data-testid={`market-group-${filter}`}
        >
          {t(MARKET_GROUP_KEYS[filter])}
        </button>
      ))}
    </div>
  );
}

/** The inputs of MarketGroupView. */
interface MarketGroupViewProps {
  /** The event the markets are of (whether it takes bets, for the odds buttons). */
  event: SportsEventView;
  /** The group and its markets, in order. */
  group: MarketGroup;
}

/** One group under its name, each market of it in turn. */
function MarketGroupView({ event, group }: MarketGroupViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className={styles.marketGroup}
      aria-labelledby={titleId}
      data-testid="sports-market-group"
      data-group={group.group}
    >
      <h3 id={titleId} className={styles.groupTitle}>
        {t(MARKET_GROUP_KEYS[group.group])}
      </h3>
      {group.markets.map((market) => (
        <MarketView key={market.id} event={event} market={market} />
      ))}
    </section>
  );
}

/** The inputs of MarketView. */
interface MarketViewProps {
  event: SportsEventView;
  market: SportsMarketView;
}

/**
 * One market under its name, its outcomes (two to dozens) as odds buttons in a wrapping grid; a market that
 * takes no bets says so and shows locks.
 */
function MarketView({ event, market }: MarketViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const locked = !eventOpen(event) || market.state !== 'active';
  // Suspended for now (the event or the market), or closed for good (settled, voided, withdrawn).
  const open = market.state === 'active' || market.state === 'suspended';
  const columns = outcomeColumns(market.outcomes.length);
  return (
    <section
      className={styles.market}
      aria-labelledby={titleId}
      data-testid="sports-market"
      data-market={market.id}
    >
      <header className={styles.marketHead}>
        <h4 id={titleId} className={styles.marketTitle}>
          {market.name}
        </h4>
        {locked ? (
          <span className={styles.suspendedNote}>
            <LockIcon /> {t(open ? 'SPORTS_MARKET_SUSPENDED' : 'SPORTS_MARKET_CLOSED')}
          </span>
        ) : null}
      </header>
      <div
        className={`${styles.outcomes} ${columns === 3 ? styles.outcomes3 : styles.outcomes2}`}
        role="group"
        aria-labelledby={titleId}
      >
        {market.outcomes.map((outcome) => (
          <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} label={outcome.name} />
        ))}
      </div>
    </section>
  );
}
