import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, SOCKET_EVENTS, SOCKET_PATH, timeChecksum } from '@casino/contracts';

import { buildApp, type App } from '../../app.ts';
import type { Config } from '../../platform/config.ts';
import { createTestApp, testIdentity, uniqueName, type TestApp } from '../../../test/harness.ts';
import { listen, nextEvent } from '../../../test/sockets.ts';

/**
 * A server restart under a connected client: the app on the port closes, a new app (same database, same
 * config) starts on the same port, and the client, with reconnection on, comes back by itself, joins its
 * module rooms again with a new join token, and receives what the new app publishes. The client below does
 * what the web client (lib/socket) does: Basic init token on the handshake, a fresh init token when the
 * server refuses the old one, a fresh join token after every connect.
 */
const redisUrl = process.env.REDIS_URL;

let owner: TestApp;
let serving: App;
let base: string;
const started: Array<{ app: App; redis: Redis | undefined }> = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  owner = await createTestApp();
  serving = owner;
  base = await listen(owner);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const { app, redis } of started) {
    await app.http.close();
    await redis?.quit();
  }
  // The first app's HTTP side is already closed; this closes its Redis and database and checks the ledger.
  await owner.close();
});

/** Stops the serving app and starts a new one on the same port and database (config changes optional). */
async function restart(overrides: Partial<Config> = {}): Promise<void> {
  await serving.http.close();
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  const app = await buildApp({ config: { ...owner.config, ...overrides }, database: owner.database, redis });
  started.push({ app, redis });
  await app.http.listen({ port: Number(new URL(base).port), host: '127.0.0.1' });
  serving = app;
}

/** The envelope fields these tests read. */
interface Answer {
  status: number;
  model?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field
  user?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A signed POST to whichever app listens on the port now, over real HTTP like the browser. */
async function post(path: string, body: unknown, token = ''): Promise<Answer> {
  const st = String(Date.now());
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(token ? { [HEADER.auth]: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

/** Registers a player through whichever app is serving (the first one may be closed already). */
async function newPlayer(): Promise<{ token: string; userId: number }> {
  const answer = await post('/api/auth/register', {
    username: uniqueName('restart'),
    password: 'correct-horse-1',
    ...testIdentity(),
  });
  expect(answer.status).toBe(0);
  return { token: answer.user.token as string, userId: answer.user.userId as number };
}

interface ClientLog {
  connects: number;
  initTokens: string[];
  joinTokens: string[];
  joinAnswers: boolean[];
}

/** Opens a socket that behaves like the web client and records what it did. */
async function openClient(
  playerToken: string,
  modules: string[],
): Promise<{ socket: Socket; log: ClientLog }> {
  const log: ClientLog = { connects: 0, initTokens: [], joinTokens: [], joinAnswers: [] };
  const freshInit = async () => {
    const answer = await post('/api/sockmsg/init', {}, playerToken);
    log.initTokens.push(answer.model.token as string);
    return answer.model.token as string;
  };
  const first = await freshInit();
  const socket = connect(base, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    extraHeaders: { authorization: `Basic ${first}` },
    reconnection: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    reconnectionAttempts: Infinity,
    forceNew: true,
  });
  sockets.push(socket);
  socket.on('connect', () => {
    log.connects += 1;
    // Rooms live on the server: after any (re)connect the client asks for a new join token and joins again.
    void post('/api/sockmsg/join', { modules }, playerToken)
      .then(async (answer) => {
        log.joinTokens.push(answer.model.token as string);
        const ack = (await socket.emitWithAck(SOCKET_EVENTS.join, answer.model.token)) as { ok: boolean };
        log.joinAnswers.push(ack.ok);
        socket.emit('test:joined');
      })
      // A join still waiting for its answer when the socket closes (the test ending) is simply dropped.
      .catch(() => undefined);
  });
  socket.on('connect_error', (error) => {
    // A refused init token (e.g. signed before a secret rotation): fetch a new one and connect again.
    if (error.message !== 'unauthorized') return;
    void freshInit().then((token) => {
      socket.io.opts.extraHeaders = { authorization: `Basic ${token}` };
      socket.connect();
    });
  });
  await joined(socket, log, 1);
  return { socket, log };
}

/** Resolves once the client has connected `times` times and its latest join was accepted. */
async function joined(socket: Socket, log: ClientLog, times: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(socket.connected && log.connects >= times && log.joinAnswers.length >= times)) {
    if (Date.now() > deadline)
      throw new Error(`not re-joined: ${JSON.stringify({ connected: socket.connected, ...log })}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('realtime across a server restart', () => {
  it('reconnects on its own, re-joins with a new join token and receives pushes from the new app', async () => {
    const player = await newPlayer();
    const { socket, log } = await openClient(player.token, ['crash']);
    const before = nextEvent(socket, 'game-data');
    serving.services.realtime.toModule('crash', 'game-data', { type: 'game_data', data: { round: 1 } });
    expect(await before).toEqual({ type: 'game_data', data: { round: 1 } });
    const firstSocketId = socket.id;

    const dropped = nextEvent(socket, 'disconnect', 5_000);
    await restart();
    expect(await dropped).toBe('transport close');

    await joined(socket, log, 2);
    expect(socket.id).not.toBe(firstSocketId);
    expect(log.joinAnswers).toEqual([true, true]);
    expect(new Set(log.joinTokens).size).toBe(2);

    const moduleMessage = nextEvent(socket, 'game-data');
    serving.services.realtime.toModule('crash', 'game-data', { type: 'game_data', data: { round: 2 } });
    expect(await moduleMessage).toEqual({ type: 'game_data', data: { round: 2 } });
    const push = nextEvent(socket, 'balance');
    serving.services.realtime.toUser(player.userId, 'balance', { type: 'balance', balance: 7 });
    expect(await push).toEqual({ type: 'balance', balance: 7 });
  });

  it('gets a new init token when the restarted app refuses the old one, then re-joins', async () => {
    const player = await newPlayer();
    const { socket, log } = await openClient(player.token, ['aviator']);
    expect(log.initTokens).toHaveLength(1);

    // The new app signs with a rotated secret: the token the client holds is no longer valid.
    await restart({ REALTIME_SECRET: 'rotated-realtime-secret-after-restart' });
    await joined(socket, log, 2);
    expect(log.initTokens).toHaveLength(2);
    expect(log.joinAnswers.at(-1)).toBe(true);

    const moduleMessage = nextEvent(socket, 'game-data');
    serving.services.realtime.toModule('aviator', 'game-data', { type: 'game_data', data: { plane: 1 } });
    expect(await moduleMessage).toEqual({ type: 'game_data', data: { plane: 1 } });
    const push = nextEvent(socket, 'event');
    serving.services.notices.push(player.userId, { event: 'AFTER_RESTART' });
    expect(await push).toMatchObject({ data: { event: 'AFTER_RESTART' } });
  });
});
