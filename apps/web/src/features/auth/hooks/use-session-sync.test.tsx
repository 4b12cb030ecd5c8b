import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearApiCache } from '../../../lib/api/request-cache';
import { useSessionStore } from '../../../lib/session/user-store';
import { envelopeResponse } from '../../../testing/fixtures';
import { useSessionSync } from './use-session-sync';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function Probe() {
  useSessionSync();
  return null;
}

function mount() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  clearApiCache();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(envelopeResponse({ user: { token: 'token-abcdefghij', username: 'ana', balance: 7 } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ user: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionSync', () => {
  it('refetches user info on load for a logged-in visitor', async () => {
    useSessionStore.getState().setUser({ token: 'token-abcdefghij' });
    mount();
    await vi.waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(7));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user_info');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
  });

  it('picks up a login from another tab within a second, then loads the user', async () => {
    vi.useFakeTimers();
    mount();
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.setItem('user', JSON.stringify({ token: 'token-abcdefghij' }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(useSessionStore.getState().user).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(useSessionStore.getState().user?.token).toBe('token-abcdefghij');
    // The user read goes out once its checksum header is hashed (Web Crypto, off the fake clock); the test
    // waits for its answer too, so that nothing of it lands in the next test.
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/user_info'));
    await vi.waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(7));
  });

  it('ignores a stored user without a token', async () => {
    vi.useFakeTimers();
    mount();
    localStorage.setItem('user', JSON.stringify({ username: 'ghost' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(useSessionStore.getState().user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
