import type { MyBonuses } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { useUiStore } from '../../../lib/ui-store';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import { testCheckinData, testGrant, testVipInfo } from '../../../testing/rewards-fixtures';
import lobbyPack from '../../../../../server/src/modules/i18n/packs/lobby.en.json';
import rewardsPack from '../../../../../server/src/modules/i18n/packs/rewards.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { BONUSES_REFETCH_MS } from '../hooks/use-rewards-queries';
import { useCheckinStore } from '../stores/checkin-store';
import { RewardsPage } from './rewards-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];
const reads = (route: string) => fetchMock.mock.calls.filter(([url]) => path(url) === route).length;

const bonuses = (
  grants = [testGrant(), testGrant({ id: 3, status: 'FORFEITED', settledAt: 1 })],
): MyBonuses => ({
  grants,
  betsDrawFrom: 'cash',
  realMoney: true,
  rewardKinds: ['checkin'],
});

let checkin = testCheckinData();
let myBonuses = bonuses();
let vipInfo = testVipInfo();
let rakebackAnswer: Record<string, unknown> = {};

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...lobbyPack, ...rewardsPack });
  setSiteConfig(testSiteConfig);
});

beforeEach(() => {
  checkin = testCheckinData();
  myBonuses = bonuses();
  vipInfo = testVipInfo();
  rakebackAnswer = {};
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (path(url) === '/api/user/vip_info') return envelopeResponse({ model: vipInfo });
    if (path(url) === '/api/user/vip_rakeback') return envelopeResponse(rakebackAnswer);
    if (path(url) === '/api/bonus_task/checkin_data') return envelopeResponse({ model: checkin });
    if (path(url) === '/api/bonus_task/my_bonuses') return envelopeResponse({ model: myBonuses });
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
  useCheckinStore.setState({ open: false });
  useUiStore.setState({ loginModal: null });
});

function renderPage(disableVipPlus = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(STARTUP_QUERY_KEY, { ...testStartupSettings, disableVipPlus });
  return render(
    <QueryClientProvider client={client}>
      <RewardsPage />
    </QueryClientProvider>,
  );
}

