// Mines bet throughput (issue 6): starts the real server in-process on a fresh embedded database (or on
// DATABASE_URL), funds players through the SANDBOX provider like real deposits, then has each virtual
// player loop a full mines round — bet, reveal a tile, cash out when it survived — for a fixed time.
// Prints rounds/s, calls/s and p50/p99 latency per call. Figures, not assertions: compare as ratios.
// Usage: npm run bets -w @casino/bench   (BENCH_SECONDS, BENCH_PLAYERS)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { HEADER, timeChecksum } from '@casino/contracts';

import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoLobby, seedReferenceData, seedSandboxChannels } from '../apps/server/src/db/seed.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const players = Number(process.env.BENCH_PLAYERS ?? 20);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-bets-')),
  PORT: '0',
  HOST: '127.0.0.1',
  REGISTRATIONS_PER_IP_PER_HOUR: '100000',
  SANDBOX_WEBHOOK_DELAY_MS: '0',
  SANDBOX_WEBHOOK_DROP_RATE: '0',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedReferenceData(database.db);
await seedSandboxChannels(database.db);
await seedDemoLobby(database.db);
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
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

interface Envelope {
  status: number;
  model?: Record<string, unknown> & { id?: number; result?: string; payUrl?: string };
  user?: { token: string };
}

const latencies: Record<string, number[]> = { bet: [], play: [], cash_out: [] };

async function call(path: string, body: unknown, token?: string, label?: keyof typeof latencies) {
  const st = String(Date.now());
  const startedAt = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(token ? { [HEADER.auth]: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope;
  if (label) latencies[label]?.push(performance.now() - startedAt);
  return envelope;
}

async function fundedPlayer(index: number): Promise<string> {
  const registered = await call('/api/auth/register', {
    username: `bench_${index}_${Date.now().toString(36)}`,
    password: 'bench-password-1',
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
  return token;
}

const tokens: string[] = [];
for (let index = 0; index < players; index += 1) tokens.push(await fundedPlayer(index));
// The sandbox provider delivers its signed webhooks on the worker's ticks; wait until every deposit is in.
for (let tick = 0; tick < 50; tick += 1) {
  await app.workerTick();
  const balances = await Promise.all(
    tokens.map((token) => call('/api/auth/check', {}, token).then((answer) => answer.status)),
  );
  if (balances.every((status) => status === 0) && tick > 2) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

let rounds = 0;
let failures = 0;
const deadline = Date.now() + durationSeconds * 1_000;
async function player(token: string) {
  while (Date.now() < deadline) {
    const opened = await call(
      '/api/game/bet',
      { gameId: 'mines', model: { betAmount: 1, mines: 3 } },
      token,
      'bet',
    );
    const id = opened.model?.id;
    if (opened.status !== 0 || typeof id !== 'number') {
      if (failures === 0) console.error('first refused bet:', JSON.stringify(opened));
      failures += 1;
      continue;
    }
    const moved = await call(
      '/api/game/mines/play',
      { id, spot: Math.floor(Math.random() * 25) },
      token,
      'play',
    );
    if (moved.status !== 0) failures += 1;
    else if (moved.model?.result === 'PENDING') {
      const paid = await call('/api/game/mines/cash_out', { id }, token, 'cash_out');
      if (paid.status !== 0) failures += 1;
    }
    rounds += 1;
  }
}

const startedAt = performance.now();
await Promise.all(tokens.map((token) => player(token)));
const seconds = (performance.now() - startedAt) / 1_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const calls = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
console.log(`Mines rounds on ${database.driver}: ${players} players for ${durationSeconds}s`);
console.log(
  `  rounds ${rounds} (${(rounds / seconds).toFixed(0)}/s), calls ${calls} (${(calls / seconds).toFixed(0)}/s), failures ${failures}`,
);
for (const [label, list] of Object.entries(latencies)) {
  console.log(
    `  ${label.padEnd(9)} ${String(list.length).padStart(7)} calls  ${(list.length / seconds).toFixed(0).padStart(5)}/s  p50 ${percentile(list, 50).toFixed(1)} ms  p99 ${percentile(list, 99).toFixed(1)} ms`,
  );
}

await app.http.close();
await database.close();
