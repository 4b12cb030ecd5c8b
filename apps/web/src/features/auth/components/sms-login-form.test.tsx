import type { StartupSettings } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearApiCache } from '../../../lib/api/request-cache';
import { useSessionStore } from '../../../lib/session/user-store';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { useUiStore } from '../../../lib/ui-store';
import { AuthModal } from './auth-modal';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function reply(body: unknown) {
  fetchMock.mockImplementationOnce(() =>
    Promise.resolve(new Response(JSON.stringify({ time: Date.now(), ...(body as object) }))),
  );
}

const sent = (call: number) => ({
  url: fetchMock.mock.calls[call]![0],
  body: JSON.parse(fetchMock.mock.calls[call]![1].body as string) as unknown,
});

const BRAZIL = { id: 'BR', name: 'Brasil', currencyId: 'BRL', languageId: 'pt', phoneCode: '55' };

function renderModal(enabledSmsConfigs: string[]) {
  const client = new QueryClient();
  const startup: Partial<StartupSettings> = {
    enableRegisterPromoCode: false,
    enabledSmsConfigs,
    countries: [BRAZIL],
    countryId: 'BR',
  };
  client.setQueryData(STARTUP_QUERY_KEY, startup);
  useUiStore.setState({ loginModal: 'login' });
  function Harness() {
    const open = useUiStore((state) => state.loginModal);
    return open ? <AuthModal mode={open} /> : null;
  }
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
  useSessionStore.setState({ user: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SMS login', () => {
  it('is not offered while LOGIN is missing from enabledSmsConfigs', () => {
    renderModal(['WITHDRAW']);
    expect(screen.queryByTestId('auth-use-sms')).toBeNull();
  });

  it('refuses a phone that fails the Brazilian check and sends nothing', () => {
    renderModal(['LOGIN']);
    fireEvent.click(screen.getByTestId('auth-use-sms'));
    expect(document.activeElement).toBe(screen.getByTestId('sms-login-phone'));
    type('sms-login-phone', '01 2345');
    fireEvent.click(screen.getByTestId('sms-login-send'));
    expect(screen.getByText('SMS_LOGIN_PHONE_RULE')).toBeTruthy();
    expect(screen.getByTestId('sms-login-phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a code, counts down to a resend, and logs in with the six digits', async () => {
    renderModal(['LOGIN']);
    fireEvent.click(screen.getByTestId('auth-use-sms'));
    type('sms-login-phone', '11 98765-4321');
    reply({ status: 0 });
    fireEvent.submit(screen.getByTestId('sms-login-send').closest('form')!);
    await screen.findByTestId('sms-login-sent');
    expect(sent(0)).toEqual({ url: '/api/auth/sms/send_code', body: { phone: '11 98765-4321' } });
    expect(screen.getByTestId('sms-login-send').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('sms-login-send').textContent).toBe('SMS_LOGIN_RESEND_IN');

    type('sms-login-code', '12 34');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    expect(screen.getByText('SMS_LOGIN_CODE_SIX_DIGITS')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    type('sms-login-code', '123 456');
    expect(screen.getByTestId('sms-login-code')).toHaveProperty('value', '123456');
    reply({ status: 0, user: { token: 'token-abcdefghij', username: 'phone_player' } });
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(useUiStore.getState().loginModal).toBeNull());
    expect(sent(1)).toEqual({
      url: '/api/auth/sms/login',
      body: { phone: '11 98765-4321', code: '123456' },
    });
    expect(useSessionStore.getState().user?.token).toBe('token-abcdefghij');
  });

  it('shows a wrong code with the error catalogue and keeps the modal open', async () => {
    renderModal(['LOGIN']);
    fireEvent.click(screen.getByTestId('auth-use-sms'));
    type('sms-login-phone', '11 98765-4321');
    reply({ status: 0 });
    fireEvent.click(screen.getByTestId('sms-login-send'));
    await screen.findByTestId('sms-login-code');
    type('sms-login-code', '000000');
    reply({ status: 1309, message: 'SMS_CODE_INVALID' });
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    expect(await screen.findByTestId('sms-login-error')).toHaveProperty('textContent', 'SMS_CODE_INVALID');
    expect(useUiStore.getState().loginModal).toBe('login');

    fireEvent.click(screen.getByTestId('sms-login-use-password'));
    expect(screen.getByTestId('auth-username')).toBeTruthy();
  });
});
