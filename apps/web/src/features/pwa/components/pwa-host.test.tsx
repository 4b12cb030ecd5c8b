import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openLink } from '../../../lib/navigation/link-actions';
import { useUiStore } from '../../../lib/ui-store';
import { usePwaStore } from '../stores/pwa-store';
import { PwaHost } from './pwa-host';

const settings = vi.hoisted(() => ({ enablePwa: true, downloadLink: '', iosLink: '' }));
vi.mock('../api/get-web2pwa', () => ({ getWeb2Pwa: async () => ({ ...settings }) }));
vi.mock('../register-worker', () => ({ registerWorkerWhenIdle: vi.fn() }));

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const context = { navigate: vi.fn(), pathname: '/' };

function renderHost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PwaHost />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  delete document.documentElement.dataset.appInstalled;
  usePwaStore.setState({ prompt: null, installing: false, progress: 0, applyUpdate: null });
  useUiStore.setState({ safariAddHomeScreenShow: false });
});

describe('PwaHost', () => {
  it('runs the install flow for #download and shows its progress until the prompt is answered', async () => {
    let answer: (choice: { outcome: 'accepted' }) => void = () => undefined;
    const prompt = {
      prompt: vi.fn(async () => undefined),
      userChoice: new Promise<{ outcome: 'accepted' }>((resolve) => (answer = resolve)),
    };
    renderHost();
    usePwaStore.setState({ prompt });
    await act(() => openLink('#download', context));
    expect(await screen.findByRole('progressbar', { name: 'PWA_INSTALLING' })).toBeTruthy();
    await vi.waitFor(() => expect(prompt.prompt).toHaveBeenCalledTimes(1));
    await act(async () => answer({ outcome: 'accepted' }));
    await vi.waitFor(() => expect(screen.queryByTestId('pwa-install-progress')).toBeNull());
    expect(usePwaStore.getState().prompt).toBeNull();
  });

  it('inside the installed app marks it and installs nothing', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    renderHost();
    expect(window.localStorage.getItem('pwa')).toBe('1');
    await act(() => openLink('#download', context));
    expect(usePwaStore.getState().installing).toBe(false);
  });

  it('shows the iOS Safari guide once by itself, and remembers it was closed', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE_SAFARI, maxTouchPoints: 5 });
    const first = renderHost();
    expect(await screen.findByTestId('ios-add-home-guide')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ios-add-home-done'));
    expect(screen.queryByTestId('ios-add-home-guide')).toBeNull();
    expect(window.localStorage.getItem('iosAddHomeGuideSeen')).toBe('1');
    first.unmount();

    renderHost();
    await act(async () => undefined);
    expect(screen.queryByTestId('ios-add-home-guide')).toBeNull();
    await act(() => openLink('#download', context));
    expect(await screen.findByTestId('ios-add-home-guide')).toBeTruthy();
  });

  it('announces a waiting update with a Reload button that applies it', () => {
    const apply = vi.fn();
    renderHost();
    act(() => usePwaStore.setState({ applyUpdate: apply }));
    fireEvent.click(screen.getByRole('button', { name: 'PWA_UPDATE_RELOAD' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
