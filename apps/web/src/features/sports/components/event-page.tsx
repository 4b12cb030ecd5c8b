import type { SportsEventView, SportsMarketView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { localeOf } from '../../../lib/i18n/language';
import { getSportsEvent } from '../api/get-sports-event';
import { sportsKeys } from '../hooks/sports-keys';
import { eventOpen } from '../utils/bet-slip';
import { groupMarkets, marketTitle, marketTypeName, outcomeName } from '../utils/market-labels';
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

/** An event with every market, grouped by type (totals and handicaps by line), live over the socket. */
export function EventPage({ eventId, onBack }: EventPageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const event = useQuery({
    queryKey: sportsKeys.event(eventId),
    queryFn: () => getSportsEvent(eventId),
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
      {groupMarkets(data.markets).map((group) => (
        <section key={group.type} className={styles.marketGroup} aria-label={marketTypeName(t, group.type)}>
          <h3 className={styles.marketTitle}>{marketTypeName(t, group.type)}</h3>
          {group.markets.map((market) => (
            <MarketView key={market.id} event={data} market={market} showLine={group.markets.length > 1} />
          ))}
        </section>
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

/** The inputs of MarketView. */
interface MarketViewProps {
  event: SportsEventView;
  market: SportsMarketView;
  /** Several markets of the type: name each by its line. */
  showLine: boolean;
}

/** One market's outcomes as odds buttons; a market that takes no bets says so and shows locks. */
function MarketView({ event, market, showLine }: MarketViewProps) {
  const { t } = useTranslation();
  const locked = !eventOpen(event) || market.state !== 'active';
  // Suspended for now (the event or the market), or closed for good (settled, voided, withdrawn).
  const open = market.state === 'active' || market.state === 'suspended';
  return (
    <div className={styles.market} data-testid="sports-market" data-market={market.id}>
      {showLine || locked ? (
        <p className={styles.marketLine}>
          {showLine ? marketTitle(t, market) : null}
          {locked ? (
            <span className={styles.suspendedNote}>
              {showLine ? ' · ' : null}
              <LockIcon /> {t(open ? 'SPORTS_MARKET_SUSPENDED' : 'SPORTS_MARKET_CLOSED')}
            </span>
          ) : null}
        </p>
      ) : null}
      <div className={styles.outcomes} role="group" aria-label={marketTitle(t, market)}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            event={event}
            market={market}
            outcome={outcome}
            label={outcomeName(t, event, market, outcome.id)}
          />
        ))}
      </div>
    </div>
  );
}
