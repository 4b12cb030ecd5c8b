import { STATUS } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { UserRow } from '../user/index.ts';
import { identitiesOf, type RewardEngine, type RewardGranter } from './reward-engine.ts';

/** Refusals after which the player simply registers without the welcome bonus. */
const PASSING: ReadonlySet<number> = new Set([
  STATUS.REWARD_ALREADY_CLAIMED,
  STATUS.REWARD_BUDGET_SPENT,
  STATUS.REWARD_LIMIT_REACHED,
  STATUS.REWARD_UNAVAILABLE,
]);

/**
 * The register promo code (`enableRegisterPromoCode`): a player who registered with a valid code gets the
 * active register-promo campaign's amount in the register bonus (or wherever the campaign pays), once per
 * identity (a second account on the same phone or device gets nothing), where the market allows pre-bet
 * bonuses. Paid after the registration committed: a refused bonus never refuses the registration.
 */
export class RegisterPromo {
  constructor(
    private readonly db: Db,
    private readonly engine: RewardEngine,
    private readonly granter: RewardGranter,
  ) {}

  async welcome(user: UserRow, browserId: string | undefined): Promise<void> {
    if (!user.promoCode) return;
    const campaign = await this.engine.offered(user.id, user.currencyId, 'register_promo');
    if (!campaign?.amountMinor) return;
    const amountMinor = campaign.amountMinor;
    await inTransaction(this.db, (tx) =>
      this.granter.grant(tx, {
        userId: user.id,
        currencyId: user.currencyId,
        kind: 'register_promo',
        reference: 'welcome',
        amountMinor,
        identities: identitiesOf(user, browserId),
      }),
    ).catch((error: unknown) => {
      if (!(error instanceof ApiError) || !PASSING.has(error.status)) throw error;
    });
  }
}
