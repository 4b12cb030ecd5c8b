import { io as connect, type Socket } from 'socket.io-client';

import { SOCKET_PATH } from '@casino/contracts';

import type { TestApp } from './harness.ts';

/** Starts the test app on a free loopback port and returns its base address (sockets need a real server). */
export async function listen(app: TestApp): Promise<string> {
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** An init token from /api/sockmsg/init, as the player of `token` (or a visitor), asked from `ip`. */
export async function initToken(app: TestApp, token?: string, ip?: string): Promise<string> {
  const init = await app.call({
    url: '/api/sockmsg/init',
    ...(token ? { token } : {}),
    ...(ip ? { ip } : {}),
  });
  return init.body.model.token as string;
}

/**
 * Opens a socket the way the client does: an init token from /api/sockmsg/init (as the player of
 * `token`, or a visitor; asked from `ip`), or the `init` token given, sent as `Authorization: Basic`.
 * `into` collects sockets for closing.
 */
export async function openSocket(
  app: TestApp,
  base: string,
  into: Socket[],
  options: { token?: string | undefined; headers?: Record<string, string>; ip?: string; init?: string } = {},
): Promise<Socket> {
  const init = options.init ?? (await initToken(app, options.token, options.ip));
  const socket = connect(base, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    extraHeaders: { authorization: `Basic ${init}`, ...options.headers },
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

/** Resolves when the server disconnects the socket, or fails after `timeoutMs`. */
export function disconnected(socket: Socket, timeoutMs = 3_000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
