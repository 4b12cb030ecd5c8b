import { SPEC, type CrashChainView, type CrashGameId, type CrashRoundView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHorizontalLayout } from '../../../lib/native/use-horizontal-layout';
import { getSiteConfig } from '../../../lib/site/site-config';
import { getCrashTerms } from '../api/get-crash-terms';
import { useCrashLive } from '../hooks/use-crash-live';
import type { CrashBetLimits } from '../utils/bet-form';
import { isSoundOff, setSoundOff as storeSoundOff } from '../../../lib/sound/synth';
import { BetList } from './bet-list';
import { BetPanel } from './bet-panel';
import styles from './crash.module.css';
import { CrashStage } from './crash-stage';
import { RoundHistory } from './round-history';
import { VerifyPanel } from './verify-panel';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { MAX_BET_DECIMALS } from '../../../lib/money/money-values';
import { useMoney } from '../../../lib/money/use-money';
import { useRealMoney } from '../../../lib/site/use-real-money';

/** The page's inputs. */
export interface CrashPageProps {
  gameId: CrashGameId;
}

const TABS = ['live', 'mine', 'top'] as const;
type Tab = (typeof TABS)[number];

/** Space must not bet while the player types or presses a focused control (which has its own Space). */
const ownsSpace = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(target.tagName));

/**
 * A live multiplayer crash game (/crash, /aviator): everyone watches the same round; players bet in the
 * betting window (or queue for the next round) and cash out before the crash.
 */
