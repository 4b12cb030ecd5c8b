// Bet-path throughput (issues 6 and 11): starts the real server in-process on a fresh embedded database (or
// a fresh database on the PostgreSQL of DATABASE_URL), funds players through the SANDBOX provider like real deposits, then has each virtual
// player loop a full mines round — bet, reveal a tile, cash out when it survived — for a fixed time, with a
// request id on each bet as the web client sends it. Prints rounds/s, calls/s and p50/p99 per call.
//
// Then, in the same run and over the same connection pool, it times two raw-SQL baselines with as many
// concurrent clients: the cashier's stake transaction (BEGIN; ledger_post(stake); COMMIT) and a one-row
// update transaction spread over the players' rows, and prints the API's calls/s as a ratio of each.
// Figures, not assertions: compare them as ratios on one machine.
//
// Usage: npm run bets -w @casino/bench
//   BENCH_SECONDS (20), BENCH_PLAYERS (20), DATABASE_URL (PostgreSQL instead of PGlite),
//   BENCH_CLIENT=fetch to drive the API with fetch() (undici) instead of node:http keep-alive: in one process
//   fetch alone costs ~0.65 ms of CPU per call here, which is the client's cost, not the server's.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { HEADER, timeChecksum } from '@casino/contracts';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { inTransaction, openDatabase, run, statement } from '../apps/server/src/db/client.ts';
import { seedReferenceData, seedSandboxChannels } from '../apps/server/src/seed.ts';
import { benchIdentity } from './sms-registration.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const players = Number(process.env.BENCH_PLAYERS ?? 20);
const client = process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'http';

// On PostgreSQL, a database of its own for this run (dropped at the end), so runs compare.
const serverUrl = process.env.DATABASE_URL;
const scratchName = `casino_bets_${Date.now().toString(36)}`;
let databaseUrl: string | undefined;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchName}`);
  await admin.end();
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${scratchName}`;
  databaseUrl = scratch.toString();
}

const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl ?? '',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-bets-')),
  PORT: '0',
  HOST: '127.0.0.1',
  REGISTRATIONS_PER_IP_PER_HOUR: '100000',
  SANDBOX_WEBHOOK_DELAY_MS: '0',
  SANDBOX_WEBHOOK_DROP_RATE: '0',
});
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await seedReferenceData(database.db);
await seedSandboxChannels(database.db);
// The SANDBOX provider's webhooks go straight into this app (it listens on a port chosen at start).
const holder: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
const app = await buildApp({
  config,
  database,
  webhookTransport: async (url, body, headers) => {
    const answer = await holder.app?.http.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: body,
      headers,
    });
    return answer?.statusCode ?? 503;
  },
});
holder.app = app;
await app.http.listen({ port: 0, host: '127.0.0.1' });
const address = app.http.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;

interface Envelope {
  status: number;
  model?: Record<string, unknown> & { id?: number; result?: string; payUrl?: string };
  user?: { token: string; userId: number };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: players * 2 });

