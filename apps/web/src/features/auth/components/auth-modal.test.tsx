import type { StartupSettings } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

function sentBody(call = 0): Record<string, unknown> {
  return JSON.parse(fetchMock.mock.calls[call]![1].body as string) as Record<string, unknown>;
}

function renderModal(mode: 'login' | 'register', startup: Partial<StartupSettings> = {}) {
  const client = new QueryClient();
  client.setQueryData(STARTUP_QUERY_KEY, { enableRegisterPromoCode: false, ...startup });
  useUiStore.setState({ loginModal: mode });
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

function submit() {
  fireEvent.submit(screen.getByTestId('auth-submit').closest('form')!);
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

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

describe('login form', () => {
  it('labels its fields and focuses the username', () => {
    renderModal('login');
    expect(screen.getByLabelText('USERNAME', { selector: 'input' })).toBe(
      screen.getByTestId('auth-username'),
    );
    expect(screen.getByLabelText('PASSWORD')).toBe(screen.getByTestId('auth-password'));
    expect(screen.getByRole('dialog')).toHaveProperty('ariaModal', 'true');
    expect(document.activeElement).toBe(screen.getByTestId('auth-username'));
  });

  it('says which fields are empty and sends nothing', () => {
    renderModal('login');
    submit();
    expect(screen.getAllByText('FIELD_REQUIRED')).toHaveLength(2);
    expect(screen.getByTestId('auth-username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the username rule before sending', () => {
    renderModal('login');
    type('auth-username', 'a b');
    type('auth-password', 'whatever');
    submit();
    expect(screen.getByText('USERNAME_RULE')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, stores the user and closes', async () => {
    renderModal('login');
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    reply({ status: 0, user: { token: 'token-abcdefghij', username: 'player_1' } });
    submit();
    await waitFor(() => expect(useUiStore.getState().loginModal).toBeNull());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login');
    expect(sentBody()).toEqual({ username: 'player_1', password: 'secret-pass' });
    expect(useSessionStore.getState().user?.token).toBe('token-abcdefghij');
    expect(screen.queryByTestId('auth-modal')).toBeNull();
  });

  it('logs in by phone when the phone tab is chosen', async () => {
    renderModal('login');
    fireEvent.click(screen.getByTestId('auth-identity-phone'));
    type('auth-phone', '11 98765-4321');
    type('auth-password', 'secret-pass');
    reply({ status: 0, user: { token: 'token-abcdefghij' } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody()).toEqual({ phone: '11 98765-4321', password: 'secret-pass' });
  });

  it('shows a wrong password above the button, without an alert', async () => {
    renderModal('login');
    type('auth-username', 'player_1');
    type('auth-password', 'wrong-pass');
    reply({ status: 1103, message: 'INVALID_CREDENTIALS' });
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'INVALID_CREDENTIALS');
    expect(useUiStore.getState().loginModal).toBe('login');
  });

  it('closes on Escape and keeps Tab inside the dialog', () => {
    renderModal('login');
    const dialog = screen.getByRole('dialog');
    const switchButton = screen.getByTestId('auth-switch-mode');
    switchButton.focus();
    fireEvent.keyDown(switchButton, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'CLOSE' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(useUiStore.getState().loginModal).toBeNull();
  });
});

describe('register form', () => {
  it('shows the invite code read-only and sends it with the stored init params', async () => {
    localStorage.setItem('InvitedCode', 'ABCD1234');
    localStorage.setItem('tkk', 'tkk-1');
    renderModal('register');
    const invite = screen.getByTestId('auth-invite-code') as HTMLInputElement;
    expect(invite.value).toBe('ABCD1234');
    expect(invite.readOnly).toBe(true);
    expect(screen.queryByTestId('auth-promo-code')).toBeNull();
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    reply({ status: 0, user: { token: 'token-abcdefghij' } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/register');
    expect(sentBody()).toEqual({
      username: 'player_1',
      password: 'secret-pass',
      p: 'ABCD1234',
      tkk: 'tkk-1',
      language: 'en',
    });
  });

  it('offers and sends a promo code only when the startup settings enable it', async () => {
    renderModal('register', { enableRegisterPromoCode: true });
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    type('auth-promo-code', 'WELCOME10');
    reply({ status: 0, user: { token: 'token-abcdefghij' } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody().promoCode).toBe('WELCOME10');
  });

  it('puts an INVALID_INPUT answer under its field', async () => {
    renderModal('register');
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    reply({ status: 1001, message: 'INVALID_INPUT', extra: { field: 'password', reason: 'PASSWORD_RULE' } });
    submit();
    await screen.findByText('PASSWORD_RULE');
    expect(screen.getByTestId('auth-password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches to login without carrying values over', () => {
    renderModal('register');
    type('auth-username', 'player_1');
    act(() => fireEvent.click(screen.getByTestId('auth-switch-mode')));
    expect(useUiStore.getState().loginModal).toBe('login');
    expect((screen.getByTestId('auth-username') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('LOGIN_TITLE')).toBeTruthy();
  });
});

const CPF_STARTUP: Partial<StartupSettings> = {
  registration: { identity: 'cpf', minimumAge: 18, limitsAtRegistration: false },
};

describe('register form where the market asks for identity', () => {
  it('shows the CPF, full name and birth date only when registration.identity is cpf, and the risk warning', () => {
    renderModal('register');
    expect(screen.queryByTestId('auth-cpf')).toBeNull();
    expect(screen.getByTestId('auth-risk-warning').textContent).toBe('RISK_WARNING');
    cleanup();
    renderModal('register', CPF_STARTUP);
    expect(screen.getByLabelText('REGISTER_CPF')).toBe(screen.getByTestId('auth-cpf'));
    expect(screen.getByTestId('auth-cpf').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('REGISTER_FULL_NAME')).toBe(screen.getByTestId('auth-full-name'));
    expect(screen.getByLabelText('REGISTER_BIRTH_DATE')).toHaveProperty('type', 'date');
  });

  it('names each empty identity field and sends nothing', () => {
    renderModal('register', CPF_STARTUP);
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    submit();
    expect(screen.getByText('CPF_REQUIRED')).toBeTruthy();
    expect(screen.getByText('FULL_NAME_REQUIRED')).toBeTruthy();
    expect(screen.getByText('BIRTH_DATE_REQUIRED')).toBeTruthy();
    expect(screen.getByTestId('auth-cpf').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats the CPF as typed and checks it and the name with the contracts rules before sending', () => {
    renderModal('register', CPF_STARTUP);
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    type('auth-cpf', '52998224724');
    expect((screen.getByTestId('auth-cpf') as HTMLInputElement).value).toBe('529.982.247-24');
    type('auth-full-name', 'Maria');
    type('auth-birth-date', '1990-05-17');
    submit();
    expect(screen.getByText('CPF_INVALID')).toBeTruthy();
    expect(screen.getByText('FULL_NAME_RULE')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the CPF digits, the name and the birth date, and shows a refused age under the birth date', async () => {
    renderModal('register', CPF_STARTUP);
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    type('auth-cpf', '529.982.247-25');
    type('auth-full-name', ' Maria da Silva ');
    type('auth-birth-date', '2010-01-02');
    reply({ status: 1804, message: 'AGE_REFUSED', extra: { minimumAge: 18 } });
    submit();
    await screen.findByText('AGE_REFUSED');
    expect(sentBody()).toMatchObject({
      cpf: '52998224725',
      fullName: 'Maria da Silva',
      birthDate: '2010-01-02',
    });
    expect(screen.getByTestId('auth-birth-date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    type('auth-birth-date', '1990-05-17');
    reply({ status: 1805, message: 'CPF_TAKEN' });
    submit();
    await screen.findByText('CPF_TAKEN');
    expect(screen.getByTestId('auth-cpf').getAttribute('aria-invalid')).toBe('true');
  });
});

const LIMITS_STARTUP: Partial<StartupSettings> = {
  registration: { identity: 'none', minimumAge: 18, limitsAtRegistration: true },
};

describe('register form where the market asks for a deposit limit at sign-up', () => {
  it('asks for a choice (a period and an amount, or no limit) and sends nothing without one', () => {
    renderModal('register');
    expect(screen.queryByTestId('auth-deposit-limit-period')).toBeNull();
    cleanup();
    renderModal('register', LIMITS_STARTUP);
    expect(screen.getByLabelText('REGISTER_DEPOSIT_LIMIT')).toBe(
      screen.getByTestId('auth-deposit-limit-period'),
    );
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    submit();
    expect(screen.getByText('DEPOSIT_LIMIT_REQUIRED')).toBeTruthy();
    expect(screen.getByTestId('auth-deposit-limit-period').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    type('auth-deposit-limit-period', 'week');
    type('auth-deposit-limit-amount', 'abc');
    submit();
    expect(screen.getByText('AMOUNT_INVALID')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the limit chosen, or null for "no limit"', async () => {
    renderModal('register', LIMITS_STARTUP);
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    type('auth-deposit-limit-period', 'week');
    type('auth-deposit-limit-amount', '200,50');
    reply({ status: 1101, message: 'USERNAME_TAKEN' });
    submit();
    await screen.findByText('USERNAME_TAKEN');
    expect(sentBody()).toMatchObject({ depositLimit: { period: 'week', value: 200.5 } });

    type('auth-deposit-limit-period', 'none');
    expect(screen.queryByTestId('auth-deposit-limit-amount')).toBeNull();
    reply({ status: 1101, message: 'USERNAME_TAKEN' });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1)).toMatchObject({ depositLimit: null });
  });
});

const SMS_STARTUP: Partial<StartupSettings> = {
  countryId: 'BR',
  countries: [{ id: 'BR', phoneCode: '55' } as StartupSettings['countries'][number]],
  smsConfig: { enableRegister: true, enableForgetPassword: true, enableWithdraw: false },
};

describe('registration by SMS code', () => {
  it('asks for the phone and its code, sends the code, then registers with all of it', async () => {
    renderModal('register', SMS_STARTUP);
    expect(screen.queryByTestId('auth-identity-phone')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('auth-username'));
    type('auth-username', 'player_1');
    type('auth-password', 'secret-pass');
    submit();
    expect(screen.getByTestId('auth-phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('auth-code').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    type('auth-phone', '21 98765-4321');
    reply({ status: 0 });
    fireEvent.click(screen.getByTestId('auth-send-code'));
    await waitFor(() => expect(screen.getByTestId('auth-code-sent')).toBeTruthy());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/register/send_code');
    expect(sentBody(0)).toEqual({ phone: '21 98765-4321' });
    expect(screen.getByTestId('auth-send-code')).toHaveProperty('disabled', true);

    type('auth-code', '123456');
    reply({ status: 0, user: { token: 'token-abcdefghij', username: 'player_1' } });
    submit();
    await waitFor(() => expect(useUiStore.getState().loginModal).toBeNull());
    expect(sentBody(1)).toMatchObject({
      username: 'player_1',
      phone: '21 98765-4321',
      smsCode: '123456',
      password: 'secret-pass',
    });
  });
});

describe('forgot password by SMS code', () => {
  it('is offered only while the switch is on', () => {
    renderModal('login');
    expect(screen.queryByTestId('auth-forgot-password')).toBeNull();
  });

  it('sends a reset code, sets the new password, then goes back to the login', async () => {
    renderModal('login', SMS_STARTUP);
    fireEvent.click(screen.getByTestId('auth-forgot-password'));
    expect(document.activeElement).toBe(screen.getByTestId('reset-phone'));
    type('reset-phone', '01 2345-6789');
    fireEvent.submit(screen.getByTestId('reset-phone').closest('form')!);
    expect(screen.getByText('SMS_LOGIN_PHONE_RULE')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type('reset-phone', '21 98765-4321');
    reply({ status: 0 });
    fireEvent.submit(screen.getByTestId('reset-phone').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('reset-sent')).toBeTruthy());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/password/send_code');

    type('reset-code', '123456');
    type('reset-password', 'new-secret-1');
    reply({ status: 1309, message: 'SMS_CODE_INVALID' });
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(screen.getByTestId('reset-error').textContent).toBe('SMS_CODE_INVALID'));

    reply({ status: 0 });
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(screen.getByTestId('reset-done')).toBeTruthy());
    expect(sentBody(2)).toEqual({ phone: '21 98765-4321', code: '123456', password: 'new-secret-1' });
    fireEvent.click(screen.getByTestId('reset-back-to-login'));
    expect(screen.getByTestId('auth-username')).toBeTruthy();
  });
});
