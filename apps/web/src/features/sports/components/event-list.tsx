import type { SportId, SportsEventView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { useServerNow } from '../../../lib/hooks/use-server-now';
import { getSportsEvents } from '../api/get-sports-events';
import { sportsKeys } from '../hooks/sports-keys';
import { useSportsLanguage } from '../hooks/use-sports-language';
import { kickoffOf } from '../utils/event-time';
import { shortOutcomeLabels } from '../utils/market-labels';
import { OddsButton } from './odds-button';
import styles from './sports.module.css';

/** Lists are read again this often besides the pushes (a new fixture, a missed push). */
const LIVE_REFRESH_MS = 30_000;
const UPCOMING_REFRESH_MS = 60_000;
const CLOCK_TICK_MS = 30_000;

/** The inputs of EventList. */
export interface EventListProps {
  sport: SportId;
  /** Live events, or upcoming ones. */
  live: boolean;
  /** Opens an event's page. */
  onOpen: (eventId: string) => void;
}

/** Events grouped by competition, in the order the server sends them. */
function byCompetition(events: readonly SportsEventView[]): [string, SportsEventView[]][] {
  const groups = new Map<string, SportsEventView[]>();
  for (const event of events)
    groups.set(event.competition, [...(groups.get(event.competition) ?? []), event]);
  return [...groups];
}

/** A sport's live or upcoming events, grouped by competition, each with its main market's prices. */
export function EventList({ sport, live, onOpen }: EventListProps) {
  const { t } = useTranslation();
  const lang = useSportsLanguage();
  const now = useServerNow(!live, CLOCK_TICK_MS);
  const events = useQuery({
    queryKey: sportsKeys.events(sport, live, lang),
    queryFn: () => getSportsEvents(sport, live, lang),
    refetchInterval: live ? LIVE_REFRESH_MS : UPCOMING_REFRESH_MS,
  });
  if (events.isPending) return <p className={styles.empty}>{t('SPORTS_LOADING')}</p>;
  if (events.isError) {
    return (
      <p className={styles.error} role="alert">
        {refusalText(events.error) ?? t('SPORTS_LOAD_FAILED')}
      </p>
    );
  }
  if (events.data.length === 0) {
    return <p className={styles.empty}>{t(live ? 'SPORTS_NO_LIVE' : 'SPORTS_NO_UPCOMING')}</p>;
  }
  return (
    <div data-testid="sports-event-list">
      {byCompetition(events.data).map(([competition, list]) => (
        <section key={competition} className={styles.competition} aria-label={competition}>
          <h2 className={styles.competitionTitle}>{competition}</h2>
          <ul className={styles.rows}>
            {list.map((event) => (
              <EventRow key={event.id} event={event} now={now} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The inputs of EventRow. */
interface EventRowProps {
  event: SportsEventView;
  /** The server clock, for "today" and "tomorrow". */
  now: number;
  onOpen: (eventId: string) => void;
}

/** One event of a list: when (or the live score), the sides, and the main market's prices (1 X 2 by position). */
function EventRow({ event, now, onOpen }: EventRowProps) {
  const { t, i18n } = useTranslation();
  const main = event.markets[0];
  const labels = main ? shortOutcomeLabels(main.outcomes) : [];
  const live = event.status === 'live' || event.status === 'suspended';
  const kickoff = kickoffOf(event.startsAt, now, i18n.language);
  const more = Math.max(0, event.marketCount - (main ? 1 : 0));
  const name = t('SPORTS_EVENT_NAME', { home: event.home, away: event.away });
  return (
    <li className={styles.row} data-testid="sports-event-row" data-event={event.id}>
      <button
        type="button"
        className={styles.rowMain}
        onClick={() => onOpen(event.id)}
        aria-label={t('SPORTS_OPEN_EVENT', { name, count: event.marketCount })}
      >
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveClock}>{t('SPORTS_LIVE_BADGE')}</span>
              <span>{event.score?.clock ?? ''}</span>
            </>
          ) : (
            <>
              <span>
                {kickoff.day === 'today'
                  ? t('SPORTS_TODAY')
                  : kickoff.day === 'tomorrow'
                    ? t('SPORTS_TOMORROW')
                    : kickoff.date}
              </span>
              <span>{kickoff.time}</span>
            </>
          )}
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>
            <span>{event.home}</span>
            {live && event.score ? <span className={styles.score}>{event.score.home}</span> : null}
          </span>
          <span className={styles.team}>
            <span>{event.away}</span>
            {live && event.score ? <span className={styles.score}>{event.score.away}</span> : null}
          </span>
        </span>
        <span className={styles.more} aria-hidden="true">
          {more > 0 ? `+${more}` : ''} ›
        </span>
      </button>
      {main ? (
        <div className={styles.rowOdds} role="group" aria-label={`${name}: ${main.name}`}>
          {main.outcomes.map((outcome, index) => (
            <OddsButton
              key={outcome.id}
              event={event}
              market={main}
              outcome={outcome}
              label={labels[index]}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}
