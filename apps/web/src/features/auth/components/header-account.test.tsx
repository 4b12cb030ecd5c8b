import { LOGOUT_KEEP_KEYS } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { useUiStore } from '../../../lib/ui-store';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { HeaderAccount } from './header-account';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderHeader(path = '/') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderAccount />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: null });
  useUiStore.setState({ loginModal: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeaderAccount', () => {
  it('offers login and register to a visitor', () => {
    renderHeader();
    expect(screen.queryByTestId('header-balance')).toBeNull();
    fireEvent.click(screen.getByTestId('open-register'));
    expect(useUiStore.getState().loginModal).toBe('register');
    fireEvent.click(screen.getByTestId('open-login'));
    expect(useUiStore.getState().loginModal).toBe('login');
  });

  it('shows the username and the balance floored to the currency decimals', () => {
    useSessionStore
      .getState()
      .setUser({ token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL', balance: 1234.569 });
    renderHeader();
    expect(screen.getByTestId('header-username').textContent).toBe('ana');
    expect(screen.getByTestId('header-balance').textContent).toBe('R$ 1,234.56');
  });

  it('logs out: tells the server, keeps only the keep-list and goes home', async () => {
    for (const key of LOGOUT_KEEP_KEYS) localStorage.setItem(key, 'kept');
    localStorage.setItem('tkk', 'dropped');
    useSessionStore.getState().setUser({ token: 'token-abcdefghij', username: 'ana', balance: 1 });
    fetchMock.mockImplementation(() => Promise.resolve(envelopeResponse({})));
    renderHeader('/chatlive');
    expect(screen.getByTestId('where').textContent).toBe('/chatlive');

    fireEvent.click(screen.getByTestId('profile-menu-button'));
    fireEvent.click(screen.getByTestId('logout'));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/logout');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Auth).toBe('token-abcdefghij');
    expect(Object.keys(localStorage).sort()).toEqual([...LOGOUT_KEEP_KEYS].sort());
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByTestId('open-login')).toBeTruthy();
  });

  it('puts log out, the wallet and history in a profile menu named by the player, opened by its button', () => {
    useSessionStore.getState().setUser({ token: 'token-abcdefghij', username: 'ana', balance: 12345.67 });
    renderHeader();
    const button = screen.getByRole('button', { name: /ana/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('profile-menu').hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByTestId('profile-menu');
    expect(menu.hidden).toBe(false);
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getByTestId('profile-history').getAttribute('href')).toBe('/#history');
    expect(screen.getByTestId('profile-deposit').getAttribute('href')).toBe('/#recharge');
    expect(screen.getByTestId('profile-rewards').getAttribute('href')).toBe('/rewards');
    expect(screen.getByTestId('logout')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    useSessionStore.getState().setUser({ token: 'token-abcdefghij' });
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    renderHeader();
    fireEvent.click(screen.getByTestId('profile-menu-button'));
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
  });
});
