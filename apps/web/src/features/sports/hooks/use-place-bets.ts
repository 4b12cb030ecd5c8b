import {
  LOGIN_CLEARING_STATUSES,
  sportsBetViewSchema,
  STATUS,
  type Envelope,
  type SportsBetView,
} from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { newRequestId } from '../../../lib/api/request-id';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { placeSportsBet, type PlacedSportsBet } from '../api/place-sports-bet';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { useSportsPrefs } from '../stores/sports-prefs-store';
import { selectionKey } from '../utils/bet-slip';
import { betRequestOf, intentOf, slipDrafts, stakeMinorOf, type BetDraft } from '../utils/slip-bets';
import { sportsKeys } from './sports-keys';
import { askParent, tellParent } from './use-parent-frame';
import type { SportsAccount } from './use-sports-account';
import { useSportsLanguage } from './use-sports-language';

const placedSchema = z.object({ bet: sportsBetViewSchema, balance: z.number() });

/** The current prices the server sends back with ODDS_CHANGED and MARKET_SUSPENDED. */
const requotedSchema = z.object({
  legs: z.array(
    z.object({
      eventId: z.string(),
      marketId: z.string(),
      outcomeId: z.string(),
      odds: z.number(),
      active: z.boolean(),
    }),
  ),
});

/** What a refusal asks of the player besides reading it. */
export type RefusalAction = 'deposit' | 'login' | null;

/** The slip's placing, as the slip shows it. */
export interface SlipPlacement {
  /** Requests are out. */
  placing: boolean;
  /** A live bet is being held by the book before it is accepted. */
  waitingForAcceptance: boolean;
  /** The bets placed by the last attempt, until the player closes the receipt. */
  receipt: SportsBetView[] | null;
  /** Why the last attempt (or part of it) was refused. */
  error: string | null;
  /** What the refusal offers to do (make a deposit, log in). */
  errorAction: RefusalAction;
  place: () => Promise<void>;
  closeReceipt: () => void;
  /** Forgets the last refusal (the player accepted the new prices). */
  clearError: () => void;
}

/** One bet's answer, read. */
type Outcome =
  | { kind: 'placed'; draft: BetDraft; intent: string; placed: PlacedSportsBet }
  | { kind: 'refused'; draft: BetDraft; intent: string; envelope: Envelope; final: boolean };

/**
 * Places the slip: one request per single (each with its own request id) or one for the multiple or system.
 * A retry of the same bet reuses its request id, so a lost answer never makes a second bet. Placed selections
 * leave the slip for good and the receipt shows their bets; a re-quote updates the slip's prices and asks the
 * player to accept them.
 */
export function usePlaceBets(account: SportsAccount): SlipPlacement {
  const { t } = useTranslation();
  const lang = useSportsLanguage();
  const queryClient = useQueryClient();
  const placing = useBetSlipStore((state) => state.placing);
  const [waitingForAcceptance, setWaiting] = useState(false);
  const [receipt, setReceipt] = useState<SportsBetView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errorAction, setErrorAction] = useState<RefusalAction>(null);
  const { demo, loggedIn, decimals, ready, applyBalance } = account;

  const place = useCallback(async () => {
    const slip = useBetSlipStore.getState();
    if (slip.placing || !ready) return;
    if (!demo && !loggedIn) {
      askParent('login-required');
      return;
    }
    const stakeMinor = stakeMinorOf(slip.stake, decimals);
    if (stakeMinor === null) {
      setError(t('SPORTS_SLIP_STAKE_INVALID'));
      setErrorAction(null);
      return;
    }
    const stake = minorToNumber(stakeMinor, decimals);
    const { oddsChange } = useSportsPrefs.getState();
    const attempts = slipDrafts(slip).map((draft) => {
      const body = betRequestOf(draft, { stake, oddsChange, demo, lang }, '');
      const intent = intentOf(body);
      return {
        draft,
        intent,
        request: { ...body, requestId: slip.requestIdFor(intent, () => newRequestId('sb')) },
      };
    });
    if (attempts.length === 0) return;
    slip.setPlacing(true);
    setError(null);
    setErrorAction(null);
    setReceipt(null);
    setWaiting(attempts.some(({ draft }) => draft.legs.some((leg) => leg.live)));
    const outcomes = await Promise.all(
      attempts.map(async ({ draft, intent, request }): Promise<Outcome> => {
        const envelope = await placeSportsBet(request);
        const placed = envelope.status === STATUS.SUCCESS ? placedSchema.safeParse(envelope.model) : null;
        if (placed?.success) return { kind: 'placed', draft, intent, placed: placed.data };
        // Only a lost answer may be retried as the same bet; any other answer is final for this intent.
        return { kind: 'refused', draft, intent, envelope, final: envelope.status !== STATUS.NETWORK_ERROR };
      }),
    );
    setWaiting(false);
    finish(outcomes);
    useBetSlipStore.getState().setPlacing(false);

    function finish(results: Outcome[]) {
      const store = useBetSlipStore.getState();
      const placedBets = results.flatMap((each) => (each.kind === 'placed' ? [each] : []));
      const refusals = results.flatMap((each) => (each.kind === 'refused' ? [each] : []));
      store.forgetIntents(
        [...placedBets, ...refusals.filter((each) => each.final)].map((each) => each.intent),
      );
      if (placedBets.length > 0) {
        store.remove(placedBets.flatMap(({ draft }) => draft.legs.map(selectionKey)));
        setReceipt(placedBets.map(({ placed }) => placed.bet));
        const balance = placedBets.at(-1)?.placed.balance;
        if (balance !== undefined) {
          applyBalance(balance);
          // The page around the frame shows the real balance only.
          if (!demo) tellParent({ type: 'balance', balance });
        }
        void queryClient.invalidateQueries({ queryKey: sportsKeys.bets('open', demo) });
      }
      const messages = new Set<string>();
      let action: RefusalAction = null;
      for (const { envelope } of refusals) {
        const requoted = requotedSchema.safeParse(envelope.extra);
        if (envelope.status === STATUS.ODDS_CHANGED && requoted.success) {
          store.applyPrices(requoted.data.legs, 'required');
        } else if (envelope.status === STATUS.MARKET_SUSPENDED && requoted.success) {
          store.applyPrices(requoted.data.legs, useSportsPrefs.getState().oddsChange);
        } else if (LOGIN_CLEARING_STATUSES.has(envelope.status)) {
          action = 'login';
          askParent('login-required');
        } else if (
          !demo &&
          (envelope.status === STATUS.RECHARGE_REQUIRED || envelope.status === STATUS.INSUFFICIENT_BALANCE)
        ) {
          action = 'deposit';
        }
        messages.add(translateServerMessage(envelope.status, envelope.message, envelope.extra));
      }
      setError(messages.size > 0 ? [...messages].join(' ') : null);
      setErrorAction(action);
    }
  }, [applyBalance, decimals, demo, lang, loggedIn, queryClient, ready, t]);

  const closeReceipt = useCallback(() => setReceipt(null), []);
  const clearError = useCallback(() => {
    setError(null);
    setErrorAction(null);
  }, []);
  return { placing, waitingForAcceptance, receipt, error, errorAction, place, closeReceipt, clearError };
}
