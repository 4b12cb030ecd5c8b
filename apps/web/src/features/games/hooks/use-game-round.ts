import {
  betViewSchema,
  SPEC,
  STATUS,
  type BetView,
  type Envelope,
  type SINGLE_PLAYER_GAME_IDS,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { newRequestId } from '../../../lib/api/request-id';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { ensureDemoSession, getDemoWallet, type DemoWallet } from '../../../lib/session/demo-session';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useSocketEvent } from '../../../lib/socket/socket-hooks';
import { readLocal } from '../../../lib/storage/local-storage';
import { cashOut as cashOutCall } from '../api/cash-out';
import { balanceOf } from '../api/game-call';
import { getBetResult } from '../api/get-bet-result';
import { getOpenBets } from '../api/get-open-bets';
import { manifestOf } from '../game-manifest';
import { placeBet as placeBetCall, type BetModel } from '../api/place-bet';
import { playMove } from '../api/play-move';
import { applyRealBalance, refreshBalance } from '../api/refresh-balance';
import { resetDemoWallet } from '../api/reset-demo-wallet';
import { playGameSound } from '../utils/game-sound';

/** Real money or play money. */
export type PlayMode = 'real' | 'demo';

/** Spec §9: bet results are polled every second while PENDING. */
export const BET_RESULT_POLL_MS = SPEC.betResultPollMs;
/** A settle that stays PENDING this many polls is left for the next visit (open rounds are resumed). */
const MAX_RESULT_POLLS = 60;

/** Statuses the client already answered with a popup or the login prompt: no message beside the button. */
const ANSWERED_BY_POPUP: ReadonlySet<number> = new Set([
  STATUS.LOGIN_REQUIRED,
  STATUS.RECHARGE_REQUIRED,
  STATUS.GAME_MAINTENANCE,
]);

/** The window event a paid win emits (spec §4 "Bet result": a win event and a balance refresh). */
export const GAME_WIN_EVENT = 'game:win';

const DEMO_WALLET_KEY = ['game-demo-wallet'] as const;

