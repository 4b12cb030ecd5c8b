import type { LimitsRequest, LimitView, ResponsibleView } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDialogStore } from '../../../lib/dialog/dialog-store';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { registerLinkAction } from '../../../lib/navigation/link-actions';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { testLimit, testResponsibleView } from '../../../testing/responsible-fixtures';
import responsiblePack from '../../../../../server/src/modules/i18n/packs/responsible.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { registerResponsibleStatusTexts } from '../utils/status-texts';
import { ResponsiblePage } from './responsible-page';

const NOW = Date.UTC(2026, 2, 4, 12, 0);
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];
const bodiesOf = (route: string) =>
  fetchMock.mock.calls
    .filter(([url]) => path(url) === route)
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

/** The view with a daily deposit limit of 50, 10 of it used. */
function viewWithDepositLimit(overrides: Partial<LimitView> = {}): ResponsibleView {
  const base = testResponsibleView(NOW);
  return {
    ...base,
    limits: base.limits.map((limit) =>
      limit.kind === 'deposit' && limit.period === 'day'
        ? testLimit(NOW, { value: 50, used: 10, ...overrides })
        : limit,
    ),
  };
}

let view = viewWithDepositLimit();
let limitsAnswer: (request: LimitsRequest) => Record<string, unknown> = () => ({ model: view });

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...responsiblePack });
  setSiteConfig(testSiteConfig);
  registerResponsibleStatusTexts();
});

beforeEach(() => {
  view = viewWithDepositLimit();
  limitsAnswer = () => ({ model: view });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    if (path(url) === '/api/responsible') return envelopeResponse({ model: view, time: Date.now() });
    if (path(url) === '/api/responsible/limits')
      return envelopeResponse(limitsAnswer(JSON.parse(String(init.body)) as LimitsRequest));
    return envelopeResponse({});
  });
  useSessionStore.setState({ user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
  useDialogStore.setState({ queue: [] });
});

function renderPage() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResponsiblePage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the responsible-gaming page', () => {
  it('shows each limit in force with its use, "No limit" for the others and the cooling-off rule', async () => {
    renderPage();
    const row = await screen.findByTestId('limit-deposit-day');
    expect(within(row).getByTestId('limit-value').textContent).toBe('R$ 50.00');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('R$ 10.00 of R$ 50.00');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(within(screen.getByTestId('limit-loss-week')).getByTestId('limit-value').textContent).toBe(
      'No limit',
    );
    expect(screen.getByTestId('responsible-cooling-off').textContent).toContain('waits 24 hours');
    expect(screen.getByTestId('responsible-session').textContent).toContain('1 h 01 min');
    expect(screen.getByTestId('responsible-session').textContent).toContain('−R$ 12.50');
  });

  it('posts a raised limit and shows it waiting for the cooling-off', async () => {
    const effectiveAt = NOW + 24 * 60 * 60_000;
    limitsAnswer = () => ({ model: viewWithDepositLimit({ pending: { value: 200, effectiveAt } }) });
    renderPage();
    fireEvent.click(await screen.findByTestId('limit-edit-deposit'));
    fireEvent.change(screen.getByTestId('limit-input-deposit-day'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('limit-save-deposit'));

    await waitFor(() => expect(bodiesOf('/api/responsible/limits')).toHaveLength(1));
    expect(bodiesOf('/api/responsible/limits')[0]).toEqual({
      limits: [{ kind: 'deposit', period: 'day', value: 200 }],
    });
    const pending = await screen.findByTestId('limit-pending');
    expect(pending.textContent).toMatch(/^Raises to R\$ 200\.00 on /);
    // The limit in force stays the lower one until then.
    expect(within(screen.getByTestId('limit-deposit-day')).getByTestId('limit-value').textContent).toBe(
      'R$ 50.00',
    );
    expect(screen.getByTestId('limit-saved').textContent).toContain('waits for the cooling-off period');
  });

  it('sends only what changed: a removed limit as null, a new one with a decimal comma', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('limit-edit-deposit'));
    fireEvent.click(screen.getByTestId('limit-remove-deposit-day'));
    fireEvent.click(screen.getByTestId('limit-remove-deposit-month'));
    fireEvent.change(screen.getByTestId('limit-input-deposit-month'), { target: { value: '500,5' } });
    fireEvent.click(screen.getByTestId('limit-save-deposit'));

    await waitFor(() => expect(bodiesOf('/api/responsible/limits')).toHaveLength(1));
    expect(bodiesOf('/api/responsible/limits')[0]).toEqual({
      limits: [
        { kind: 'deposit', period: 'day', value: null },
        { kind: 'deposit', period: 'month', value: 500.5 },
      ],
    });
    expect((await screen.findByTestId('limit-saved')).textContent).toBe('Saved: your limits apply now.');
  });

  it("refuses a session limit the contract refuses, in the contract's words, without sending it", async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('limit-edit-session'));
    fireEvent.click(screen.getByTestId('limit-remove-session-day'));
    fireEvent.change(screen.getByTestId('limit-input-session-day'), { target: { value: '2000' } });
    fireEvent.click(screen.getByTestId('limit-save-session'));

    expect((await screen.findByRole('alert')).textContent).toBe(responsiblePack.SESSION_LIMIT_RULE);
    expect(bodiesOf('/api/responsible/limits')).toEqual([]);
  });

  it('shows the server refusing a change beside the form', async () => {
    limitsAnswer = () => ({ status: 1801 });
    renderPage();
    fireEvent.click(await screen.findByTestId('limit-edit-wager'));
    fireEvent.click(screen.getByTestId('limit-remove-wager-week'));
    fireEvent.change(screen.getByTestId('limit-input-wager-week'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('limit-save-wager'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      responsiblePack.RESPONSIBLE_LIMIT_REACHED_ANY,
    );
  });

  it('asks for the password before a time-out, says until when, then logs out and tells the player', async () => {
    const logOut = vi.fn();
    const restore = registerLinkAction('logOut', logOut);
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '14' }));
    fireEvent.click(screen.getByTestId('timeout-start'));

    const dialog = await screen.findByTestId('exclusion-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(within(dialog).getByTestId('exclusion-consequences').textContent).toMatch(
      /logged out on every device.*blocked until .*cannot be undone early/,
    );
    fireEvent.change(within(dialog).getByTestId('exclusion-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(within(dialog).getByTestId('exclusion-confirm'));

    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(bodiesOf('/api/responsible/exclusion')).toEqual([
      { kind: 'timeout', days: 14, password: 'secret-pass' },
    ]);
    expect(useDialogStore.getState().queue[0]?.message).toMatch(/^Your break has started/);
    restore();
  });

  it('offers a permanent self-exclusion that says it is for good', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Permanently' }));
    fireEvent.click(screen.getByTestId('exclusion-start'));
    expect((await screen.findByTestId('exclusion-consequences')).textContent).toBe(
      responsiblePack.RESPONSIBLE_CONFIRM_PERMANENT,
    );
  });

  it('asks a visitor to log in', () => {
    useSessionStore.setState({ user: null });
    renderPage();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