function send(path: string, headers: Record<string, string>, body: string): Promise<Envelope> {
  if (client === 'fetch') {
    return fetch(`${base}${path}`, { method: 'POST', headers, body }).then(
      (response) => response.json() as Promise<Envelope>,
    );
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope);
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const latencies: Record<string, number[]> = { bet: [], play: [], cash_out: [] };

async function call(path: string, body: unknown, token?: string, label?: keyof typeof latencies) {
  const st = String(Date.now());
  const startedAt = performance.now();
  const envelope = await send(
    path,
    {
      'content-type': 'application/json',
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(token ? { [HEADER.auth]: token } : {}),
    },
    JSON.stringify(body),
  );
  if (label) latencies[label]?.push(performance.now() - startedAt);
  return envelope;
}

async function fundedPlayer(index: number): Promise<{ token: string; userId: number }> {
  const registered = await call('/api/auth/register', {
    username: `bench_${index}_${Date.now().toString(36)}`,
    password: 'bench-password-1',
    ...benchIdentity(),
  });
  const token = registered.user?.token;
  if (!token) throw new Error(`registration failed: ${JSON.stringify(registered)}`);
  const order = await call(
    '/api/pay/recharge',
    { channelId: 'sandbox-brl', amount: 10_000, requestId: `bench-fund-${index}-${Date.now()}` },
    token,
  );
  const payUrl = order.model?.payUrl;
  if (typeof payUrl !== 'string') throw new Error(`recharge failed: ${JSON.stringify(order)}`);
  await app.services.sandbox.complete(new URL(payUrl, base).pathname.split('/').pop() ?? '', 'pay');
  return { token, userId: registered.user?.userId ?? 0 };
}

const funded: { token: string; userId: number }[] = [];
for (let index = 0; index < players; index += 1) funded.push(await fundedPlayer(index));
// The sandbox provider delivers its signed webhooks on the worker's ticks; wait until every deposit is in.
for (let tick = 0; tick < 50; tick += 1) {
  await app.workerTick();
  const balances = await Promise.all(
    funded.map(({ userId }) => app.services.cashier.balances(database.db, userId, 'BRL')),
  );
  if (balances.every((balance) => balance.cash > 0n)) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

let sequence = 0;
const requestId = () => `bench-${process.pid}-${(sequence += 1)}`;

/** Runs `work` on `clients` concurrent loops for the bench's duration; operations per second. */
async function timed(clients: number, work: (client: number) => Promise<boolean>) {
  let done = 0;
  let failed = 0;
  const startedAt = performance.now();
  const deadline = Date.now() + durationSeconds * 1_000;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      while (Date.now() < deadline) {
        if (await work(index)) done += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1_000;
  return { perSecond: done / seconds, failed, seconds };
}

let rounds = 0;
let refusals = 0;
const api = await timed(players, async (index) => {
  const token = funded[index]?.token ?? '';
  const opened = await call(
    '/api/game/bet',
    { gameId: 'mines', model: { betAmount: 1, mines: 3 }, requestId: requestId() },
    token,
    'bet',
  );
  const id = opened.model?.id;
  if (opened.status !== 0 || typeof id !== 'number') {
    if ((refusals += 1) === 1) console.error('first refused bet:', JSON.stringify(opened));
    return false;
  }
  const moved = await call(
    '/api/game/mines/play',
    { id, spot: Math.floor(Math.random() * 25) },
    token,
    'play',
  );
  if (moved.status !== 0) return false;
  if (moved.model?.result === 'PENDING') {
    const paid = await call('/api/game/mines/cash_out', { id }, token, 'cash_out');
    if (paid.status !== 0) return false;
  }
  rounds += 1;
  return true;
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const calls = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
const { seconds } = api;
const callsPerSecond = calls / seconds;
const allLatencies = Object.values(latencies).flat();
console.log(
  `Mines rounds on ${database.driver}: ${players} players for ${durationSeconds}s (${client} client)`,
);
console.log(
  `  rounds ${rounds} (${api.perSecond.toFixed(0)}/s), calls ${calls} (${callsPerSecond.toFixed(0)}/s), ` +
    `failures ${api.failed}, p50 ${percentile(allLatencies, 50).toFixed(1)} ms, p99 ${percentile(allLatencies, 99).toFixed(1)} ms`,
);
for (const [label, list] of Object.entries(latencies)) {
  console.log(
    `  ${label.padEnd(9)} ${String(list.length).padStart(7)} calls  ${(list.length / seconds).toFixed(0).padStart(5)}/s  p50 ${percentile(list, 50).toFixed(1)} ms  p99 ${percentile(list, 99).toFixed(1)} ms`,
  );
}

// The raw-SQL baselines, over the same pool and with as many clients (BENCH_RAW=0 skips them).
const raw = process.env.BENCH_RAW !== '0';
const wallets = await Promise.all(
  funded.map(({ userId }) => app.services.cashier.wallet(database.db, userId, 'BRL')),
);
const STAKE = statement(
  'bench_raw_stake',
  `SELECT account_id FROM ledger_post('bench_stake', $1, $2, 'BRL', '{}'::jsonb, $3::bigint[], '{-1,1}'::bigint[], '{0,0}'::bigint[])`,
);
const TOUCH = statement(
  'bench_raw_touch',
  'UPDATE accounts SET balance_minor = balance_minor WHERE id = $1 RETURNING balance_minor',
);
const stake = !raw
  ? undefined
  : await timed(players, async (index) => {
      const wallet = wallets[index];
      if (!wallet) return false;
      const [row] = await inTransaction(database.db, (tx) =>
        run(tx, STAKE, [requestId(), wallet.userId, `{${wallet.accounts.cash},${wallet.house.house}}`]),
      );
      return row !== undefined;
    });
const touch = !raw
  ? undefined
  : await timed(players, async (index) => {
      const wallet = wallets[index];
      if (!wallet) return false;
      await inTransaction(database.db, (tx) => run(tx, TOUCH, [wallet.accounts.cash]));
      return true;
    });
if (stake && touch) {
  console.log(`Raw SQL over the same pool, ${players} clients:`);
  console.log(
    `  stake transaction (BEGIN; ledger_post; COMMIT)   ${stake.perSecond.toFixed(0).padStart(6)} tx/s` +
      `   API calls/s = ${((callsPerSecond / stake.perSecond) * 100).toFixed(0)} % of it`,
  );
  console.log(
    `  one-row update transaction (spread over rows)     ${touch.perSecond.toFixed(0).padStart(6)} tx/s` +
      `   API calls/s = ${((callsPerSecond / touch.perSecond) * 100).toFixed(0)} % of it`,
  );
}

agent.destroy();
await app.http.close();
await database.close();
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
  await admin.end();
}
