import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { localCacheBus, type CacheBus } from '../../platform/cache-bus.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { hashToken, prefixedId } from '../../platform/tokens.ts';
import {
  findSession,
  liveSessionHashes,
  revokeSession,
  revokeUserSessions,
  touchSession,
  upsertBrowserId,
} from './sessions.repo.ts';
import type { UserRow } from './user.repo.ts';

const DAY_MS = 86_400_000;
/** A session's expiry is pushed forward at most this often, so a busy player does not write on every call. */
const TOUCH_EVERY_MS = 3_600_000;
/** Identities remembered at most (the map is emptied when full: a bound on memory, not an eviction policy). */
const MAX_IDENTITIES = 100_000;

/** A player behind a live token, read for this call. */
export interface AuthenticatedPlayer {
  user: UserRow;
  token: string;
  tokenHash: Buffer;
}

/** Who a game call plays as: the facts of a player that never change while a session lives. */
export interface PlayerIdentity {
  userId: number;
  currencyId: string;
}

/** How long sessions live and how long a live one is remembered. */
export interface SessionPolicy {
  SESSION_IDLE_DAYS: number;
  CACHE_TTL_MS: number;
}

/**
 * Players' sessions: opaque tokens stored hashed, sliding expiry, the market's idle logout, revocation
 * heard by every process, and browser ids for visitors. Login and registration (module auth) open them;
 * every guarded route reads them.
 */
export class PlayerSessions {
  private readonly identities = new Map<string, { identity: PlayerIdentity; until: number }>();
  private readonly endedListeners: ((tokenHashHex: string) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly attempts: AttemptCounter,
    private readonly policy: SessionPolicy,
    private readonly bus: CacheBus = localCacheBus(),
  ) {
    // A token revoked on any process is forgotten by every process's identity cache at once.
    bus.on('session-revoked', (tokenHashHex) => {
      this.identities.delete(tokenHashHex);
      for (const listener of this.endedListeners) listener(tokenHashHex);
    });
  }

  /**
   * Tells `listener` of every session that ends, on whichever process it ended (a logout, a password change
   * or reset, an exclusion, an idle logout): the token's hash in hex. The realtime module closes that
   * session's sockets with it. An end nobody announced is found by `liveAmong`.
   */
  onEnded(listener: (tokenHashHex: string) => void): void {
    this.endedListeners.push(listener);
  }

  /** Which of these sessions (token hashes in hex) are live now; the others ended, however they ended. */
  async liveAmong(tokenHashesHex: readonly string[]): Promise<Set<string>> {
    if (tokenHashesHex.length === 0) return new Set();
    const live = await liveSessionHashes(
      this.db,
      tokenHashesHex.map((hex) => Buffer.from(hex, 'hex')),
    );
    return new Set(live.map((hash) => hash.toString('hex')));
  }

  /** Kills the token on the server. Logging out twice, or with a dead token, is not an error. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const tokenHash = hashToken(token);
    await inTransaction(this.db, (tx) => revokeSession(tx, tokenHash));
    await this.bus.publish('session-revoked', tokenHash.toString('hex'));
  }

  /**
   * Ends every live session of a player in the caller's transaction (a password reset, an exclusion);
   * every process forgets them once it commits (`forget`).
   */
  revokeAll(tx: Tx, userId: number): Promise<Buffer[]> {
    return revokeUserSessions(tx, userId);
  }

  /** Tells every process that these sessions ended (after the transaction that ended them). */
  async forget(tokenHashes: readonly Buffer[]): Promise<void> {
    await Promise.all(tokenHashes.map((hash) => this.bus.publish('session-revoked', hash.toString('hex'))));
  }

  /**
   * The identity behind a token for the game calls (bets, moves, cash-outs), which need only the player's
   * id and currency: a live session is remembered for CACHE_TTL_MS, so a round's calls do not each read
   * the session. Everything else calls `authenticate`, which reads it every time. A logout on any process
   * is told to every process over the cache bus; were that message lost, the token stops within CACHE_TTL_MS.
   */
  async identify(token: string | undefined): Promise<PlayerIdentity> {
    if (!token) throw new ApiError('LOGIN_REQUIRED');
    const key = hashToken(token).toString('hex');
    const now = Date.now();
    const known = this.identities.get(key);
    if (known && now < known.until) return known.identity;
    const { user } = await this.authenticate(token);
    const identity = { userId: user.id, currencyId: user.currencyId };
    if (this.policy.CACHE_TTL_MS > 0) {
      if (this.identities.size >= MAX_IDENTITIES) this.identities.clear();
      this.identities.set(key, { identity, until: now + this.policy.CACHE_TTL_MS });
    }
    return identity;
  }

  /**
   * The player behind a token. No token is LOGIN_REQUIRED (1012); an unknown, revoked or expired one is
   * LOGIN_EXPIRED (1013): both make the client forget the user and ask for a login.
   */
  async authenticate(token: string | undefined): Promise<AuthenticatedPlayer> {
    if (!token) throw new ApiError('LOGIN_REQUIRED');
    const tokenHash = hashToken(token);
    const found = await findSession(this.db, tokenHash);
    const now = Date.now();
    if (!found || found.session.revokedAt !== null || found.session.expiresAt.getTime() <= now) {
      throw new ApiError('LOGIN_EXPIRED');
    }
    if (found.user.disabled) {
      this.identities.delete(tokenHash.toString('hex'));
      await inTransaction(this.db, (tx) => revokeSession(tx, tokenHash));
      await this.bus.publish('session-revoked', tokenHash.toString('hex'));
      throw new ApiError('LOGIN_EXPIRED', { message: 'ACCOUNT_DISABLED' });
    }
    const idleMs = found.session.idleLogoutMinutes === null ? null : found.session.idleLogoutMinutes * 60_000;
    const idle = now - found.session.lastSeenAt.getTime();
    if (idleMs !== null && idle > idleMs) {
      // The market wants a new login after this long idle (Portaria 722/2024: 30 minutes in Brazil).
      this.identities.delete(tokenHash.toString('hex'));
      await inTransaction(this.db, (tx) => revokeSession(tx, tokenHash));
      await this.bus.publish('session-revoked', tokenHash.toString('hex'));
      throw new ApiError('LOGIN_EXPIRED', { message: 'SESSION_IDLE' });
    }
    // Seen often enough that an idle limit measures real idleness (within a thirtieth of it).
    if (idle > (idleMs === null ? TOUCH_EVERY_MS : Math.min(TOUCH_EVERY_MS, idleMs / 30))) {
      const expiresAt = new Date(now + this.policy.SESSION_IDLE_DAYS * DAY_MS);
      await inTransaction(this.db, (tx) => touchSession(tx, tokenHash, expiresAt));
    }
    return { user: found.user, token, tokenHash };
  }

  /** Whether a token is live, without failing (for /api/auth/check). */
  async isLoggedIn(token: string | undefined): Promise<boolean> {
    return this.authenticate(token).then(
      () => true,
      () => false,
    );
  }

  /** GET /api/auth/browser_foot_print: the id this visitor hash already has, or a new one. */
  async browserId(visitorHash: string, client: ClientInfo): Promise<string> {
    const issued = await this.attempts.hit(`browser-id:ip:${client.ip}`, 3_600_000);
    if (issued > 500) throw new ApiError('RATE_LIMITED');
    return inTransaction(this.db, (tx) =>
      upsertBrowserId(tx, prefixedId('bf'), visitorHash === '' ? null : visitorHash),
    );
  }
}
