import { connect, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Resolves with the time the server took to close the connection (or rejects after `ms`). */
function closedWithin(socket: Socket, ms: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
    socket.resume(); // read the answer, so that the server's end is seen
  });
}

/** Slowloris and idle clients: the server cuts a connection that trickles or idles past its limits. */
describe('slow clients', () => {
  let app: TestApp;
  let port = 0;
  beforeAll(async () => {
    app = await createTestApp({
      HTTP_HEADERS_TIMEOUT_MS: '400',
      HTTP_REQUEST_TIMEOUT_MS: '800',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
    });
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    const address = app.http.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  const open = () => connect({ port, host: '127.0.0.1' });

  it('closes a connection whose headers never end', async () => {
    const socket = open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await closedWithin(socket, 5_000)).toBeLessThan(3_000);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes a connection whose body never ends', async () => {
    const socket = open();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.write(' '), 100);
    try {
      expect(await closedWithin(socket, 6_000)).toBeLessThan(4_000);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes an idle kept-alive connection after its answer', async () => {
    const socket = open();
    socket.write('GET /api/nothing-here HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await closedWithin(socket, 5_000)).toBeLessThan(3_000);
  });
});
