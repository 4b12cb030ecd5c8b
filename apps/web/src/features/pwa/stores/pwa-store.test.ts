import { afterEach, describe, expect, it } from 'vitest';

import { captureInstallPrompt, usePwaStore } from './pwa-store';

afterEach(() => {
  usePwaStore.setState({ prompt: null });
  window.localStorage.clear();
});

describe('install prompt capture', () => {
  it('keeps the prompt instead of the browser banner, and notes that the browser supports installing', () => {
    const release = captureInstallPrompt();
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(usePwaStore.getState().prompt).toBe(event);
    expect(window.localStorage.getItem('supportPwa')).toBe('1');

    window.dispatchEvent(new Event('appinstalled'));
    expect(usePwaStore.getState().prompt).toBeNull();
    release();
    window.dispatchEvent(event);
    expect(usePwaStore.getState().prompt).toBeNull();
  });
});
