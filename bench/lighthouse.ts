// Web performance of the home page: the initial JavaScript (gzip) of the built app, and Lighthouse
// performance scores for mobile and desktop, measured in Debian's Chromium against the real server on a
// fresh embedded database with the demo lobby. Run `npm run build` first (the root `npm run bench:web`
// does both). Figures, not assertions: compare runs on the same machine.
// Settings: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_FORMS (mobile,desktop), WEB_DIST_DIR (another build),
// LIGHTHOUSE_JSON_DIR (keep every report). The scores follow the machine's load: on a busy machine,
// measure the builds to compare in turns (one run each, several rounds) rather than one after the other.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoContent, seedDemoLobby, seedReferenceData } from '../apps/server/src/db/seed.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// WEB_DIST_DIR (the server's setting) measures another build, e.g. an older one kept for comparison.
const DIST = process.env.WEB_DIST_DIR
  ? new URL(`file://${process.env.WEB_DIST_DIR.replace(/\/?$/, '/')}`)
  : new URL('../apps/web/dist/', import.meta.url);

/** The entry script and the chunks index.html preloads: what a first visit downloads before it runs. */
function initialJavaScript(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(new URL('index.html', DIST), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!existsSync(new URL('index.html', DIST))) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-web-')),
  PORT: '0',
  HOST: '127.0.0.1',
});
const database = await openDatabase({ databaseUrl: undefined, dataDir: config.DATA_DIR });
await seedReferenceData(database.db);
await seedDemoContent(database.db);
await seedDemoLobby(database.db);
const { http, services } = await buildApp({ config, database });
await Promise.all([services.catalogue.refresh(), services.design.refresh()]);
await http.listen({ port: 0, host: '127.0.0.1' });
const address = http.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

const results: Record<string, { scores: number[]; lcp: number[]; tbt: number[]; cls: number[] }> = {};
try {
  // LIGHTHOUSE_FORMS=mobile (or desktop) measures one form factor only.
  const forms = (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',');
  for (const [name, extra] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    if (!forms.includes(name)) continue;
    const entry = { scores: [] as number[], lcp: [] as number[], tbt: [] as number[], cls: [] as number[] };
    // A run Lighthouse itself fails (e.g. NO_NAVSTART on a busy machine) is run again, not scored 0.
    for (let run = 0, failures = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        extra,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
      if (lhr.runtimeError) {
        failures += 1;
        console.warn(`lighthouse ${name} run failed (${lhr.runtimeError.code}), running it again`);
        if (failures > RUNS) throw new Error(`lighthouse ${name} keeps failing: ${lhr.runtimeError.code}`);
        run -= 1;
        continue;
      }
      // LIGHTHOUSE_JSON_DIR keeps every report, for reading where the time went.
      if (process.env.LIGHTHOUSE_JSON_DIR)
        writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
      entry.scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      entry.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      entry.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      entry.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
    }
    results[name] = entry;
  }
} finally {
  await chrome.kill();
  await http.close();
  await database.close();
}

const initial = initialJavaScript();
console.log(
  `initial JS of the home page: ${(initial.gzipBytes / 1024).toFixed(1)} KB gzip (${initial.files.join(', ')})`,
);
for (const [name, entry] of Object.entries(results)) {
  console.log(
    `lighthouse ${name.padEnd(7)} performance ${median(entry.scores)} (runs: ${entry.scores.join(', ')}), ` +
      `LCP ${Math.round(median(entry.lcp))} ms, TBT ${Math.round(median(entry.tbt))} ms, CLS ${median(entry.cls).toFixed(3)}`,
  );
}
process.exit(0);
