import type { PasswordResetCodeRequest, PasswordResetRequest } from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Site, SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import {
  findUserByTypedPhone,
  phoneAsStored,
  setPasswordHash,
  type PlayerSessions,
  type UserRow,
} from '../user/index.ts';
import type { AuthService } from './auth.service.ts';

/** An account a reset code may go to: live, with a phone its owner proved by a code. */
const resettable = (user: UserRow | undefined): user is UserRow & { phone: string } =>
  user !== undefined && !user.disabled && user.phoneChecked && user.phone !== null;

/**
 * "Forgot password" by SMS (smsConfig.enableForgetPassword): a code to the account's verified phone, then
 * a new password that ends every session. Neither call tells whether a phone belongs to anyone.
 */
export class PasswordReset {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly verification: VerificationService,
    private readonly auth: AuthService,
    private readonly sessions: PlayerSessions,
  ) {}

  /**
   * Texts a reset code when the phone is an account's verified phone. Any other phone gets the same
   * answer, counted against the same limits, and no message.
   */
  async sendCode(input: PasswordResetCodeRequest, client: ClientInfo): Promise<void> {
    const site = await this.enabledSite();
    const phoneCode = this.phoneCodeOf(site, client);
    const user = await findUserByTypedPhone(this.db, input.phone, phoneCode);
    if (!resettable(user)) {
      await this.verification.countSend(phoneAsStored(input.phone, phoneCode), client.ip);
      return;
    }
    await this.verification.send(
      user.phone,
      'reset',
      client.ip,
      (code) => `${code} is your password reset code. It expires in 10 minutes.`,
    );
  }

  /**
   * Sets the new password in one transaction with the code spent and every session of the player ended;
   * then every process forgets those sessions and the password lock from this address is lifted.
   * A wrong, expired or spent code, or a phone of no account, is SMS_CODE_INVALID.
   */
  async reset(input: PasswordResetRequest, client: ClientInfo): Promise<void> {
    const site = await this.enabledSite();
    // Hashed before the account is looked up, so an unknown phone costs the same time.
    const passwordHash = await hashPassword(input.password);
    const user = await findUserByTypedPhone(this.db, input.phone, this.phoneCodeOf(site, client));
    if (!resettable(user)) throw new ApiError('SMS_CODE_INVALID');
    const ended = await this.verification.spend(user.phone, 'reset', input.code, async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      return this.sessions.revokeAll(tx, user.id);
    });
    await this.sessions.forget(ended);
    await this.auth.liftLoginLock(user, client);
  }

  private async enabledSite(): Promise<Site> {
    const site = await this.site.get();
    if (!site.switches.smsConfig.enableForgetPassword) throw new ApiError('FORGET_PASSWORD_DISABLED');
    return site;
  }

  private phoneCodeOf(site: Site, client: ClientInfo): string {
    const country = site.countries.find((item) => item.id === (client.country ?? site.defaultCountryId));
    return country?.phoneCode ?? '';
  }
}
