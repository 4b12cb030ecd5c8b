import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import type { InvariantViolation } from './modules/wallet/index.ts';
import type { Config } from './platform/config.ts';

/**
 * Every money invariant of a database: the ledger's own and each product's, as the products register them
 * with the wallet when the app is built. The app is built (quietly) and closed, never started.
 */
export async function checkAllInvariants(database: Database, config: Config): Promise<InvariantViolation[]> {
  const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database });
  try {
    return await app.services.wallet.checkInvariants();
  } finally {
    await app.http.close();
  }
}
