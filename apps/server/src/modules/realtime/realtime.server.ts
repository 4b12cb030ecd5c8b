import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';

import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

import { SOCKET_EVENTS, SOCKET_PATH } from '@casino/contracts';

import { moduleRoom, userRoom } from './realtime.publisher.ts';
import { verifyClaims } from './realtime-tokens.ts';
import {
  AddressPlaces,
  closeEndedSessions,
  sessionRoom,
  TOO_MANY_SOCKETS,
  type SocketSessions,
} from './socket-admission.ts';

export interface RealtimeServerOptions {
  secret: string;
  /** Browser origins allowed to open a socket (the CORS allowlist). */
  allowedOrigins: ReadonlySet<string>;
  /** The players' sessions: a player's socket opens only for a live one and closes when it ends. */
  sessions: SocketSessions;
  /** Sockets one client address may hold open on this process (SOCKETS_PER_IP). */
  socketsPerIp: number;
  /** How often this process checks that its players' sessions still live (SOCKET_SESSION_RECHECK_MS). */
  sessionRecheckMs: number;
  redis?: Redis | undefined;
  /** Prefix of the adapter's Redis channels: one site (or one test app) never hears another's rooms. */
  redisKeyPrefix?: string;
  /** Told when Redis refuses a message or drops its connection (the message is lost; the process goes on). */
  onRedisError?: (error: Error) => void;
  /** Told when the sessions could not be read (a handshake is then refused; a recheck tries again later). */
  onSessionCheckError?: (error: unknown) => void;
}

/**
 * A connection for the adapter. A live message is fire-and-forget: the adapter never awaits its publish,
 * so a refused one (Redis restarting, or a message queued as the process shuts down) must be caught here,
 * or it would be an unhandled rejection that ends the process.
 */
function adapterConnection(redis: Redis, onError: (error: Error) => void): Redis {
  const connection = redis.duplicate();
  connection.on('error', onError);
  const publish = connection.publish.bind(connection) as (
    channel: string,
    message: string,
  ) => Promise<number>;
  const guarded = (channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      onError(error instanceof Error ? error : new Error(String(error)));
      return 0;
    });
  connection.publish = guarded as Redis['publish'];
  return connection;
}

/** The token a client presents: `Authorization: Basic <token>` (spec §7), or `auth.token` where headers cannot be set. */
function presentedToken(socket: Socket): string | undefined {
  const header = socket.handshake.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Basic ')) return header.slice('Basic '.length).trim();
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  return typeof auth?.token === 'string' ? auth.token : undefined;
}

/**
 * Socket.IO on /sock.io/: the handshake checks the Origin and the init token; a player's socket joins
 * their own room; a `join` event with a join token moves the socket into those module rooms (and out of
 * the modules it no longer wants). With Redis, the adapter carries room messages across processes.
 */
export function startRealtimeServer(httpServer: HttpServer, options: RealtimeServerOptions) {
  const nodeKey = randomBytes(6).toString('hex');
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    httpCompression: { threshold: 1024 },
    cors: { origin: [...options.allowedOrigins], credentials: false },
    // A browser always sends Origin on a cross-site handshake; an unknown one is refused before upgrade.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || options.allowedOrigins.has(origin));
    },
  });

  let pubClient: Redis | undefined;
  let subClient: Redis | undefined;
  if (options.redis) {
    const onError = options.onRedisError ?? (() => undefined);
    pubClient = adapterConnection(options.redis, onError);
    subClient = adapterConnection(options.redis, onError);
    io.adapter(createAdapter(pubClient, subClient, { key: `${options.redisKeyPrefix ?? ''}sock` }));
  }

  const places = new AddressPlaces(options.socketsPerIp);
  const ended = closeEndedSessions(
    io,
    options.sessions,
    options.sessionRecheckMs,
    options.onSessionCheckError ?? (() => undefined),
  );

  // A socket opens for a valid init token, within its address's share, and for a player only while the
  // session the token was asked in is live (a token outlives its session by up to its 5 minutes otherwise).
  io.use(async (socket, next) => {
    const claims = verifyClaims(options.secret, presentedToken(socket), 'connect');
    if (!claims) return next(new Error('unauthorized'));
    const release = places.take(typeof claims.ip === 'string' ? claims.ip : socket.handshake.address);
    if (!release) return next(new Error(TOO_MANY_SOCKETS));
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    const session = typeof claims.session === 'string' ? claims.session : null;
    let live = claims.userId === null;
    try {
      if (!live && session !== null) live = (await options.sessions.liveAmong([session])).has(session);
    } catch (error) {
      options.onSessionCheckError?.(error);
    }
    if (!live) {
      release();
      return next(new Error('unauthorized'));
    }
    socket.data.userId = claims.userId;
    socket.data.session = claims.userId === null ? null : session;
    next();
  });

  io.on('connection', (socket) => {
    const userId = socket.data.userId as number | null;
    const session = socket.data.session as string | null;
    if (userId !== null) void socket.join(userRoom(userId));
    if (session !== null) void socket.join(sessionRoom(session));
    const joined = new Set<string>();
    socket.on(SOCKET_EVENTS.join, (token: unknown, ack?: unknown) => {
      const claims = verifyClaims(options.secret, token, 'join');
      // A join token serves only the session it was asked in: not another session of the same player.
      const accepted =
        claims !== undefined && claims.userId === userId && (claims.session ?? null) === session;
      if (accepted) {
        const wanted = new Set(claims.modules.map(moduleRoom));
        for (const room of joined) if (!wanted.has(room)) void socket.leave(room);
        for (const room of wanted) void socket.join(room);
        joined.clear();
        for (const room of wanted) joined.add(room);
      }
      if (typeof ack === 'function') ack({ ok: accepted });
    });
  });

  return {
    io,
    nodeKey,
    async close() {
      ended.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all([pubClient?.quit().catch(() => undefined), subClient?.quit().catch(() => undefined)]);
    },
  };
}
