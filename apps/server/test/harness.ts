import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

import { HEADER, randomCpf, timeChecksum } from '@casino/contracts';

import { seedDemoLotteryRooms } from '../src/modules/lottery/index.ts';
import { buildApp, type App } from '../src/app.ts';
import { testConfig, type Config } from '../src/platform/config.ts';
import { inTransaction, openPglite, openPostgres, type Database, type Tx } from '../src/db/client.ts';
import {
  seedDemoCrashChains,
  seedDemoLobby,
  seedReferenceData,
  seedSandboxChannels,
  seedSandboxWithdrawLimits,
} from '../src/seed.ts';
import { seedDemoRewards } from '../src/modules/rewards/index.ts';
import { gameRounds } from '../src/modules/games/index.ts';
import { seedDemoVipRewards } from '../src/modules/vip/index.ts';

/**
 * A real server on a real database for API tests: an in-memory PGlite by default, or a fresh database
 * on the PostgreSQL of DATABASE_URL (and Redis of REDIS_URL) when those are set, as CI's second run does.
 */
export interface TestApp extends App {
  database: Database;
  /** The test's own PostgreSQL database, when the suite runs on PostgreSQL (another process's view of it). */
  databaseUrl: string | undefined;
  config: Config;
  /** Calls the API the way the player client does (ST/STT headers, JSON, the Auth token). */
  call(options: CallOptions): Promise<CallResult>;
  /** Writes a fixture straight to the database in one transaction, then drops the app's caches. */
  write<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** Leave out ST/STT, to test the check itself. */
  unsigned?: boolean;
}

export interface CallResult {
  http: number;
  body: {
    status: number;
    message?: string;
    model?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field
    list?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    page?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    user?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    extra?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    time: number;
  };
  raw: LightMyRequestResponse;
}

async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite('memory://');
    return { database, drop: async () => undefined };
  }
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), {
    poolSize: 20,
    onIdleClientError: () => undefined,
  });
  return {
    database,
    url: target.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Record<keyof Config, string>> = {}): Promise<TestApp> {
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedSandboxChannels(database.db);
  await seedSandboxWithdrawLimits(database.db);
  await seedDemoLobby(database.db);
  await seedDemoLotteryRooms(database.db);
  const redisUrl = process.env.REDIS_URL;
  const config = testConfig({
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_WEBHOOK_DROP_RATE: '0',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    // CI runs the suite once with every cache lifetime at 0 (see .ci/run).
    ...(process.env.CACHE_TTL_MS === undefined ? {} : { CACHE_TTL_MS: process.env.CACHE_TTL_MS }),
    ...overrides,
  });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  // The sandbox provider's webhooks reach this app in-process, through the same HTTP stack.
  const target: { http?: TestApp['http'] } = {};
  const app = await buildApp({
    config,
    database,
    redis,
    webhookTransport: async (url, body, headers) => {
      if (!target.http) throw new Error('app not ready');
      return (
        await target.http.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers })
      ).statusCode;
    },
  });
  target.http = app.http;
  await app.http.ready();
  // Demo chains announced with the next beacon round (demo_seed's), so the crash tests' loops deal rounds;
  // short, as each game rebuilds its chain.
  await seedDemoCrashChains(database.db, app.services.beacon, 1_000);
  await seedDemoRewards(database.db, app.services.rewards);
  await seedDemoVipRewards(database.db);

  const call = async (options: CallOptions): Promise<CallResult> => {
    const pathname = options.url.split('?', 1)[0] ?? '';
    const st = String(Date.now());
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(options.unsigned
        ? {}
        : { [HEADER.serverTime]: st, [HEADER.timeChecksum]: timeChecksum(pathname, st) }),
      ...(options.token ? { [HEADER.auth]: options.token } : {}),
      ...options.headers,
    };
    const request: InjectOptions = {
      method: options.method ?? 'POST',
      url: options.url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(options.body === undefined
        ? {}
        : { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    };
    const raw = await app.http.inject(request);
    return { http: raw.statusCode, body: raw.json(), raw };
  };

  const write = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const result = await inTransaction(database.db, work);
    app.services.site.invalidate();
    app.services.admission.invalidate();
    return result;
  };

  return {
    ...app,
    database,
    databaseUrl,
    config,
    call,
    write,
    async close() {
      // DESIGN §3: the money invariants are checked after every API test file.
      const violations = await app.services.wallet.checkInvariants();
      await app.http.close();
      await redis?.quit();
      await database.close();
      await drop();
      if (violations.length > 0) {
        throw new Error(
          `ledger invariants violated:\n${violations.map((v) => `${v.invariant}: ${v.detail}`).join('\n')}`,
        );
      }
    },
  };
}

