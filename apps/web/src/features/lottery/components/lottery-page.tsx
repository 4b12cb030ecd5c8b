import type { LotteryBetView, LotteryChatMessage } from '@casino/contracts';
import { isLotteryGameId, LOTTERY_GAME_IDS, type LotteryGameId } from '@casino/game-math';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { refusalText } from '../../../lib/api/refusal-text';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { useMoney } from '../../../lib/money/use-money';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { isSoundOff, setSoundOff as storeSoundOff } from '../../../lib/sound/synth';
import type { LotteryRoomAddress } from '../api/get-lottery-room';
import { getLotteryRooms } from '../api/get-lottery-rooms';
import { useLotteryPhase } from '../hooks/use-lottery-countdown';
import { useLotteryRoom } from '../hooks/use-lottery-room';
import type { LotteryOption } from '../utils/bet-options';
import { emptyDemoWallet, placeDemoBet, settleDemoBets } from '../utils/demo-bets';
import { BetBoard } from './bet-board';
import { BetSheet } from './bet-sheet';
import { ChatPanel } from './chat-panel';
import { MyBetsList } from './my-bets-list';
import { OutcomeView } from './outcome-view';
import { ResultsList } from './results-list';
import { RoomHeader } from './room-header';
import { RulesSheet } from './rules-sheet';
import { VerifyPanel } from './verify-panel';
import styles from './lottery.module.css';

