import { SPORTS_FRAME_SOURCE } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';

import { postSportsFrameMessage, readSportsFrameMessage } from './sports-frame';

const ORIGIN = 'https://casino.test';
const frameWindow = { name: 'the sports frame' } as unknown as Window;
const otherWindow = { name: 'another frame' } as unknown as Window;
const login = { source: SPORTS_FRAME_SOURCE, type: 'login-required' };

describe('readSportsFrameMessage', () => {
  it('accepts a protocol message from the expected window on our origin', () => {
    expect(
      readSportsFrameMessage({ origin: ORIGIN, source: frameWindow, data: login }, frameWindow, ORIGIN),
    ).toEqual(login);
    const balance = { source: SPORTS_FRAME_SOURCE, type: 'balance', balance: 12.5 };
    expect(
      readSportsFrameMessage({ origin: ORIGIN, source: frameWindow, data: balance }, frameWindow, ORIGIN),
    ).toEqual(balance);
  });

  it('ignores a message from another origin, even from the right window', () => {
    for (const origin of [
      'https://evil.test',
      'http://casino.test',
      'https://casino.test:8443',
      'null',
      '',
    ]) {
      expect(
        readSportsFrameMessage({ origin, source: frameWindow, data: login }, frameWindow, ORIGIN),
      ).toBeNull();
    }
  });

  it('ignores a message from another window of our origin, or when no window is expected yet', () => {
    expect(
      readSportsFrameMessage({ origin: ORIGIN, source: otherWindow, data: login }, frameWindow, ORIGIN),
    ).toBeNull();
    expect(
      readSportsFrameMessage({ origin: ORIGIN, source: null, data: login }, frameWindow, ORIGIN),
    ).toBeNull();
    expect(readSportsFrameMessage({ origin: ORIGIN, source: null, data: login }, null, ORIGIN)).toBeNull();
    expect(
      readSportsFrameMessage({ origin: ORIGIN, source: frameWindow, data: login }, undefined, ORIGIN),
    ).toBeNull();
  });

  it('ignores malformed and unknown messages', () => {
    const read = (data: unknown) =>
      readSportsFrameMessage({ origin: ORIGIN, source: frameWindow, data }, frameWindow, ORIGIN);
    expect(read({ type: 'login-required' })).toBeNull();
    expect(read({ source: 'someone-else', type: 'login-required' })).toBeNull();
    expect(read({ source: SPORTS_FRAME_SOURCE, type: 'transfer' })).toBeNull();
    expect(read({ source: SPORTS_FRAME_SOURCE, type: 'balance', balance: '100' })).toBeNull();
    expect(read(JSON.stringify(login))).toBeNull();
    expect(read(null)).toBeNull();
  });
});

describe('postSportsFrameMessage', () => {
  it('tags the message and posts it for our origin only', () => {
    const postMessage = vi.fn();
    postSportsFrameMessage({ postMessage } as unknown as Window, { type: 'deposit' }, ORIGIN);
    expect(postMessage).toHaveBeenCalledWith({ type: 'deposit', source: SPORTS_FRAME_SOURCE }, ORIGIN);
  });

  it('does nothing without a target window', () => {
    expect(() => postSportsFrameMessage(null, { type: 'auth-changed' }, ORIGIN)).not.toThrow();
  });
});
