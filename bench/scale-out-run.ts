// Scale-out fault run (issue 12): two server processes on one PostgreSQL database and one Redis, behind one
// port (a TCP round-robin proxy in this script), while players bet in crash rounds, play mines rounds and pay
// recharges whose webhooks the worker delivers. One of the two is SIGKILLed at random moments and started
// again. Afterwards: the ledger invariants, and the books of each product (nothing lost, nothing doubled).
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node --import tsx bench/scale-out-run.ts
//   (BENCH_SECONDS=60 by default; a fresh database is created for the run)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { HEADER, timeChecksum } from '@casino/contracts';

import { openDatabase } from '../apps/server/src/db/client.ts';
import { checkAllInvariants } from '../apps/server/src/invariants.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { benchIdentity, benchPhone, sandboxSmsCode } from './sms-registration.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverEntry = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const proxyPort = Number(process.env.SCALE_PORT ?? 3410);
const ports = [proxyPort + 1, proxyPort + 2];
const base = `http://127.0.0.1:${proxyPort}`;

// A fresh database for the run.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `casino_scale_${Date.now().toString(36)}`;
{
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
}
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

// ---- the two processes -------------------------------------------------------------------------------

interface Node {
  port: number;
  child: ChildProcess | undefined;
  up: boolean;
}
const nodes: Node[] = ports.map((port) => ({ port, child: undefined, up: false }));

