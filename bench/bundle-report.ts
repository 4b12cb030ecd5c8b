// What the home page's first visit downloads before the app runs: the entry script and the chunks
// index.html preloads, each with its gzip and brotli size, and which packages and source folders fill them
// (from a source-mapped build made for this report in a temporary directory). Compared with the
// 110 KB gzip budget of issue 14, as a ratio. Figures, not assertions.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';

const BUDGET_GZIP_BYTES = 110 * 1024;
const webRoot = new URL('../apps/web/', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'));

await build({
  configFile: join(webRoot, 'vite.config.ts'),
  root: webRoot,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, sourcemap: true },
});

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = [
  ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')),
];

/** The package (node_modules) or source folder a source file belongs to. */
function owner(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1] ?? source;
  const local = /(apps\/web\/src|packages\/[^/]+\/src)\/(.*)$/.exec(source);
  if (!local) return '(runtime)';
  const parts = (local[2] ?? '').split('/');
  return `${local[1]}/${parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? '')}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const byOwner = new Map<string, string[]>();
let gzipTotal = 0;
let brotliTotal = 0;
console.log('initial JavaScript of the home page      raw KB  gzip KB    br KB');
for (const file of initial) {
  const code = readFileSync(join(outDir, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const brotli = brotliCompressSync(code).length;
  gzipTotal += gzip;
  brotliTotal += brotli;
  console.log(`  ${file.padEnd(38)} ${kb(code.length)}  ${kb(gzip)}  ${kb(brotli)}`);
  let map: SourceMapConsumer;
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')));
  } catch {
    continue;
  }
  // Each generated segment belongs to the source of the mapping that starts it.
  const lines = code.split('\n');
  let previous: { line: number; column: number; source: string } | undefined;
  const take = (until: { line: number; column: number }) => {
    if (!previous || previous.line !== until.line) return;
    const text = lines[previous.line - 1]?.slice(previous.column, until.column) ?? '';
    const key = owner(previous.source);
    byOwner.set(key, [...(byOwner.get(key) ?? []), text]);
  };
  map.eachMapping((mapping) => {
    take({ line: mapping.generatedLine, column: mapping.generatedColumn });
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '' };
  });
}
console.log(`  ${'total'.padEnd(38)} ${' '.repeat(7)}  ${kb(gzipTotal)}  ${kb(brotliTotal)}`);
console.log(
  `budget 110 KB gzip: ${(gzipTotal / BUDGET_GZIP_BYTES).toFixed(2)} of it (${gzipTotal <= BUDGET_GZIP_BYTES ? 'within' : 'over'})`,
);

console.log('\nwhat fills it (minified KB; gzip KB of each part compressed alone, an upper bound)');
const rows = [...byOwner.entries()]
  .map(([key, parts]) => {
    const text = parts.join('');
    return { key, raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
  })
  .sort((a, b) => b.raw - a.raw);
for (const row of rows.slice(0, 30)) console.log(`  ${row.key.padEnd(44)} ${kb(row.raw)}  ${kb(row.gzip)}`);
