import type { ActivityEntry } from '@casino/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { localeOf } from '../../../lib/i18n/language';
import { displayAmount, findCurrency } from '../../../lib/money/format-amount';
import { getSiteConfig } from '../../../lib/site/site-config';
import { useHomeActivity } from '../hooks/use-home-activity';
import styles from './activity-ticker.module.css';

const TABS = [
  { id: 'bigWins', label: 'ACTIVITY_BIG_WINS' },
  { id: 'latestBets', label: 'ACTIVITY_LATEST_BETS' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The lobby's live activity (issue 13): the biggest recent wins and the latest bets, under two tabs, in
 * a row of cards that scrolls sideways. Its height is fixed (the slot reserves it before this loads).
 */
export function ActivityTicker() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('bigWins');
  const { data, isError } = useHomeActivity();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const entries = data?.[tab] ?? [];

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern); Tab goes on into the panel.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.findIndex((item) => item.id === tab) + 1) % TABS.length]?.id ?? 'bigWins';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.ticker} aria-labelledby={`${baseId}-title`} data-testid="activity-ticker">
      <div className={styles.header}>
        <h2 id={`${baseId}-title`} className={styles.title}>
          <span className={styles.liveDot} aria-hidden="true" />
          <span className={styles.titleText}>{t('ACTIVITY_TITLE')}</span>
        </h2>
        <div role="tablist" aria-label={t('ACTIVITY_TITLE')} className={styles.tabs}>
          {TABS.map((item) => (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === item.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(item.id)}
              onKeyDown={onTabKey}
              data-testid={`activity-tab-${item.id}`}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${tab}`}
        // The row scrolls sideways: focusable, so a keyboard can scroll it too.
        tabIndex={0}
        className={styles.panel}
        data-testid="activity-panel"
      >
        {entries.length > 0 ? (
          <ul className={styles.list}>
            {entries.map((entry) => (
              <ActivityCard key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>
            {t(data ? 'ACTIVITY_EMPTY' : isError ? 'ACTIVITY_FAILED' : 'ACTIVITY_LOADING')}
          </p>
        )}
      </div>
    </section>
  );
}

/** The props of ActivityCard. */
interface ActivityCardProps {
  /** The settled bet shown. */
  entry: ActivityEntry;
}

/** One settled bet: the game, the masked player, the stake, the multiplier and what it paid. */
function ActivityCard({ entry }: ActivityCardProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumberFormat();
  const currency = findCurrency(getSiteConfig().currencies, entry.currencyId);
  const money = (value: number) => {
    const { symbol, amount } = displayAmount(value, currency, i18n.language, entry.currencyId);
    return `${symbol} ${amount}`;
  };
  const won = entry.payout > 0;
  return (
    <li className={styles.card} data-testid="activity-entry" data-won={won}>
      <span className={styles.game}>{t(entry.gameName)}</span>
      <span className={styles.player} data-testid="activity-player">
        {entry.player}
      </span>
      <span className={styles.row}>
        <span className={styles.label}>{t('ACTIVITY_BET')}</span>
        <span>{money(entry.betAmount)}</span>
      </span>
      <span className={styles.row}>
        <span className={won ? styles.payoutWon : styles.payoutLost} data-testid="activity-payout">
          {won ? `${numbers.multiplier(entry.multiplier)}× · ${money(entry.payout)}` : t('ACTIVITY_LOST')}
        </span>
      </span>
      <time className={styles.time} dateTime={new Date(entry.time).toISOString()}>
        {timeAgo(entry.time, i18n.language)}
      </time>
    </li>
  );
}

/** "2 min ago" in the player's language. */
function timeAgo(time: number, language: string): string {
  const seconds = Math.max(0, Math.round((Date.now() - time) / 1000));
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto', style: 'short' });
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  return format.format(-Math.floor(seconds / 3600), 'hour');
}
