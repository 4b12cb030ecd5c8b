import {
  lotteryBetViewSchema,
  lotteryLoopModule,
  lotteryRoomModule,
  LOTTERY_SOCKET_TYPES,
  SOCKET_EVENTS,
  type LotteryBetView,
  type LotteryChatMessage,
  type LotteryRoomState,
  type LotteryTermView,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { serverNow } from '../../../lib/api/server-clock';
import { refreshUser } from '../../../lib/session/get-user-info';
import { useRealtimeModules, useSocketEvent } from '../../../lib/socket/socket-hooks';
import { getLotteryRoom, type LotteryRoomAddress } from '../api/get-lottery-room';
import { getMyLotteryBets } from '../api/get-my-lottery-bets';
import { playLotterySound } from '../utils/lottery-sound';
import {
  addChatMessage,
  applyTermPush,
  isOverdue,
  lotteryTermPushSchema,
  parseChatPush,
  TermLedger,
} from '../utils/term-ledger';

/** A term must be drawn this long after its draw time before the page reads the state again. */
const OVERDUE_GRACE_MS = 3_000;
const OVERDUE_CHECK_MS = 2_000;

export const lotteryRoomKey = (address: LotteryRoomAddress) => ['lottery-room', address] as const;
export const myLotteryBetsKey = (roomId: number | undefined) => ['lottery-my-bets', roomId] as const;

/** Replaces the bet with the same id, or adds it first. */
function upsert(bets: readonly LotteryBetView[], bet: LotteryBetView): LotteryBetView[] {
  return bets.some((each) => each.id === bet.id)
    ? bets.map((each) => (each.id === bet.id ? bet : each))
    : [bet, ...bets];
}

/** A lottery room as the page shows it. */
export interface LotteryRoomLive {
  state: LotteryRoomState | undefined;
  /** The state could not be loaded (an unknown room, the network). */
  error: unknown;
  /** The player's last bets in the room (empty for visitors). */
  myBets: LotteryBetView[];
  /** The last term drawn while the page was open (for the aria-live announcement). */
  lastDrawn: LotteryTermView | null;
  /** Records an answer of the player's own (a bet placed or followed, its chat line). */
  recordMine: (bet: LotteryBetView, message?: LotteryChatMessage | null) => void;
}

/**
 * One room, live: the state read once, then kept current by the loop's draw pushes and the room's chat
 * pushes. Each term is handled once per status (a repeated push does nothing); a term overdue by 3 s with
 * no push (a dropped socket, a sleeping tab, a skewed clock) makes the page read the state again.
 */
/** How long after opening a room its state is read again, once its module rooms are joined. */
const JOINED_REREAD_MS = 2_500;

export function useLotteryRoom(address: LotteryRoomAddress, loggedIn: boolean): LotteryRoomLive {
  const queryClient = useQueryClient();
  // The caller keeps `address` stable (memoised from the address bar).
  const key = useMemo(() => lotteryRoomKey(address), [address]);
  const state = useQuery({ queryKey: key, queryFn: () => getLotteryRoom(address) });
  const roomId = state.data?.room.id;
  const mine = useQuery({
    queryKey: [...myLotteryBetsKey(roomId), loggedIn],
    queryFn: () => getMyLotteryBets(roomId ?? 0),
    enabled: loggedIn && roomId !== undefined,
  });
  const ledger = useRef(new TermLedger());
  const [lastDrawn, setLastDrawn] = useState<LotteryTermView | null>(null);

  const room = state.data?.room;
  useRealtimeModules(
    room ? [lotteryRoomModule(room.id), lotteryLoopModule(room.gameId, room.periodSeconds)] : [],
  );

  // The socket joins the room's modules only after the first read: a chat line or bet shared in between
  // reaches no push, so the room is read once more when the join has had time to finish.
  useEffect(() => {
    if (roomId === undefined) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), JOINED_REREAD_MS);
    return () => clearTimeout(timer);
  }, [roomId, key, queryClient]);

  // What a read showed is known already: a late push of those terms must not sound or settle again.
  useEffect(() => {
    if (!state.data) return;
    ledger.current.remember(state.data.results);
  }, [state.data]);

  const update = useCallback(
    (change: (before: LotteryRoomState) => LotteryRoomState) =>
      queryClient.setQueryData<LotteryRoomState>(key, (before) => (before ? change(before) : before)),
    [key, queryClient],
  );
  const refreshMine = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: myLotteryBetsKey(roomId) });
    if (loggedIn) void refreshUser();
  }, [loggedIn, queryClient, roomId]);

  useSocketEvent(
    SOCKET_EVENTS.gameData,
    (message) => {
      if (message.type === LOTTERY_SOCKET_TYPES.term) {
        const push = lotteryTermPushSchema.safeParse(message.data);
        const known = queryClient.getQueryData<LotteryRoomState>(key);
        if (!push.success || !known) return;
        const { finished } = push.data;
        if (finished.gameId !== known.room.gameId || finished.periodSeconds !== known.room.periodSeconds)
          return;
        update((before) => applyTermPush(before, push.data));
        if (!ledger.current.firstTime(finished)) return;
        playLotterySound('draw');
        setLastDrawn(finished);
        refreshMine();
        // Anything a slow socket missed comes with a fresh read, once a period.
        void queryClient.invalidateQueries({ queryKey: key });
      } else if (message.type === LOTTERY_SOCKET_TYPES.chat) {
        const line = parseChatPush(message.data);
        if (line) update((before) => addChatMessage(before, line));
      } else if (message.type === LOTTERY_SOCKET_TYPES.online) {
        // The leader counts each room's sockets every few seconds and tells a changed count.
        const { roomId: counted, online } = (message.data ?? {}) as { roomId?: unknown; online?: unknown };
        if (typeof online !== 'number' || !Number.isInteger(online) || online < 0) return;
        update((before) =>
          before.room.id === counted ? { ...before, room: { ...before.room, online } } : before,
        );
      }
    },
    { channel: 'module' },
  );

  // The player's own settled bet (the push channel): shown at once, before the list is read again.
  useSocketEvent(
    SOCKET_EVENTS.bet,
    (message) => {
      const bet = lotteryBetViewSchema.safeParse(message.bet);
      if (!bet.success || bet.data.gameId !== room?.gameId) return;
      queryClient.setQueryData<LotteryBetView[]>([...myLotteryBetsKey(roomId), loggedIn], (before) =>
        before?.some((each) => each.id === bet.data.id) ? upsert(before, bet.data) : before,
      );
      if (bet.data.status === 'WON') playLotterySound('win');
    },
    { channel: 'push' },
  );

  // A missed push (a reconnect, a sleeping tab, a skewed clock) would freeze the term: once it is
  // overdue, read the room again.
  const latest = useRef({ state, refreshMine });
  useEffect(() => {
    latest.current = { state, refreshMine };
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      const { state: query, refreshMine: refresh } = latest.current;
      const term = query.data?.term;
      if (!term || query.isFetching || !isOverdue(term, serverNow(), OVERDUE_GRACE_MS)) return;
      void query.refetch().then(refresh);
    }, OVERDUE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const recordMine = useCallback(
    (bet: LotteryBetView, message?: LotteryChatMessage | null) => {
      queryClient.setQueryData<LotteryBetView[]>([...myLotteryBetsKey(roomId), loggedIn], (before) =>
        upsert(before ?? [], bet),
      );
      if (message) update((before) => addChatMessage(before, message));
    },
    [loggedIn, queryClient, roomId, update],
  );

  return {
    state: state.data,
    error: state.error,
    myBets: loggedIn ? (mine.data ?? state.data?.myBets ?? []) : [],
    lastDrawn,
    recordMine,
  };
}
