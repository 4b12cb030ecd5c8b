// Writes the daily regulator export (docs/regulator-export.md) of the database the configuration points at
// (DATABASE_URL, or the embedded database under DATA_DIR), checks it with the validator, and prints where
// it went and its totals.
//   npm run report:daily -- [--date YYYY-MM-DD] [--out file] [--key-file file]
// --date      the site's local day (default: yesterday in the site's time zone)
// --out       where to write (default: DATA_DIR/regulator-reports/<date>.json)
// --key-file  the pseudonym key file (default: DATA_DIR/regulator-pseudonym.key, made on first use outside production)
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { reportDateSchema, type CurrencyTotals, type Tally } from '@casino/contracts';

import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../db/client.ts';
import { PlayerPseudonyms, loadPseudonymKey } from '../modules/reporting/index.ts';
import { buildRegulatorReport } from '../modules/reporting/index.ts';
import { validateRegulatorReport } from '../modules/reporting/index.ts';
import { SiteService } from '../modules/site/index.ts';
import { siteDay } from '../platform/site-day.ts';

const { values } = parseArgs({
  options: {
    date: { type: 'string' },
    out: { type: 'string' },
    'key-file': { type: 'string' },
  },
});
if (values.date !== undefined && !reportDateSchema.safeParse(values.date).success) {
  process.stderr.write(`--date must be a day that exists, as YYYY-MM-DD, not ${values.date}\n`);
  process.exit(2);
}

/** Minor units as major ones with the currency's decimals: 12345 with 2 → 123.45 (a string: no float). */
function major(amountMinor: string, decimals: number): string {
  const negative = amountMinor.startsWith('-');
  const digits = (negative ? amountMinor.slice(1) : amountMinor).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

function printTotals(totals: CurrencyTotals): void {
  const money = (tally: Tally) => `${tally.count} for ${major(tally.amountMinor, totals.decimals)}`;
  const { flows } = totals;
  if (totals.newRegistrations === 0 && Object.values(flows).every((tally) => tally.count === 0)) {
    process.stdout.write(`${totals.currencyId}: house movements only (see ledgerKinds)\n`);
    return;
  }
  const lines = [
    `${totals.currencyId}: players active ${totals.activePlayers}, new ${totals.newRegistrations}`,
    `  bets ${money(flows.stakes)}; wins ${money(flows.wins)}, refunds ${money(flows.refunds)}, reclaims ${money(flows.reclaims)}`,
    `  payouts ${major(totals.payoutsMinor, totals.decimals)}, GGR ${major(totals.ggrMinor, totals.decimals)}`,
    `  deposits ${money(flows.deposits)}; withdrawals paid ${money(flows.withdrawals)}`,
    `  bonus granted ${money(flows.bonusGranted)}, converted ${money(flows.bonusConverted)}, forfeited ${money(flows.bonusForfeited)}`,
    `  adjustments + ${money(flows.adjustmentCredits)}, − ${money(flows.adjustmentDebits)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const current = await new SiteService(database.db, 0).get();
  const site = { id: current.id, name: current.name, timeZone: current.switches.timeZone };
  const date = values.date ?? siteDay(Date.now(), site.timeZone).previous;
  const keyFile = resolve(values['key-file'] ?? `${config.DATA_DIR}/regulator-pseudonym.key`);
  const { key, created } = loadPseudonymKey(keyFile, { create: config.NODE_ENV !== 'production' });
  if (created) process.stdout.write(`made a new pseudonym key at ${keyFile}: keep it (and back it up)\n`);

  const report = await buildRegulatorReport(database.db, {
    site,
    date,
    pseudonyms: new PlayerPseudonyms(key),
  });
  const check = validateRegulatorReport(report);
  if (!check.ok) throw new Error(`the report failed its own validation:\n  ${check.problems.join('\n  ')}`);

  const out = resolve(values.out ?? `${config.DATA_DIR}/regulator-reports/${date}.json`);
  mkdirSync(dirname(out), { recursive: true });
  // Written beside and renamed: a reader never finds half a report.
  writeFileSync(`${out}.partial`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${out}.partial`, out);

  process.stdout.write(
    `regulator export ${date} (${site.timeZone}${report.header.final ? '' : ', day not over: partial'}) ` +
      `from ${database.driver} written to ${out}\n`,
  );
  const { records, sha256 } = report.trailer;
  process.stdout.write(
    `records: ${records.currencies} currencies, ${records.games} games, ${records.ledgerKinds} ledger kinds, ` +
      `${records.players} players; sha256 ${sha256}\n`,
  );
  if (report.currencies.length === 0)
    process.stdout.write('no ledger movement and no registration that day\n');
  for (const totals of report.currencies) printTotals(totals);
} catch (error) {
  process.stderr.write(`regulator export failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
