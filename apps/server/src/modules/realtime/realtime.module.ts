import type { ServerModule } from '../../platform/house.ts';
import { allowedOrigins } from '../../platform/security.ts';
import { userModule } from '../user/index.ts';
import { socketPublisher, type RealtimePublisher } from './realtime.publisher.ts';
import { registerRealtimeRoutes } from './realtime.routes.ts';
import { startRealtimeServer } from './realtime.server.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Live messages to players' sockets (rooms per user and per module). */
    realtime: RealtimePublisher;
  }
}

/**
 * Socket.IO on the HTTP server, fanned out over Redis where configured. A player's socket lives no longer
 * than its session; one client address holds at most SOCKETS_PER_IP sockets on a process.
 */
export const realtimeModule: ServerModule = {
  name: 'realtime',
  needs: [userModule],
  setup(house) {
    const { http, config } = house;
    const server = startRealtimeServer(http.server, {
      secret: config.REALTIME_SECRET,
      allowedOrigins: allowedOrigins(config),
      sessions: house.services.sessions,
      socketsPerIp: config.SOCKETS_PER_IP,
      sessionRecheckMs: config.SOCKET_SESSION_RECHECK_MS,
      redis: house.redis,
      redisKeyPrefix: config.REDIS_KEY_PREFIX,
      onRedisError: (error) => http.log.warn({ err: error }, 'realtime: a Redis message was not delivered'),
      onSessionCheckError: (error) =>
        http.log.warn({ err: error }, "realtime: the sockets' sessions could not be read"),
    });
    // Before the HTTP server stops: its close waits for every connection, and sockets never end on their own.
    http.addHook('preClose', () => server.close());
    registerRealtimeRoutes(http, {
      sessions: house.services.sessions,
      secret: config.REALTIME_SECRET,
      nodeKey: server.nodeKey,
    });
    house.provide({ realtime: socketPublisher(server.io) });
  },
};
