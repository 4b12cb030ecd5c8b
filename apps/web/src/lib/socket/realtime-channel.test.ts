import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  FIRST_SYNC_DELAY_MS,
  RealtimeChannel,
  SYNC_TURN_MS,
  type ChannelPorts,
  type ChannelSocket,
} from './realtime-channel';

/** A socket double that records what the channel did and lets the test play the server's part. */
class FakeSocket implements ChannelSocket {
  isConnected = false;
  joins: string[] = [];
  reconnectedWith: string[] = [];
  closed = false;
  private connectListeners: (() => void)[] = [];
  private errorListeners: ((message: string) => void)[] = [];
  messageListener: ((event: string, payload: unknown) => void) | undefined;

  constructor(readonly token: string) {}
  connected = () => this.isConnected;
  onConnect = (listener: () => void) => void this.connectListeners.push(listener);
  onConnectError = (listener: (message: string) => void) => void this.errorListeners.push(listener);
  onMessage = (listener: (event: string, payload: unknown) => void) => void (this.messageListener = listener);
  emitJoin = (token: string) => void this.joins.push(token);
  reconnect = (token: string) => void this.reconnectedWith.push(token);
  close = () => void (this.closed = true);

  serverConnects() {
    this.isConnected = true;
    for (const listener of this.connectListeners) listener();
  }
  serverDrops() {
    this.isConnected = false;
  }
  serverRefuses() {
    for (const listener of this.errorListeners) listener('unauthorized');
  }
}

let sockets: FakeSocket[];
let joinCalls: string[][];
let initAnswers: (string | null)[];
let joinFails: boolean;
let logged: string[];
let delivered: [string, unknown][];

function makeChannel(joinsModules = true) {
  let initCount = 0;
  const ports: ChannelPorts = {
    init: async () => {
      initCount += 1;
      return initAnswers.length > 0 ? (initAnswers.shift() ?? null) : `init-${initCount}`;
    },
    join: async (modules) => {
      joinCalls.push(modules);
      if (joinFails) throw new Error('network down');
      return `join-${modules.join('+')}`;
    },
    openSocket: (token) => {
      const socket = new FakeSocket(token);
      sockets.push(socket);
      return socket;
    },
    deliver: (event, payload) => void delivered.push([event, payload]),
    log: (message) => void logged.push(message),
  };
  return new RealtimeChannel({ name: 'test', joinsModules, retryDelayMs: 3_000, maxRetries: 2 }, ports);
}

const latest = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  joinCalls = [];
  initAnswers = [];
  joinFails = false;
  logged = [];
  delivered = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime channel', () => {
  it('does not open a socket when the init call is refused', async () => {
    initAnswers = [null];
    const channel = makeChannel();
    channel.openFor('');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets).toHaveLength(0);
  });

  it('joins the wanted modules first 1 s after opening, then only when the set changes', async () => {
    const channel = makeChannel();
    channel.setModules(['crash', 'aviator', 'crash']);
    channel.openFor('player-token');
    await vi.advanceTimersByTimeAsync(0);
    latest().serverConnects();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS - 10);
    expect(joinCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(joinCalls).toEqual([['aviator', 'crash']]);
    expect(latest().joins).toEqual(['join-aviator+crash']);

    await vi.advanceTimersByTimeAsync(SYNC_TURN_MS * 10);
    expect(joinCalls).toHaveLength(1);

    channel.setModules(['crash']);
    await vi.advanceTimersByTimeAsync(SYNC_TURN_MS);
    expect(joinCalls).toEqual([['aviator', 'crash'], ['crash']]);
    expect(latest().joins).toEqual(['join-aviator+crash', 'join-crash']);
  });

  it('re-joins after a reconnect', async () => {
    const channel = makeChannel();
    channel.setModules(['crash']);
    channel.openFor('');
    await vi.advanceTimersByTimeAsync(0);
    latest().serverConnects();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS);
    expect(latest().joins).toHaveLength(1);

    latest().serverDrops();
    await vi.advanceTimersByTimeAsync(SYNC_TURN_MS * 5);
    expect(joinCalls).toHaveLength(1);
    latest().serverConnects();
    await vi.advanceTimersByTimeAsync(SYNC_TURN_MS);
    expect(latest().joins).toHaveLength(2);
  });

  it('reopens a new socket with a new init token when the user changes, and joins there', async () => {
    const channel = makeChannel();
    channel.setModules(['crash']);
    channel.openFor('');
    await vi.advanceTimersByTimeAsync(0);
    const visitorSocket = latest();
    visitorSocket.serverConnects();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS);

    channel.openFor('player-token');
    expect(visitorSocket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const playerSocket = latest();
    expect(playerSocket).not.toBe(visitorSocket);
    expect(playerSocket.token).toBe('init-2');
    playerSocket.serverConnects();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS);
    expect(playerSocket.joins).toEqual(['join-crash']);
    expect(visitorSocket.joins).toHaveLength(1);

    // The same user again changes nothing.
    channel.openFor('player-token');
    expect(playerSocket.closed).toBe(false);
    expect(sockets).toHaveLength(2);
  });

  it('logs a failing sync turn and carries on', async () => {
    const channel = makeChannel();
    channel.setModules(['crash']);
    channel.openFor('');
    await vi.advanceTimersByTimeAsync(0);
    latest().serverConnects();
    joinFails = true;
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS + SYNC_TURN_MS);
    expect(logged.filter((line) => line.includes('module sync failed'))).toHaveLength(2);
    joinFails = false;
    await vi.advanceTimersByTimeAsync(SYNC_TURN_MS);
    expect(latest().joins).toEqual(['join-crash']);
  });

  it('renews a refused token with a fresh init, up to its retry limit', async () => {
    const channel = makeChannel();
    channel.openFor('player-token');
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    socket.serverRefuses();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(socket.reconnectedWith).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.reconnectedWith).toEqual(['init-2']);
    socket.serverRefuses();
    await vi.advanceTimersByTimeAsync(3_000);
    socket.serverRefuses();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(socket.reconnectedWith).toEqual(['init-2', 'init-3']);
    expect(logged.some((line) => line.includes('giving up'))).toBe(true);
  });

  it('hands incoming events on, and stops everything when closed', async () => {
    const channel = makeChannel();
    channel.setModules(['crash']);
    channel.openFor('');
    await vi.advanceTimersByTimeAsync(0);
    latest().messageListener?.('game-data', { type: 'game_data' });
    expect(delivered).toEqual([['game-data', { type: 'game_data' }]]);
    latest().serverConnects();
    channel.close();
    expect(latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS * 3);
    expect(joinCalls).toEqual([]);
  });

  it('a push channel runs no module sync loop', async () => {
    const channel = makeChannel(false);
    channel.openFor('player-token');
    await vi.advanceTimersByTimeAsync(0);
    latest().serverConnects();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_DELAY_MS * 3);
    expect(joinCalls).toEqual([]);
  });
});
