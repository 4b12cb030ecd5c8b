import type { LoginRequest, User } from '@casino/contracts';
import { normalizePhone, SMS_LOGIN_SWITCH } from '@casino/contracts';

import type { Config } from '../../config.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { localCacheBus, type CacheBus } from '../../platform/cache-bus.ts';
import { ApiError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { GuessLimiter, loginGuessLimits } from '../../platform/guess-limiter.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { hashToken, newToken, prefixedId } from '../../platform/tokens.ts';
import type { Site, SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import { presentUser } from '../user/index.ts';
import { findUserByTypedPhone } from '../user/index.ts';
import { findUserByUsername, type UserRow } from '../user/index.ts';
import type { PlayerProtection } from '../responsible/index.ts';
import type { Cashier } from '../wallet/index.ts';
import {
  findSession,
  insertSession,
  revokeSession,
  sessionRow,
  touchSession,
  upsertBrowserId,
} from './auth.repo.ts';

const DAY_MS = 86_400_000;
/** A session's expiry is pushed forward at most this often, so a busy player does not write on every call. */
const TOUCH_EVERY_MS = 3_600_000;
/** Identities remembered at most (the map is emptied when full: a bound on memory, not an eviction policy). */
const MAX_IDENTITIES = 100_000;

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

/**
 * What a login guesses at: the player when the account exists (however it was named), else what was typed,
 * so that an unknown name costs the same guesses as a known one.
 */
const loginAccount = (user: UserRow | undefined, typed: string) =>
  user ? `id:${user.id}` : typed.toLowerCase();

/**
 * Player identity: registration, login with failure limits per account from one IP and per IP (each guess
 * reserved before the password is checked), opaque tokens stored hashed, logout that kills the token on the
 * server, and browser ids for visitors.
 */
export class AuthService {
  private readonly identities = new Map<string, { identity: PlayerIdentity; until: number }>();
  private readonly passwordGuesses: GuessLimiter;
  private readonly smsCodeGuesses: GuessLimiter;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly attempts: AttemptCounter,
    private readonly config: Config,
    private readonly cashier: Cashier,
    /** The player's notice time as shown to the client (notices to everyone count too). */
    private readonly noticeTime: (own: number) => Promise<number> = async (own) => own,
    private readonly bus: CacheBus = localCacheBus(),
    /** Responsible gaming: refuses a login in a time-out or exclusion, starts the reality check's clock. */
    private readonly protection?: PlayerProtection,
  ) {
    this.passwordGuesses = new GuessLimiter(attempts, 'login', loginGuessLimits(config));
    this.smsCodeGuesses = new GuessLimiter(attempts, 'sms-login', loginGuessLimits(config));
    // A token revoked on any process is forgotten by every process's identity cache at once.
    bus.on('session-revoked', (tokenHashHex) => this.identities.delete(tokenHashHex));
  }

  async login(input: LoginRequest, client: ClientInfo): Promise<User> {
    const site = await this.site.get();
    const user = await this.findLoginUser(input, site, client);
    const typed =
      input.username !== undefined ? `u:${input.username}` : `p:${normalizePhone(input.phone ?? '')}`;
    const guess = await this.passwordGuesses.reserve(loginAccount(user, typed), client.ip);
    // An unknown account checks a decoy hash: both answers cost the same time.
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) throw new ApiError('INVALID_CREDENTIALS');
    await guess.succeeded();
    if (user.disabled) throw new ApiError('ACCOUNT_DISABLED');
    return this.openSession(user, client, site);
  }

  /** Sends a six-digit login code to a registered phone (SMS login switched on in `enabledSmsConfigs`). */
  async sendLoginCode(phone: string, client: ClientInfo, verification: VerificationService): Promise<void> {
    const site = await this.site.get();
    if (!site.switches.enabledSmsConfigs.includes(SMS_LOGIN_SWITCH)) throw new ApiError('SMS_LOGIN_DISABLED');
    const user = await this.findLoginUser({ phone, password: '' }, site, client);
    // Unknown phones get the same answer and no message, so the call cannot probe who is registered.
    if (!user || user.disabled || user.phone === null) return;
    await verification.send(
      user.phone,
      'login',
      client.ip,
      (code) => `${code} is your login code. It expires in 10 minutes.`,
    );
  }

  /**
   * Logs in with a phone and the code it received (wrong codes are limited like passwords, on their own
   * count). The owner has proved who they are, so it also lifts the password lock of the account from there.
   */
  async loginWithCode(
    phone: string,
    code: string,
    client: ClientInfo,
    verification: VerificationService,
  ): Promise<User> {
    const site = await this.site.get();
    if (!site.switches.enabledSmsConfigs.includes(SMS_LOGIN_SWITCH)) throw new ApiError('SMS_LOGIN_DISABLED');
    const user = await this.findLoginUser({ phone, password: '' }, site, client);
    const guess = await this.smsCodeGuesses.reserve(
      loginAccount(user, `p:${normalizePhone(phone)}`),
      client.ip,
    );
    const consumed =
      user?.phone != null &&
      (await verification.consume(user.phone, 'login', code).then(
        () => true,
        () => false,
      ));
    if (!user || !consumed) throw new ApiError('SMS_CODE_INVALID');
    await guess.succeeded();
    if (user.disabled) throw new ApiError('ACCOUNT_DISABLED');
    await this.passwordGuesses.unlock(loginAccount(user, ''), client.ip);
    return this.openSession(user, client, site);
  }

  /**
   * A new session for a player who proved who they are: refused (EXCLUDED) during a time-out or
   * self-exclusion, and (CENTRALLY_EXCLUDED) when their CPF is on the national list; the reality
   * check's clock starts with it.
   */
  private async openSession(user: UserRow, client: ClientInfo, site: Site): Promise<User> {
    await this.protection?.admitLogin(this.db, user);
    const token = newToken();
    await inTransaction(this.db, async (tx) => {
      await insertSession(tx, sessionRow(token, user.id, client, this.config.SESSION_IDLE_DAYS));
      await this.protection?.startSession(tx, user.id);
    });
    return this.presentSession(user, token, site);
  }

  /**
   * After the owner proved who they are another way (a password reset by SMS), the password lock of the
   * account from their address is lifted.
   */
  async liftLoginLock(user: UserRow, client: ClientInfo): Promise<void> {
    await this.passwordGuesses.unlock(loginAccount(user, ''), client.ip);
  }

  /** Kills the token on the server. Logging out twice, or with a dead token, is not an error. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const tokenHash = hashToken(token);
    await inTransaction(this.db, (tx) => revokeSession(tx, tokenHash));
    await this.bus.publish('session-revoked', tokenHash.toString('hex'));
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
    if (this.config.CACHE_TTL_MS > 0) {
      if (this.identities.size >= MAX_IDENTITIES) this.identities.clear();
      this.identities.set(key, { identity, until: now + this.config.CACHE_TTL_MS });
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
      const expiresAt = new Date(now + this.config.SESSION_IDLE_DAYS * DAY_MS);
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

  /** The user info of an authenticated player, read fresh. */
  async userInfo(player: AuthenticatedPlayer): Promise<User> {
    return this.presentSession(player.user, player.token);
  }

  /** GET /api/auth/browser_foot_print: the id this visitor hash already has, or a new one. */
  async browserId(visitorHash: string, client: ClientInfo): Promise<string> {
    const issued = await this.attempts.hit(`browser-id:ip:${client.ip}`, 3_600_000);
    if (issued > 500) throw new ApiError('RATE_LIMITED');
    return inTransaction(this.db, (tx) =>
      upsertBrowserId(tx, prefixedId('bf'), visitorHash === '' ? null : visitorHash),
    );
  }

  /** The user record of spec §3 for a player and their token: balances read now. */
  async presentSession(user: UserRow, token: string, site?: Site): Promise<User> {
    site ??= await this.site.get();
    const [balances, noticeUpdateTime] = await Promise.all([
      this.cashier.balances(this.db, user.id, user.currencyId),
      this.noticeTime(user.noticeUpdateTime),
    ]);
    return { ...presentUser(user, balances, site, token), noticeUpdateTime };
  }

  private async findLoginUser(input: LoginRequest, site: Site, client: ClientInfo) {
    if (input.username !== undefined) return findUserByUsername(this.db, input.username);
    const country = site.countries.find((item) => item.id === (client.country ?? site.defaultCountryId));
    return findUserByTypedPhone(this.db, input.phone ?? '', country?.phoneCode ?? '');
  }
}
