import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiPost } from '../../../lib/api/client';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { registerLinkAction } from '../../../lib/navigation/link-actions';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { testResponsibleView, testSummary } from '../../../testing/responsible-fixtures';
import responsiblePack from '../../../../../server/src/modules/i18n/packs/responsible.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { listenForRealityChecks, useRealityCheckStore } from '../stores/reality-check-store';
import { RealityCheckHost } from './reality-check-host';

const NOW = Date.UTC(2026, 2, 4, 12, 0);
const HOUR = 60 * 60_000;
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];
const calls = (route: string) => fetchMock.mock.calls.filter(([url]) => path(url) === route).length;

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...responsiblePack });
  setSiteConfig(testSiteConfig);
  listenForRealityChecks();
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal('fetch', fetchMock);
  // The server's check: due an hour after the page loaded; the acknowledgement moves it an hour on from then.
  let dueAt = NOW + HOUR;
  const answer = () =>
    envelopeResponse({
      model: testResponsibleView(NOW, {
        realityCheck: { intervalMinutes: 60, dueAt, summary: testSummary() },
      }),
      time: Date.now(),
    });
  fetchMock.mockImplementation(async (url) => {
    if (path(url) === '/api/responsible') return answer();
    if (path(url) === '/api/responsible/reality_check/ack') {
      dueAt = Date.now() + HOUR;
      return answer();
    }
    if (path(url) === '/api/game/bet')
      return envelopeResponse({ status: 1803, extra: testSummary({ minutesPlayed: 95, netResult: 40 }) });
    return envelopeResponse({});
  });
  useSessionStore.setState({ user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL' } });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
  useRealityCheckStore.setState({ demand: null });
});

function renderHost() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RealityCheckHost />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the reality check', () => {
  it('interrupts play at dueAt with the session summary, and "Continue playing" acknowledges and closes it', async () => {
    renderHost();
    await vi.waitFor(() => expect(calls('/api/responsible')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(HOUR - 60_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = screen.getByTestId('reality-check');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Reality check',
    );
    expect(screen.getByTestId('summary-time').textContent).toBe('1 h 01 min');
    expect(screen.getByTestId('summary-net').textContent).toBe('−R$ 12.50');
    expect(screen.getByTestId('summary-wagered').textContent).toBe('R$ 80.00');
    expect(screen.getByRole('link', { name: 'Set limits or take a break' })).toBeTruthy();
    // Focus is inside, on the answer that keeps playing; Escape does not dismiss the check.
    expect(document.activeElement).toBe(screen.getByTestId('reality-check-continue'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('reality-check')).toBeTruthy();
    // The figures are read again when the check falls due.
    await vi.waitFor(() => expect(calls('/api/responsible')).toBe(2));

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    await vi.waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    expect(calls('/api/responsible/reality_check/ack')).toBe(1);
    // The next check is an hour after the acknowledgement.
    await act(() => vi.advanceTimersByTimeAsync(HOUR - 60_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it("is due at once when the server clock has passed dueAt already, whatever this device's clock says", async () => {
    // A sandbox clock (or a wrong device clock): the server is 61 minutes ahead of this device.
    fetchMock.mockImplementation(async () =>
      envelopeResponse({ model: testResponsibleView(NOW), time: NOW + HOUR + 60_000 }),
    );
    renderHost();
    await vi.waitFor(() => expect(screen.getByTestId('reality-check')).toBeTruthy());
  });

  it('opens when any call is refused with REALITY_CHECK_REQUIRED, with that answer\'s summary; "Log out" logs out', async () => {
    const logOut = vi.fn();
    const restore = registerLinkAction('logOut', logOut);
    renderHost();
    await act(() => apiPost('/api/game/bet', { amount: 1 }, { noAlert: true }));
    expect(screen.getByTestId('reality-check')).toBeTruthy();
    expect(screen.getByTestId('summary-time').textContent).toBe('1 h 35 min');
    expect(screen.getByTestId('summary-net').textContent).toBe('+R$ 40.00');

    fireEvent.click(screen.getByTestId('reality-check-logout'));
    await vi.waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(useRealityCheckStore.getState().demand).toBeNull();
    expect(screen.queryByTestId('reality-check')).toBeNull();
    restore();
  });
});
