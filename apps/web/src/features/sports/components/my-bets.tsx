import type { SportsBetView } from '@casino/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { localeOf } from '../../../lib/i18n/language';
import { getSportsBets, type SportsBetsState } from '../api/get-sports-bets';
import { sportsKeys } from '../hooks/sports-keys';
import { tellParent } from '../hooks/use-parent-frame';
import type { SportsAccount } from '../hooks/use-sports-account';
import { betKindName } from '../utils/bet-names';
import { formatOdds } from '../utils/odds-format';
import { betsOfPages, upsertBetInPages, withoutBetInPages, type BetPages } from '../utils/bet-pages';
import { CashOutPanel } from './cash-out-panel';
import styles from './bets.module.css';

const STATES: readonly SportsBetsState[] = ['open', 'settled'];

/** The inputs of MyBets. */
export interface MyBetsProps {
  account: SportsAccount;
}

/**
 * The player's bets of the mode in play (real or demo): open ones with cash-out, and settled ones, a page
 * at a time: "Show older bets" under a list appends its next older page while there is one.
 */
export function MyBets({ account }: MyBetsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SportsBetsState>('open');
  const { demo, ready, applyBalance } = account;
  const bets = useInfiniteQuery({
    queryKey: sportsKeys.bets(state, demo),
    queryFn: ({ pageParam }) => getSportsBets(state, demo, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.extra.nextBeforeId ?? undefined,
    enabled: ready,
  });
  const list = useMemo(() => (bets.data ? betsOfPages(bets.data) : undefined), [bets.data]);
  // A failed older page keeps the bets shown; the error goes under them, beside the button to try again.
  const olderFailed = bets.isFetchNextPageError;

  const onCashedOut = useCallback(
    (bet: SportsBetView, balance: number) => {
      queryClient.setQueryData<BetPages>(sportsKeys.bets('open', bet.demo), (before) =>
        before
          ? bet.status === 'OPEN'
            ? upsertBetInPages(before, bet)
            : withoutBetInPages(before, bet.id)
          : before,
      );
      void queryClient.invalidateQueries({ queryKey: sportsKeys.bets('settled', bet.demo) });
      applyBalance(balance);
      if (!bet.demo) tellParent({ type: 'balance', balance });
    },
    [applyBalance, queryClient],
  );

  return (
    <section aria-labelledby="sports-my-bets-title" data-testid="sports-my-bets">
      <h2 id="sports-my-bets-title" className={styles.visuallyHidden}>
        {t('SPORTS_TAB_MY_BETS')}
      </h2>
      <div className={styles.states} role="tablist" aria-label={t('SPORTS_TAB_MY_BETS')}>
        {STATES.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`sports-bets-tab-${each}`}
            aria-selected={state === each}
            aria-controls="sports-bets-panel"
            className={styles.state}
            onClick={() => setState(each)}
            data-testid={`my-bets-${each}`}
          >
            {t(each === 'open' ? 'SPORTS_BETS_OPEN' : 'SPORTS_BETS_SETTLED')}
          </button>
        ))}
      </div>
      <div id="sports-bets-panel" role="tabpanel" aria-labelledby={`sports-bets-tab-${state}`}>
        {demo ? <p className={styles.muted}>{t('SPORTS_BETS_DEMO_NOTE')}</p> : null}
        {(bets.isError && !olderFailed) || account.walletError ? (
          <p className={styles.error} role="alert">
            {refusalText(bets.error ?? account.walletError) ?? t('SPORTS_LOAD_FAILED')}
          </p>
        ) : !list ? (
          <p className={styles.empty}>{t('SPORTS_LOADING')}</p>
        ) : list.length === 0 ? (
          <p className={styles.empty}>
            {t(state === 'open' ? 'SPORTS_BETS_NONE_OPEN' : 'SPORTS_BETS_NONE_SETTLED')}
          </p>
        ) : (
          <>
            <ul className={styles.list} id="sports-bets-list" aria-busy={bets.isFetchingNextPage}>
              {list.map((bet) => (
                <li key={bet.id}>
                  <BetCard bet={bet} account={account} onCashedOut={onCashedOut} />
                </li>
              ))}
            </ul>
            {olderFailed ? (
              <p className={styles.error} role="alert" data-testid="my-bets-older-error">
                {refusalText(bets.error) ?? t('SPORTS_LOAD_FAILED')}
              </p>
            ) : null}
            {bets.hasNextPage ? (
              <button
                type="button"
                className={styles.more}
                aria-controls="sports-bets-list"
                disabled={bets.isFetchingNextPage}
                onClick={() => void bets.fetchNextPage()}
                data-testid="my-bets-older"
              >
                {t(bets.isFetchingNextPage ? 'SPORTS_LOADING' : 'SPORTS_BETS_SHOW_OLDER')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

/** The inputs of BetCard. */
interface BetCardProps {
  bet: SportsBetView;
  account: SportsAccount;
  onCashedOut: (bet: SportsBetView, balance: number) => void;
}

/** One bet: its legs with their results, the stake, what it can still win or what it paid, and its status. */
function BetCard({ bet, account, onCashedOut }: BetCardProps) {
  const { t, i18n } = useTranslation();
  const open = bet.status === 'OPEN';
  const { format } = account;
  const placedAt = new Intl.DateTimeFormat(localeOf(i18n.language), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(bet.createdAt);
  return (
    <article
      className={styles.card}
      aria-label={t('SPORTS_BET_NUMBER', { id: bet.id })}
      data-testid={open ? 'open-bet' : 'settled-bet'}
      data-bet={bet.id}
      data-status={bet.status}
    >
      <header className={styles.cardHead}>
        <strong>{betKindName(t, bet)}</strong>
        {bet.demo ? <span className={styles.demo}>{t('SPORTS_DEMO')}</span> : null}
        <span className={`${styles.status} ${styles[`status${bet.status}`] ?? ''}`}>
          {t(`SPORTS_BET_${bet.status}`)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <li key={`${leg.eventId}/${leg.marketId}`} className={styles.leg}>
            <span className={styles.legPick}>
              <span className={styles.legName}>{leg.outcomeName}</span>
              <span className={styles.legMeta}>
                {leg.marketName} · {leg.eventName}
              </span>
            </span>
            <span className={styles.legOdds}>{formatOdds(leg.odds)}</span>
            <span className={`${styles.result} ${leg.result ? styles[`result_${leg.result}`] : ''}`}>
              {t(leg.result ? `SPORTS_RESULT_${leg.result.toUpperCase()}` : 'SPORTS_RESULT_PENDING')}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('SPORTS_BET_STAKE')}</dt>
          <dd>{format(bet.totalStake)}</dd>
        </div>
        {open && bet.stakeLeft !== bet.totalStake ? (
          <div>
            <dt>{t('SPORTS_BET_STAKE_LEFT')}</dt>
            <dd>{format(bet.stakeLeft)}</dd>
          </div>
        ) : null}
        {open ? (
          <div>
            <dt>{t('SPORTS_SLIP_POTENTIAL_WIN')}</dt>
            <dd className={styles.win} data-testid="bet-potential-win">
              {format(bet.potentialWin)}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('SPORTS_BET_PAID')}</dt>
            <dd className={bet.paid > 0 ? styles.win : undefined} data-testid="bet-paid">
              {format(bet.paid)}
            </dd>
          </div>
        )}
        {bet.cashedOut > 0 ? (
          <div>
            <dt>{t('SPORTS_BET_CASHED_OUT')}</dt>
            <dd>{format(bet.cashedOut)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.placed}>{t('SPORTS_BET_PLACED_AT', { time: placedAt, id: bet.id })}</p>
      {open && bet.kind !== 'system' ? (
        <CashOutPanel bet={bet} format={format} decimals={account.decimals} onCashedOut={onCashedOut} />
      ) : null}
    </article>
  );
}
