import { eq } from 'drizzle-orm';

import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { writeAudit } from '../operators/index.ts';
import { users, lockUser, setKycVerifiedAt } from '../user/index.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';

/** Back-office adjustments of a player's withdrawal standing, each with an audit line. */
export async function setPlayerWithdrawStanding(
  db: Db,
  site: SiteService,
  cashier: Cashier,
  operatorId: number,
  input: { userId: number; wageringRemaining?: unknown; kycVerified?: boolean | undefined; reason: string },
): Promise<{ userId: number; wageringRemaining: number; kycVerified: boolean }> {
  // Read outside the transaction: PGlite has a single connection, and the site service uses `db`.
  const [known] = await db
    .select({ currencyId: users.currencyId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!known) throw new ApiError('NOT_FOUND');
  const { decimalLength } = await site.currency(known.currencyId);
  let wageringMinor: bigint | undefined;
  if (input.wageringRemaining !== undefined) {
    const parsed = parseAmount(input.wageringRemaining, decimalLength);
    if (!parsed.ok)
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'wageringRemaining', reason: parsed.error } });
    wageringMinor = parsed.minor;
  }
  const wallet = await cashier.wallet(db, input.userId, known.currencyId);
  const before = await cashier.balances(db, input.userId, known.currencyId);
  return inTransaction(db, async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (!user) throw new ApiError('NOT_FOUND');
    const wagering =
      wageringMinor === undefined ? before.wagering : await cashier.setWagering(tx, wallet, wageringMinor);
    let kycVerifiedAt = user.kycVerifiedAt;
    if (input.kycVerified !== undefined) {
      kycVerifiedAt = input.kycVerified ? new Date() : null;
      await setKycVerifiedAt(tx, user.id, kycVerifiedAt);
    }
    await writeAudit(tx, {
      operatorId,
      action: 'player.withdraw_standing',
      target: String(user.id),
      details: {
        reason: input.reason,
        ...(input.wageringRemaining === undefined
          ? {}
          : { wageringRemaining: String(input.wageringRemaining) }),
        ...(input.kycVerified === undefined ? {} : { kycVerified: input.kycVerified }),
      },
    });
    return {
      userId: user.id,
      wageringRemaining: minorToNumber(wagering, decimalLength),
      kycVerified: kycVerifiedAt !== null,
    };
  });
}
