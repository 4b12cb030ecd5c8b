/**
 * The app's two realtime connections. The push channel carries the player's own messages (balance, event
 * and other personal events) and stays open for visitors too; the realtime-module channel carries the
 * module rooms (game-data, bet, bet-begin, bet-win, global) and is open only while something uses it.
 * Each event is listened for on one channel only, so a message that reaches both sockets (one to the
 * player or to everyone) is handled once.
 */
import { SOCKET_EVENTS, SOCKET_PATH, sockInitModelSchema } from '@casino/contracts';
import { z } from 'zod';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';

import { apiPost } from '../api/client';
import { currentToken, useSessionStore } from '../session/user-store';
import { RealtimeChannel, type ChannelConfig, type ChannelSocket } from './realtime-channel';
import { ListenerRegistry, type ChannelName, type SocketMessageHandler } from './listener-registry';

export type { ChannelName, SocketMessageHandler } from './listener-registry';

/** Events of the module rooms; every other event is listened for on the push channel unless told otherwise. */
export const MODULE_EVENTS: ReadonlySet<string> = new Set([
  SOCKET_EVENTS.gameData,
  SOCKET_EVENTS.bet,
  SOCKET_EVENTS.betBegin,
  SOCKET_EVENTS.betWin,
  SOCKET_EVENTS.global,
]);

/** The channel an event is listened for on by default. */
export function defaultChannel(event: string): ChannelName {
  return MODULE_EVENTS.has(event) ? 'module' : 'push';
}

type SocketIoOptions = Partial<ManagerOptions & SocketOptions>;

/** Spec §9 "Socket reconnection (push channel)": 1000 → 5000 ms, randomization 0.5, unlimited, timeout 20 s. */
export const PUSH_SOCKET_OPTIONS: SocketIoOptions = {
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
};

/** Spec §9 "Socket reconnection (realtime module)": 3000 ms, 10 retries. */
export const MODULE_SOCKET_OPTIONS: SocketIoOptions = {
  reconnection: true,
  reconnectionDelay: 3_000,
  reconnectionDelayMax: 3_000,
  reconnectionAttempts: 10,
  timeout: 20_000,
};

const CHANNEL_CONFIG: Record<ChannelName, ChannelConfig> = {
  push: { name: 'push channel', joinsModules: false, retryDelayMs: 5_000, maxRetries: Infinity },
  module: { name: 'realtime module', joinsModules: true, retryDelayMs: 3_000, maxRetries: 10 },
};

const SOCKET_OPTIONS: Record<ChannelName, SocketIoOptions> = {
  push: PUSH_SOCKET_OPTIONS,
  module: MODULE_SOCKET_OPTIONS,
};

const joinModelSchema = z.object({ token: z.string().min(1) });

/** socket.io-client behind the channel's port: polling first, upgraded to websocket by a probe. */
function openSocketIo(channel: ChannelName, token: string): ChannelSocket {
  const headersFor = (value: string) => ({ authorization: `Basic ${value}` });
  const socket = io({
    ...SOCKET_OPTIONS[channel],
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    upgrade: true,
    // Spec §9: polling payloads of 1024 bytes or more are compressed.
    perMessageDeflate: { threshold: 1024 },
    extraHeaders: headersFor(token),
    auth: { token },
    forceNew: true,
  });
  return {
    connected: () => socket.connected,
    onConnect: (listener) => void socket.on('connect', listener),
    onConnectError: (listener) => void socket.on('connect_error', (error) => listener(error.message)),
    onMessage: (listener) => void socket.onAny((event: string, payload: unknown) => listener(event, payload)),
    emitJoin: (joinToken) => void socket.emit(SOCKET_EVENTS.join, joinToken),
    reconnect: (fresh) => {
      socket.io.opts.extraHeaders = headersFor(fresh);
      socket.auth = { token: fresh };
      socket.connect();
    },
    close: () => {
      socket.offAny();
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

async function initToken(): Promise<string | null> {
  const answer = await apiPost('/api/sockmsg/init', {}, { noAlert: true, noLogin: true });
  if (answer.status !== 0) return null;
  const model = sockInitModelSchema.safeParse(answer.model);
  return model.success ? model.data.token : null;
}

async function joinToken(modules: string[]): Promise<string | null> {
  const answer = await apiPost('/api/sockmsg/join', { modules }, { noAlert: true, noLogin: true });
  if (answer.status !== 0) return null;
  const model = joinModelSchema.safeParse(answer.model);
  return model.success ? model.data.token : null;
}

const listeners = new ListenerRegistry();
/** How many subscribers want each module room. */
const moduleCounts = new Map<string, number>();

function createChannel(name: ChannelName): RealtimeChannel {
  return new RealtimeChannel(CHANNEL_CONFIG[name], {
    init: initToken,
    join: joinToken,
    openSocket: (token) => openSocketIo(name, token),
    deliver: (event, payload) => listeners.deliver(name, event, payload),
    log: (message, error) => console.warn(`realtime: ${message}`, error ?? ''),
  });
}

const channels: Record<ChannelName, RealtimeChannel> = {
  push: createChannel('push'),
  module: createChannel('module'),
};

let unsubscribeSession: (() => void) | undefined;

/** Opens what is used, for the current user, and closes what is not. */
function reconcile(): void {
  const userKey = currentToken();
  channels.module.setModules([...moduleCounts.keys()]);
  const wanted: Record<ChannelName, boolean> = {
    push: listeners.count('push') > 0,
    module: moduleCounts.size > 0 || listeners.count('module') > 0,
  };
  for (const name of ['push', 'module'] as const) {
    if (wanted[name]) channels[name].openFor(userKey);
    else channels[name].close();
  }
  const anyOpen = wanted.push || wanted.module;
  if (anyOpen && !unsubscribeSession) {
    // A login, logout or another player's token reopens the sockets for the new user (and re-joins).
    unsubscribeSession = useSessionStore.subscribe((state, previous) => {
      if (state.user?.token !== previous.user?.token) reconcile();
    });
  } else if (!anyOpen && unsubscribeSession) {
    unsubscribeSession();
    unsubscribeSession = undefined;
  }
}

/**
 * Calls `handler` with every checked `event` message, after its delaySeconds. Opens the channel on first
 * use. Answers the unsubscribe function.
 */
export function onSocketEvent(
  event: string,
  handler: SocketMessageHandler,
  channel: ChannelName = defaultChannel(event),
): () => void {
  const remove = listeners.add(channel, event, handler);
  reconcile();
  return () => {
    remove();
    reconcile();
  };
}

/** Joins these module rooms for as long as the subscription lasts. Answers the unsubscribe function. */
export function subscribeModules(modules: readonly string[]): () => void {
  const unique = [...new Set(modules)];
  for (const module of unique) moduleCounts.set(module, (moduleCounts.get(module) ?? 0) + 1);
  reconcile();
  return () => {
    for (const module of unique) {
      const count = (moduleCounts.get(module) ?? 0) - 1;
      if (count > 0) moduleCounts.set(module, count);
      else moduleCounts.delete(module);
    }
    reconcile();
  };
}