/** A distinct username for each registration in a run. */
export function uniqueName(prefix = 'player'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/**
 * The identity an adult registers with where the market profile asks for one (Brazil, the demo's default
 * country): a fresh CPF whose check digits hold, a full name and a birth date 30-odd years back.
 */
export function testIdentity(): { cpf: string; fullName: string; birthDate: string; depositLimit: null } {
  // Brazil asks for the deposit-limit choice at sign-up too: "no limit" here.
  return { cpf: randomCpf(), fullName: 'Test Player da Silva', birthDate: '1990-05-17', depositLimit: null };
}

/** Registers a player (an adult with a fresh identity) and returns their token, user and CPF (digits). */
export async function registerPlayer(app: TestApp, username = uniqueName(), password = 'correct-horse-1') {
  const identity = testIdentity();
  const result = await app.call({
    url: '/api/auth/register',
    body: { username, password, ...identity },
    ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (result.body.status !== 0) throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
  return {
    username,
    password,
    cpf: identity.cpf,
    token: result.body.user.token as string,
    user: result.body.user,
  };
}

/** Pays `amount` (major units) into the player's cash through the SANDBOX provider, as a real deposit. */
export async function fundPlayer(app: TestApp, token: string, amount: number, channelId = 'sandbox-brl') {
  const order = await app.call({
    url: '/api/pay/recharge',
    token,
    body: { channelId, amount },
    headers: { [HEADER.idempotencyKey]: `fund-${randomBytes(6).toString('hex')}` },
  });
  if (order.body.status !== 0) throw new Error(`recharge failed: ${JSON.stringify(order.body)}`);
  await app.services.sandbox.complete(
    new URL(order.body.model.payUrl).pathname.split('/').pop() ?? '',
    'pay',
  );
  await app.workerTick();
}

/** The first bytes of a PNG: all the upload's type check reads. */
export const TEST_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24, 7),
]);

/** Uploads a PNG as `token`'s player, the way a browser's FormData sends it; answers the file id. */
export async function uploadTestImage(app: TestApp, token: string): Promise<string> {
  const boundary = 'test-upload-boundary';
  const st = String(Date.now());
  const raw = await app.http.inject({
    method: 'POST',
    url: '/api/file/upload?image=true',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      TEST_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum('/api/file/upload', st),
      [HEADER.auth]: token,
    },
  });
  return raw.json().model.id as string;
}

/** Stakes `amount` on mines and steps on a mine: a settled, lost real-money bet. */
export async function loseMines(app: TestApp, token: string, amount: number): Promise<void> {
  const opened = await app.call({
    url: '/api/game/bet',
    token,
    body: { gameId: 'mines', model: { betAmount: amount, mines: 3 } },
  });
  if (opened.body.status !== 0) throw new Error(JSON.stringify(opened.body));
  const id = opened.body.model.id as number;
  const [round] = await app.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
  const mine = (round?.state as { mineTiles: number[] }).mineTiles[0];
  const played = await app.call({ url: '/api/game/mines/play', token, body: { id, spot: mine } });
  if (played.body.model?.result !== 'LOSE') throw new Error(JSON.stringify(played.body));
}

/** The first admin's password in a `createStaffedTestApp` app. */
export const TEST_ADMIN_PASSWORD = 'first-admin-password-1';

/**
 * A test app with its first admin (`root`) in place and registrations unthrottled, for back-office tests
 * that make staff with `staffToken` and many players.
 */
export async function createStaffedTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<TestApp> {
  const app = await createTestApp({
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    ...overrides,
  });
  await app.services.operators.ensureFirstAdmin();
  return app;
}

/** A new operator with `roles` in a `createStaffedTestApp` app, logged in: its token. */
export const staffToken = (app: TestApp, roles: string[]): Promise<string> =>
  newOperatorToken(app, TEST_ADMIN_PASSWORD, roles);

/**
 * A fresh operator with `roles`, created by the first admin (`root` with `adminPassword`, as the test app was
 * made with), logged in: its token.
 */
export async function newOperatorToken(
  app: TestApp,
  adminPassword: string,
  roles: string[],
): Promise<string> {
  const admin = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: adminPassword },
  });
  const username = `op-${roles.join('-')}-${Math.floor(Math.random() * 1e6)}`;
  const password = 'operator-password-12';
  await app.call({
    url: '/api/operator/operators',
    token: admin.body.model.token,
    body: { username, password, roles, person: `${username}@staff.test` },
  });
  const login = await app.call({ url: '/api/operator/auth/login', body: { username, password } });
  return login.body.model.token as string;
}
