import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';

import { HEADER, SOCKET_PATH } from '@casino/contracts';

import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { listen, nextEvent, noEvent, openSocket } from '../../../test/sockets.ts';

let app: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  base = await listen(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

const open = (token: string | undefined, headers: Record<string, string> = {}) =>
  openSocket(app, base, sockets, { token, headers });

async function join(socket: Socket, token: string | undefined, modules: string[]) {
  const answer = await app.call({ url: '/api/sockmsg/join', body: modules, ...(token ? { token } : {}) });
  return socket.emitWithAck('join', answer.body.model.token) as Promise<{ ok: boolean }>;
}

const next = nextEvent;
const silence = noEvent;

describe('realtime', () => {
  it('refuses a socket without a valid init token or from a foreign origin', async () => {
    const forged = connect(base, {
      path: SOCKET_PATH,
      extraHeaders: { authorization: 'Basic abc.def' },
      reconnection: false,
    });
    sockets.push(forged);
    await expect(
      new Promise<void>((resolve, reject) => {
        forged.once('connect', () => resolve());
        forged.once('connect_error', reject);
      }),
    ).rejects.toThrow(/unauthorized/);
    await expect(open(undefined, { origin: 'https://evil.example.com' })).rejects.toThrow();
  });

  it('delivers module messages to joined sockets and personal messages only to their player', async () => {
    const player = await registerPlayer(app);
    const playerSocket = await open(player.token);
    const visitorSocket = await open(undefined);
    expect(await join(playerSocket, player.token, ['crash'])).toEqual({ ok: true });
    expect(await join(visitorSocket, undefined, ['aviator'])).toEqual({ ok: true });

    const gameData = next(playerSocket, 'game-data');
    const visitorQuiet = silence(visitorSocket, 'game-data');
    app.services.realtime.toModule('crash', 'game-data', { type: 'game_data', data: { round: 1 } });
    expect(await gameData).toEqual({ type: 'game_data', data: { round: 1 } });
    expect(await visitorQuiet).toBe(true);

    const personal = next(playerSocket, 'balance');
    const visitorQuietToo = silence(visitorSocket, 'balance');
    app.services.realtime.toUser(player.user.userId, 'balance', { type: 'balance', balance: 12.5 });
    expect(await personal).toEqual({ type: 'balance', balance: 12.5 });
    expect(await visitorQuietToo).toBe(true);

    // A join token of another user is refused; joining again replaces the module set.
    const other = await registerPlayer(app);
    expect(await join(playerSocket, other.token, ['crash'])).toEqual({ ok: false });
    expect(await join(playerSocket, player.token, ['aviator'])).toEqual({ ok: true });
    const leftCrash = silence(playerSocket, 'game-data');
    app.services.realtime.toModule('crash', 'game-data', { type: 'game_data' });
    expect(await leftCrash).toBe(true);
  });

  it('pushes the new balance and RECHARGE_SUCCESS when a recharge is credited', async () => {
    const player = await registerPlayer(app);
    const socket = await open(player.token);
    const order = (
      await app.call({
        url: '/api/pay/recharge',
        token: player.token,
        body: { channelId: 'sandbox-brl', amount: 42.5 },
        headers: { [HEADER.idempotencyKey]: `rt-${Date.now().toString(36)}` },
      })
    ).body.model;
    const balance = next(socket, 'balance');
    const event = next(socket, 'event');
    await app.services.sandbox.complete(new URL(order.payUrl).pathname.split('/').pop() ?? '', 'pay');
    await app.workerTick();
    expect(await balance).toEqual({ type: 'balance', userId: player.user.userId, balance: 42.5 });
    expect(await event).toMatchObject({
      type: 'event',
      data: { event: 'RECHARGE_SUCCESS', extra: { pop: true, amount: 42.5 } },
    });
  });

  it('validates the join body', async () => {
    expect((await app.call({ url: '/api/sockmsg/join', body: ['bad name!'] })).body.status).toBe(1001);
    expect(
      (await app.call({ url: '/api/sockmsg/join', body: { modules: Array(21).fill('a') } })).body.status,
    ).toBe(1001);
  });
});
