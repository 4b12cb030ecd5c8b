import type { CrashDeskRound, CrashLiveGame, CrashRoundTotals } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, DateTime, ErrorBanner, Money } from '../../lib/ui';
import { useCrashLive } from './api/get-crash-live';
import styles from './games.module.css';

/** Below this many rounds left, the chain is flagged: a new chain must be committed and salted soon. */
const LOW_REMAINING = 100;

const column = createColumnHelper<CrashDeskRound>();

/**
 * The crash games as they run: the round in play with what is staked on it, the bets queued for the next
 * round, the latest rounds with their crash points and the house's result, and how long the chain lasts.
 * Read-only: a round's outcome was fixed by its chain when the chain was committed.
 */
export function CrashLiveSection() {
  const { t } = useTranslation('games');
  const live = useCrashLive();
  return (
    <section className={styles.section} aria-labelledby="crash-live-title">
      <h2 id="crash-live-title" className={styles.sectionTitle}>
        {t('live.title')}
      </h2>
      <p className={styles.hint}>{t('live.hint')}</p>
      <ErrorBanner error={live.error} onRetry={() => void live.refetch()} />
      {live.isPending ? <p className="muted">{t('common:table.loading')}</p> : null}
      <div className={styles.liveGrid}>
        {(live.data ?? []).map((game) => (
          <LiveGame key={game.gameId} game={game} />
        ))}
      </div>
    </section>
  );
}

/** One crash game: its round in play, the queue, the chain's remaining rounds and the latest rounds. */
function LiveGame({ game }: { /** The game's live state. */ game: CrashLiveGame }) {
  const { t, i18n } = useTranslation('games');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const columns = useMemo(
    () => [
      column.accessor('number', { header: t('live.columns.round'), cell: (c) => `#${c.getValue()}` }),
      column.accessor('crashPoint', {
        header: t('live.columns.crashPoint'),
        cell: (c) => (c.getValue() === null ? '—' : `${(c.getValue() ?? 0).toFixed(2)}×`),
      }),
      column.accessor('crashedAt', {
        header: t('live.columns.crashedAt'),
        cell: (c) => {
          const at = c.getValue();
          return at === null ? '—' : <DateTime ms={at} />;
        },
      }),
      column.display({
        id: 'bets',
        header: t('live.columns.bets'),
        cell: ({ row: { original } }) => number(sumBets(original.totals)),
      }),
      column.display({
        id: 'result',
        header: t('live.columns.houseResult'),
        cell: ({ row: { original } }) => <HouseResult totals={original.totals} />,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `number` follows `locale`
    [t, locale],
  );
  const chain = game.chain;
  const title = t(`live.games.${game.gameId}`, { defaultValue: game.gameId });
  return (
    <article className={styles.liveCard} aria-labelledby={`live-${game.gameId}`}>
      <h3 id={`live-${game.gameId}`} className={styles.sectionTitle}>
        {title}
      </h3>
      <RoundInPlay round={game.round} serverTime={game.serverTime} />
      <p>
        <span>{t('live.queued', { count: game.queued, formatted: number(game.queued) })}</span>
        {chain ? (
          <>
            {' · '}
            {chain.status === 'AWAITING_BEACON' ? (
              <span className="badge badge-warn">
                {t('live.chainAwaitingBeacon', { id: chain.id, round: chain.beaconRound })}
              </span>
            ) : (
              <span className={chain.remaining < LOW_REMAINING ? 'badge badge-warn' : undefined}>
                {t('live.chainRemaining', { id: chain.id, formatted: number(chain.remaining) })}
              </span>
            )}
          </>
        ) : null}
      </p>
      <DataTable
        caption={t('live.recentCaption', { game: title })}
        columns={columns}
        data={game.recent}
        emptyText={t('live.noRounds')}
        getRowId={(round) => String(round.id)}
      />
    </article>
  );
}

/** The round in play, its phase, and what is staked, paid and still riding per currency. */
function RoundInPlay({
  round,
  serverTime,
}: {
  /** The round not yet crashed, if any. */
  round: CrashDeskRound | null;
  /** The server's clock when it answered, so a countdown does not depend on this computer's clock. */
  serverTime: number;
}) {
  const { t } = useTranslation('games');
  if (!round) return <p className="muted">{t('live.between')}</p>;
  const phase =
    round.status === 'BETTING'
      ? t('live.betting', { seconds: Math.max(0, Math.ceil((round.bettingEndsAt - serverTime) / 1000)) })
      : t('live.flying', {
          seconds: Math.max(0, Math.floor((serverTime - (round.startedAt ?? serverTime)) / 1000)),
        });
  return (
    <div className={styles.liveRound}>
      <p>
        <strong>{t('live.round', { number: round.number })}</strong>{' '}
        <span className={round.status === 'BETTING' ? 'badge' : 'badge badge-ok'}>{phase}</span>
      </p>
      {round.totals.length === 0 ? (
        <p className="muted">{t('live.noBets')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption>{t('live.totalsCaption', { number: round.number })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('live.columns.currency')}</th>
                <th scope="col">{t('live.columns.bets')}</th>
                <th scope="col">{t('live.columns.players')}</th>
                <th scope="col">{t('live.columns.stake')}</th>
                <th scope="col">{t('live.columns.payout')}</th>
                <th scope="col">{t('live.columns.open')}</th>
              </tr>
            </thead>
            <tbody>
              {round.totals.map((line) => (
                <tr key={line.currencyId}>
                  <th scope="row">{line.currencyId}</th>
                  <td>{line.bets}</td>
                  <td>{line.players}</td>
                  <td>
                    <Money amount={line.stake} currency={line.currencyId} />
                  </td>
                  <td>
                    <Money amount={line.payout} currency={line.currencyId} />
                  </td>
                  <td>{line.open}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The house's result of a round per currency: stakes less payouts. */
function HouseResult({ totals }: { /** The round's lines per currency. */ totals: CrashRoundTotals[] }) {
  if (totals.length === 0) return <>—</>;
  return (
    <ul className={styles.limitList}>
      {totals.map((line) => (
        <li key={line.currencyId}>
          <Money amount={line.stake - line.payout} currency={line.currencyId} signed />
        </li>
      ))}
    </ul>
  );
}

function sumBets(totals: readonly CrashRoundTotals[]): number {
  return totals.reduce((sum, line) => sum + line.bets, 0);
}
