import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearApiCache } from '../lib/api/request-cache';
import { useLanguageStore } from '../lib/i18n/language-store';
import { queryClient } from '../lib/query-client';
import { setSiteConfig } from '../lib/site/site-config';
import { envelopeResponse, testSiteConfig, testStartupSettings } from '../testing/fixtures';
import { Root } from './root';

const requested: string[] = [];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('BrowserFingerprintId', 'known');
  requested.length = 0;
  clearApiCache();
  queryClient.clear();
  useLanguageStore.setState({ chosen: null });
  setSiteConfig({ ...testSiteConfig, gateDomains: [window.location.hostname] });
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      if (url.startsWith('/static/lang/'))
        return Promise.resolve(envelopeResponse({ model: { CONTINUE: 'Go on' } }));
      if (url.startsWith('/api/home/startup'))
        return Promise.resolve(envelopeResponse({ model: testStartupSettings }));
      return Promise.resolve(envelopeResponse({ model: {} }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gate screen', () => {
  it('waits for the language pack, then continues into the app and remembers waf-pass', async () => {
    render(<Root initialOutcome={{ kind: 'gate' }} />);
    const button = await screen.findByTestId('gate-continue');
    expect(button.textContent).toBe('Go on');
    expect(screen.getByTestId('gate-screen')).toBeTruthy();
    expect(requested.some((url) => url.startsWith('/api/home/startup'))).toBe(false);

    fireEvent.click(button);

    expect(localStorage.getItem('waf-pass')).toBe('1');
    await waitFor(() => expect(screen.queryByTestId('gate-screen')).toBeNull());
    await waitFor(() => expect(requested.some((url) => url.startsWith('/api/home/startup'))).toBe(true));
  });
});

describe('maintenance outcome', () => {
  it('renders the repair page and not the app', async () => {
    render(<Root initialOutcome={{ kind: 'repair' }} />);
    expect(await screen.findByTestId('repair-page')).toBeTruthy();
    expect(requested.some((url) => url.startsWith('/api/home/startup'))).toBe(false);
  });
});
