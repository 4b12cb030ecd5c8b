// How long `npm start` takes to answer the first page, and what the idle server holds in memory:
//   cold     both builds forced (as on a fresh clone after install) and a new data directory;
//   fresh    builds up to date, a new data directory (from the migrated template when there is one);
//   restart  the same data directory again.
// Each case runs START_RUNS times (3) on port START_PORT (3390); the median is printed. Figures, not
// assertions: on a busy machine every case slows down, compare them on the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.START_RUNS ?? 3);
const PORT = Number(process.env.START_PORT ?? 3390);
const root = new URL('..', import.meta.url).pathname;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstPage(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('the server did not answer within the deadline');
}

/** Resident memory of the server process (the child of the start script), in MB. */
function serverRssMb(start: ChildProcess): number {
  const children = readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, 'utf8').trim().split(/\s+/);
  const status = readFileSync(`/proc/${children[0]}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startOnce(dataDir: string, measureMemory: boolean): Promise<{ ms: number; rssMb?: number }> {
  const startedAt = performance.now();
  const start = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await firstPage(Date.now() + 120_000);
    const ms = performance.now() - startedAt;
    if (!measureMemory) return { ms };
    await sleep(5_000);
    return { ms, rssMb: serverRssMb(start) };
  } finally {
    start.kill('SIGTERM');
    await new Promise((resolve) => start.once('exit', resolve));
  }
}

const results: Record<string, number[]> = { cold: [], fresh: [], restart: [] };
const memory: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  for (const stamp of ['apps/web/dist/.inputs-hash', 'apps/server/dist/.inputs-hash'])
    rmSync(join(root, stamp), { force: true });
  results.cold?.push((await startOnce(mkdtempSync(join(tmpdir(), 'start-bench-')), false)).ms);
  const dataDir = mkdtempSync(join(tmpdir(), 'start-bench-'));
  results.fresh?.push((await startOnce(dataDir, false)).ms);
  const restart = await startOnce(dataDir, true);
  results.restart?.push(restart.ms);
  if (restart.rssMb) memory.push(restart.rssMb);
}

console.log(`npm start to the first page (median of ${RUNS}, ms):`);
for (const [name, values] of Object.entries(results))
  console.log(`  ${name.padEnd(8)} ${Math.round(median(values))}`);
console.log(`idle server memory (RSS, 5 s after the first page): ${median(memory).toFixed(0)} MB`);
