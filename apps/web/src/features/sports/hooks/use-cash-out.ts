import {
  cashOutQuoteSchema,
  sportsBetViewSchema,
  STATUS,
  type CashOutQuote,
  type SportsBetView,
} from '@casino/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { newRequestId } from '../../../lib/api/request-id';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { cashOutSportsBet } from '../api/cash-out-sports-bet';
import { getCashOutQuote } from '../api/get-cash-out-quote';

const cashedSchema = z.object({ bet: sportsBetViewSchema, balance: z.number() });
const requotedSchema = z.object({ quote: cashOutQuoteSchema });

/** Where a cash-out stands: nothing asked, an offer being fetched, an offer shown, the offer being taken. */
export type CashOutPhase = 'idle' | 'quoting' | 'offered' | 'confirming';

/** One bet's cash-out, as its panel shows it. */
export interface CashOut {
  phase: CashOutPhase;
  /** The offer on show (kept while it is being taken). */
  quote: CashOutQuote | null;
  /** The offer was replaced by a new one (the old expired or the price moved). */
  requoted: boolean;
  error: string | null;
  /** Asks for an offer (again, once one expired). */
  requestQuote: () => Promise<void>;
  /** Takes the offer, whole or (`amount` below it) in part. */
  confirm: (amount: number | null) => Promise<void>;
  /** Puts the offer away. */
  cancel: () => void;
}

/**
 * The cash-out of one bet: an offer from the server, valid until its expiresAt, taken whole or in part. A
 * moved or expired offer comes back as CASH_OUT_REQUOTED with the new one, which replaces it on screen; every
 * button is disabled only while its request is out. A retry of the same offer and amount sends the same
 * request id.
 */
export function useCashOut(
  bet: SportsBetView,
  onCashedOut: (bet: SportsBetView, balance: number) => void,
): CashOut {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CashOutPhase>('idle');
  const [quote, setQuote] = useState<CashOutQuote | null>(null);
  const [requoted, setRequoted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestIds = useRef(new Map<string, string>());

  const requestQuote = useCallback(async () => {
    setPhase('quoting');
    setError(null);
    setRequoted(false);
    const answer = await getCashOutQuote(bet.id);
    const offer = answer.status === STATUS.SUCCESS ? cashOutQuoteSchema.safeParse(answer.model) : null;
    if (offer?.success) {
      setQuote(offer.data);
      setPhase('offered');
      return;
    }
    setQuote(null);
    setPhase('idle');
    setError(
      answer.status === STATUS.CASH_OUT_NOT_ALLOWED
        ? t('SPORTS_CASH_OUT_UNAVAILABLE')
        : translateServerMessage(answer.status, answer.message, answer.extra),
    );
  }, [bet.id, t]);

  const confirm = useCallback(
    async (amount: number | null) => {
      if (!quote) return;
      const intent = `${quote.quoteId}|${amount ?? 'all'}`;
      const requestId = requestIds.current.get(intent) ?? newRequestId('so');
      requestIds.current.set(intent, requestId);
      setPhase('confirming');
      setError(null);
      const answer = await cashOutSportsBet({
        betId: bet.id,
        quoteId: quote.quoteId,
        ...(amount === null ? {} : { amount }),
        requestId,
      });
      if (answer.status !== STATUS.NETWORK_ERROR) requestIds.current.delete(intent);
      const cashed = answer.status === STATUS.SUCCESS ? cashedSchema.safeParse(answer.model) : null;
      if (cashed?.success) {
        setQuote(null);
        setPhase('idle');
        onCashedOut(cashed.data.bet, cashed.data.balance);
        return;
      }
      const requote = requotedSchema.safeParse(answer.extra);
      if (answer.status === STATUS.CASH_OUT_REQUOTED && requote.success) {
        setQuote(requote.data.quote);
        setRequoted(true);
        setPhase('offered');
        return;
      }
      if (answer.status === STATUS.CASH_OUT_NOT_ALLOWED) {
        setQuote(null);
        setPhase('idle');
        setError(t('SPORTS_CASH_OUT_UNAVAILABLE'));
        return;
      }
      // The offer stays on screen: the player may try again (a lost answer with the same request id).
      setPhase('offered');
      setError(translateServerMessage(answer.status, answer.message, answer.extra));
    },
    [bet.id, onCashedOut, quote, t],
  );

  const cancel = useCallback(() => {
    setQuote(null);
    setPhase('idle');
    setError(null);
    setRequoted(false);
  }, []);

  return { phase, quote, requoted, error, requestQuote, confirm, cancel };
}
