import { Redis } from 'ioredis';

import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoSite, seedReferenceData } from './seed.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await seedReferenceData(database.db);
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : undefined;
const { http, services, workerLoop, loops } = await buildApp({
  config,
  database,
  redis,
});

// The demo (DEMO_SEED: on by default outside production only); refused in production on a real-money market.
if (config.DEMO_SEED) {
  const demo = await seedDemoSite(database.db, services, config);
  if (demo) http.log.info(`demo player created: ${demo.username} / ${demo.password}`);
}
const firstAdmin = await services.operators.ensureFirstAdmin();
if (firstAdmin?.generatedPassword) {
  // Printed once: it is stored only as a hash. Set OPERATOR_ADMIN_PASSWORD to choose it instead.
  process.stdout.write(
    `\nFirst operator created: ${firstAdmin.username} / ${firstAdmin.generatedPassword}\n` +
      'Keep it now: it will not be shown again.\n\n',
  );
}

await http.listen({ port: config.PORT, host: config.HOST });
http.log.info(
  `site ready on ${config.PUBLIC_ORIGIN} (${database.driver}, port ${config.PORT}) in ${Math.round(performance.now() - startedAt)} ms`,
);

if (config.SANDBOX_PROVIDERS) {
  http.log.warn(
    'SANDBOX payment and SMS providers are on (never real money; their pages /sandbox/pay and /sandbox/sms ' +
      'show every code): set SANDBOX_PROVIDERS=false, or DEMO_SEED=false, on a real site',
  );
}

// The modules' loops (crash rounds, lottery draws, the sports feed): every process competes for each
// loop's lock; the holder runs it.
for (const { loop } of loops) loop.start();

// The worker role (webhook deliveries, order expiry, payout resumes): one process at a time holds it.
workerLoop.start();

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  http.log.info(`${signal}: shutting down`);
  await http.close();
  await redis?.quit().catch(() => undefined);
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
