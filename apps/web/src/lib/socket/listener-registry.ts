import type { SocketMessage } from '@casino/contracts';

import { handlingDelayMs, parseSocketMessage } from './socket-message';

/** The two realtime connections: the player's pushes, and the module rooms. */
export type ChannelName = 'push' | 'module';

/** A handler of checked socket messages. */
export type SocketMessageHandler = (message: SocketMessage) => void;

/**
 * Who listens for which event on which channel, and the delivery of incoming payloads to them: checked
 * with the contracts schemas (a failing one is dropped with a warning), held for their delaySeconds, and
 * handed to each handler on its own (one failing handler does not stop the others).
 */
export class ListenerRegistry {
  private readonly handlers: Record<ChannelName, Map<string, Set<SocketMessageHandler>>> = {
    push: new Map(),
    module: new Map(),
  };

  /** Adds a handler; answers the function that removes it. */
  add(channel: ChannelName, event: string, handler: SocketMessageHandler): () => void {
    const set = this.handlers[channel].get(event) ?? new Set<SocketMessageHandler>();
    this.handlers[channel].set(event, set);
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers[channel].delete(event);
    };
  }

  /** How many handlers listen on the channel. */
  count(channel: ChannelName): number {
    let count = 0;
    for (const set of this.handlers[channel].values()) count += set.size;
    return count;
  }

  /** Hands a payload that arrived on `channel` to that channel's handlers of `event`. */
  deliver(channel: ChannelName, event: string, payload: unknown): void {
    if (!this.handlers[channel].has(event)) return;
    const message = parseSocketMessage(event, payload);
    if (!message) {
      console.warn(`realtime: a ${event} message failed its schema, dropped`);
      return;
    }
    const run = () => {
      for (const handler of [...(this.handlers[channel].get(event) ?? [])]) {
        try {
          handler(message);
        } catch (error) {
          console.error(`realtime: a ${event} handler failed`, error);
        }
      }
    };
    const delayMs = handlingDelayMs(message);
    if (delayMs > 0) setTimeout(run, delayMs);
    else run();
  }
}
