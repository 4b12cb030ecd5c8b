import type { LoginRequest, User } from '@casino/contracts';
import { normalizePhone, SMS_LOGIN_SWITCH } from '@casino/contracts';

import type { Config } from '../../platform/config.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import type { DomainEventBus } from '../../platform/domain-events.ts';
import { ApiError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { GuessLimiter, loginGuessLimits } from '../../platform/guess-limiter.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { newToken } from '../../platform/tokens.ts';
import type { Site, SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import {
  findUserByTypedPhone,
  findUserByUsername,
  openSession,
  phoneAsStored,
  presentUser,
  type AuthenticatedPlayer,
  type UserRow,
} from '../user/index.ts';
import type { Cashier } from '../wallet/index.ts';

/**
 * What a login guesses at: the player when the account exists (however it was named), else what was typed,
 * so that an unknown name costs the same guesses as a known one.
 */
const loginAccount = (user: UserRow | undefined, typed: string) =>
  user ? `id:${user.id}` : typed.toLowerCase();

/**
 * Logging in: by password or by a code texted to the player's phone, with failure limits per account from
 * one IP and per IP (each guess reserved before the secret is checked). A login is asked of the products
 * first (`player.signing-in`: responsible gaming refuses a time-out or exclusion) and opens the session
 * with `player.signed-in` in its transaction. The sessions themselves live in module user.
 */
export class AuthService {
  private readonly passwordGuesses: GuessLimiter;
  private readonly smsCodeGuesses: GuessLimiter;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    attempts: AttemptCounter,
    private readonly config: Config,
    private readonly cashier: Cashier,
    private readonly events: DomainEventBus,
    /** The player's notice time as shown to the client (notices to everyone count too). */
    private readonly noticeTime: (own: number) => Promise<number> = async (own) => own,
  ) {
    this.passwordGuesses = new GuessLimiter(attempts, 'login', loginGuessLimits(config));
    this.smsCodeGuesses = new GuessLimiter(attempts, 'sms-login', loginGuessLimits(config));
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

  /**
   * Sends a six-digit login code to a registered phone (SMS login switched on in `enabledSmsConfigs`). Any
   * other phone gets the same answers, counted against the same limits, and no message: the call cannot
   * probe who is registered.
   */
  async sendLoginCode(phone: string, client: ClientInfo, verification: VerificationService): Promise<void> {
    const site = await this.site.get();
    if (!site.switches.enabledSmsConfigs.includes(SMS_LOGIN_SWITCH)) throw new ApiError('SMS_LOGIN_DISABLED');
    const user = await this.findLoginUser({ phone, password: '' }, site, client);
    if (!user || user.disabled || user.phone === null) {
      await verification.countSend(this.typedPhone(phone, site, client), client.ip);
      return;
    }
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
    // An unknown phone is checked against the codes of the number typed (none live): the same work.
    const consumed = await verification
      .consume(user?.phone ?? this.typedPhone(phone, site, client), 'login', code)
      .then(
        () => true,
        () => false,
      );
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
    // The national list is asked about the CPF the player gave, validated or not.
    const cpf = user.cpf ?? user.cpfClaimed;
    await this.events.publish('player.signing-in', { queryable: this.db, userId: user.id, cpf });
    const token = newToken();
    await inTransaction(this.db, async (tx) => {
      await openSession(tx, { token, userId: user.id, client, idleDays: this.config.SESSION_IDLE_DAYS });
      await this.events.publish('player.signed-in', { tx, userId: user.id });
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

  /** The user info of an authenticated player, read fresh. */
  async userInfo(player: AuthenticatedPlayer): Promise<User> {
    return this.presentSession(player.user, player.token);
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
    return findUserByTypedPhone(this.db, input.phone ?? '', this.loginPhoneCode(site, client));
  }

  /** A phone typed at a login, as it would be stored (what an unknown phone is counted and checked as). */
  private typedPhone(typed: string, site: Site, client: ClientInfo): string {
    return phoneAsStored(typed, this.loginPhoneCode(site, client));
  }

  /** The calling code a login's phone is read with: the client's country's, else the site's default's. */
  private loginPhoneCode(site: Site, client: ClientInfo): string {
    const country = site.countries.find((item) => item.id === (client.country ?? site.defaultCountryId));
    return country?.phoneCode ?? '';
  }
}
