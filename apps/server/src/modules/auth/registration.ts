import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { RegisterCodeRequest, RegisterRequest } from '@casino/contracts';

import type { Config } from '../../platform/config.ts';
import { inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db, type Tx } from '../../db/client.ts';
import { promoCodes } from './auth.tables.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { newToken, randomCode } from '../../platform/tokens.ts';
import type { DomainEventBus } from '../../platform/domain-events.ts';
import type { SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import {
  findUserByCpf,
  findUserByInviteCode,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  internationalPhone,
  openSession,
  type UserRow,
} from '../user/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { registrantDepositLimit, registrantIdentity } from './registrant-identity.ts';
import { askedCountry, registrationMarket } from './registration-market.ts';

/** What a registration code request for a phone that has an account texts instead of a code. */
const ACCOUNT_EXISTS_NOTICE =
  'This number already has an account. Log in, or reset your password if you have forgotten it.';

/** New players: their country, currency and language, the checks of their names and codes, their accounts. */
export class PlayerRegistration {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly attempts: AttemptCounter,
    private readonly config: Config,
    private readonly cashier: Cashier,
    private readonly verification: VerificationService,
    private readonly events: DomainEventBus,
  ) {}

  /**
   * Texts a registration code to a phone no account has yet (smsConfig.enableRegister on, else
   * SMS_REGISTER_DISABLED). A phone that has an account gets the same answer, counted against the same
   * limits, and a notice instead of a code: the call never tells whether a phone is registered.
   */
  async sendCode(input: RegisterCodeRequest, client: ClientInfo): Promise<void> {
    const site = await this.site.get();
    if (!site.switches.smsConfig.enableRegister) throw new ApiError('SMS_REGISTER_DISABLED');
    const phone = internationalPhone(
      input.phone,
      askedCountry(site, input.countryId ?? client.country).phoneCode,
    );
    if (await findUserByPhone(this.db, phone)) {
      await this.verification.notify(phone, client.ip, ACCOUNT_EXISTS_NOTICE);
      return;
    }
    await this.verification.send(
      phone,
      'register',
      client.ip,
      (code) => `${code} is your registration code. It expires in 10 minutes.`,
    );
  }

  /**
   * Creates a player with their accounts and a first session, in one transaction. Refused: more than
   * REGISTRATIONS_PER_IP_PER_HOUR from one address, a taken username, phone or CPF, an unknown invite or
   * promo code, a phone that breaks the country's rule, an identity the country's market profile asks for
   * and did not get, an age below its minimum. The market is judged from the currency, the phone and the
   * location (registration-market.ts), not from the country the form names, and fixed on the player's row;
   * the CPF given is kept as claimed until it is validated as theirs. With SMS registration on, the phone and its code are
   * required, and the code is checked and spent before any name, phone or CPF is looked up (a wrong code
   * tells nothing about who is registered; a right one is gone whatever follows); the phone is stored as
   * verified.
   */
  async register(
    input: RegisterRequest,
    client: ClientInfo,
    geoCountry?: string,
  ): Promise<{ user: UserRow; token: string }> {
    const registrations = await this.attempts.hit(`register:ip:${client.ip}`, 3_600_000);
    if (registrations > this.config.REGISTRATIONS_PER_IP_PER_HOUR) throw new ApiError('RATE_LIMITED');

    const site = await this.site.get();
    const bySms = site.switches.smsConfig.enableRegister;
    if (bySms && input.phone === undefined) {
      throw new ApiError('PHONE_REQUIRED', { message: 'REGISTER_PHONE_REQUIRED' });
    }
    if (bySms && input.smsCode === undefined) throw new ApiError('SMS_CODE_REQUIRED');
    const { country, currency, phone, rules } = await registrationMarket(this.db, site, {
      countryId: input.countryId,
      currencyId: input.currencyId,
      phone: input.phone,
      clientCountry: client.country,
      geoCountry,
    });
    const { compliance } = rules;
    const identity = registrantIdentity(input, compliance, Date.now());
    const depositLimit = registrantDepositLimit(input, compliance, currency.decimalLength);
    const languageId = site.languages.some((item) => item.id === input.language)
      ? (input.language as string)
      : site.languages.some((item) => item.id === client.language)
        ? (client.language as string)
        : site.defaultLanguageId;

    const username = input.username ?? `user_${randomCode(10).toLowerCase()}`;
    if (bySms && phone !== null && input.smsCode !== undefined) {
      await this.verification.consume(phone, 'register', input.smsCode);
    }
    if (input.username !== undefined && (await findUserByUsername(this.db, input.username))) {
      throw new ApiError('USERNAME_TAKEN');
    }
    if (phone !== null && (await findUserByPhone(this.db, phone))) throw new ApiError('PHONE_TAKEN');
    // A CPF someone proved theirs (KYC, or a deposit from an account in it) has its account; one only
    // claimed by others does not block the person it belongs to.
    if (identity.cpf !== null && (await findUserByCpf(this.db, identity.cpf))) {
      throw new ApiError('CPF_TAKEN');
    }
    await this.events.publish('player.registering', { cpf: identity.cpf, compliance });

    const inviter =
      input.p === undefined ? undefined : await findUserByInviteCode(this.db, input.p.toUpperCase());
    if (input.p !== undefined && (!inviter || inviter.disabled)) throw new ApiError('INVITE_CODE_INVALID');
    const promoCode = site.switches.enableRegisterPromoCode
      ? await this.checkPromoCode(input.promoCode)
      : null;

    const passwordHash = await hashPassword(input.password);
    const token = newToken();
    const create = async (tx: Tx, inviteCode: string) => {
      const created = await insertUser(tx, {
        username,
        phone,
        phoneChecked: bySms,
        passwordHash,
        nickname: input.username ?? username,
        countryId: country.id,
        // The market is fixed here: a later change of the country's profile does not move the player.
        marketProfileId: rules.profileId,
        currencyId: currency.id,
        languageId,
        inviteCode,
        invitedBy: inviter?.id ?? null,
        promoCode,
        fullName: identity.fullName,
        birthDate: identity.birthDate,
        // Kept as claimed until validated as the player's (userCpfProof): no one squats a CPF by typing it.
        cpf: null,
        cpfClaimed: identity.cpf,
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
      // The player's accounts open with the player (cached by the cashier once this commits).
      await this.cashier.wallet(tx, created.id, currency.id);
      await openSession(tx, {
        token,
        userId: created.id,
        client,
        idleDays: this.config.SESSION_IDLE_DAYS,
      });
      // The limit chosen at sign-up applies from the first deposit; the reality check's clock starts now.
      await this.events.publish('player.registered', { tx, userId: created.id, depositLimit });
      return created;
    };
    const user = await this.insertWithUniqueInviteCode((inviteCode) =>
      inTransaction(this.db, (tx) => create(tx, inviteCode)),
    );
    return { user, token };
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
   * Runs the insert with a fresh invite code, again on the rare collision; a username, phone or CPF
   * taken by a concurrent registration becomes the matching business error.
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
        if (text.includes('users_cpf_key')) throw new ApiError('CPF_TAKEN');
        if (attempt >= 4) throw error;
      }
    }
  }
}
