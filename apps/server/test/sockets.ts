import { io as connect, type Socket } from 'socket.io-client';

import { SOCKET_PATH } from '@casino/contracts';

import type { TestApp } from './harness.ts';

/** Starts the test app on a free loopback port and returns its base address (sockets need a real server). */
export async function listen(app: TestApp): Promise<string> {
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * Opens a socket the way the client does: an init token from /api/sockmsg/init (as the player of
 * `token`, or a visitor), sent as `Authorization: Basic`. `into` collects sockets for closing.
 */
export async function openSocket(
  app: TestApp,
  base: string,
  into: Socket[],
  options: { token?: string | undefined; headers?: Record<string, string> } = {},
): Promise<Socket> {
  const init = await app.call({
    url: '/api/sockmsg/init',
    ...(options.token ? { token: options.token } : {}),
  });
  const socket = connect(base, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    extraHeaders: { authorization: `Basic ${init.body.model.token}`, ...options.headers },
    reconnection: false,
  });
  into.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next `event` on the socket, or a failure after `timeoutMs`. */
export function nextEvent(socket: Socket, event: string, timeoutMs = 3_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (message: unknown) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

/** True when no `event` arrives on the socket within `ms`. */
export function noEvent(socket: Socket, event: string, ms = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const listener = () => resolve(false);
    socket.once(event, listener);
    setTimeout(() => {
      socket.off(event, listener);
      resolve(true);
    }, ms);
  });
}
