// Web performance of the home page: the initial JavaScript (gzip) of the built app, and Lighthouse
// performance scores for mobile and desktop, measured in Debian's Chromium against the real server on a
// fresh embedded database with the demo lobby. Run `npm run build` first (the root `npm run bench:web`
// does both). Beside it, in the same run and in turns, an empty Vite React app (React and ReactDOM rendering
// one heading, built here, served compressed): the ratio of the two medians is the figure to compare.
// Figures, not assertions: compare runs on the same machine.
// Settings: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_FORMS (mobile,desktop), WEB_DIST_DIR (another build),
// LIGHTHOUSE_JSON_DIR (keep every report). The scores follow the machine's load: on a busy machine,
// measure the builds to compare in turns (one run each, several rounds) rather than one after the other.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build as viteBuild } from 'vite';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoContent, seedDemoLobby, seedReferenceData } from '../apps/server/src/seed.ts';

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

/**
 * The baseline: an empty Vite React app (no JSX, so no plugin), built inside bench/ so that React resolves
 * from the workspace, and served with the same compression as ours.
 */
async function serveEmptyReactApp() {
  const root = new URL('.tmp/empty-react-app/', import.meta.url).pathname;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" ' +
      'content="width=device-width, initial-scale=1" /><title>Vite + React</title></head><body>' +
      '<div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.js'),
    "import { createElement, StrictMode } from 'react';\n" +
      "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement(StrictMode, null, createElement('h1', null, 'Vite + React')));\n",
  );
  await viteBuild({ root, configFile: false, logLevel: 'warn', build: { outDir: join(root, 'dist') } });
  const server = Fastify();
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await server.register(fastifyStatic, { root: join(root, 'dist') });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const at = server.server.address();
  return { server, url: `http://127.0.0.1:${typeof at === 'object' && at ? at.port : 0}/` };
}
const empty = await serveEmptyReactApp();
const TARGETS = [
  { name: 'ours', url },
  { name: 'empty Vite React app', url: empty.url },
] as const;

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

type Figures = { scores: number[]; lcp: number[]; tbt: number[]; cls: number[] };
const results: Record<string, Record<string, Figures>> = {};
try {
  // LIGHTHOUSE_FORMS=mobile (or desktop) measures one form factor only.
  const forms = (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',');
  for (const [name, extra] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    if (!forms.includes(name)) continue;
    const byTarget: Record<string, Figures> = {};
    for (const target of TARGETS) byTarget[target.name] = { scores: [], lcp: [], tbt: [], cls: [] };
    // The two sites in turns, run after run, so that a busy moment of the machine touches both alike.
    // A run Lighthouse itself fails (e.g. NO_NAVSTART on a busy machine) is run again, not scored 0.
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of TARGETS) {
        for (let failures = 0; ; failures += 1) {
          const result = await lighthouse(
            target.url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            extra,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error('lighthouse returned no result');
          if (lhr.runtimeError) {
            console.warn(`lighthouse ${name} run failed (${lhr.runtimeError.code}), running it again`);
            if (failures >= RUNS)
              throw new Error(`lighthouse ${name} keeps failing: ${lhr.runtimeError.code}`);
            continue;
          }
          // LIGHTHOUSE_JSON_DIR keeps every report, for reading where the time went.
          if (process.env.LIGHTHOUSE_JSON_DIR && target.name === 'ours')
            writeFileSync(
              join(process.env.LIGHTHOUSE_JSON_DIR, `${name}-${run + 1}.json`),
              JSON.stringify(lhr),
            );
          const entry = byTarget[target.name];
          entry?.scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          entry?.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
          entry?.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
          entry?.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
          break;
        }
      }
    }
    results[name] = byTarget;
  }
} finally {
  await chrome.kill();
  await http.close();
  await empty.server.close();
  await database.close();
}

const initial = initialJavaScript();
console.log(
  `initial JS of the home page: ${(initial.gzipBytes / 1024).toFixed(1)} KB gzip (${initial.files.join(', ')})`,
);
for (const [name, byTarget] of Object.entries(results)) {
  for (const [target, entry] of Object.entries(byTarget)) {
    console.log(
      `lighthouse ${name.padEnd(7)} ${target.padEnd(21)} performance ${median(entry.scores)} (runs: ${entry.scores.join(', ')}), ` +
        `LCP ${Math.round(median(entry.lcp))} ms, TBT ${Math.round(median(entry.tbt))} ms, CLS ${median(entry.cls).toFixed(3)}`,
    );
  }
  const ours = median(byTarget.ours?.scores ?? []);
  const baseline = median(byTarget['empty Vite React app']?.scores ?? []);
  console.log(
    `lighthouse ${name.padEnd(7)} ours / empty Vite React app: ${(ours / Math.max(baseline, 1)).toFixed(2)}`,
  );
}
process.exit(0);
