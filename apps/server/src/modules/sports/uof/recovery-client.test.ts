import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import {
  FetchRecoveryClient,
  nextRecoveryRequestId,
  RecoveryRequestIds,
  recoveryUrl,
  retryAfterMsOf,
} from './recovery-client.ts';

/** The recovery client against a tiny local HTTP server that records what it was sent. */

interface Seen {
  method: string | undefined;
  url: string | undefined;
  token: string | string[] | undefined;
}

let server: Server | null = null;

afterEach(async () => {
  const running = server;
  server = null;
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
});

async function serve(
  answer: (
    request: IncomingMessage,
    respond: (status: number, headers?: Record<string, string>, body?: string) => void,
  ) => void,
): Promise<{ base: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, token: request.headers['x-access-token'] });
    answer(request, (status, headers = {}, body = '') => {
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/v1`, seen };
}

describe('recovery client', () => {
  it('POSTs {base}/{product}/recovery/initiate_request with after, request_id, node_id and the token', async () => {
    const { base, seen } = await serve((_request, respond) =>
      respond(202, { 'content-type': 'application/xml' }, '<response response_code="ACCEPTED"/>'),
    );
    const client = new FetchRecoveryClient({ baseUrl: base, accessToken: 'token-123', nodeId: 7 });
    const result = await client.initiate({ product: 'liveodds', requestId: 42, after: 1465848166722 });
    expect(result).toEqual({ ok: true, status: 202 });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/liveodds/recovery/initiate_request?after=1465848166722&request_id=42&node_id=7',
        token: 'token-123',
      },
    ]);
  });

  it('a full recovery sends no after; no node id, no node_id', async () => {
    const { base, seen } = await serve((_request, respond) => respond(200));
    const client = new FetchRecoveryClient({ baseUrl: `${base}/`, accessToken: 't' });
    expect(await client.initiate({ product: 'pre', requestId: 1, after: null })).toEqual({
      ok: true,
      status: 200,
    });
    expect(seen[0]?.url).toBe('/v1/pre/recovery/initiate_request?request_id=1');
  });

  it('a refusal is a typed failure with the status, the body and Retry-After', async () => {
    const { base } = await serve((_request, respond) =>
      respond(
        429,
        { 'retry-after': '120' },
        '<response response_code="FORBIDDEN"><message>Too many requests</message></response>',
      ),
    );
    const client = new FetchRecoveryClient({ baseUrl: base, accessToken: 't' });
    const result = await client.initiate({ product: 'liveodds', requestId: 2, after: 1 });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 429, retryAfterMs: 120_000 },
    });
    expect(!result.ok && result.failure.detail).toContain('Too many requests');
  });

  it('no answer in time is a timeout; nobody listening is a network failure', async () => {
    const { base } = await serve(() => {
      // Never answers.
    });
    const slow = new FetchRecoveryClient({ baseUrl: base, accessToken: 't', timeoutMs: 100 });
    expect(await slow.initiate({ product: 'pre', requestId: 3, after: null })).toMatchObject({
      ok: false,
      failure: { kind: 'timeout' },
    });
    server?.closeAllConnections();
    const closed = new FetchRecoveryClient({ baseUrl: 'http://127.0.0.1:9/v1', accessToken: 't' });
    expect(await closed.initiate({ product: 'pre', requestId: 4, after: null })).toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('refuses a product that is not a path segment', () => {
    expect(() =>
      recoveryUrl(
        { baseUrl: 'https://global.api.betradar.com/v1' },
        { product: '../x', requestId: 1, after: null },
      ),
    ).toThrow(/not a UOF product/);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(retryAfterMsOf('30', now)).toBe(30_000);
    expect(retryAfterMsOf('Thu, 01 Jan 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMsOf('soon', now)).toBe(null);
    expect(retryAfterMsOf(null, now)).toBe(null);
  });
});

describe('recovery request ids', () => {
  it('are unique and increasing, within 32 bits, and stay ahead across a restart that lost the last one', () => {
    let now = Date.UTC(2026, 5, 1);
    const ids = new RecoveryRequestIds(() => now);
    const first = [ids.next(), ids.next(), ids.next(5)];
    expect(first[1]).toBe((first[0] ?? 0) + 1);
    expect(first[2]).toBe((first[1] ?? 0) + 1);
    expect(first[0]).toBeLessThan(2 ** 31);
    // A new process a minute later, seeded with nothing: still above every earlier id.
    now += 60_000;
    const restarted = new RecoveryRequestIds(() => now);
    expect(restarted.next()).toBeGreaterThan(first[2] ?? 0);
    // Seeded with a stored id that is ahead of the clock: above it.
    expect(new RecoveryRequestIds(() => now, 2 ** 30).next()).toBe(2 ** 30 + 1);
    expect(nextRecoveryRequestId(0, Date.UTC(2024, 0, 1))).toBe(1);
  });
});
