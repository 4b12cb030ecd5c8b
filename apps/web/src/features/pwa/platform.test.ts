import { afterEach, describe, expect, it, vi } from 'vitest';

import { isIosSafari, launchedStandalone } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

afterEach(() => vi.unstubAllGlobals());

describe('platform', () => {
  it('tells iOS Safari from other iOS browsers and from Android', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
  });

  it('knows the installed app by its start URL or display mode', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(launchedStandalone('?pwa=1')).toBe(true);
    expect(launchedStandalone('?p=abc')).toBe(false);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    expect(launchedStandalone('')).toBe(true);
  });
});
