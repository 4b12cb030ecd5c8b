import { inTransaction, type Db } from '../../db/client.ts';
import { promoCodes } from './auth.tables.ts';

/** The demo's registration promo code (WELCOME), for `npm start`. */
export async function seedDemoPromoCode(db: Db): Promise<void> {
  await inTransaction(db, (tx) => tx.insert(promoCodes).values({ code: 'WELCOME' }).onConflictDoNothing());
}
