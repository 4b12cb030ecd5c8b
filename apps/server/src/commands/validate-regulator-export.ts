// Checks a regulator export file (docs/regulator-export.md): its schema, the SHA-256 in its trailer, and
// that its totals are the sums of its rows. Exits 1 with every reason when it fails.
//   npm run report:validate -- <file>
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { validateRegulatorReport } from '../modules/reporting/index.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  process.stderr.write('usage: validate-regulator-export <file>\n');
  process.exit(2);
}

const path = resolve(file);
let problems: string[];
try {
  const check = validateRegulatorReport(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  if (check.ok) {
    const { header, trailer } = check.report;
    process.stdout.write(
      `valid: ${header.operator.name} ${header.reportDate} (${header.final ? 'final' : 'partial'}), ` +
        `${trailer.records.players} players, sha256 ${trailer.sha256}\n`,
    );
  }
  problems = check.ok ? [] : check.problems;
} catch (error) {
  problems = [`${path} cannot be read as JSON: ${(error as Error).message}`];
}
if (problems.length > 0) {
  for (const problem of problems) process.stdout.write(`INVALID ${problem}\n`);
  process.stdout.write(`${path}: ${problems.length} problem(s)\n`);
  process.exitCode = 1;
}
