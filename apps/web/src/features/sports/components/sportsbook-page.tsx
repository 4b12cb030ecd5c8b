import {
  SOCKET_EVENTS,
  SPORT_IDS,
  type SportId,
  type SportsBetView,
  type SportsCatalogue,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { refusalText } from '../../../lib/api/refusal-text';
import {
  handleBalancePush,
  sessionBalanceActions,
  type BalancePushActions,
} from '../../../lib/session/balance-push';
import { useSocketEvent } from '../../../lib/socket/socket-hooks';
import { getSportsCatalogue } from '../api/get-sports-catalogue';
import { sportsKeys } from '../hooks/sports-keys';
import { tellParent, useParentFrame } from '../hooks/use-parent-frame';
import { usePlaceBets } from '../hooks/use-place-bets';
import { useSportsAccount } from '../hooks/use-sports-account';
import { useSportsLive } from '../hooks/use-sports-live';
import { useWideLayout } from '../hooks/use-wide-layout';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { BetSlip } from './bet-slip';
import { EventList } from './event-list';
import { EventPage } from './event-page';
import { MyBets } from './my-bets';
import { SportChips } from './sport-chips';
import { SportsHeader } from './sports-header';
import styles from './sports.module.css';

const TABS = ['live', 'upcoming', 'bets'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEYS: Record<Tab, string> = {
  live: 'SPORTS_TAB_LIVE',
  upcoming: 'SPORTS_TAB_UPCOMING',
  bets: 'SPORTS_TAB_MY_BETS',
};
const TAB_TEST_IDS: Record<Tab, string> = { live: 'live-tab', upcoming: 'upcoming-tab', bets: 'my-bets-tab' };
const CATALOGUE_REFRESH_MS = 60_000;

/** The tab the address names; without one, Live when anything is live, else Upcoming. */
function tabOf(value: string | null, catalogue: SportsCatalogue | undefined): Tab {
  if (TABS.includes(value as Tab)) return value as Tab;
  return catalogue && catalogue.sports.every((sport) => sport.live === 0) ? 'upcoming' : 'live';
}

/** The sport the address names; without one, the first with events in the tab. */
function sportOf(value: string | null, catalogue: SportsCatalogue | undefined, live: boolean): SportId {
  if (SPORT_IDS.includes(value as SportId)) return value as SportId;
  const busy = catalogue?.sports.find((sport) => (live ? sport.live : sport.upcoming) > 0);
  return busy?.id ?? catalogue?.sports[0]?.id ?? 'football';
}

/** The session's balance actions, each new balance also told to the page that frames the sports app. */
const frameBalanceActions: BalancePushActions = {
  ...sessionBalanceActions,
  setBalance: (balance) => {
    sessionBalanceActions.setBalance(balance);
    tellParent({ type: 'balance', balance });
  },
};

/**
 * The sportsbook (issue 17), the page the /embed iframe shows: live and upcoming events by sport, an event's
 * every market, the bet slip (a column on a desktop, a drawer on a phone) and the player's bets with
 * cash-out. Prices, scores and bets stay live over the socket; visitors play demo.
 */
export function SportsbookPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const account = useSportsAccount();
  const placement = usePlaceBets(account);
  const wide = useWideLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const selectionCount = useBetSlipStore((state) => state.selections.length);
  useParentFrame();

  const onBetSettled = useCallback(
    (bet: SportsBetView) => {
      // A real-money settlement's balance comes as its own push (below), in the order the book wrote it.
      if (bet.paid > 0 && bet.demo) void queryClient.invalidateQueries({ queryKey: sportsKeys.demoWallets });
    },
    [queryClient],
  );
  useSportsLive(onBetSettled);
  // Spec §4: the site's balance-push rule, and the framing page told the new balance. Pushes arrive in
  // commit order, where reading the user after each settlement could let an older answer land last.
  useSocketEvent(SOCKET_EVENTS.balance, (message) => handleBalancePush(message, frameBalanceActions));

  const catalogue = useQuery({
    queryKey: sportsKeys.catalogue,
    queryFn: getSportsCatalogue,
    refetchInterval: CATALOGUE_REFRESH_MS,
  });
  const tab = tabOf(params.get('tab'), catalogue.data);
  const live = tab === 'live';
  const sport = sportOf(params.get('sport'), catalogue.data, live);
  const eventId = tab === 'bets' ? null : params.get('event');
  const liveCount = catalogue.data?.sports.reduce((sum, each) => sum + each.live, 0) ?? 0;

  const go = (next: Record<string, string>, push = false) => setParams(next, { replace: !push });
  const showSlip = wide || drawerOpen;
  const slip = (
    <BetSlip
      account={account}
      placement={placement}
      liveDelayMs={catalogue.data?.liveDelayMs ?? 0}
      onClose={wide ? undefined : closeDrawer}
    />
  );

  return (
    <div className={styles.page} data-testid="sportsbook">
      <SportsHeader account={account} catalogue={catalogue.data} />
      <div className={styles.tabs} role="tablist" aria-label={t('SPORTS_SECTIONS')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`sports-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="sports-panel"
            className={styles.tab}
            onClick={() => go({ tab: name })}
            data-testid={TAB_TEST_IDS[name]}
          >
            {name === 'live' ? <span className={styles.liveDot} aria-hidden="true" /> : null}
            {t(TAB_KEYS[name])}
            {name === 'live' && liveCount > 0 ? <span className={styles.count}>{liveCount}</span> : null}
          </button>
        ))}
      </div>

      <div className={styles.layout}>
        <main id="sports-panel" className={styles.main} role="tabpanel" aria-labelledby={`sports-tab-${tab}`}>
          {catalogue.isError ? (
            <p className={styles.error} role="alert">
              {refusalText(catalogue.error) ?? t('SPORTS_LOAD_FAILED')}
            </p>
          ) : tab === 'bets' ? (
            <MyBets account={account} />
          ) : eventId ? (
            <EventPage key={eventId} eventId={eventId} onBack={() => go({ tab, sport })} />
          ) : catalogue.data ? (
            <>
              <SportChips
                sports={catalogue.data.sports}
                live={live}
                selected={sport}
                onSelect={(next) => go({ tab, sport: next })}
              />
              <EventList
                key={`${sport}-${tab}`}
                sport={sport}
                live={live}
                onOpen={(id) => go({ tab, sport, event: id }, true)}
              />
            </>
          ) : (
            <p className={styles.empty}>{t('SPORTS_LOADING')}</p>
          )}
        </main>
        {wide ? <aside className={styles.slipColumn}>{slip}</aside> : null}
      </div>

      {!wide && !drawerOpen && (selectionCount > 0 || placement.receipt) ? (
        <button
          type="button"
          className={styles.slipBar}
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          data-testid="slip-open"
        >
          <span>
            <span className={styles.slipBarCount}>{selectionCount}</span>
            {t('SPORTS_SLIP_TITLE')}
          </span>
          <span aria-hidden="true">▲</span>
        </button>
      ) : null}
      {!wide && showSlip ? <SlipDrawer onClose={closeDrawer}>{slip}</SlipDrawer> : null}
    </div>
  );
}

/** The inputs of SlipDrawer. */
interface SlipDrawerProps {
  children: ReactNode;
  onClose: () => void;
}

/** The slip over the page on a phone: a modal sheet from the bottom, closed by Escape or its backdrop. */
function SlipDrawer({ children, onClose }: SlipDrawerProps) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    sheet.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  return (
    <div className={styles.backdrop} onClick={onClose} role="presentation">
      <div
        ref={sheet}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t('SPORTS_SLIP_TITLE')}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
