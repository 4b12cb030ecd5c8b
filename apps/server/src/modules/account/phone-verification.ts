import type { PhoneCodeRequest, PhoneVerifyRequest } from '@casino/contracts';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { VerificationService } from '../sms/index.ts';
import { findUserByPhone, internationalPhone, setVerifiedPhone, type UserRow } from '../user/index.ts';

/**
 * A player proves a phone is theirs (`phoneChecked`): a code to the phone, then the code back. The phone
 * becomes the account's (a change of phone too), verified, in the transaction that spends the code.
 */
export class PhoneVerification {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly verification: VerificationService,
  ) {}

  /** Texts a code to `phone`, unless another account has it (PHONE_TAKEN). */
  async sendCode(user: UserRow, input: PhoneCodeRequest, client: ClientInfo): Promise<void> {
    const phone = await this.phoneOf(user, input.phone);
    await this.verification.send(
      phone,
      'phone',
      client.ip,
      (code) => `${code} is your code to verify this phone. It expires in 10 minutes.`,
    );
  }

  /** Spends the code and sets the phone as the player's, verified; the stored form is answered. */
  async verify(user: UserRow, input: PhoneVerifyRequest): Promise<string> {
    const phone = await this.phoneOf(user, input.phone);
    try {
      await this.verification.spend(phone, 'phone', input.code, (tx) => setVerifiedPhone(tx, user.id, phone));
    } catch (error) {
      // Another account took the phone between the code and now.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError('PHONE_TAKEN');
      throw error;
    }
    return phone;
  }

  /** The typed phone in its stored form, by the player's country; PHONE_TAKEN when someone else has it. */
  private async phoneOf(user: UserRow, typed: string): Promise<string> {
    const site = await this.site.get();
    const country = site.countries.find((item) => item.id === user.countryId);
    const phone = internationalPhone(typed, country?.phoneCode ?? '');
    const owner = await findUserByPhone(this.db, phone);
    if (owner && owner.id !== user.id) throw new ApiError('PHONE_TAKEN');
    return phone;
  }
}
