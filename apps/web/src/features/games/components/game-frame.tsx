import { SPEC } from '@casino/contracts';
import { defaultOptions } from '@casino/game-math';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { MAX_BET_DECIMALS } from '../../../lib/money/money-values';
import { useMoney } from '../../../lib/money/use-money';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { getSiteConfig } from '../../../lib/site/site-config';
import { useRealMoney } from '../../../lib/site/use-real-money';
import { useUiStore } from '../../../lib/ui-store';
import { getGameTerms } from '../api/get-game-terms';
import type { GameDefinition, GameOptions } from '../game-board';
import { manifestOf } from '../game-manifest';
import { useGameRound, type PlayMode } from '../hooks/use-game-round';
import type { GameId } from '../registry';
import { betText, checkBetAmount, type BetLimits } from '../utils/bet-amount';
import { hasRuleShown, markRuleShown } from '../utils/rules-seen';
import { BetControl } from './bet-control';
import { GameHeader } from './game-header';
import styles from './game-page.module.css';
import { ModeSwitch } from './mode-switch';
import { RulesPopup } from './rules-popup';
import { WinOverlay } from './win-overlay';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** Spec §9: the minimum bet defaults to 1, the default bet to defaultBetAmount (else 5) until the terms arrive. */
const FALLBACK_MIN_BET = SPEC.minBetAmountDefault;
const fallbackDefaultBet = () => getSiteConfig().defaultBetAmount || SPEC.defaultBetAmountFallback;

/** The frame's inputs. */
export interface GameFrameProps {
  /** The game played. */
  gameId: GameId;
  /** Its board, options form and rules (its options' defaults and cash-out come from its manifest). */
  game: GameDefinition;
}

/** Typing in a field must not cash out: the C shortcut only works outside inputs. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The frame every single-player game is played in: header (back, name, balance, sound, rules), the
 * board, and the bet panel (real or demo, amount, the game's options, bet / cash out).
 */
