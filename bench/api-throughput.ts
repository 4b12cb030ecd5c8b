// API throughput benchmark: starts the real server in-process on a fresh embedded database (or on
// DATABASE_URL), then drives three calls with autocannon and prints requests/s and latency percentiles.
// Figures, not assertions: compare runs as ratios on the same machine.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { HEADER, timeChecksum } from '@casino/contracts';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed.ts';
import { benchIdentity } from './sms-registration.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  PORT: '0',
  HOST: '127.0.0.1',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedReferenceData(database.db);
const { http } = await buildApp({ config, database });
await http.listen({ port: 0, host: '127.0.0.1' });
const address = http.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const signed = (path: string, token?: string) => {
  const st = String(Date.now());
  return {
    'content-type': 'application/json',
    [HEADER.serverTime]: st,
    [HEADER.timeChecksum]: timeChecksum(path, st),
    ...(token ? { [HEADER.auth]: token } : {}),
  };
};

const registered = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: signed('/api/auth/register'),
  body: JSON.stringify({
    username: `bench_${Date.now().toString(36)}`,
    password: 'bench-password-1',
    ...benchIdentity(),
  }),
}).then((response) => response.json());
const token = registered.user.token as string;

async function run(title: string, path: string, method: 'GET' | 'POST', withToken: boolean) {
  const result = await autocannon({
    url: `${base}${path}`,
    method,
    connections,
    duration: durationSeconds,
    headers: signed(path.split('?')[0] ?? path, withToken ? token : undefined),
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  const failures = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   failures ${failures}`,
  );
}

console.log(`API throughput on ${database.driver}, ${connections} connections, ${durationSeconds}s each`);
await run('GET /api/home/startup', '/api/home/startup?lazy=true', 'GET', false);
await run('GET /api/auth/user_info (token)', '/api/auth/user_info', 'GET', true);
await run('POST /api/auth/check (token)', '/api/auth/check', 'POST', true);

await http.close();
await database.close();
