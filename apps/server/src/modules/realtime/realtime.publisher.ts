import type { Server } from 'socket.io';

import type { SocketMessage } from '@casino/contracts';

export const userRoom = (userId: number) => `user:${userId}`;
export const moduleRoom = (name: string) => `module:${name}`;

/**
 * What other modules call to reach players live. Messages go through Socket.IO rooms, and through the
 * Redis adapter to every server process when REDIS_URL is set.
 */
export interface RealtimePublisher {
  toUser(userId: number, event: string, message: SocketMessage): void;
  toModule(module: string, event: string, message: SocketMessage): void;
  toEveryone(event: string, message: SocketMessage): void;
  /** How many sockets of this process watch a module (what one message to the module costs it to send). */
  watchers(module: string): number;
  /** How many sockets watch a module across every server process (asks the others through the adapter). */
  online(module: string): Promise<number>;
}

export function socketPublisher(io: Server): RealtimePublisher {
  return {
    toUser: (userId, event, message) => void io.to(userRoom(userId)).emit(event, message),
    toModule: (module, event, message) => void io.to(moduleRoom(module)).emit(event, message),
    toEveryone: (event, message) => void io.emit(event, message),
    watchers: (module) => io.sockets.adapter.rooms.get(moduleRoom(module))?.size ?? 0,
    online: async (module) => (await io.in(moduleRoom(module)).fetchSockets()).length,
  };
}
