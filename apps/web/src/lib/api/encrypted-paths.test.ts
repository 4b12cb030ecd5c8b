import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import { HEADER, STATUS, timeChecksum } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testSiteConfig } from '../../testing/fixtures';
import { setSiteConfig } from '../site/site-config';
import { apiPost } from './client';
import { encryptionFor, openText, sealText } from './encrypted-paths';
import { clearApiCache } from './request-cache';

const SK = 'k3y-of-the-site-0123456789abcdef';
/** The server's side of the wire, written out with Node's crypto: SHA-256 of the reversed key, AES-256-GCM. */
const nodeKey = createHash('sha256')
  .update([...SK].reverse().join(''))
  .digest();

function nodeSeal(text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', nodeKey, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

function nodeOpen(data: string): string {
  const bytes = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', nodeKey, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSiteConfig(testSiteConfig);
});

describe('encrypted game paths (client)', () => {
  it('seals what the server opens and opens what the server seals', async () => {
    expect(nodeOpen(await sealText(SK, '{"id":7}'))).toBe('{"id":7}');
    expect(await openText(SK, nodeSeal('{"status":0}'))).toBe('{"status":0}');
    expect(await openText('another-key', nodeSeal('{"status":0}'))).toBeUndefined();
  });

  it('uses the versioned path only for the listed calls and only with a site key', () => {
    expect(encryptionFor('/api/game/mines/play', SK)).toEqual({ path: '/api/v2/game/mines/play', sk: SK });
    expect(encryptionFor('/api/game/mines/play', '')).toBeUndefined();
    expect(encryptionFor('/api/auth/user_info', SK)).toBeUndefined();
  });

  it('sends a listed call sealed on its versioned path, signed there, and reads the sealed reply', async () => {
    setSiteConfig({ ...testSiteConfig, sk: SK });
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 0,
            data: nodeSeal(JSON.stringify({ status: 0, model: { id: 9 }, time: 1 })),
            time: 1,
          }),
        ),
      ),
    );
    const envelope = await apiPost('/api/game/bet', { gameId: 'mines', model: { betAmount: 1 } });
    expect(envelope).toMatchObject({ status: 0, model: { id: 9 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/game/bet');
    const headers = init.headers as Record<string, string>;
    expect(headers[HEADER.encrypted]).toBe('1');
    expect(headers[HEADER.timeChecksum]).toBe(
      timeChecksum('/api/v2/game/bet', headers[HEADER.serverTime] ?? ''),
    );
    const sent = JSON.parse(init.body as string) as { data: string };
    expect(JSON.parse(nodeOpen(sent.data))).toEqual({ gameId: 'mines', model: { betAmount: 1 } });
  });

  it('treats a reply it cannot open as a network error', async () => {
    setSiteConfig({ ...testSiteConfig, sk: SK });
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ status: 0, data: 'bm90IHNlYWxlZA==', time: 1 }))),
    );
    const envelope = await apiPost('/api/game/bets', {}, { noAlert: true });
    expect(envelope.status).toBe(STATUS.NETWORK_ERROR);
  });
});
