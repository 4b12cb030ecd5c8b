import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountPage />
    </QueryClientProvider>,
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

  it('shows a wrong current password beside the form', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('account-old-password'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByTestId('account-new-password'), { target: { value: 'brand-new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'ACCOUNT_CHANGE_PASSWORD' }));
    await waitFor(() => expect(screen.getByText('OLD_PASSWORD_WRONG')).toBeTruthy());
  });

  it('asks a visitor to log in', () => {
    useSessionStore.setState({ user: null });
    renderPage();
    expect(screen.getByText('ACCOUNT_LOGIN_REQUIRED')).toBeTruthy();
  });
});
