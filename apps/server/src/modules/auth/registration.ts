import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { RegisterRequest } from '@casino/contracts';
import { isBrazilianPhone, normalizePhone } from '@casino/contracts';

import type { Config } from '../../config.ts';
import { inTransaction, pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { newToken, randomCode } from '../../platform/tokens.ts';
import type { SiteService } from '../site/site.service.ts';
import {
  findUserByInviteCode,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  type UserRow,
} from '../user/user.repo.ts';
import type { Cashier } from '../wallet/cashier.ts';
import { insertSession, sessionRow } from './auth.repo.ts';

/** New players: their country, currency and language, the checks of their names and codes, their accounts. */
export class PlayerRegistration {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly attempts: AttemptCounter,
    private readonly config: Config,
    private readonly cashier: Cashier,
  ) {}

  /**
   * Creates a player with their accounts and a first session, in one transaction. Refused: more than
   * REGISTRATIONS_PER_IP_PER_HOUR from one address, a taken username or phone, an unknown invite or promo
   * code, a phone that breaks the country's rule.
   */
  async register(input: RegisterRequest, client: ClientInfo): Promise<{ user: UserRow; token: string }> {
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
      inTransaction(this.db, async (tx) => {
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
        // The player's accounts open with the player (cached by the cashier once this commits).
        await this.cashier.wallet(tx, created.id, currency.id);
        await insertSession(tx, sessionRow(token, created.id, client, this.config.SESSION_IDLE_DAYS));
        return created;
      }),
    );
    return { user, token };
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