export function GameFrame({ gameId, game }: GameFrameProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loggedIn = hasToken(useSessionStore((state) => state.user));
  const [chosenMode, setChosenMode] = useState<PlayMode>(
    searchParams.get('demo') === 'true' ? 'demo' : 'real',
  );
  // Visitors, and everyone where the market allows no real money, play demo.
  const realMoney = useRealMoney();
  const mode: PlayMode = loggedIn && realMoney ? chosenMode : 'demo';
  const manifest = manifestOf(gameId);
  const [options, setOptions] = useState<GameOptions>(() => defaultOptions(manifest.options));
  // The rules are one tap away, never forced: a first-time player sees a dot on the rules button instead.
  const [rulesOpen, setRulesOpen] = useState(false);
  const [rulesSeen, setRulesSeen] = useState(() => hasRuleShown(gameId));
  const terms = useQuery({ queryKey: ['game-terms', gameId, loggedIn], queryFn: () => getGameTerms(gameId) });
  const round = useGameRound(gameId, mode);
  const money = useMoney(terms.data?.currencyId);
  const betDecimals = Math.min(money.decimals, MAX_BET_DECIMALS);
  const [betAmountText, setBetAmountText] = useState<string | null>(null);

  const openRules = () => {
    setRulesOpen(true);
    setRulesSeen(true);
    markRuleShown(gameId);
  };

  // An open round shows the options it was placed with.
  const roundOptions = round.open ? (round.bet?.state.params as GameOptions | undefined) : undefined;
  const shownOptions = roundOptions ?? options;

  const limits: BetLimits = {
    minBet: terms.data?.minBet ?? FALLBACK_MIN_BET,
    maxBet: terms.data?.maxBet ?? Number.MAX_SAFE_INTEGER,
    decimals: betDecimals,
    ...(round.balance === undefined ? {} : { balance: round.balance }),
  };
  const text = betAmountText ?? betText(terms.data?.defaultBet ?? fallbackDefaultBet(), betDecimals);
  const check = checkBetAmount(text, limits);
  const locked = round.open || round.busy;

  const bet = useCallback(() => {
    if (check.ok) void round.placeBet(check.amount, options);
  }, [check, options, round]);

  const cashOut = round.cashOut;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'c' && event.key !== 'C') return;
      if (typingIn(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      void cashOut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cashOut]);

  const switchMode = (next: PlayMode) => {
    if (next === 'real' && !loggedIn) {
      useUiStore.getState().openLogin('login');
      return;
    }
    setChosenMode(next);
  };

  const title = t(`GAME_${gameId.toUpperCase()}`);
  const { Board, OptionsForm } = game;
  const current = round.bet;

  return (
    <section className={styles.page} aria-labelledby="game-title" data-testid={`game-${gameId}`}>
      <GameHeader
        title={title}
        demo={mode === 'demo'}
        balance={round.balance === undefined ? null : money.format(round.balance)}
        onBack={() => {
          if (window.history.length > 1) void navigate(-1);
          else void navigate('/');
        }}
        onRules={openRules}
        rulesUnseen={!rulesSeen}
      />
      <div className={styles.layout}>
        <div className={styles.stage}>
          <div className={styles.multipliers} aria-live="polite">
            <span
              className={`${styles.multiplierNow} ${current?.result === 'LOSE' && !round.outcomeHidden ? styles.multiplierLost : ''}`}
            >
              <span className={styles.multiplierLabel}>{t('GAMES_MULTIPLIER_NOW')}</span>
              <strong data-testid="multiplier-now">
                ×{numbers.multiplier(round.outcomeHidden ? 1 : shownMultiplierOf(current))}
              </strong>
            </span>
            {round.open && current?.nextMultiplier ? (
              <span className={styles.multiplierNext}>
                <span className={styles.multiplierLabel}>{t('GAMES_MULTIPLIER_NEXT')}</span>
                <strong>×{numbers.multiplier(current.nextMultiplier)}</strong>
              </span>
            ) : null}
            <span className={styles.roundState} data-testid="round-state">
              {roundStateText(t, current, round.open)}
            </span>
          </div>
          <Board
            bet={current}
            busy={round.busy}
            canMove={round.open && !round.busy}
            onMove={(spot) => void round.move(spot)}
            options={shownOptions}
            rtp={terms.data?.rtp ?? 97}
            onRevealed={round.revealed}
          />
          {round.win ? <WinOverlay bet={round.win} format={money.format} onDone={round.dismissWin} /> : null}
        </div>
        <aside className={styles.panel} aria-label={t('GAMES_BET_PANEL')}>
          {realMoney ? (
            <ModeSwitch mode={mode} loggedIn={loggedIn} disabled={locked} onChange={switchMode} />
          ) : (
            <p className={styles.demoNote} data-testid="demo-only-note">
              {t('REAL_MONEY_UNAVAILABLE')}
            </p>
          )}
          <BetControl
            text={text}
            onTextChange={setBetAmountText}
            limits={limits}
            quickChips={terms.data?.quickChips ?? []}
            disabled={locked}
            format={money.format}
          />
          {OptionsForm ? (
            <OptionsForm
              options={shownOptions}
              disabled={locked}
              onChange={(name, value) => setOptions((before) => ({ ...before, [name]: value }))}
            />
          ) : null}
          {round.open ? (
            <button
              type="button"
              className={`${styles.action} ${styles.actionCashOut}`}
              disabled={round.busy || !current?.canCashOut || !manifest.cashOut}
              onClick={() => void round.cashOut()}
              data-testid="cash-out"
            >
              {current?.canCashOut && manifest.cashOut ? (
                <>
                  <span>{t('GAMES_CASH_OUT')}</span>
                  {current.cashOutAmount === null ? null : (
                    <span className={styles.actionSub}>{money.format(current.cashOutAmount)}</span>
                  )}
                </>
              ) : (
                <span>{t(manifest.cashOut ? 'GAMES_MAKE_A_MOVE' : 'GAMES_ROUND_OPEN')}</span>
              )}
            </button>
          ) : (
            <button
              type="button"
              className={styles.action}
              disabled={round.busy || !check.ok || terms.data?.maintenance === true}
              onClick={bet}
              data-testid="place-bet"
            >
              {terms.data?.maintenance
                ? t('GAMES_MAINTENANCE')
                : t(mode === 'demo' ? 'GAMES_BET_DEMO' : 'GAMES_BET')}
            </button>
          )}
          {round.error ? (
            <p className={styles.actionError} role="alert" data-testid="game-error">
              {round.error}
            </p>
          ) : null}
          {mode === 'demo' ? (
            <p className={styles.demoNote}>{t(loggedIn ? 'GAMES_DEMO_NOTE' : 'GAMES_DEMO_NOTE_VISITOR')}</p>
          ) : null}
          {terms.data ? (
            <p className={styles.rtpNote} data-testid="game-rtp">
              {t('GAMES_RTP_SHOWN', { rtp: numbers.decimal(terms.data.rtp, 2) })}
            </p>
          ) : null}
          <KeyboardTip className={styles.keysHint}>{t('GAMES_KEYS_HINT')}</KeyboardTip>
        </aside>
      </div>
      {rulesOpen ? (
        <RulesPopup
          title={title}
          game={game}
          options={shownOptions}
          terms={terms.data}
          format={money.format}
          onClose={() => setRulesOpen(false)}
        />
      ) : null}
    </section>
  );
}

/** ×1.00 until the first safe step (the server's cash-out value of a fresh round is 0: nothing to cash). */
function shownMultiplierOf(bet: ReturnType<typeof useGameRound>['bet']): number {
  if (!bet || (bet.result === 'PENDING' && bet.steps === 0)) return 1;
  return bet.multiplier;
}

function roundStateText(
  t: (key: string) => string,
  bet: ReturnType<typeof useGameRound>['bet'],
  open: boolean,
): string {
  if (open) return t('GAMES_STATE_OPEN');
  if (bet?.result === 'WIN') return t('GAMES_STATE_WON');
  if (bet?.result === 'LOSE') return t('GAMES_STATE_LOST');
  return t('GAMES_STATE_READY');
}
