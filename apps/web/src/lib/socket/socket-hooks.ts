/**
 * The one realtime client of the player site (spec §7 "Realtime"). Use it from React:
 *
 *   import { useRealtimeModules, useSocketEvent } from '../../lib/socket/socket-hooks';
 *
 *   // Personal pushes (sent with RealtimePublisher.toUser / toEveryone) arrive on the push channel:
 *   useSocketEvent('balance', (message) => console.log(message.balance));
 *
 *   // Module rooms (RealtimePublisher.toModule): subscribe to the module, then listen. game-data, bet,
 *   // bet-begin, bet-win and global are module events by default; for your own module event say so:
 *   useRealtimeModules(['crash']);
 *   useSocketEvent('game-data', (message) => draw(message.data));
 *   useSocketEvent('chat-message', onChat, { channel: 'module' });
 *
 * Every message is checked with the contracts' socketMessageSchema (its `data` may arrive as a JSON string
 * and comes out parsed; `event` pushes must match pushEventSchema), and is handled after its delaySeconds.
 * Validate your own `data` with your feature's schema. Sockets open on first use, follow the session (a
 * login or logout reopens them for the new user) and re-join the module rooms after every reconnect.
 * Outside React: onSocketEvent(event, handler, channel?) and subscribeModules(modules) from
 * ./realtime-client answer an unsubscribe function.
 */
import type { SocketMessage } from '@casino/contracts';
import { useEffect, useRef } from 'react';

import { onSocketEvent, subscribeModules, type ChannelName } from './realtime-client';

/** Options of useSocketEvent. */
export interface SocketEventOptions {
  /** The channel to listen on; by default module events on the module channel, all others on the push channel. */
  channel?: ChannelName;
}

/** Calls `handler` with each checked `event` message while the component is mounted. */
export function useSocketEvent(
  event: string,
  handler: (message: SocketMessage) => void,
  options: SocketEventOptions = {},
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { channel } = options;
  useEffect(() => onSocketEvent(event, (message) => latest.current(message), channel), [event, channel]);
}

/** Keeps this component's module rooms joined while it is mounted (the set may change between renders). */
export function useRealtimeModules(modules: readonly string[]): void {
  const key = [...new Set(modules)].sort().join(',');
  useEffect(() => subscribeModules(key === '' ? [] : key.split(',')), [key]);
}
