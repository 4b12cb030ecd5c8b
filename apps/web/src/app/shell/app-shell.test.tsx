import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearApiCache } from '../../lib/api/request-cache';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session/user-store';
import { setSiteConfig } from '../../lib/site/site-config';
import { testSiteConfig, testStartupSettings } from '../../testing/fixtures';
import { Root } from '../root';

vi.mock('../../features/browser-id/utils/visitor-hash', () => ({
  computeVisitorHash: () => Promise.resolve('a1b2c3'),
}));

const siteConfig = testSiteConfig;
const startup = testStartupSettings;

/** Answers held back until the test releases them, one per path prefix. */
const gates = new Map<string, (body: unknown) => void>();
const requested: string[] = [];

function held(prefix: string) {
  return async (body: unknown) => {
    gates.get(prefix)?.(body);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
}

beforeEach(() => {
  localStorage.clear();
  clearApiCache();
  queryClient.clear();
  gates.clear();
  requested.length = 0;
  useSessionStore.setState({ user: null });
  setSiteConfig(siteConfig);
  useLanguageStore.setState({ chosen: null });
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const prefix = [
        '/api/home/startup',
        '/static/theme/',
        '/static/lang/',
        '/api/auth/browser_foot_print',
      ].find((candidate) => url.startsWith(candidate));
      return new Promise<Response>((resolve) => {
        gates.set(prefix ?? url, (body) =>
          resolve(new Response(JSON.stringify({ status: 0, time: Date.now(), ...(body as object) }))),
        );
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('app shell start-up', () => {
  it('fetches the browser id first, renders nothing until startup settings, then the cover, then the app', async () => {
    const { container } = render(<Root initialOutcome={{ kind: 'app' }} />);

    await waitFor(() =>
      expect(requested.some((url) => url.startsWith('/api/auth/browser_foot_print?t=a1b2c3'))).toBe(true),
    );
    expect(requested.some((url) => url.startsWith('/api/home/startup'))).toBe(false);
    await held('/api/auth/browser_foot_print')({ model: 'browser-42' });
    expect(localStorage.getItem('BrowserFingerprintId')).toBe('browser-42');

    await waitFor(() =>
      expect(requested.some((url) => url.startsWith('/api/home/startup?lazy=true'))).toBe(true),
    );
    expect(container.innerHTML).toBe('');

    await held('/api/home/startup')({ model: startup });
    expect(await screen.findByTestId('loading-cover')).toBeTruthy();

    await held('/static/theme/')({
      model: { tabs: [], menus: [], pages: [], articles: [], assetMappings: {} },
    });
    expect(screen.getByTestId('loading-cover')).toBeTruthy();

    await waitFor(() => expect(requested.some((url) => url === '/static/lang/lang1?lang=en')).toBe(true));
    await held('/static/lang/')({ model: { LOG_IN: 'Sign me in', REGISTER: 'Join' } });
    expect((await screen.findByTestId('open-login')).textContent).toBe('Sign me in');
    expect(screen.queryByTestId('loading-cover')).toBeNull();
  });

  it('skips the browser id call when one is stored and loads the stored language at once', async () => {
    localStorage.setItem('BrowserFingerprintId', 'known');
    useLanguageStore.setState({ chosen: 'pt' });
    render(<Root initialOutcome={{ kind: 'app' }} />);
    await waitFor(() => expect(requested).toContain('/static/lang/lang1?lang=pt'));
    expect(requested.some((url) => url.startsWith('/api/home/startup'))).toBe(true);
    expect(requested.some((url) => url.startsWith('/api/auth/browser_foot_print'))).toBe(false);
  });

  it('stores the invite code the startup settings resolved', async () => {
    localStorage.setItem('BrowserFingerprintId', 'known');
    localStorage.setItem('InvitedCode', 'ABCD1234');
    render(<Root initialOutcome={{ kind: 'app' }} />);
    await waitFor(() => expect(requested.some((url) => url.includes('&p=ABCD1234'))).toBe(true));
    await held('/api/home/startup')({ model: { ...startup, inviteCode: null } });
    await waitFor(() => expect(localStorage.getItem('InvitedCode')).toBeNull());
  });
});
