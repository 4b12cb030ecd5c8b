import type { PhoneCodeRequest, PhoneVerifyRequest } from '@casino/contracts';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import { findUserByPhone, internationalPhone, setVerifiedPhone, type UserRow } from '../user/index.ts';

/** What a phone that is another account's gets instead of a verification code. */
const PHONE_IN_USE_NOTICE =
  'Someone asked to add this number to another account. It stays with yours; nothing changed.';

/**
 * A player proves a phone is theirs (`phoneChecked`): a code to the phone, then the code back. The phone
 * becomes the account's (a change of phone too), verified, in the transaction that spends the code. Neither
 * call tells whether a phone belongs to another account: only the phone's holder could learn it.
 */
export class PhoneVerification {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly verification: VerificationService,
  ) {}

  /**
   * Texts a code to `phone`. Another account's phone gets the same answer, counted against the same limits,
   * and a notice to its owner instead of a code.
   */
  async sendCode(user: UserRow, input: PhoneCodeRequest, client: ClientInfo): Promise<void> {
    const phone = await this.phoneOf(user, input.phone);
    const owner = await findUserByPhone(this.db, phone);
    if (owner && owner.id !== user.id) {
      await this.verification.notify(phone, client.ip, PHONE_IN_USE_NOTICE);
      return;
    }
    await this.verification.send(
      phone,
      'phone',
      client.ip,
      (code) => `${code} is your code to verify this phone. It expires in 10 minutes.`,
    );
  }

  /**
   * Spends the code and sets the phone as the player's, verified; the stored form is answered. The code is
   * checked first: PHONE_TAKEN only answers whoever holds a code for the phone (it was taken in between).
   */
  async verify(user: UserRow, input: PhoneVerifyRequest): Promise<string> {
    const phone = await this.phoneOf(user, input.phone);
    try {
      await this.verification.spend(phone, 'phone', input.code, (tx) => setVerifiedPhone(tx, user.id, phone));
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('PHONE_TAKEN');
      throw error;
    }
    return phone;
  }

  /** The typed phone in its stored form, by the player's country. */
  private async phoneOf(user: UserRow, typed: string): Promise<string> {
    const site = await this.site.get();
    const country = site.countries.find((item) => item.id === user.countryId);
    return internationalPhone(typed, country?.phoneCode ?? '');
  }
}
