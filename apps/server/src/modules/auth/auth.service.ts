import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { LoginRequest, RegisterRequest, User } from '@casino/contracts';
import { isBrazilianPhone, normalizePhone, SMS_LOGIN_SWITCH } from '@casino/contracts';

import type { Config } from '../../config.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { hashToken, newToken, prefixedId, randomCode } from '../../platform/tokens.ts';
import type { Site, SiteService } from '../site/site.service.ts';
import type { VerificationService } from '../sms/verification.service.ts';
import { presentUser } from '../user/user.presenter.ts';
import {
  findUserByInviteCode,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  openPlayerAccounts,
  playerBalances,
  type UserRow,
} from '../user/user.repo.ts';
import { findSession, insertSession, revokeSession, touchSession, upsertBrowserId } from './auth.repo.ts';

const DAY_MS = 86_400_000;
/** A session's expiry is pushed forward at most this often, so a busy player does not write on every call. */
const TOUCH_EVERY_MS = 3_600_000;

export interface AuthenticatedPlayer {
  user: UserRow;
  token: string;
  tokenHash: Buffer;
}

/**
 * Player identity: registration, login with per-account and per-IP failure limits, opaque tokens
 * stored hashed, logout that kills the token on the server, and browser ids for visitors.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly attempts: AttemptCounter,
    private readonly config: Config,
    /** The player's notice time as shown to the client (notices to everyone count too). */
    private readonly noticeTime: (own: number) => Promise<number> = async (own) => own,
  ) {}

  async register(input: RegisterRequest, client: ClientInfo): Promise<User> {
    const registrations = await this.attempts.hit(`register:ip:${client.ip}`, 3_600_000);
    if (registrations > this.config.REGISTRATIONS_PER_IP_PER_HOUR) throw new ApiError('RATE_LIMITED');

    const site = await this.site.get();
    const country =
      site.countries.find((item) => item.id === (input.countryId ?? client.country)) ??
      site.countries.find((item) => item.id === site.defaultCountryId);
    if (!country) throw invalidInput('countryId', 'COUNTRY_INVALID');
    const currency =
      site.currencies.find((item) => item.id === input.currencyId) ??
      site.currencies.find((item) => item.id === country.currencyId);
    if (!currency) throw invalidInput('currencyId', 'CURRENCY_INVALID');
    const languageId = site.languages.some((item) => item.id === input.language)
      ? (input.language as string)
      : site.languages.some((item) => item.id === client.language)
        ? (client.language as string)
        : site.defaultLanguageId;

    const phone = input.phone === undefined ? null : this.phoneForRegistration(input.phone, country);
    const username = input.username ?? `user_${randomCode(10).toLowerCase()}`;
    if (input.username !== undefined && (await findUserByUsername(this.db, input.username))) {
      throw new ApiError('USERNAME_TAKEN');
    }
    if (phone !== null && (await findUserByPhone(this.db, phone))) throw new ApiError('PHONE_TAKEN');

    const inviter =
      input.p === undefined ? undefined : await findUserByInviteCode(this.db, input.p.toUpperCase());
    if (input.p !== undefined && (!inviter || inviter.disabled)) throw new ApiError('INVITE_CODE_INVALID');
    const promoCode = site.switches.enableRegisterPromoCode
      ? await this.checkPromoCode(input.promoCode)
      : null;

    const passwordHash = await hashPassword(input.password);
    const token = newToken();
    const user = await this.insertWithUniqueInviteCode(async (inviteCode) =>
      this.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          username,
          phone,
          passwordHash,
          nickname: input.username ?? username,
          countryId: country.id,
          currencyId: currency.id,
          languageId,
          inviteCode,
          invitedBy: inviter?.id ?? null,
          promoCode,
          attribution: {
            tkk: input.tkk,
            navToken: input.navToken,
            aid: input.aid,
            gaid: input.gaid,
            ch: input.ch,
            browserId: client.browserId,
            ip: client.ip,
            device: client.device,
          },
        });
        await openPlayerAccounts(tx, created.id, currency.id);
        await insertSession(tx, this.sessionRow(token, created.id, client));
        return created;
      }),
    );
    return this.present(user, site, token);
  }

  async login(input: LoginRequest, client: ClientInfo): Promise<User> {
    const site = await this.site.get();
    const accountKey =
      input.username !== undefined
        ? `u:${input.username.toLowerCase()}`
        : `p:${normalizePhone(input.phone ?? '')}`;
    await this.refuseWhileLocked(accountKey, client.ip);

    const user = await this.findLoginUser(input, site, client);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      const windowMs = this.config.LOGIN_WINDOW_MINUTES * 60_000;
      await Promise.all([
        this.attempts.hit(`login:account:${accountKey}`, windowMs),
        this.attempts.hit(`login:ip:${client.ip}`, windowMs),
      ]);
      throw new ApiError('INVALID_CREDENTIALS');
    }
    if (user.disabled) throw new ApiError('ACCOUNT_DISABLED');
    await this.attempts.reset(`login:account:${accountKey}`);

    const token = newToken();
    await insertSession(this.db, this.sessionRow(token, user.id, client));
    return this.present(user, site, token);
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

  /** Logs in with a phone and the code it received; a wrong code counts as a failed login. */
  async loginWithCode(
    phone: string,
    code: string,
    client: ClientInfo,
    verification: VerificationService,
  ): Promise<User> {
    const site = await this.site.get();
    if (!site.switches.enabledSmsConfigs.includes(SMS_LOGIN_SWITCH)) throw new ApiError('SMS_LOGIN_DISABLED');
    const accountKey = `p:${normalizePhone(phone)}`;
    await this.refuseWhileLocked(accountKey, client.ip);
    const user = await this.findLoginUser({ phone, password: '' }, site, client);
    const consumed =
      user?.phone != null &&
      (await verification.consume(user.phone, 'login', code).then(
        () => true,
        () => false,
      ));
    if (!user || !consumed) {
      const windowMs = this.config.LOGIN_WINDOW_MINUTES * 60_000;
      await Promise.all([
        this.attempts.hit(`login:account:${accountKey}`, windowMs),
        this.attempts.hit(`login:ip:${client.ip}`, windowMs),
      ]);
      throw new ApiError('SMS_CODE_INVALID');
    }
    if (user.disabled) throw new ApiError('ACCOUNT_DISABLED');
    await this.attempts.reset(`login:account:${accountKey}`);
    const token = newToken();
    await insertSession(this.db, this.sessionRow(token, user.id, client));
    return this.present(user, site, token);
  }

  /** Kills the token on the server. Logging out twice, or with a dead token, is not an error. */
  async logout(token: string | undefined): Promise<void> {
    if (token) await revokeSession(this.db, hashToken(token));
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
      await revokeSession(this.db, tokenHash);
      throw new ApiError('LOGIN_EXPIRED', { message: 'ACCOUNT_DISABLED' });
    }
    if (now - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(this.db, tokenHash, new Date(now + this.config.SESSION_IDLE_DAYS * DAY_MS));
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
    return this.present(player.user, await this.site.get(), player.token);
  }

  /** GET /api/auth/browser_foot_print: the id this visitor hash already has, or a new one. */
  async browserId(visitorHash: string, client: ClientInfo): Promise<string> {
    const issued = await this.attempts.hit(`browser-id:ip:${client.ip}`, 3_600_000);
    if (issued > 500) throw new ApiError('RATE_LIMITED');
    return upsertBrowserId(this.db, prefixedId('bf'), visitorHash === '' ? null : visitorHash);
  }

  private async present(user: UserRow, site: Site, token: string): Promise<User> {
    const [balances, noticeUpdateTime] = await Promise.all([
      playerBalances(this.db, user.id, user.currencyId),
      this.noticeTime(user.noticeUpdateTime),
    ]);
    return { ...presentUser(user, balances, site, token), noticeUpdateTime };
  }

  private sessionRow(token: string, userId: number, client: ClientInfo) {
    return {
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + this.config.SESSION_IDLE_DAYS * DAY_MS),
      ip: client.ip,
      userAgent: client.userAgent,
      device: client.device,
    };
  }

  private async refuseWhileLocked(accountKey: string, ip: string): Promise<void> {
    const [accountFailures, ipFailures] = await Promise.all([
      this.attempts.count(`login:account:${accountKey}`),
      this.attempts.count(`login:ip:${ip}`),
    ]);
    const lockedKey =
      accountFailures >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT
        ? `login:account:${accountKey}`
        : ipFailures >= this.config.LOGIN_MAX_FAILURES_PER_IP
          ? `login:ip:${ip}`
          : undefined;
    if (lockedKey === undefined) return;
    const minutes = Math.max(1, Math.ceil((await this.attempts.retryAfterMs(lockedKey)) / 60_000));
    throw new ApiError('TOO_MANY_LOGIN_ATTEMPTS', { extra: { minutes } });
  }

  private async findLoginUser(input: LoginRequest, site: Site, client: ClientInfo) {
    if (input.username !== undefined) return findUserByUsername(this.db, input.username);
    const digits = normalizePhone(input.phone ?? '');
    const country = site.countries.find((item) => item.id === (client.country ?? site.defaultCountryId));
    const international = input.phone?.trim().startsWith('+')
      ? digits
      : `${country?.phoneCode ?? ''}${digits}`;
    return (await findUserByPhone(this.db, international)) ?? (await findUserByPhone(this.db, digits));
  }

  /** Stores phones as digits with the country code; Brazilian numbers must pass the spec's check. */
  private phoneForRegistration(phone: string, country: { id: string; phoneCode: string }): string {
    const typed = phone.trim();
    const digits = normalizePhone(typed);
    const international = typed.startsWith('+') ? digits : `${country.phoneCode}${digits}`;
    if (international.startsWith('55')) {
      const national = international.slice(2);
      if (!isBrazilianPhone(national)) throw invalidInput('phone', 'PHONE_RULE');
    }
    if (international.length < 8 || international.length > 15) throw invalidInput('phone', 'PHONE_RULE');
    return international;
  }

  private async checkPromoCode(code: string | undefined): Promise<string | null> {
    if (code === undefined) return null;
    const [row] = await this.db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(
        and(
          eq(sql`upper(${promoCodes.code})`, code.toUpperCase()),
          eq(promoCodes.enabled, true),
          or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, new Date())),
        ),
      );
    if (!row) throw new ApiError('PROMO_CODE_INVALID');
    return row.code;
  }

  /**
   * Runs the insert with a fresh invite code, again on the rare collision; a username or phone taken
   * by a concurrent registration becomes the matching business error.
   */
  private async insertWithUniqueInviteCode(
    insert: (inviteCode: string) => Promise<UserRow>,
  ): Promise<UserRow> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await insert(randomCode(8));
      } catch (error) {
        if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
        const text = String((error as { cause?: { message?: string } }).cause?.message ?? error);
        if (text.includes('users_username_lower_key')) throw new ApiError('USERNAME_TAKEN');
        if (text.includes('users_phone_key')) throw new ApiError('PHONE_TAKEN');
        if (attempt >= 4) throw error;
      }
    }
  }
}
