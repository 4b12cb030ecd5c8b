import type { CheckinData } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import { testCheckinData } from '../../../testing/rewards-fixtures';
import errorsPack from '../../../../../server/src/modules/i18n/packs/errors.en.json';
import rewardsPack from '../../../../../server/src/modules/i18n/packs/rewards.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { CheckinDialog } from './checkin-dialog';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${path(url)}`);

/** Answers check-in data with `data` (and, after a claim, `afterClaim`), and the claim with `claim`. */
function serve(data: CheckinData, claim: Record<string, unknown> = {}, afterClaim?: CheckinData) {
  let claimed = false;
  fetchMock.mockImplementation(async (url) => {
    if (path(url) === '/api/bonus_task/checkin_data')
      return envelopeResponse({ model: claimed && afterClaim ? afterClaim : data });
    if (path(url) === '/api/bonus_task/checkin') {
      claimed = true;
      return envelopeResponse(claim);
    }
    return envelopeResponse({});
  });
}

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...errorsPack, ...rewardsPack });
  setSiteConfig(testSiteConfig);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
});

const onClose = vi.fn();

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(STARTUP_QUERY_KEY, testStartupSettings);
  return render(
    <QueryClientProvider client={client}>
      <CheckinDialog onClose={onClose} />
    </QueryClientProvider>,
  );
}

const tiles = () => screen.getAllByTestId('checkin-day');
const claimedDays = () =>
  tiles()
    .filter((tile) => tile.getAttribute('data-claimed') === 'true')
    .map((tile) => tiles().indexOf(tile) + 1);
const todayDays = () =>
  tiles()
    .filter((tile) => tile.getAttribute('data-today') === 'true')
    .map((tile) => tiles().indexOf(tile) + 1);

describe('the daily check-in dialog', () => {
  it("shows the player's week: days claimed, today's tile lit, and a claim of today's reward", async () => {
    serve(testCheckinData());
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in' });
    expect(dialog.getAttribute('data-testid')).toBe('checkin-dialog');
    await waitFor(() => expect(tiles()).toHaveLength(7));
    expect(claimedDays()).toEqual([1, 2]);
    expect(todayDays()).toEqual([3]);
    // VIP level 1 is paid by the row of level 0: day 3 pays R$ 3.00, day 7 R$ 10.00.
    expect(tiles()[2]?.textContent).toContain('R$ 3.00');
    expect(tiles()[6]?.textContent).toContain('R$ 10.00');
    const claim = screen.getByTestId('checkin-claim') as HTMLButtonElement;
    expect(claim.disabled).toBe(false);
    expect(claim.textContent).toBe('Claim R$ 3.00');
    expect(dialog.textContent).toContain('Paid into your task bonus; wager it 5× to turn it into cash.');
  });

  it('lists the rewards by VIP level, shown +1, with the player’s row marked', async () => {
    serve(testCheckinData());
    renderDialog();
    const table = await screen.findByRole('table', { name: 'Rewards by VIP level (R$)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('VIP 1–2');
    expect(rows[1]?.textContent).toContain('your level');
    expect(rows[2]?.textContent).toContain('VIP 3+');
    expect(rows[2]?.textContent).not.toContain('your level');
  });

  it('after today’s claim, disables the claim with "Come back tomorrow" and counts down to the next day', async () => {
    const nextDayAt = Date.now() + (2 * 3600 + 5 * 60 + 9) * 1000;
    serve(testCheckinData({ streak: 3, claimedToday: true, nextDay: 4, nextDayAt }));
    renderDialog();
    await waitFor(() => expect(tiles()).toHaveLength(7));
    expect(claimedDays()).toEqual([1, 2, 3]);
    expect(todayDays()).toEqual([3]);
    const claim = screen.getByTestId('checkin-claim') as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
    expect(claim.textContent).toBe('Come back tomorrow');
    expect(screen.getByTestId('checkin-next').textContent).toMatch(/^Next reward in 2:05:0\d \(at .+\)$/);
  });

  it('starts a new week at day 1 once a full week was claimed', async () => {
    serve(testCheckinData({ streak: 7, claimedToday: false, nextDay: 1 }));
    renderDialog();
    await waitFor(() => expect(tiles()).toHaveLength(7));
    expect(claimedDays()).toEqual([]);
    expect(todayDays()).toEqual([1]);
  });

  it('says plainly where check-in is not offered, without a claim button', async () => {
    serve(testCheckinData({ available: false }));
    renderDialog();
    expect((await screen.findByTestId('checkin-unavailable')).textContent).toBe(
      'Daily check-in is not offered in your region.',
    );
    expect(screen.queryByTestId('checkin-claim')).toBeNull();
    expect(screen.queryAllByTestId('checkin-day')).toHaveLength(0);
  });

  it('claims with a request id, shows the amount won, then reads the streak and the balances again', async () => {
    serve(
      testCheckinData(),
      { model: { day: 3, amount: 3, paysTo: 'task_bonus', grantId: 11 } },
      testCheckinData({ streak: 3, claimedToday: true, nextDay: 4 }),
    );
    renderDialog();
    fireEvent.click(await screen.findByTestId('checkin-claim'));
    expect((await screen.findByTestId('checkin-claimed')).textContent).toBe('You got R$ 3.00!');
    const post = fetchMock.mock.calls.find(([url]) => path(url) === '/api/bonus_task/checkin');
    expect(JSON.parse(String(post?.[1].body))).toEqual({
      requestId: expect.stringMatching(/^r-[A-Za-z0-9_-]{6,62}$/),
    });
    await waitFor(() => expect(claimedDays()).toEqual([1, 2, 3]));
    expect(calls().filter((call) => call === 'GET /api/bonus_task/checkin_data')).toHaveLength(2);
    expect(calls()).toContain('GET /api/auth/user_info');
    expect((screen.getByTestId('checkin-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a refused claim in the dialog in the server's words", async () => {
    serve(testCheckinData(), { status: 1503, message: 'REWARD_BUDGET_SPENT' });
    renderDialog();
    fireEvent.click(await screen.findByTestId('checkin-claim'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorsPack.REWARD_BUDGET_SPENT);
    expect(screen.queryByTestId('checkin-claimed')).toBeNull();
  });

  it('closes on Escape', async () => {
    serve(testCheckinData());
    renderDialog();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