describe('the rewards page', () => {
  it('shows the VIP level +1, the way to the next level and the ladder', async () => {
    renderPage();
    expect((await screen.findByTestId('vip-level')).textContent).toBe('2');
    const next = screen.getByTestId('vip-next-progress');
    expect(next.textContent).toContain('Next: VIP 3 · Gold');
    const [bets, deposits] = within(next).getAllByRole('progressbar');
    expect(bets?.getAttribute('aria-valuenow')).toBe('50');
    expect(bets?.getAttribute('aria-valuetext')).toBe('R$ 2,500.00 of R$ 5,000.00');
    expect(deposits?.getAttribute('aria-valuenow')).toBe('20');
    expect(next.textContent).toContain('Reaching it pays R$ 25.00');
    const ladder = screen.getByRole('table', { name: 'All VIP levels' });
    expect(within(ladder).getAllByRole('row')).toHaveLength(4);
    expect(within(ladder).getAllByRole('row')[2]?.textContent).toContain('your level');
  });

  it('shows the server level as it is when the site sets disableVipPlus', async () => {
    renderPage(true);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('1');
  });

  it("lists the player's bonuses, those being wagered first, with their status", async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('bonus-item')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('bonus-item');
    expect(first?.getAttribute('data-status')).toBe('WAGERING');
    expect(within(first as HTMLElement).getByTestId('bonus-progress')).toBeTruthy();
    expect(second?.getAttribute('data-status')).toBe('FORFEITED');
    expect(within(second as HTMLElement).queryByTestId('bonus-progress')).toBeNull();
  });

  it('says so when there are no bonuses yet', async () => {
    myBonuses = bonuses([]);
    renderPage();
    expect((await screen.findByTestId('bonuses-empty')).textContent).toContain('No bonuses yet');
  });

  it('reads the bonuses every 10 s and refreshes the balances when one changed state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('bonus-item')).toHaveLength(2));
    const userReads = reads('/api/auth/user_info');
    myBonuses = bonuses([testGrant({ status: 'CONVERTED', wagered: 50, settledAt: Date.now() })]);
    await vi.advanceTimersByTimeAsync(BONUSES_REFETCH_MS);
    await waitFor(() =>
      expect(screen.getByTestId('bonus-item').getAttribute('data-status')).toBe('CONVERTED'),
    );
    expect(reads('/api/bonus_task/my_bonuses')).toBe(2);
    await waitFor(() => expect(reads('/api/auth/user_info')).toBe(userReads + 1));
  });

  it('opens the check-in dialog from its card, or says check-in is not offered here', async () => {
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByTestId('rewards-checkin-open'));
    expect(screen.getByTestId('rewards-checkin').textContent).toContain("Today's reward: R$ 3.00");
    expect(useCheckinStore.getState().open).toBe(true);
    unmount();

    checkin = testCheckinData({ available: false });
    renderPage();
    expect((await screen.findByTestId('rewards-checkin-unavailable')).textContent).toBe(
      'Daily check-in is not offered in your region.',
    );
    expect(screen.queryByTestId('rewards-checkin-open')).toBeNull();
  });

  it('asks a visitor to log in', () => {
    useSessionStore.setState({ user: null });
    renderPage();
    expect(screen.queryByTestId('rewards-page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('rakeback on the VIP card', () => {
  const offered = (accrued: number) => testVipInfo({ rakeback: { offered: true, percent: 0.5, accrued } });

  it('states the share of the house edge and what is claimable, and claims it into cash', async () => {
    vipInfo = offered(1.25);
    rakebackAnswer = { model: { amount: 1.25, grantId: 9 } };
    renderPage();
    const rakeback = await screen.findByTestId('rakeback');
    expect(rakeback.textContent).toContain('0.5 % of the house edge you play comes back to you.');
    expect(screen.getByTestId('rakeback-accrued').textContent).toBe('R$ 1.25');
    const vipReads = reads('/api/user/vip_info');
    vipInfo = offered(0);
    fireEvent.click(screen.getByTestId('rakeback-claim'));
    expect((await screen.findByTestId('rakeback-claimed')).textContent).toBe('R$ 1.25 paid into your cash.');
    await waitFor(() => expect(screen.getByTestId('rakeback-accrued').textContent).toBe('R$ 0.00'));
    expect(reads('/api/user/vip_info')).toBe(vipReads + 1);
    expect(reads('/api/auth/user_info')).toBeGreaterThan(0);
    expect((screen.getByTestId('rakeback-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the claim off while nothing is due, and shows a refusal in the server’s words', async () => {
    vipInfo = offered(0);
    const { unmount } = renderPage();
    expect(((await screen.findByTestId('rakeback-claim')) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    vipInfo = offered(0.01);
    rakebackAnswer = { status: 1501, message: 'RAKEBACK_EMPTY' };
    renderPage();
    fireEvent.click(await screen.findByTestId('rakeback-claim'));
    expect((await screen.findByRole('alert')).textContent).toBe(rewardsPack.RAKEBACK_EMPTY);
  });

  it('names the first level with rakeback, and is absent where the market offers none', async () => {
    vipInfo = testVipInfo({
      rakeback: { offered: true, percent: 0, accrued: 0 },
      ladder: testVipInfo().ladder.map((row) => ({ ...row, rakebackPercent: row.level >= 2 ? 1 : 0 })),
    });
    const { unmount } = renderPage();
    expect((await screen.findByTestId('rakeback-rule')).textContent).toBe(
      'Rakeback starts at VIP 3: 1 % of the house edge you play.',
    );
    unmount();
    vipInfo = testVipInfo();
    renderPage();
    await screen.findByTestId('vip-level');
    expect(screen.queryByTestId('rakeback')).toBeNull();
  });
});
