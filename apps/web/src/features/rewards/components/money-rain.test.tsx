import type { RedPacket } from '@casino/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDialogStore } from '../../../lib/dialog/dialog-store';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { openLink } from '../../../lib/navigation/link-actions';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { STARTUP_QUERY_KEY } from '../../../lib/site/use-startup-settings';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../../../testing/fixtures';
import errorsPack from '../../../../../server/src/modules/i18n/packs/errors.en.json';
import rewardsPack from '../../../../../server/src/modules/i18n/packs/rewards.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import { useRainAlertStore } from '../stores/rain-alert-store';
import { useRainStore } from '../stores/rain-store';
import { RewardsHost } from './rewards-host';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];
const context = { navigate: () => undefined, pathname: '/' };

/** A rain of 20 packets that started a minute ago and ends in two, open to everyone. */
function testRain(patch: Partial<RedPacket> = {}): RedPacket {
  return {
    id: 5,
    siteConf: { startTime: Date.now() - 60_000, endTime: Date.now() + 120_000, minVipLevel: 0 },
    status: 'LIVE',
    packets: 20,
    remaining: 12,
    eligible: true,
    caught: null,
    paysTo: 'task_bonus',
    ...patch,
  };
}

/** Answers site_redpack with `rain` (null: no model), and a grab with `grab`, then the rain as caught. */
function serve(rain: RedPacket | null, grab: Record<string, unknown> = {}) {
  let caught: number | null = null;
  fetchMock.mockImplementation(async (url) => {
    if (path(url) === '/api/redpacket/site_redpack')
      return envelopeResponse(rain ? { model: { ...rain, caught: caught ?? rain.caught } } : {});
    if (path(url) === '/api/redpacket/grab') {
      const model = grab.model as { amount: number } | undefined;
      if (model) caught = model.amount;
      return envelopeResponse(grab);
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
  queryClient.setQueryData(STARTUP_QUERY_KEY, testStartupSettings);
  useSessionStore.setState({
    user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL', vipLevel: { level: 0 } },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  queryClient.clear();
  useSessionStore.setState({ user: null });
  useRainStore.setState({ view: 'closed' });
  useRainAlertStore.setState({ alert: null });
  useDialogStore.setState({ queue: [] });
});

function renderHost() {
  return render(
    <QueryClientProvider client={queryClient}>
      <RewardsHost />
    </QueryClientProvider>,
  );
}

const alerts = () => useDialogStore.getState().queue.map((dialog) => dialog.message);

describe('#moneyRain', () => {
  it('says the event has ended when no rain is near', async () => {
    serve(null);
    renderHost();
    await act(() => openLink('#moneyRain', context));
    await waitFor(() => expect(alerts()).toEqual([rewardsPack.RAIN_EVENT_ENDED]));
    expect(screen.queryByTestId('rain-popup')).toBeNull();
    expect(useRainStore.getState().view).toBe('closed');
  });

  it('says the event has ended once its end time has passed, even before the server marks it', async () => {
    serve(
      testRain({ siteConf: { startTime: Date.now() - 60_000, endTime: Date.now() - 1, minVipLevel: 0 } }),
    );
    renderHost();
    await act(() => openLink('#moneyRain', context));
    await waitFor(() => expect(alerts()).toEqual([rewardsPack.RAIN_EVENT_ENDED]));
    expect(screen.queryByTestId('rain-popup')).toBeNull();
  });

  it('opens the popup on a live rain; a grab shows the packet caught and where it was paid', async () => {
    serve(testRain(), { model: { amount: 0.37, paysTo: 'task_bonus' } });
    renderHost();
    await act(() => openLink('#moneyRain', context));
    const popup = await screen.findByRole('dialog', { name: 'Money rain' });
    expect(popup.getAttribute('data-testid')).toBe('rain-popup');
    expect(screen.getByTestId('rain-countdown').textContent).toMatch(/^Ends in0:0[12]:\d\d$/);
    expect(screen.getByTestId('rain-left').textContent).toContain('12 of 20');
    const grab = screen.getByTestId('rain-grab') as HTMLButtonElement;
    expect(grab.disabled).toBe(false);
    fireEvent.click(grab);
    const caught = await screen.findByTestId('rain-caught');
    expect(caught.textContent).toContain('You caught R$ 0.37!');
    expect(caught.textContent).toContain('Paid into: Task bonus');
    const post = fetchMock.mock.calls.find(([url]) => path(url) === '/api/redpacket/grab');
    expect(JSON.parse(String(post?.[1].body))).toEqual({ id: 5 });
    expect(screen.queryByTestId('rain-grab')).toBeNull();
  });

  it("shows a refused grab in the server's words", async () => {
    serve(testRain(), { status: 1503, message: 'RAIN_EMPTY' });
    renderHost();
    await act(() => openLink('#moneyRain', context));
    fireEvent.click(await screen.findByTestId('rain-grab'));
    expect((await screen.findByRole('alert')).textContent).toBe(rewardsPack.RAIN_EMPTY);
  });

  it('counts down to the start of a scheduled rain with the grab off', async () => {
    serve(
      testRain({
        status: 'SCHEDULED',
        siteConf: { startTime: Date.now() + 90_000, endTime: Date.now() + 200_000, minVipLevel: 0 },
      }),
    );
    renderHost();
    await act(() => openLink('#moneyRain', context));
    expect((await screen.findByTestId('rain-countdown')).textContent).toMatch(/^Starts in0:01:[23]\d$/);
    expect((screen.getByTestId('rain-grab') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says which VIP level a rain is open from, and where the market has none', async () => {
    serve(
      testRain({
        eligible: false,
        siteConf: { startTime: Date.now() - 1, endTime: Date.now() + 60_000, minVipLevel: 3 },
      }),
    );
    const { unmount } = renderHost();
    await act(() => openLink('#moneyRain', context));
    expect((await screen.findByTestId('rain-unavailable')).textContent).toBe(
      'This money rain is open from VIP 4. Keep playing to get there!',
    );
    expect(screen.queryByTestId('rain-grab')).toBeNull();
    unmount();
    useRainStore.setState({ view: 'closed' });
    queryClient.clear();
    queryClient.setQueryData(STARTUP_QUERY_KEY, testStartupSettings);
    serve(testRain({ eligible: false }));
    renderHost();
    await act(() => openLink('#moneyRain', context));
    expect((await screen.findByTestId('rain-unavailable')).textContent).toBe(rewardsPack.RAIN_REGION);
  });
});

describe('the money-rain banner', () => {
  it('invites the player to catch a packet of their rain, without blocking the page, and opens the popup', async () => {
    serve(testRain());
    renderHost();
    act(() => useRainAlertStore.getState().announce({ id: 5, endTime: Date.now() + 120_000 }));
    const banner = await screen.findByTestId('rain-banner');
    expect(banner.textContent).toContain(rewardsPack.RAIN_BANNER);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('rain-banner-open'));
    expect(await screen.findByTestId('rain-popup')).toBeTruthy();
    expect(screen.queryByTestId('rain-banner')).toBeNull();
  });

  it('is not shown without a rain falling in the player’s currency, nor for one already caught', async () => {
    const announce = () =>
      act(() => useRainAlertStore.getState().announce({ id: 5, endTime: Date.now() + 120_000 }));
    const readsOfRain = () =>
      fetchMock.mock.calls.filter(([url]) => path(url) === '/api/redpacket/site_redpack').length;
    for (const rain of [
      null,
      testRain({
        siteConf: { startTime: Date.now() + 600_000, endTime: Date.now() + 700_000, minVipLevel: 0 },
      }),
      testRain({ caught: 0.5 }),
      testRain({ eligible: false }),
    ]) {
      serve(rain);
      const before = readsOfRain();
      const { unmount } = renderHost();
      announce();
      await waitFor(() => expect(readsOfRain()).toBe(before + 1));
      expect(screen.queryByTestId('rain-banner')).toBeNull();
      unmount();
      queryClient.removeQueries({ queryKey: ['rewards'] });
    }
  });

  it('goes when dismissed', async () => {
    serve(testRain());
    renderHost();
    act(() => useRainAlertStore.getState().announce({ id: 5, endTime: Date.now() + 120_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('rain-banner')).toBeNull();
    expect(useRainAlertStore.getState().alert).toBeNull();
  });

  it('goes by itself at the end of the rain', async () => {
    serve(testRain());
    renderHost();
    act(() => useRainAlertStore.getState().announce({ id: 5, endTime: Date.now() + 300 }));
    expect(await screen.findByTestId('rain-banner')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('rain-banner')).toBeNull());
    expect(useRainAlertStore.getState().alert).toBeNull();
  });
});
