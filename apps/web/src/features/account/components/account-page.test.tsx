import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../lib/session/user-store';
import { envelopeResponse } from '../../../testing/fixtures';
import { AccountPage } from './account-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${String(url).split('?')[0]}`);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url).startsWith('/api/user/sessions/logout_others'))
      return envelopeResponse({ model: { ended: 1 } });
    if (String(url).startsWith('/api/user/sessions'))
      return envelopeResponse({
        list: [
          {
            id: 'aaa',
            current: true,
            createdAt: 1,
            lastSeenAt: 2,
            device: 'Phone',
            userAgent: null,
            ip: '10.0.0.*',
          },
          {
            id: 'bbb',
            current: false,
            createdAt: 1,
            lastSeenAt: 2,
            device: 'Desktop',
            userAgent: null,
            ip: null,
          },
        ],
      });
    if (String(url).startsWith('/api/user/2fa/setup'))
      return envelopeResponse({
        model: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Casino:ana?secret=JBSWY3DPEHPK3PXP' },
      });
    if (String(url).startsWith('/api/file/upload'))
      return envelopeResponse({
        model: {
          id: `${'a'.repeat(32)}.png`,
          url: `/static/upload/${'a'.repeat(32)}.png`,
          contentType: 'image/png',
          sizeBytes: 4,
        },
      });
    if (String(url).startsWith('/api/user/password'))
      return envelopeResponse({ status: 1103, message: 'OLD_PASSWORD_WRONG' });
    return envelopeResponse({});
  });
  useSessionStore.setState({
    user: {
      token: 'token-abcdefghij',
      username: 'ana',
      nickname: 'Ana',
      vipLevel: { level: 2 },
      bind2Auth: false,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AccountPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('the account page', () => {
  it('shows the VIP level plus one, the sessions with this device marked, and logs out the others', async () => {
    renderPage();
    expect(screen.getByTestId('account-vip').textContent).toBe('ACCOUNT_VIP');
    await waitFor(() => expect(screen.getAllByTestId('account-session')).toHaveLength(2));
    expect(screen.getAllByTestId('account-session')[0]?.textContent).toContain('ACCOUNT_SESSION_CURRENT');
    fireEvent.click(screen.getByTestId('account-logout-others'));
    await waitFor(() => expect(calls()).toContain('POST /api/user/sessions/logout_others'));
  });

  it('links to the VIP & rewards page', () => {
    renderPage();
    expect(screen.getByTestId('account-rewards-link').getAttribute('href')).toBe('/rewards');
  });

  it('shows a wrong current password beside the form', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('account-old-password'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByTestId('account-new-password'), { target: { value: 'brand-new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'ACCOUNT_CHANGE_PASSWORD' }));
    await waitFor(() => expect(screen.getByText('OLD_PASSWORD_WRONG')).toBeTruthy());
  });

  it('shows the two-factor key as a QR code of the otpauth link, and the key typed out', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('account-2fa-setup'));
    const qr = await screen.findByTestId('account-2fa-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('aria-label')).toBe('ACCOUNT_TWO_FACTOR_QR');
    // A real code: the module paths are drawn, not an empty box.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByTestId('account-2fa-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uploads a picked picture, then saves it as the avatar', async () => {
    renderPage();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('account-avatar-input'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByText('ACCOUNT_AVATAR_SAVED')).toBeTruthy());
    expect(calls()).toEqual(expect.arrayContaining(['POST /api/file/upload', 'POST /api/user/profile']));
    const profile = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/user/profile'));
    expect(JSON.parse(String(profile?.[1].body))).toMatchObject({ avatarFileId: `${'a'.repeat(32)}.png` });
  });

  it('shows the upload refusal beside the picker and saves nothing', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/file/upload')
        ? envelopeResponse({ status: 1001, message: 'FILE_NOT_AN_IMAGE' })
        : envelopeResponse({}),
    );
    renderPage();
    const file = new File(['not an image'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('account-avatar-input'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('FILE_NOT_AN_IMAGE');
    expect(calls()).not.toContain('POST /api/user/profile');
  });

  it('asks a visitor to log in', () => {
    useSessionStore.setState({ user: null });
    renderPage();
    expect(screen.getByText('ACCOUNT_LOGIN_REQUIRED')).toBeTruthy();
  });
});

describe('phone', () => {
  it('shows an unverified phone, texts a code to it, verifies it and reads the user again', async () => {
    useSessionStore.setState({
      user: { token: 'token-abcdefghij', username: 'ana', phone: '5521987654321', phoneChecked: false },
    });
    renderPage();
    expect(screen.getByTestId('account-phone-state').textContent).toBe('ACCOUNT_PHONE_UNVERIFIED');
    expect(screen.getByTestId('account-phone-input')).toHaveProperty('value', '+5521987654321');
    fireEvent.click(screen.getByTestId('account-phone-send'));
    await waitFor(() => expect(screen.getByTestId('account-phone-sent')).toBeTruthy());
    expect(screen.getByTestId('account-phone-send')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('account-phone-code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByTestId('account-phone-verify'));
    await waitFor(() => expect(screen.getByTestId('account-phone-done')).toBeTruthy());
    expect(calls()).toEqual(
      expect.arrayContaining([
        'POST /api/user/phone/send_code',
        'POST /api/user/phone/verify',
        'GET /api/auth/user_info',
      ]),
    );
    const verifyCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/user/phone/verify'));
    expect(JSON.parse(verifyCall![1].body as string)).toEqual({ phone: '+5521987654321', code: '123456' });
  });

  it('refuses a malformed phone before sending', () => {
    renderPage();
    expect(screen.getByTestId('account-phone-state').textContent).toBe('ACCOUNT_PHONE_NONE');
    fireEvent.change(screen.getByTestId('account-phone-input'), { target: { value: '+55 01 2345-6789' } });
    fireEvent.click(screen.getByTestId('account-phone-send'));
    expect(screen.getByText('SMS_LOGIN_PHONE_RULE')).toBeTruthy();
    expect(calls()).not.toContain('POST /api/user/phone/send_code');
  });
});
