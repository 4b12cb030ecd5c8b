import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';

import { revokeUserSessions, setDisabled } from '../user/index.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { disconnected, initToken, listen, nextEvent, openSocket } from '../../../test/sockets.ts';

/**
 * Issue 33 (10): a socket lives no longer than the session it was opened for, and one client address opens
 * only so many sockets.
 */
let app: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp({ SOCKETS_PER_IP: '3', SOCKET_SESSION_RECHECK_MS: '250' });
  base = await listen(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

let addresses = 0;
/** A client address of its own for each test, so the per-address cap counts only that test's sockets. */
const newAddress = () => `10.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

const open = (options: { token?: string; ip?: string; init?: string }) =>
  openSocket(app, base, sockets, { ip: newAddress(), ...options });

const login = async (username: string) =>
  (await app.call({ url: '/api/auth/login', body: { username, password: 'correct-horse-1' } })).body.user
    .token as string;

describe('a socket and its session', () => {
  it('closes on logout, and the init token issued before opens no socket for the ended session', async () => {
    const player = await registerPlayer(app);
    const init = await initToken(app, player.token, newAddress());
    const socket = await open({ init });
    const gone = disconnected(socket);
    await app.call({ url: '/api/auth/logout', token: player.token });
    await gone;
    await expect(open({ init })).rejects.toThrow(/unauthorized/);
  });

  it("closes the other sessions' sockets on a password change, and keeps the changing one's", async () => {
    const player = await registerPlayer(app);
    const other = await login(player.username);
    const mine = await open({ token: player.token });
    const theirs = await open({ token: other });
    const gone = disconnected(theirs);
    const changed = await app.call({
      url: '/api/user/password',
      token: player.token,
      body: { oldPassword: 'correct-horse-1', newPassword: 'another-horse-2' },
    });
    expect(changed.body.status).toBe(0);
    await gone;
    const balance = nextEvent(mine, 'balance');
    app.services.realtime.toUser(player.user.userId, 'balance', { type: 'balance', balance: 1 });
    expect(await balance).toEqual({ type: 'balance', balance: 1 });
  });

  it('closes every socket of the player on a self-exclusion', async () => {
    const player = await registerPlayer(app);
    const first = await open({ token: player.token });
    const second = await open({ token: await login(player.username) });
    const gone = Promise.all([disconnected(first), disconnected(second)]);
    const excluded = await app.call({
      url: '/api/responsible/exclusion',
      token: player.token,
      body: { kind: 'timeout', days: 1, password: 'correct-horse-1' },
    });
    expect(excluded.body.status).toBe(0);
    await gone;
  });

  it('closes every socket of a player blocked by an operator, though the block announces nothing', async () => {
    const player = await registerPlayer(app);
    const socket = await open({ token: player.token });
    const gone = disconnected(socket);
    // What the player desk's block writes (player-admin setBlocked), and nothing else.
    await app.write(async (tx) => {
      await setDisabled(tx, player.user.userId, true);
      await revokeUserSessions(tx, player.user.userId);
    });
    await gone;
  });

  it('refuses a join token of an ended session on a socket of another session of the player', async () => {
    const player = await registerPlayer(app);
    const other = await login(player.username);
    const socket = await open({ token: other });
    const join = async (token: string) => {
      const answer = await app.call({ url: '/api/sockmsg/join', body: ['crash'], token });
      return answer.body.model.token as string;
    };
    const stale = await join(player.token);
    await app.call({ url: '/api/auth/logout', token: player.token });
    expect(await socket.emitWithAck('join', stale)).toEqual({ ok: false });
    expect(await socket.emitWithAck('join', await join(other))).toEqual({ ok: true });
  });
});

describe('sockets per client address', () => {
  it('refuses the sockets of one address past SOCKETS_PER_IP, as the HTTP side sees the address', async () => {
    const address = newAddress();
    const held = [];
    for (let count = 0; count < 3; count += 1) held.push(await open({ ip: address }));
    await expect(open({ ip: address })).rejects.toThrow(/too many sockets/);
    // Another address is not affected; a closed socket frees its place.
    await open({ ip: newAddress() });
    held[0]?.close();
    await expect
      .poll(() =>
        open({ ip: address }).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
  });
});