/** One game's rounds: the round on screen, the balance it plays with, and the calls that move it. */
export function useGameRound(gameId: (typeof SINGLE_PLAYER_GAME_IDS)[number], mode: PlayMode) {
  const queryClient = useQueryClient();
  const loggedIn = hasToken(useSessionStore((state) => state.user));
  const realBalance = useSessionStore((state) => state.user?.balance ?? 0);
  const [bet, setBet] = useState<BetView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [win, setWin] = useState<BetView | null>(null);
  // A round the server has settled but the board is still uncovering (a scratch ticket being scratched):
  // its outcome, balance and win wait for the board's `revealed`, or a first scratch would give it away.
  const [held, setHeld] = useState<Envelope<BetView> | null>(null);
  const revealsAtOnce = manifestOf(gameId).move.call === 'reveal';
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const demo = mode === 'demo';
  const demoWallet = useQuery({
    queryKey: [...DEMO_WALLET_KEY, loggedIn],
    queryFn: async () => {
      if (!loggedIn) await ensureDemoSession();
      return getDemoWallet();
    },
    enabled: demo,
  });

  const applyBalance = useCallback(
    (envelope: Envelope) => {
      const balance = balanceOf(envelope);
      if (balance === undefined) return;
      if (demo) {
        queryClient.setQueryData<DemoWallet>([...DEMO_WALLET_KEY, loggedIn], (wallet) =>
          wallet ? { ...wallet, balance } : wallet,
        );
      } else applyRealBalance(balance);
    },
    [demo, loggedIn, queryClient],
  );

  const refresh = useCallback(async () => {
    if (demo) await queryClient.invalidateQueries({ queryKey: DEMO_WALLET_KEY });
    else await refreshBalance();
  }, [demo, queryClient]);

  /** A round that ended: a paid win shows the overlay, emits the win event and refreshes the balance. */
  const finished = useCallback(
    (ended: BetView) => {
      if (ended.result === 'LOSE') {
        playGameSound('lose');
        return;
      }
      if (ended.result !== 'WIN' || ended.winAmount <= 0) return;
      playGameSound('win');
      setWin(ended);
      window.dispatchEvent(new CustomEvent(GAME_WIN_EVENT, { detail: ended }));
      void refresh();
    },
    [refresh],
  );

  // The bet a settle is waiting for; a socket `bet` push with its id ends the wait as well as a poll does.
  const awaiting = useRef<number | null>(null);

  /** A settled bet arrived (a poll or a push): shown once, whichever came first. */
  const resolved = useCallback(
    (settled: BetView) => {
      if (awaiting.current !== settled.id || settled.result === 'PENDING' || !alive.current) return;
      awaiting.current = null;
      setBet(settled);
      finished(settled);
    },
    [finished],
  );

  useSocketEvent(
    'bet',
    (message) => {
      const pushed = betViewSchema.safeParse(message.bet);
      if (pushed.success) resolved(pushed.data);
    },
    { channel: 'push' },
  );

  /** Spec §4 "Bet result": polls every second until the bet is no longer PENDING or a push settles it. */
  const awaitResult = useCallback(
    async (id: number) => {
      awaiting.current = id;
      for (let poll = 0; poll < MAX_RESULT_POLLS && alive.current && awaiting.current === id; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, BET_RESULT_POLL_MS));
        if (awaiting.current !== id) return;
        const answer = await getBetResult(id);
        if (answer.status === 0 && answer.model) resolved(answer.model);
      }
    },
    [resolved],
  );

  const showRefusal = useCallback((envelope: Envelope) => {
    if (ANSWERED_BY_POPUP.has(envelope.status)) return;
    setError(translateServerMessage(envelope.status, envelope.message, envelope.extra));
  }, []);

  const resume = useCallback(async () => {
    if (!loggedIn && !readLocal('demoToken')) return null;
    const open = (await getOpenBets()).find((round) => round.gameId === gameId && round.demo === demo);
    if (open && alive.current) setBet(open);
    return open ?? null;
  }, [demo, gameId, loggedIn]);

  // An open round of this game (after a reload, or left in another tab) comes back on screen.
  // Switching real/demo (or logging in or out) starts from an empty board.
  const roundKey = `${mode}:${loggedIn}`;
  const [shownKey, setShownKey] = useState(roundKey);
  if (shownKey !== roundKey) {
    setShownKey(roundKey);
    setBet(null);
    setError(null);
    setWin(null);
    setHeld(null);
  }
  useEffect(() => {
    if (!demo && !loggedIn) return;
    void resume();
  }, [demo, loggedIn, resume]);

  /** Opens a round with `amount` and the game's options. */
  const placeBet = useCallback(
    async (amount: number, options: BetModel) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      setWin(null);
      try {
        if (demo && !loggedIn) await ensureDemoSession();
        const answer = await placeBetCall({
          gameId,
          model: { ...options, betAmount: amount },
          demo,
          requestId: newRequestId('g'),
        });
        if (answer.status === STATUS.ROUND_IN_PROGRESS) {
          await resume();
          return;
        }
        if (answer.status !== 0 || !answer.model) {
          showRefusal(answer);
          return;
        }
        playGameSound('bet');
        setBet(answer.model);
        applyBalance(answer);
        if (answer.model.result !== 'PENDING') finished(answer.model);
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [applyBalance, busy, demo, finished, gameId, loggedIn, resume, showRefusal],
  );

  /** One move of the open round. */
  const move = useCallback(
    async (spot: number) => {
      if (busy || !bet || bet.result !== 'PENDING') return;
      setBusy(true);
      setError(null);
      try {
        const answer = await playMove(gameId, bet.id, spot);
        if (answer.status !== 0 || !answer.model) {
          showRefusal(answer);
          if (answer.status === STATUS.ROUND_FINISHED) {
            const current = await getBetResult(bet.id);
            if (current.model) setBet(current.model);
          }
          return;
        }
        setBet(answer.model);
        if (answer.model.result !== 'PENDING' && revealsAtOnce) {
          setHeld(answer);
          return;
        }
        applyBalance(answer);
        if (answer.model.result === 'PENDING') playGameSound('step');
        else finished(answer.model);
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [applyBalance, bet, busy, finished, gameId, revealsAtOnce, showRefusal],
  );

  /** The board has shown the whole outcome: the held result, balance and win come out now. */
  const revealed = useCallback(() => {
    if (!held) return;
    setHeld(null);
    applyBalance(held);
    if (held.model) finished(held.model);
  }, [applyBalance, finished, held]);

  /** Cashes the open round out at its current multiplier. */
  const cashOut = useCallback(async () => {
    if (busy || !bet?.canCashOut) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await cashOutCall(gameId, bet.id);
      if (answer.status === STATUS.NETWORK_ERROR) {
        // The cash-out may have landed: wait for the bet to resolve rather than guess.
        await awaitResult(bet.id);
        return;
      }
      if (answer.status !== 0 || !answer.model) {
        showRefusal(answer);
        return;
      }
      setBet(answer.model);
      applyBalance(answer);
      if (answer.model.result === 'PENDING') await awaitResult(answer.model.id);
      else {
        if (answer.model.result === 'WIN') playGameSound('cashOut');
        finished(answer.model);
      }
    } finally {
      if (alive.current) setBusy(false);
    }
  }, [applyBalance, awaitResult, bet, busy, finished, gameId, showRefusal]);

  const dismissWin = useCallback(() => setWin(null), []);

  /** The demo balance back to its start (play money only). */
  const resetDemo = useCallback(async () => {
    if (!demo || busy) return;
    try {
      const wallet = await resetDemoWallet();
      queryClient.setQueryData<DemoWallet>([...DEMO_WALLET_KEY, loggedIn], wallet);
    } catch {
      await queryClient.invalidateQueries({ queryKey: DEMO_WALLET_KEY });
    }
  }, [busy, demo, loggedIn, queryClient]);

  return {
    bet,
    busy,
    error,
    win,
    dismissWin,
    /** The balance the round plays with: the player's, or the demo wallet's. */
    balance: demo ? demoWallet.data?.balance : loggedIn ? realBalance : undefined,
    demoWallet,
    /** A round is in play: open on the server, or settled but still being uncovered on the board. */
    open: bet?.result === 'PENDING' || held !== null,
    /** The round's outcome is not shown yet (the board is still uncovering it). */
    outcomeHidden: held !== null,
    revealed,
    placeBet,
    move,
    cashOut,
    resetDemo,
  };
}
