import {
  crashBetViewSchema,
  crashRoundViewSchema,
  type CrashBetView,
  type CrashGameId,
  type CrashRoundView,
  type CrashState,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { serverNow } from '../../../lib/api/server-clock';

import { useRealtimeModules, useSocketEvent } from '../../../lib/socket/socket-hooks';
import { getCrashState } from '../api/get-crash-state';
import { getMyCrashBets } from '../api/get-my-crash-bets';
import { playCrashSound } from '../utils/crash-sound';
import { isOverdue, laterRound, mergeBets } from '../utils/live-merge';

const HISTORY_LENGTH = 20;
const TOP_WINS = 10;
const OVERDUE_CHECK_MS = 3_000;

/** Cache keys of the live game's reads. */
export const crashStateKey = (gameId: CrashGameId) => ['crash-state', gameId] as const;
export const myCrashBetsKey = (gameId: CrashGameId) => ['crash-my-bets', gameId] as const;

/** Replaces the bet with the same id, or adds it first. */
function upsert(bets: readonly CrashBetView[], bet: CrashBetView): CrashBetView[] {
  const index = bets.findIndex((each) => each.id === bet.id);
  if (index === -1) return [bet, ...bets];
  return bets.map((each) => (each.id === bet.id ? bet : each));
}

/** The live game as the page shows it. */
export interface CrashLive {
  /** The round now (betting, flying or just crashed); null before the first loads. */
  round: CrashRoundView | null;
  /** Everyone's bets on this round. */
  bets: CrashBetView[];
  /** The last crash points, newest first. */
  history: CrashRoundView[];
  /** The chain's published terminating hash and salt. */
  chain: CrashState['chain'];
  /** The player's own last bets (empty when logged out). */
  myBets: CrashBetView[];
  /** The biggest wins seen since the page opened. */
  topWins: CrashBetView[];
  /** The state could not be loaded. */
  failed: boolean;
  /** The player's bet of a panel that concerns this round (placed, queued, flying or settled). */
  mineOf: (slot: number) => CrashBetView | undefined;
  /** Records an answer of the player's own (a bet placed, a cash-out). */
  recordMine: (bet: CrashBetView) => void;
}

/**
 * The live round of one crash game: the state read once, then kept current by the module room's events
 * (bet-begin, game-data, bet, bet-win). Every new betting window reads the state again, which also repairs
 * anything a dropped connection missed.
 */
export function useCrashLive(gameId: CrashGameId, loggedIn: boolean): CrashLive {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: crashStateKey(gameId), queryFn: () => getCrashState(gameId) });
  const mine = useQuery({
    queryKey: [...myCrashBetsKey(gameId), loggedIn],
    queryFn: () => getMyCrashBets(gameId),
    enabled: loggedIn,
  });
  const [seenWins, setSeenWins] = useState<CrashBetView[]>([]);
  const [toldBets, setToldBets] = useState<CrashBetView[]>([]);
  const [toldRound, setToldRound] = useState<CrashRoundView | null>(null);

  useRealtimeModules([gameId]);

  const updateState = useCallback(
    (change: (before: CrashState) => CrashState) =>
      queryClient.setQueryData<CrashState>(crashStateKey(gameId), (before) =>
        before ? change(before) : before,
      ),
    [gameId, queryClient],
  );
  const updateMine = useCallback(
    (change: (before: CrashBetView[]) => CrashBetView[]) =>
      queryClient.setQueryData<CrashBetView[]>([...myCrashBetsKey(gameId), loggedIn], (before) =>
        change(before ?? []),
      ),
    [gameId, loggedIn, queryClient],
  );

  const onRound = useCallback(
    (data: unknown, opening: boolean) => {
      const parsed = crashRoundViewSchema.safeParse(data);
      if (!parsed.success || parsed.data.gameId !== gameId) return;
      const round = parsed.data;
      if (opening) {
        void queryClient.invalidateQueries({ queryKey: crashStateKey(gameId) });
        void queryClient.invalidateQueries({ queryKey: myCrashBetsKey(gameId) });
      }
      if (round.status === 'FLYING') playCrashSound('takeOff');
      if (round.status === 'CRASHED') {
        playCrashSound('crash');
        void queryClient.invalidateQueries({ queryKey: myCrashBetsKey(gameId) });
      }
      updateState((before) => {
        const history =
          round.status === 'CRASHED'
            ? [round, ...before.history.filter((each) => each.id !== round.id)].slice(0, HISTORY_LENGTH)
            : before.history;
        return { ...before, round, bets: before.round?.id === round.id ? before.bets : [], history };
      });
      // Bets told for older rounds are no longer shown.
      setToldBets((before) => before.filter((bet) => bet.roundId !== null && bet.roundId >= round.id));
      setToldRound((before) => laterRound(before, round));
    },
    [gameId, queryClient, updateState],
  );

  const onBet = useCallback(
    (data: unknown) => {
      const parsed = crashBetViewSchema.safeParse(data);
      if (!parsed.success || parsed.data.gameId !== gameId) return;
      const bet = parsed.data;
      // Kept apart from the state read: a read answered just before this bet must not erase it.
      if (bet.roundId !== null) setToldBets((before) => upsert(before, bet));
      updateMine((before) => (before.some((each) => each.id === bet.id) ? upsert(before, bet) : before));
      if (bet.status === 'WON') {
        setSeenWins((before) =>
          upsert(before, bet)
            .sort((a, b) => b.winAmount - a.winAmount)
            .slice(0, TOP_WINS),
        );
      }
    },
    [gameId, updateMine],
  );

  useSocketEvent('bet-begin', (message) => onRound(message.data, true), { channel: 'module' });
  useSocketEvent('game-data', (message) => onRound(message.data, false), { channel: 'module' });
  // The live feed sends each tick's bets together (`bets`); a single `bet` is still understood.
  const onBets = useCallback(
    (message: { bet?: unknown; bets?: unknown[] }) => {
      for (const bet of message.bets ?? [message.bet]) onBet(bet);
    },
    [onBet],
  );
  useSocketEvent('bet', onBets, { channel: 'module' });
  useSocketEvent('bet-win', onBets, { channel: 'module' });

  // A read answered just before an event must not take the round back in time.
  const round = laterRound(state.data?.round ?? null, toldRound);
  const readHistory = state.data?.history;
  const history = useMemo(() => {
    const known = readHistory ?? [];
    if (round?.status !== 'CRASHED' || known.some((each) => each.id === round.id)) return known;
    return [round, ...known].slice(0, HISTORY_LENGTH);
  }, [readHistory, round]);
  const bets = useMemo(
    () => mergeBets(round, state.data?.bets ?? [], toldBets),
    [round, state.data, toldBets],
  );
  const myBets = useMemo(() => (loggedIn ? (mine.data ?? []) : []), [loggedIn, mine.data]);

  // A missed event (a reconnect, a sleeping tab) would freeze the round: when it is overdue, read it again.
  const roundRef = useRef(round);
  useEffect(() => {
    roundRef.current = round;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (isOverdue(roundRef.current, serverNow())) {
        void queryClient.invalidateQueries({ queryKey: crashStateKey(gameId) });
      }
    }, OVERDUE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [gameId, queryClient]);

  const mineOf = useCallback(
    (slot: number) => {
      const own = myBets.find(
        (bet) =>
          bet.slot === slot && (bet.status === 'QUEUED' || (round !== null && bet.roundId === round.id)),
      );
      if (!own) return undefined;
      return bets.find((bet) => bet.id === own.id) ?? own;
    },
    [bets, myBets, round],
  );

  const recordMine = useCallback(
    (bet: CrashBetView) => {
      updateMine((before) => upsert(before, bet));
      onBet(bet);
    },
    [onBet, updateMine],
  );

  const topWins = useMemo(
    () =>
      [
        ...seenWins,
        ...bets.filter((bet) => bet.status === 'WON' && !seenWins.some((each) => each.id === bet.id)),
      ]
        .sort((a, b) => b.winAmount - a.winAmount)
        .slice(0, TOP_WINS),
    [bets, seenWins],
  );

  return {
    round,
    bets,
    history,
    chain: state.data?.chain ?? null,
    myBets,
    topWins,
    failed: state.isError,
    mineOf,
    recordMine,
  };
}
