// Starts the real server for the e2e run on a database of its own: a fresh PGlite directory, or a fresh
// database on the PostgreSQL of DATABASE_URL, so runs never see each other's players.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
process.env.DEMO_SEED = 'true';
process.env.OPERATOR_ADMIN_PASSWORD ??= 'e2e-admin-password-1';
// The browser specs test the screens; the provider's drops and retries are covered by the API tests.
process.env.SANDBOX_WEBHOOK_DELAY_MS ??= '300';
process.env.SANDBOX_WEBHOOK_DROP_RATE ??= '0';
// Every browser of the run comes from 127.0.0.1, and a Redis outlives a run: give the run its own keys
// and room for the registrations and failed logins the specs make on purpose.
process.env.REDIS_KEY_PREFIX = `e2e-${Date.now().toString(36)}:`;
process.env.REGISTRATIONS_PER_IP_PER_HOUR ??= '1000';
process.env.LOGIN_MAX_FAILURES_PER_IP ??= '200';
// Every registration texts a code (smsConfig.enableRegister is on in the demo seed).
process.env.SMS_SENDS_PER_IP_PER_HOUR ??= '5000';
// Every page of every browser holds its sockets from the same address.
process.env.SOCKETS_PER_IP ??= '2000';
// A live sports bet is held before acceptance (3 s by default); the specs wait out a shorter hold.
process.env.SPORTS_LIVE_DELAY_MS ??= '1500';

if (process.env.DATABASE_URL) {
  const name = `casino_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

await import('../apps/server/src/main.ts');
