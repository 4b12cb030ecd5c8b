// Fault run (issue: wallet): a stream of recharges, withdrawals and approvals against a real server
// process that is killed with SIGKILL at random moments and restarted, then the ledger invariants.
// Uses the embedded database under a fresh DATA_DIR, or DATABASE_URL when set (a fresh database).
//   node --import tsx bench/fault-run.ts            (FAULT_KILLS=8 by default)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { HEADER, timeChecksum } from '@casino/contracts';

import { openDatabase } from '../apps/server/src/db/client.ts';
import { checkAllInvariants } from '../apps/server/src/invariants.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { benchIdentity, benchPhone, sandboxSmsCode } from './sms-registration.ts';

const kills = Number(process.env.FAULT_KILLS ?? 8);
const port = Number(process.env.FAULT_PORT ?? 3395);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fault-run-'));
const adminPassword = 'fault-admin-password-1';
const serverEntry = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

let databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const name = `casino_fault_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const counts = {
  requests: 0,
  ok: 0,
  refused: 0,
  transportErrors: 0,
  recharges: 0,
  paid: 0,
  withdrawals: 0,
  approvals: 0,
};

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'error',
      DEMO_SEED: 'true',
      WEB_DIST_DIR: '',
      OPERATOR_ADMIN_PASSWORD: adminPassword,
      SANDBOX_WEBHOOK_DELAY_MS: '200',
      SMS_SENDS_PER_IP_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await fetch(`${base}/api/nothing`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('server did not come up');
}

async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  counts.requests += 1;
  const st = String(Date.now());
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ST: st, STT: timeChecksum(path, st), ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    const json = (await response.json()) as { status: number; model?: any; user?: any; list?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (json.status === 0) counts.ok += 1;
    else counts.refused += 1;
    return json;
  } catch {
    counts.transportErrors += 1;
    return undefined;
  }
}

/** One player's life: register, recharge twice, get wagering waived, withdraw; an operator approves. */
async function playerStream(index: number, stop: () => boolean, operator: () => string | undefined) {
  const username = `fault_${Date.now().toString(36)}_${index}`;
  const { phone, storedPhone } = benchPhone();
  await call('/api/auth/register/send_code', { phone });
  const smsCode = await sandboxSmsCode(base, storedPhone);
  if (!smsCode) return;
  const identity = benchIdentity();
  const registered = await call('/api/auth/register', {
    username,
    phone,
    smsCode,
    password: 'fault-password-1',
    ...identity,
  });
  const token = registered?.user?.token as string | undefined;
  if (!token) return;
  const auth = { [HEADER.auth]: token };
  await call(
    '/api/withdraw/info/save',
    {
      pixKeyType: 'EMAIL',
      pixKey: `${username}@example.com`,
      holderName: 'Fault Runner',
      // Paid out only to the player's own CPF (the demo's Brazilian market).
      cpf: identity.cpf,
    },
    auth,
  );
  while (!stop()) {
    const requestId = `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const order = await call(
      '/api/pay/recharge',
      { channelId: 'sandbox-brl', amount: 50 + (index % 7) },
      { ...auth, [HEADER.idempotencyKey]: requestId },
    );
    if (order?.model?.payUrl) {
      counts.recharges += 1;
      await fetch(`${base}${new URL(order.model.payUrl).pathname}/pay`, { method: 'POST' }).catch(
        () => undefined,
      );
      // Wait for the provider's webhook to credit the order (or for the server to be killed meanwhile).
      for (let poll = 0; poll < 40 && !stop(); poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const state = await call('/api/pay/recharge_order', { id: order.model.id }, auth);
        if (state?.model?.status === 'PAID') {
          counts.paid += 1;
          break;
        }
      }
    }
    const token2 = operator();
    if (token2 && registered?.user?.userId) {
      await fetch(`${base}/api/operator/players/withdraw_standing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Auth: token2 },
        body: JSON.stringify({ userId: registered.user.userId, wageringRemaining: 0, reason: 'fault run' }),
      }).catch(() => undefined);
    }
    const withdraw = await call(
      '/api/withdraw/create',
      { amount: 20 },
      { ...auth, [HEADER.idempotencyKey]: `${requestId}w` },
    );
    if (withdraw?.status === 0) counts.withdrawals += 1;
  }
}

async function operatorLogin(): Promise<string | undefined> {
  try {
    const response = await fetch(`${base}/api/operator/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    return ((await response.json()) as { model?: { token: string } }).model?.token;
  } catch {
    return undefined;
  }
}

async function approveSome(token: string | undefined) {
  if (!token) return;
  try {
    const queue = (await (
      await fetch(`${base}/api/operator/withdraws?status=PENDING_REVIEW&pageSize=20`, {
        headers: { Auth: token },
      })
    ).json()) as {
      list?: { id: string }[];
    };
    for (const order of queue.list ?? []) {
      const answer = await fetch(`${base}/api/operator/withdraws/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Auth: token },
        body: JSON.stringify({ id: order.id }),
      });
      if (((await answer.json()) as { status: number }).status === 0) counts.approvals += 1;
    }
  } catch {
    // the server may be down right now
  }
}

console.log(`fault run: ${kills} SIGKILLs on ${databaseUrl ? 'postgres' : 'pglite'} (${dataDir})`);
for (let round = 0; round <= kills; round += 1) {
  const server = startServer();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  await waitUntilUp();
  let operatorToken = await operatorLogin();
  let stopped = false;
  const streams = Array.from({ length: 6 }, (_, index) =>
    playerStream(
      round * 10 + index,
      () => stopped,
      () => operatorToken,
    ),
  );
  const approver = (async () => {
    while (!stopped) {
      operatorToken ??= await operatorLogin();
      await approveSome(operatorToken);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  const lifetimeMs = round === kills ? 6_000 : 2_000 + Math.random() * 5_000;
  await new Promise((resolve) => setTimeout(resolve, lifetimeMs));
  if (round < kills) server.kill('SIGKILL');
  stopped = true;
  await Promise.allSettled([...streams, approver]);
  if (round === kills) {
    // Let the last webhooks land, then stop cleanly.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    server.kill('SIGTERM');
  }
  await exited;
}

const database = await openDatabase({ databaseUrl, dataDir });
const violations = await checkAllInvariants(database, testConfig());
const [orders] = (
  (await database.db.execute(
    sql`SELECT (SELECT count(*) FROM recharge_orders WHERE status = 'PAID')::int AS paid_recharges,
          (SELECT count(*) FROM withdraw_orders)::int AS withdrawals,
          (SELECT count(*) FROM withdraw_orders WHERE status = 'PAID')::int AS paid_out,
          (SELECT count(*) FROM ledger_transactions)::int AS ledger_movements`,
  )) as unknown as { rows: Record<string, number>[] }
).rows;
await database.close();
console.log('client counts', counts);
console.log('database counts', orders);
console.log(violations.length === 0 ? 'invariants: clean' : `invariants: ${violations.length} violation(s)`);
for (const violation of violations) console.log(`  ${violation.invariant}: ${violation.detail}`);
process.exitCode = violations.length === 0 ? 0 : 1;
