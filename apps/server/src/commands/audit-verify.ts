// Verifies the operator audit log's hash chain in the database the configuration points at (DATABASE_URL,
// or the embedded database under DATA_DIR); prints the head hash, exits 1 where the chain breaks.
//   npm run audit:verify
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyAuditChain } from '../modules/operators/index.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const check = await verifyAuditChain(database.db);
await database.close();
if (check.broken) {
  const { seq, id, reason } = check.broken;
  process.stdout.write(`audit log: BROKEN at entry ${seq ?? '?'} (id ${id}): ${reason}\n`);
  process.stdout.write(`audit log: ${check.entries} entries verified before the break\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`audit log: ${check.entries} entries, chain whole, head ${check.head ?? '(empty)'}\n`);
}
