import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { sha256Hex } from './sha256-hex';

const expected = (text: string) => createHash('sha256').update(text).digest('hex');

afterEach(() => vi.unstubAllGlobals());

describe('sha256Hex', () => {
  it('hashes with Web Crypto where the page has it', async () => {
    expect(await sha256Hex('/api/user/info|1700000000000')).toBe(expected('/api/user/info|1700000000000'));
    expect(await sha256Hex('ação')).toBe(expected('ação'));
  });

  it('falls back to @noble/hashes outside a secure context (no crypto.subtle)', async () => {
    vi.stubGlobal('crypto', {});
    expect(await sha256Hex('/api/user/info|1700000000000')).toBe(expected('/api/user/info|1700000000000'));
  });
});
