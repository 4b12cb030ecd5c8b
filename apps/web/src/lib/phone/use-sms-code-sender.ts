import type { Envelope } from '@casino/contracts';
import { useState } from 'react';

import { useResendCountdown } from '../hooks/use-resend-countdown';
import { useStartupSettings } from '../site/use-startup-settings';
import { smsPhoneProblem } from './sms-phone-problem';

/** What the sender needs: the call that texts a code, and the country a number without "+" belongs to. */
export interface SmsCodeSenderOptions {
  /** Asks the server to text a code to `phone` (trimmed and checked already); its answer. */
  requestCode: (phone: string) => Promise<Envelope>;
  /** The country whose calling code a number typed without "+" takes; the visitor's site country if unset. */
  countryId?: string | undefined;
}

/** What a form does with each outcome of "send code", in its own words. */
export interface SmsCodeSendHandlers {
  /** The phone breaks the rule (spec §5): the language-pack key to show. Called at once; nothing is sent. */
  onInvalidPhone: (problemKey: string) => void;
  /** The request leaves now: a form clears its earlier errors here, so none stays on screen meanwhile. */
  onSending?: () => void;
  /** The server refused the send (a taken phone, a limit): its answer. */
  onRefused: (answer: Envelope) => void;
  /** A code is on its way to `phone` (as typed, trimmed); the countdown to the next send runs. */
  onSent?: (phone: string) => void;
}

/** The state and the action of an SMS code form's "send code". */
export interface SmsCodeSender {
  /** The phone the last code went to; null before a code was sent, or after forget(). */
  sentTo: string | null;
  /** A send is under way. */
  sending: boolean;
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number;
  /**
   * Checks `typed`, then asks for a code, telling `handlers` how it went. While a send is under way or
   * the countdown runs it does nothing.
   */
  send: (typed: string, handlers: SmsCodeSendHandlers) => Promise<void>;
  /** Forgets the phone a code went to (another phone was typed); the countdown runs on. */
  forget: () => void;
}

/**
 * "Send a code to a phone" of every SMS form (login, password reset, registration, the account's phone):
 * the phone checked by the §5 rule with the country's calling code, one send at a time, the countdown
 * before another, and each outcome handed to the form to show in its own words.
 */
export function useSmsCodeSender({ requestCode, countryId }: SmsCodeSenderOptions): SmsCodeSender {
  const startup = useStartupSettings();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [secondsLeft, restartCountdown] = useResendCountdown();
  const country = countryId ?? startup.data?.countryId;
  const countryPhoneCode = startup.data?.countries.find((each) => each.id === country)?.phoneCode ?? '';

  async function send(typed: string, handlers: SmsCodeSendHandlers): Promise<void> {
    if (sending || secondsLeft > 0) return;
    const problemKey = smsPhoneProblem(typed, countryPhoneCode);
    if (problemKey) {
      handlers.onInvalidPhone(problemKey);
      return;
    }
    const phone = typed.trim();
    handlers.onSending?.();
    setSending(true);
    let answer: Envelope;
    try {
      answer = await requestCode(phone);
    } finally {
      setSending(false);
    }
    if (answer.status !== 0) {
      handlers.onRefused(answer);
      return;
    }
    setSentTo(phone);
    restartCountdown();
    handlers.onSent?.(phone);
  }

  return { sentTo, sending, secondsLeft, send, forget: () => setSentTo(null) };
}
