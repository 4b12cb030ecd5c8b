// Checks every money invariant of the database the configuration points at (DATABASE_URL, or the
// embedded database under DATA_DIR) and exits non-zero on any violation.
import { openDatabase } from '../db/client.ts';
import { checkAllInvariants } from '../invariants.ts';
import { loadConfig } from '../platform/config.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const violations = await checkAllInvariants(database, config);
await database.close();
if (violations.length === 0) {
  process.stdout.write(`ledger invariants: clean (${database.driver})\n`);
} else {
  for (const violation of violations)
    process.stdout.write(`VIOLATION ${violation.invariant}: ${violation.detail}\n`);
  process.stdout.write(`ledger invariants: ${violations.length} violation(s)\n`);
  process.exitCode = 1;
}
