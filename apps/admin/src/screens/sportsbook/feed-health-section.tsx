import type { SportsDeadLetterView, SportsProducerView } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, DateTime, ErrorBanner } from '../../lib/ui';
import { useFeedHealth } from './api/get-feed-health';
import { DescriptionsRefresh } from './descriptions-refresh';
import styles from './sportsbook.module.css';
import health from './feed-health.module.css';

const column = createColumnHelper<SportsProducerView>();

/** A producer's status as a badge tone. */
const STATUS_TONE: Record<SportsProducerView['status'], string> = {
  up: 'badge-ok',
  recovering: 'badge-warn',
  down: 'badge-danger',
};

/** How long ago `ms` was, counted from the server's `now`, in the back office's language ("8 seconds ago"). */
function agoText(ms: number, now: number, locale: string): string {
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3_600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3_600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

/** An instant as "8 seconds ago", its local date and time (with seconds) as the tooltip. */
function Ago({ ms, now }: { /** Epoch ms. */ ms: number; /** The server clock, epoch ms. */ now: number }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const date = new Date(ms);
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
  return (
    <time className={health.nowrap} dateTime={date.toISOString()} title={full}>
      {agoText(ms, now, locale)}
    </time>
  );
}

/**
 * The odds feed's health: each UOF producer (live odds, prematch) as the process leading the feed last stored
 * it, with its recovery and open markets, and the feed messages the book could not read (dead letters).
 * Read again every ten seconds; read-only.
 */
export function FeedHealthSection() {
  const { t, i18n } = useTranslation('sportsbook');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const feed = useFeedHealth();
  const now = feed.data?.serverTime ?? 0;
  const columns = useMemo(
    () => [
      column.display({
        id: 'producer',
        header: t('feedHealth.columns.producer'),
        cell: ({ row: { original } }) => (
          <>
            {t(`feedHealth.kinds.${original.kind}`)}
            <br />
            <span className={`${styles.key} ${health.nowrap}`}>
              {t('feedHealth.producerId', { id: original.producerId, feed: original.feed })}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'status',
        header: t('feedHealth.columns.status'),
        cell: ({ row: { original } }) => <ProducerStatus producer={original} />,
      }),
      column.accessor('lastAliveAt', {
        header: t('feedHealth.columns.lastAlive'),
        cell: (c) => {
          const at = c.getValue();
          return at === null ? t('feedHealth.none') : <Ago ms={at} now={now} />;
        },
      }),
      column.accessor('lastProcessedTs', {
        header: t('feedHealth.columns.recoveredUpTo'),
        cell: (c) => {
          const at = c.getValue();
          return at === null ? t('feedHealth.none') : <DateTime ms={at} />;
        },
      }),
      column.accessor('recovery', {
        header: t('feedHealth.columns.recovery'),
        cell: (c) => {
          const recovery = c.getValue();
          if (recovery === null) return t('feedHealth.none');
          return (
            <span className={health.recovery}>
              {recovery.after === null ? (
                t('feedHealth.recoveryFull', { id: recovery.requestId })
              ) : (
                <>
                  {t('feedHealth.recoveryAfter', { id: recovery.requestId })} <DateTime ms={recovery.after} />
                </>
              )}
              <span className="muted">
                {t('feedHealth.requested')} <Ago ms={recovery.requestedAt} now={now} />
              </span>
            </span>
          );
        },
      }),
      column.accessor('lastFailure', {
        header: t('feedHealth.columns.lastFailure'),
        cell: (c) => <span className={health.failure}>{c.getValue() ?? t('feedHealth.none')}</span>,
      }),
      column.accessor('activeMarkets', {
        header: t('feedHealth.columns.activeMarkets'),
        cell: (c) => new Intl.NumberFormat(locale).format(c.getValue()),
      }),
    ],
    [t, locale, now],
  );

  return (
    <section className={styles.section} aria-labelledby="sportsbook-feed-health-title">
      <div className={health.head}>
        <h2 id="sportsbook-feed-health-title" className={styles.sectionTitle}>
          {t('feedHealth.title')}
        </h2>
        <button type="button" className="btn" onClick={() => void feed.refetch()}>
          {t('common:actions.refresh')}
        </button>
      </div>
      <p className={styles.hint}>{t('feedHealth.hint')}</p>
      <DescriptionsRefresh />
      <ErrorBanner error={feed.error} onRetry={() => void feed.refetch()} />
      <DataTable
        caption={t('feedHealth.caption')}
        columns={columns}
        data={feed.data?.producers ?? []}
        loading={feed.isPending}
        emptyText={t('feedHealth.empty')}
        getRowId={(producer) => `${producer.feed}:${producer.producerId}`}
      />
      {feed.data ? <DeadLetters letters={feed.data.deadLetters} count={feed.data.deadLetterCount} /> : null}
    </section>
  );
}

/** A producer's status as a translated badge, with why it is down (translated too) under it. */
function ProducerStatus({ producer }: { /** The producer. */ producer: SportsProducerView }) {
  const { t } = useTranslation('sportsbook');
  const reason = producer.status === 'up' ? null : producer.downReason;
  return (
    <span className={health.status}>
      <span className={`badge ${STATUS_TONE[producer.status]}`}>
        {t(`feedHealth.statuses.${producer.status}`)}
      </span>
      {reason ? (
        <span className="muted">{t(`feedHealth.downReasons.${reason}`, { defaultValue: reason })}</span>
      ) : null}
    </span>
  );
}

/** Props of DeadLetters. */
interface DeadLettersProps {
  /** The latest dead letters, newest first. */
  letters: readonly SportsDeadLetterView[];
  /** How many are stored in all. */
  count: number;
}

/** The feed messages the book could not read: when, their routing key, why, and their body (folded). */
function DeadLetters({ letters, count }: DeadLettersProps) {
  const { t, i18n } = useTranslation('sportsbook');
  const number = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage ?? 'en'));
  return (
    <section className={health.letters} aria-labelledby="sportsbook-dead-letters-title">
      <h3 id="sportsbook-dead-letters-title" className={health.lettersTitle}>
        {t('feedHealth.deadLetters.title')}
      </h3>
      {count === 0 ? (
        <p className="muted">{t('feedHealth.deadLetters.empty')}</p>
      ) : (
        <p>
          {t('feedHealth.deadLetters.count', { count, formatted: number.format(count) })}
          {count > letters.length ? (
            <> {t('feedHealth.deadLetters.latest', { shown: number.format(letters.length) })}</>
          ) : null}
        </p>
      )}
      {letters.length > 0 ? (
        <ol className={health.letterList}>
          {letters.map((letter) => (
            <li key={letter.id} className={health.letter}>
              <dl className={health.facts}>
                <dt>{t('feedHealth.deadLetters.receivedAt')}</dt>
                <dd>
                  <DateTime ms={letter.receivedAt} /> · {letter.feed}
                </dd>
                <dt>{t('feedHealth.deadLetters.routingKey')}</dt>
                <dd>
                  <code className={styles.code}>{letter.routingKey}</code>
                </dd>
                <dt>{t('feedHealth.deadLetters.reason')}</dt>
                <dd className={health.reason}>{letter.reason}</dd>
              </dl>
              <details className={health.body}>
                <summary>
                  {t('feedHealth.deadLetters.body', {
                    count: letter.body.length,
                    formatted: number.format(letter.body.length),
                  })}
                </summary>
                <pre>{letter.body}</pre>
              </details>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