function start(node: Node): void {
  node.child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(node.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `scale-${databaseName}:`,
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'error',
      DEMO_SEED: 'true',
      WEB_DIST_DIR: '',
      OPERATOR_ADMIN_PASSWORD: 'scale-admin-password-1',
      SANDBOX_WEBHOOK_URL: `${base}/api/webhooks/payments/sandbox`,
      SANDBOX_WEBHOOK_DELAY_MS: '200',
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      SMS_SENDS_PER_IP_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp(node: Node): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if ((await get(`http://127.0.0.1:${node.port}`, '/api/nothing').catch(() => undefined)) !== undefined) {
      node.up = true;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process on ${node.port} did not come up`);
}

// ---- one port in front: round-robin over the live processes, per connection --------------------------

let turn = 0;
const proxy = createServer((client: Socket) => {
  client.on('error', () => undefined);
  const tryNode = (attemptsLeft: number) => {
    const live = nodes.filter((node) => node.up);
    const node = live[(turn += 1) % Math.max(1, live.length)];
    if (!node) {
      client.destroy();
      return;
    }
    const upstream = connect({ port: node.port, host: '127.0.0.1' });
    upstream.once('connect', () => {
      client.pipe(upstream).pipe(client);
    });
    upstream.once('error', () => {
      if (!upstream.readyState || upstream.connecting) {
        if (attemptsLeft > 0) tryNode(attemptsLeft - 1);
        else client.destroy();
      } else client.destroy();
    });
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };
  tryNode(1);
});
await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

// ---- a client that opens a connection per request (so the proxy spreads them) ------------------------

const counts = { requests: 0, ok: 0, refused: 0, transportErrors: 0 };

interface Envelope {
  status: number;
  message?: string;
  model?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  user?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function send(
  origin: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return new Promise<string>((resolve, reject) => {
    const target = new URL(path, origin);
    const outgoing = request(
      {
        method,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        agent: false,
        headers,
        timeout: 5_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const get = (origin: string, path: string) => send(origin, 'GET', path);

async function call(path: string, body: unknown, token?: string, extra: Record<string, string> = {}) {
  counts.requests += 1;
  const st = String(Date.now());
  try {
    const text = await send(base, 'POST', path, JSON.stringify(body), {
      'content-type': 'application/json',
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(token ? { [HEADER.auth]: token } : {}),
      ...extra,
    });
    const envelope = JSON.parse(text) as Envelope;
    if (envelope.status === 0) counts.ok += 1;
    else counts.refused += 1;
    return envelope;
  } catch {
    counts.transportErrors += 1;
    return undefined;
  }
}

const requestId = () => `s${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the players --------------------------------------------------------------------------------------

const figures = { recharges: 0, rechargesPaidSeen: 0, minesRounds: 0, crashBets: 0, kills: 0 };

async function registered(prefix: string): Promise<string> {
  for (;;) {
    const { phone, storedPhone } = benchPhone();
    await call('/api/auth/register/send_code', { phone });
    const smsCode = await sandboxSmsCode(base, storedPhone);
    const answer = await call('/api/auth/register', {
      username: `${prefix}${randomBytes(3).toString('hex')}`,
      phone,
      smsCode,
      password: 'scale-password-1',
      ...benchIdentity(),
    });
    const token = answer?.user?.token as string | undefined;
    if (token) return token;
    await pause(200);
  }
}

/** One recharge paid on the hosted page; waits (up to 10 s) until the webhook credited it. */
async function recharge(token: string, amount: number, stop: () => boolean): Promise<boolean> {
  const order = await call('/api/pay/recharge', { channelId: 'sandbox-brl', amount }, token, {
    [HEADER.idempotencyKey]: requestId(),
  });
  const payUrl = order?.model?.payUrl as string | undefined;
  if (!payUrl) return false;
  figures.recharges += 1;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await send(base, 'POST', `${new URL(payUrl).pathname}/pay`).catch(() => undefined)) break;
  }
  for (let poll = 0; poll < 40 && !stop(); poll += 1) {
    await pause(250);
    const state = await call('/api/pay/recharge_order', { id: order?.model?.id }, token);
    if (state?.model?.status === 'PAID') {
      figures.rechargesPaidSeen += 1;
      return true;
    }
  }
  return false;
}

async function minesPlayer(stop: () => boolean) {
  const token = await registered('mines_');
  while (!(await recharge(token, 1_000, () => false)) && !stop());
  while (!stop()) {
    const opened = await call(
      '/api/game/bet',
      { gameId: 'mines', model: { betAmount: 1, mines: 3 }, requestId: requestId() },
      token,
    );
    const id = opened?.model?.id as number | undefined;
    if (typeof id !== 'number') {
      await pause(100);
      continue;
    }
    const moved = await call('/api/game/mines/play', { id, spot: Math.floor(Math.random() * 25) }, token);
    if (moved?.model?.result === 'PENDING') await call('/api/game/mines/cash_out', { id }, token);
    figures.minesRounds += 1;
  }
}

async function crashPlayer(stop: () => boolean) {
  const token = await registered('crash_');
  while (!(await recharge(token, 1_000, () => false)) && !stop());
  let lastRound = 0;
  while (!stop()) {
    const st = String(Date.now());
    const path = '/api/game/crash/state';
    const text = await send(base, 'GET', path, undefined, {
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
    }).catch(() => undefined);
    const round = text ? (JSON.parse(text) as Envelope).model?.round : undefined;
    if (round?.status === 'BETTING' && round.id !== lastRound) {
      const placed = await call(
        '/api/game/crash/bet',
        {
          model: { betAmount: 1, autoCashOut: [1.2, 1.5, 2, 3][Math.floor(Math.random() * 4)] },
          requestId: requestId(),
        },
        token,
      );
      if (placed?.status === 0) {
        figures.crashBets += 1;
        lastRound = round.id;
      }
    }
    await pause(150);
  }
}

async function rechargePlayer(stop: () => boolean) {
  const token = await registered('pay_');
  while (!stop()) await recharge(token, 20 + Math.floor(Math.random() * 30), stop);
}

// ---- the run -------------------------------------------------------------------------------------------

console.log(
  `scale-out run: 2 processes behind :${proxyPort}, PostgreSQL ${databaseName}, Redis, ${seconds}s`,
);
for (const node of nodes) {
  start(node);
  await waitUntilUp(node); // one at a time: the first runs the migrations and the seed
}
let stopped = false;
const stop = () => stopped;
const players = [
  ...Array.from({ length: 4 }, () => minesPlayer(stop)),
  ...Array.from({ length: 6 }, () => crashPlayer(stop)),
  ...Array.from({ length: 3 }, () => rechargePlayer(stop)),
];
const killer = (async () => {
  await pause(5_000);
  while (!stopped) {
    const victim = nodes[Math.floor(Math.random() * nodes.length)];
    if (!victim?.child) break;
    victim.up = false;
    const exited = new Promise((resolve) => victim.child?.once('exit', resolve));
    victim.child.kill('SIGKILL');
    figures.kills += 1;
    await exited;
    await pause(1_000 + Math.random() * 1_500);
    start(victim);
    await waitUntilUp(victim);
    await pause(3_000 + Math.random() * 4_000);
  }
})();
await pause(seconds * 1_000);
stopped = true;
await Promise.allSettled([killer, ...players]);
// Both processes up: let the rounds in flight end and the last webhooks land.
await pause(15_000);
for (const node of nodes) node.child?.kill('SIGTERM');
await Promise.all(nodes.map((node) => new Promise((resolve) => node.child?.once('exit', resolve))));
proxy.close();

const database = await openDatabase({ databaseUrl, dataDir: '' });
const violations = await checkAllInvariants(database, testConfig());
const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
const books = await rows(sql`SELECT
  (SELECT count(*) FROM recharge_orders WHERE status = 'PAID')::int AS recharges_paid,
  (SELECT count(*) FROM ledger_transactions WHERE kind = 'recharge')::int AS recharge_credits,
  (SELECT count(*) FROM recharge_orders o WHERE status = 'PAID' AND NOT EXISTS
     (SELECT 1 FROM ledger_transactions t WHERE t.kind = 'recharge' AND t.reference = o.id))::int AS paid_without_credit,
  (SELECT count(*) FROM crash_bets)::int AS crash_bets,
  (SELECT count(*) FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
     WHERE r.status = 'CRASHED' AND b.status = 'OPEN')::int AS crash_bets_unsettled,
  (SELECT count(*) FROM crash_rounds WHERE status = 'CRASHED')::int AS crash_rounds,
  (SELECT count(*) FROM game_rounds WHERE game_id = 'mines')::int AS mines_rounds,
  (SELECT count(*) FROM game_rounds WHERE game_id = 'mines' AND status = 'OPEN')::int AS mines_open,
  (SELECT count(*) FROM ledger_transactions)::int AS ledger_movements`);
await database.close();
{
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
}

console.log('client counts  ', counts);
console.log('client figures ', figures);
console.log('database books ', books);
const unbalanced = books.recharges_paid !== books.recharge_credits || books.paid_without_credit !== 0;
const stranded = books.crash_bets_unsettled !== 0;
console.log(
  `recharges: ${books.recharges_paid} paid, ${books.recharge_credits} credited (${unbalanced ? 'MISMATCH' : 'one each'}); ` +
    `crash: ${books.crash_bets} bets over ${books.crash_rounds} rounds, ${books.crash_bets_unsettled} unsettled on a crashed round; ` +
    `mines: ${books.mines_rounds} rounds (${books.mines_open} left open by their players)`,
);
console.log(violations.length === 0 ? 'invariants: clean' : `invariants: ${violations.length} violation(s)`);
for (const violation of violations) console.log(`  ${violation.invariant}: ${violation.detail}`);
process.exitCode = violations.length === 0 && !unbalanced && !stranded ? 0 : 1;