const TABS = ['results', 'my-bets', 'verify'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEYS: Record<Tab, string> = {
  results: 'LOTTERY_TAB_RESULTS',
  'my-bets': 'LOTTERY_TAB_MY_BETS',
  verify: 'LOTTERY_TAB_VERIFY',
};
const STRIP_LENGTH = 10;

/** The room the address bar names: ?roomId=N, else ?gameId= (the game's first room), else the first game. */
function addressOf(params: URLSearchParams): LotteryRoomAddress {
  const roomId = Number(params.get('roomId'));
  if (Number.isSafeInteger(roomId) && roomId > 0) return { roomId };
  const gameId = params.get('gameId') ?? '';
  return { gameId: isLotteryGameId(gameId) ? gameId : LOTTERY_GAME_IDS[0] };
}

/**
 * A lottery chat room (/chatbet, issue 16): the current period's countdown, the bet panel of its game, the
 * results, the player's bets, an in-browser verifier and the room's chat, where bets are shared and followed.
 * Visitors watch, read the chat and may practise in demo mode; a real bet asks them to log in.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const numbers = useNumberFormat();
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => addressOf(params), [params]);
  const loggedIn = hasToken(useSessionStore((state) => state.user));
  const money = useMoney();
  const live = useLotteryRoom(address, loggedIn);
  const state = live.state;
  const phase = useLotteryPhase(state?.term);
  const rooms = useQuery({ queryKey: ['lottery-rooms'], queryFn: getLotteryRooms });
  const [view, setView] = useState<'game' | 'chat'>('game');
  const [tab, setTab] = useState<Tab>('results');
  const [verifyRequest, setVerifyRequest] = useState<{ termId: number; nonce: number } | null>(null);
  const [choice, setChoice] = useState<LotteryOption | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [soundOff, setSoundOff] = useState(isSoundOff);
  const [demo, setDemo] = useState(false);
  const [placedWallet, setWallet] = useState(emptyDemoWallet);

  const gameId: LotteryGameId | undefined = state?.room.gameId;
  const results = state?.results;
  // Practice bets are settled against each real draw as it becomes known (by a push or a read); the next
  // practice bet is placed on the settled wallet, which keeps the settlement.
  const wallet = useMemo(() => (results ?? []).reduce(settleDemoBets, placedWallet), [placedWallet, results]);

  const ownBetIds = useMemo(() => new Set(live.myBets.map((bet) => bet.id)), [live.myBets]);
  const closeSheet = useCallback(() => setChoice(null), []);
  const closeRules = useCallback(() => setRulesOpen(false), []);
  const formatDemo = (value: number) => numbers.decimal(value, 2);
  const recordMine = live.recordMine;
  const onPlaced = useCallback(
    (bet: LotteryBetView, message: LotteryChatMessage | null) => recordMine(bet, message),
    [recordMine],
  );

  const verify = (termId: number) => {
    setVerifyRequest((before) => ({ termId, nonce: (before?.nonce ?? 0) + 1 }));
    setTab('verify');
  };

  if (!state || !gameId) {
    return (
      <section
        className={`${styles.page} ${styles.opening}`}
        data-testid="lottery-page"
        aria-busy={!live.error}
      >
        <p className={live.error ? styles.error : styles.muted} role={live.error ? 'alert' : undefined}>
          {live.error ? (refusalText(live.error) ?? t('LOTTERY_LOAD_FAILED')) : t('LOTTERY_LOADING')}
        </p>
      </section>
    );
  }

  const gameRooms = (rooms.data ?? []).filter((room) => room.gameId === gameId);
  const open = phase === 'open';

  return (
    <section className={styles.page} aria-labelledby="lottery-title" data-testid="lottery-page">
      <header className={styles.header}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
          aria-label={t('LOTTERY_BACK')}
        >
          ‹
        </button>
        <h1 id="lottery-title" className={styles.title}>
          {t(`LOTTERY_GAME_${gameId.toUpperCase()}`)}
        </h1>
        {demo ? (
          <span className={styles.balance} data-testid="lottery-demo-balance">
            <span className={styles.balanceLabel}>{t('LOTTERY_DEMO_BALANCE')}</span>
            <strong>{formatDemo(wallet.balance)}</strong>
          </span>
        ) : loggedIn ? (
          <span className={`${styles.balance} ${styles.wideOnly}`} data-testid="lottery-balance">
            <span className={styles.balanceLabel}>{t('LOTTERY_BALANCE')}</span>
            <strong>{money.format(money.balance)}</strong>
          </span>
        ) : null}
        <button
          type="button"
          className={styles.pillButton}
          onClick={() => setRulesOpen(true)}
          data-testid="lottery-rules"
        >
          {t('LOTTERY_RULES')}
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={!soundOff}
          className={styles.iconButton}
          onClick={() => {
            storeSoundOff(!soundOff);
            setSoundOff(!soundOff);
          }}
          aria-label={t('LOTTERY_SOUND')}
        >
          <SoundIcon off={soundOff} />
        </button>
      </header>

      <nav className={styles.switchers} aria-label={t('LOTTERY_ROOMS')}>
        <div className={styles.segmented} role="group" aria-label={t('LOTTERY_GAMES')}>
          {LOTTERY_GAME_IDS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={id === gameId}
              className={`${styles.segment} ${id === gameId ? styles.segmentOn : ''}`}
              onClick={() => setParams({ gameId: id })}
              data-testid={`lottery-game-${id}`}
            >
              {t(`LOTTERY_GAME_${id.toUpperCase()}`)}
            </button>
          ))}
        </div>
        <div className={styles.roomTabs} role="group" aria-label={t('LOTTERY_PERIODS')}>
          {gameRooms.map((room) => (
            <button
              key={room.id}
              type="button"
              aria-pressed={room.id === state.room.id}
              className={`${styles.roomTab} ${room.id === state.room.id ? styles.roomTabOn : ''}`}
              onClick={() => setParams({ roomId: String(room.id) })}
              data-testid={`lottery-room-${room.id}`}
            >
              <span className={styles.roomIcon} aria-hidden="true">
                ◷
              </span>
              {t('LOTTERY_PERIOD_MINUTES', { minutes: room.periodSeconds / 60 })}
            </button>
          ))}
        </div>
      </nav>

      <div className={styles.viewSwitch} role="tablist" aria-label={t('LOTTERY_VIEWS')}>
        {(['game', 'chat'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={view === name}
            className={`${styles.viewTab} ${view === name ? styles.viewTabOn : ''}`}
            onClick={() => setView(name)}
            data-testid={`lottery-tab-${name}`}
          >
            {t(name === 'game' ? 'LOTTERY_VIEW_GAME' : 'LOTTERY_VIEW_CHAT')}
            {name === 'chat' ? <span className={styles.count}>{state.messages.length}</span> : null}
          </button>
        ))}
      </div>

      <div className={`${styles.layout} ${view === 'chat' ? styles.showChat : styles.showGame}`}>
        <div className={styles.gameColumn}>
          <RoomHeader state={state} />
          <ol className={styles.strip} aria-label={t('LOTTERY_LAST_RESULTS')}>
            {state.results.slice(0, STRIP_LENGTH).map((term) => (
              <li key={term.id}>
                <button
                  type="button"
                  className={styles.stripItem}
                  onClick={() => verify(term.id)}
                  aria-label={t('LOTTERY_STRIP_ITEM', {
                    label: term.label,
                    outcome: (term.outcome ?? []).join(' '),
                  })}
                >
                  <OutcomeView gameId={gameId} outcome={term.outcome ?? []} small />
                </button>
              </li>
            ))}
          </ol>
          <p className={styles.visuallyHidden} aria-live="polite">
            {live.lastDrawn
              ? t('LOTTERY_DRAWN_ANNOUNCE', {
                  label: live.lastDrawn.label,
                  outcome: (live.lastDrawn.outcome ?? []).join(' '),
                })
              : ''}
          </p>

          <div className={styles.demoRow}>
            <label className={styles.demoToggle}>
              <input
                type="checkbox"
                role="switch"
                checked={demo}
                onChange={(event) => setDemo(event.currentTarget.checked)}
                data-testid="lottery-demo-toggle"
              />
              <span>{t('LOTTERY_DEMO_TOGGLE')}</span>
            </label>
            {demo ? <span className={styles.demoBadge}>{t('LOTTERY_DEMO_BADGE')}</span> : null}
            <span className={styles.muted}>{t(demo ? 'LOTTERY_DEMO_HINT' : 'LOTTERY_CUTOFF_HINT')}</span>
          </div>

          <BetBoard gameId={gameId} open={open} onChoose={setChoice} />

          <div className={styles.tabs} role="tablist" aria-label={t('LOTTERY_LISTS')}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`lottery-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`lottery-panel-${name}`}
                className={`${styles.tab} ${tab === name ? styles.tabOn : ''}`}
                onClick={() => setTab(name)}
                data-testid={`lottery-tab-${name}`}
              >
                {t(TAB_KEYS[name])}
              </button>
            ))}
          </div>
          <div
            id={`lottery-panel-${tab}`}
            role="tabpanel"
            aria-labelledby={`lottery-tab-${tab}`}
            className={styles.tabPanel}
            data-testid={`lottery-${tab}`}
          >
            {tab === 'results' ? (
              <ResultsList results={state.results} onVerify={verify} />
            ) : tab === 'my-bets' ? (
              <MyBetsList
                loggedIn={loggedIn}
                bets={live.myBets}
                demoBets={wallet.bets}
                format={money.format}
                formatDemo={formatDemo}
              />
            ) : (
              <VerifyPanel key={verifyRequest?.nonce ?? 0} initialTermId={verifyRequest?.termId} />
            )}
          </div>
        </div>
        <aside className={styles.chatColumn}>
          <ChatPanel
            state={state}
            open={open}
            loggedIn={loggedIn}
            ownBetIds={ownBetIds}
            format={money.format}
            onFollowed={(bet) => recordMine(bet)}
          />
        </aside>
      </div>

      {choice ? (
        <BetSheet
          state={state}
          option={choice}
          open={open}
          loggedIn={loggedIn}
          demo={demo}
          format={money.format}
          onDemoBet={(amount) => {
            const placed = placeDemoBet(wallet, {
              termId: state.term.id,
              termLabel: state.term.label,
              gameId,
              selection: choice.selection,
              betAmount: amount,
            });
            if (placed) setWallet(placed);
            return placed !== null;
          }}
          onPlaced={onPlaced}
          onClose={closeSheet}
        />
      ) : null}
      {rulesOpen ? <RulesSheet gameId={gameId} onClose={closeRules} /> : null}
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