export function CrashPage({ gameId }: CrashPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const terms = useQuery({ queryKey: ['crash-terms', gameId], queryFn: () => getCrashTerms(gameId) });
  const money = useMoney(terms.data?.currencyId);
  const balance = money.loggedIn ? money.balance : undefined;
  const numbers = useNumberFormat();
  // Crash is played for real money only: where the market allows none, the page says so.
  const realMoney = useRealMoney();
  const live = useCrashLive(gameId, money.loggedIn);
  const [tab, setTab] = useState<Tab>('live');
  const verifyRunner = useRef<((id: number) => void) | null>(null);
  const [soundOff, setSoundOff] = useState(isSoundOff);
  const firstPanel = useRef<(() => void) | null>(null);
  const verifyRef = useRef<HTMLDivElement>(null);
  useHorizontalLayout(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || ownsSpace(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      firstPanel.current?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const limits: CrashBetLimits = {
    minBet: terms.data?.minBet ?? SPEC.minBetAmountDefault,
    maxBet: terms.data?.maxBet ?? Number.MAX_SAFE_INTEGER,
    decimals: Math.min(money.decimals, MAX_BET_DECIMALS),
    ...(balance === undefined ? {} : { balance }),
  };
  const defaultBet =
    terms.data?.defaultBet ?? (getSiteConfig().defaultBetAmount || SPEC.defaultBetAmountFallback);
  const slots = gameId === 'aviator' ? [0, 1] : [0];
  const title = t(gameId === 'aviator' ? 'AVIATOR_TITLE' : 'CRASH_TITLE');
  const pickRound = (round: CrashRoundView) => {
    verifyRunner.current?.(round.number);
    verifyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <section className={styles.page} aria-labelledby="crash-title" data-testid={`live-${gameId}`}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
          aria-label={t('CRASH_BACK')}
        >
          ‹
        </button>
        <h1 id="crash-title" className={styles.title}>
          {title}
        </h1>
        {balance !== undefined ? (
          <span className={styles.balance} data-testid="crash-balance">
            <span className={styles.balanceLabel}>{t('CRASH_BALANCE')}</span>
            <strong>{money.format(balance)}</strong>
          </span>
        ) : null}
        <button
          type="button"
          role="switch"
          aria-checked={!soundOff}
          className={styles.iconButton}
          onClick={() => {
            storeSoundOff(!soundOff);
            setSoundOff(!soundOff);
          }}
          aria-label={t('CRASH_SOUND')}
        >
          <SoundIcon off={soundOff} />
        </button>
      </header>
      <RoundHistory history={live.history} onPick={pickRound} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {live.failed ? <p className={styles.fieldError}>{t('CRASH_LOAD_FAILED')}</p> : null}
          {realMoney ? null : (
            <p className={styles.fieldError} data-testid="demo-only-note">
              {t('REAL_MONEY_UNAVAILABLE')}
            </p>
          )}
          {awaitingBeacon(live) ? (
            <p className={styles.beaconWait} role="status" data-testid="crash-waiting-beacon">
              {t('CRASH_WAITING_BEACON', { round: live.chain?.beaconRound ?? '' })}
            </p>
          ) : null}
          <CrashStage gameId={gameId} round={live.round} />
          <div className={styles.panels}>
            {slots.map((slot) => (
              <BetPanel
                key={slot}
                gameId={gameId}
                slot={slot}
                round={live.round}
                mine={live.mineOf(slot)}
                onMine={live.recordMine}
                limits={limits}
                defaultBet={defaultBet}
                quickChips={terms.data?.quickChips ?? []}
                loggedIn={money.loggedIn}
                format={money.format}
                {...(slot === 0 ? { actionRef: firstPanel } : {})}
              />
            ))}
          </div>
          {terms.data ? (
            <p className={styles.keysHint} data-testid="game-rtp">
              {t('GAMES_RTP_SHOWN', { rtp: numbers.decimal(terms.data.rtp, 2) })}
            </p>
          ) : null}
          <KeyboardTip className={styles.keysHint}>{t('CRASH_KEYS_HINT')}</KeyboardTip>
        </div>
        <aside className={styles.side}>
          <div className={styles.tabs} role="tablist" aria-label={t('CRASH_LISTS')}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`crash-tab-${name}`}
                aria-selected={tab === name}
                aria-controls="crash-tab-panel"
                className={`${styles.tab} ${tab === name ? styles.tabOn : ''}`}
                onClick={() => setTab(name)}
                data-testid={`crash-tab-${name}`}
              >
                {t(`CRASH_TAB_${name.toUpperCase()}`)}
                {name === 'live' ? <span className={styles.count}>{live.bets.length}</span> : null}
              </button>
            ))}
          </div>
          <div
            id="crash-tab-panel"
            role="tabpanel"
            aria-labelledby={`crash-tab-${tab}`}
            className={styles.tabPanel}
          >
            {tab === 'live' ? (
              <BetList
                bets={live.bets}
                format={money.format}
                emptyKey="CRASH_NO_BETS"
                testId="crash-live-bets"
              />
            ) : tab === 'mine' ? (
              <BetList
                bets={live.myBets}
                format={money.format}
                emptyKey={money.loggedIn ? 'CRASH_NO_MY_BETS' : 'CRASH_LOG_IN_FOR_HISTORY'}
                showRound
                testId="crash-my-bets"
              />
            ) : (
              <BetList
                bets={live.topWins}
                format={money.format}
                emptyKey="CRASH_NO_WINS"
                testId="crash-top-wins"
              />
            )}
          </div>
          <div ref={verifyRef}>
            <VerifyPanel
              gameId={gameId}
              runnerRef={verifyRunner}
              rtpBasisPoints={Math.round((terms.data?.rtp ?? 97) * 100)}
              currentChain={live.chain}
            />
          </div>
        </aside>
      </div>
    </section>
  );
}

/** A speaker, with sound waves when on and a cross when off; decorative (the switch is labelled). */
function SoundIcon({ off }: { off: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" strokeLinejoin="round" />
      {off ? (
        <path d="M17 9l5 6M22 9l-5 6" strokeLinecap="round" />
      ) : (
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * Whether no round is in play because the chain waits for its public beacon round (issue 34): its salt is
 * that round's randomness, and no round is dealt before it is published.
 */
function awaitingBeacon(live: { round: { status: string } | null; chain: CrashChainView | null }): boolean {
  return live.chain?.status === 'AWAITING_BEACON' && (live.round === null || live.round.status === 'CRASHED');
}
