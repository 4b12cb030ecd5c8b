import type { Server } from 'socket.io';

/** What the realtime server asks of the players' sessions (module user's PlayerSessions). */
export interface SocketSessions {
  /** Which of these sessions (token hashes, hex) are live now. */
  liveAmong(tokenHashesHex: readonly string[]): Promise<Set<string>>;
  /** Told of every session that ends, on whichever process it ended. */
  onEnded(listener: (tokenHashHex: string) => void): void;
}

/** The room of one session's sockets: ending the session empties it. */
export const sessionRoom = (session: string) => `session:${session}`;

/** The refusal of a handshake from an address that has its share of sockets on this process. */
export const TOO_MANY_SOCKETS = 'too many sockets';

/**
 * The sockets of each client address on this process, opened or opening, against a cap. A handshake takes
 * a place before its checks; the place is given back once, when the handshake is refused, or when the
 * socket or its connection closes (whichever comes first).
 */
export class AddressPlaces {
  private readonly held = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Takes a place for a socket from `ip` (answers how to give it back), or null when the address is full. */
  take(ip: string): (() => void) | null {
    const count = this.held.get(ip) ?? 0;
    if (count >= this.cap) return null;
    this.held.set(ip, count + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.held.get(ip) ?? 1) - 1;
      if (left > 0) this.held.set(ip, left);
      else this.held.delete(ip);
    };
  }
}

/**
 * Closes the sockets of sessions that ended: at once when an end is announced (every process hears it and
 * closes its own), and every `recheckMs` for the ends nobody announced (a block written without a message,
 * a lost Redis message, an expiry) by asking which of this process's sessions are still live.
 */
export function closeEndedSessions(
  io: Server,
  sessions: SocketSessions,
  recheckMs: number,
  onError: (error: unknown) => void,
): { stop(): void } {
  const close = (session: string) => io.local.in(sessionRoom(session)).disconnectSockets(true);
  sessions.onEnded(close);
  let checking = false;
  const recheck = async () => {
    const here = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      const session = socket.data.session as string | null | undefined;
      if (typeof session === 'string') here.add(session);
    }
    if (here.size === 0) return;
    const live = await sessions.liveAmong([...here]);
    for (const session of here) if (!live.has(session)) close(session);
  };
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    recheck()
      .catch(onError)
      .finally(() => {
        checking = false;
      });
  }, recheckMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
