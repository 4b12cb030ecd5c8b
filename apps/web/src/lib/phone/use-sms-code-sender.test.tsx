import type { Envelope } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STARTUP_QUERY_KEY } from '../site/use-startup-settings';
import { testStartupSettings } from '../../testing/fixtures';
import { useSmsCodeSender } from './use-sms-code-sender';

const BRAZIL = { id: 'BR', name: 'Brasil', currencyId: 'BRL', languageId: 'pt', phoneCode: '55' };
const INDONESIA = { id: 'ID', name: 'Indonesia', currencyId: 'IDR', languageId: 'id', phoneCode: '62' };

function renderSender(requestCode: (phone: string) => Promise<Envelope>, countryId?: string) {
  const client = new QueryClient();
  client.setQueryData(STARTUP_QUERY_KEY, { ...testStartupSettings, countries: [BRAZIL, INDONESIA] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSmsCodeSender({ requestCode, countryId }), { wrapper });
}

const answer = (status: number, message?: string): Envelope => ({ status, message, time: 0 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Sends `typed` and answers how it went, as a form's handlers hear it. */
async function sendAndTell(send: ReturnType<typeof useSmsCodeSender>['send'], typed: string) {
  const heard: unknown[] = [];
  await act(() =>
    send(typed, {
      onInvalidPhone: (problemKey) => void heard.push({ invalidPhone: problemKey }),
      onSending: () => void heard.push('sending'),
      onRefused: (refusal) => void heard.push({ refused: refusal }),
      onSent: (phone) => void heard.push({ sent: phone }),
    }),
  );
  return heard;
}

describe('useSmsCodeSender', () => {
  it('checks the phone by the country before anything is sent', async () => {
    const requestCode = vi.fn(async () => answer(0));
    const { result } = renderSender(requestCode);
    expect(await sendAndTell(result.current.send, '11 18765-4321')).toEqual([
      { invalidPhone: 'SMS_LOGIN_PHONE_RULE' },
    ]);
    expect(requestCode).not.toHaveBeenCalled();
    expect(result.current.sentTo).toBeNull();
  });

  it('sends the trimmed phone, remembers it and counts down before another send', async () => {
    const requestCode = vi.fn(async () => answer(0));
    const { result } = renderSender(requestCode);
    expect(await sendAndTell(result.current.send, ' 11 98765-4321 ')).toEqual([
      'sending',
      { sent: '11 98765-4321' },
    ]);
    expect(requestCode).toHaveBeenCalledWith('11 98765-4321');
    expect(result.current.sentTo).toBe('11 98765-4321');
    expect(result.current.secondsLeft).toBe(60);

    expect(await sendAndTell(result.current.send, '11 98765-4321')).toEqual([]);
    expect(requestCode).toHaveBeenCalledTimes(1);

    act(() => result.current.forget());
    expect(result.current.sentTo).toBeNull();
    expect(result.current.secondsLeft).toBe(60);
  });

  it("hands over the server's refusal and remembers no phone", async () => {
    const { result } = renderSender(async () => answer(1010, 'PHONE_TAKEN'));
    expect(await sendAndTell(result.current.send, '11 98765-4321')).toEqual([
      'sending',
      { refused: answer(1010, 'PHONE_TAKEN') },
    ]);
    expect(result.current.sentTo).toBeNull();
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.sending).toBe(false);
  });

  it("reads a number without '+' by the given country's calling code, else by the site's", async () => {
    const requestCode = vi.fn(async () => answer(0));
    const typed = '812 345 678 901';
    const inBrazil = renderSender(requestCode);
    expect(await sendAndTell(inBrazil.result.current.send, typed)).toEqual([
      { invalidPhone: 'SMS_LOGIN_PHONE_RULE' },
    ]);
    const inIndonesia = renderSender(requestCode, 'ID');
    expect(await sendAndTell(inIndonesia.result.current.send, typed)).toEqual(['sending', { sent: typed }]);
  });
});
