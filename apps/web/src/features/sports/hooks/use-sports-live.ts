import {
  SOCKET_EVENTS,
  SPORTS_MODULE,
  SPORTS_SOCKET_TYPES,
  sportsBetViewSchema,
  sportsOddsPushSchema,
  type SocketMessage,
  type SportsBetView,
  type SportsEventView,
  type SportsOddsPush,
} from '@casino/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

import { useRealtimeModules, useSocketEvent } from '../../../lib/socket/socket-hooks';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { useSportsPrefs } from '../stores/sports-prefs-store';
import { upsertBetInPages, withoutBetInPages, type BetPages } from '../utils/bet-pages';
import {
  changesList,
  mergeOddsPush,
  pricesOfPush,
  pushOpen,
  takeUnasked,
  unheldOfPush,
  type AskedNames,
} from '../utils/odds-push';
import { sportsKeys } from './sports-keys';

/** An odds push into every cached list and page of its event, and into the slip. */
function applyOddsPush(queryClient: QueryClient, push: SportsOddsPush, asked: AskedNames): void {
  let moved = false;
  for (const [key, events] of queryClient.getQueriesData<SportsEventView[]>({
    queryKey: sportsKeys.eventLists,
  })) {
    const event = events?.find((each) => each.id === push.eventId);
    if (!event) continue;
    moved ||= changesList(event, push);
    queryClient.setQueryData<SportsEventView[]>(key, (before) =>
      before?.map((each) => mergeOddsPush(each, push)),
    );
  }
  // The event's page, in each language it was read in: prices merge into the named markets it holds.
  const unheld: string[] = [];
  for (const [key, event] of queryClient.getQueriesData<SportsEventView>({
    queryKey: sportsKeys.eventPagesOf(push.eventId),
  })) {
    if (!event) continue;
    unheld.push(...unheldOfPush(event, push));
    queryClient.setQueryData<SportsEventView>(key, (before) =>
      before ? mergeOddsPush(before, push) : before,
    );
  }
  if (takeUnasked(asked, push.eventId, unheld)) {
    void queryClient.invalidateQueries({ queryKey: sportsKeys.eventPagesOf(push.eventId) });
  }
  // An event that started or ended belongs to another list, and the counts change: read them again.
  if (moved) {
    void queryClient.invalidateQueries({ queryKey: sportsKeys.eventLists });
    void queryClient.invalidateQueries({ queryKey: sportsKeys.catalogue });
  }
  const slip = useBetSlipStore.getState();
  slip.setEventOpen(push.eventId, pushOpen(push), push.status === 'live');
  slip.applyPrices(pricesOfPush(push), useSportsPrefs.getState().oddsChange);
}

/** The player's bet as it changed (settled, voided, resettled), into the open and settled lists. */
function applyBetPush(queryClient: QueryClient, bet: SportsBetView): void {
  const open = bet.status === 'OPEN';
  queryClient.setQueryData<BetPages>(sportsKeys.bets('open', bet.demo), (before) =>
    before ? (open ? upsertBetInPages(before, bet) : withoutBetInPages(before, bet.id)) : before,
  );
  queryClient.setQueryData<BetPages>(sportsKeys.bets('settled', bet.demo), (before) =>
    before && !open ? upsertBetInPages(before, bet) : before,
  );
}

/**
 * The sportsbook live: joins the `sports` module, whose pushes move prices, scores and statuses on every
 * screen (and the slip), and takes the player's own bet pushes. `onBetSettled` hears of a bet that paid.
 */
export function useSportsLive(onBetSettled: (bet: SportsBetView) => void): void {
  const queryClient = useQueryClient();
  const asked = useRef<AskedNames>(new Map());
  useRealtimeModules([SPORTS_MODULE]);
  const handle = useCallback(
    (message: SocketMessage) => {
      if (message.type === SPORTS_SOCKET_TYPES.odds) {
        const push = sportsOddsPushSchema.safeParse(message.data);
        if (push.success) applyOddsPush(queryClient, push.data, asked.current);
      } else if (message.type === SPORTS_SOCKET_TYPES.bet) {
        const bet = sportsBetViewSchema.safeParse(message.data);
        if (!bet.success) return;
        applyBetPush(queryClient, bet.data);
        if (bet.data.status !== 'OPEN') onBetSettled(bet.data);
      }
    },
    [onBetSettled, queryClient],
  );
  // Prices reach the module room; a player's bet is sent to the player, on the push channel. Both are
  // idempotent, so a message that reaches both sockets does no harm.
  useSocketEvent(SOCKET_EVENTS.gameData, handle, { channel: 'module' });
  useSocketEvent(SOCKET_EVENTS.gameData, handle, { channel: 'push' });
}
