import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import * as schema from './schema.ts';

/**
 * The database as every repo sees it; a transaction is the same type, so repos take either.
 * Inside a transaction callback use only its `tx`: PGlite has a single connection, so a query on the
 * outer `db` (directly or through a service such as SiteService) waits for the transaction forever.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `pglite` for the embedded database, `postgres` for a server. */
  driver: 'pglite' | 'postgres';
  /**
   * Leadership of a background loop across processes: a PostgreSQL session advisory lock held on its own
   * connection (released when the process or its connection dies). The embedded database serves one
   * process, which always leads. Null when another process holds it.
   */
  tryLeadership(key: number): Promise<Leadership | null>;
  close(): Promise<void>;
}

export interface Leadership {
  /** False once the connection holding the lock is gone: stop leading. */
  readonly held: boolean;
  release(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

/** Opens the embedded database stored in `dataDir` (or in memory for `memory://`) and migrates it. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  const always: Leadership = { held: true, release: async () => undefined };
  return { db, driver: 'pglite', tryLeadership: async () => always, close: () => client.close() };
}

/** Connects to PostgreSQL and applies pending migrations under an advisory lock. */
export async function openPostgres(
  connectionString: string,
  options: { poolSize?: number; onIdleClientError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle pooled connection can be closed by the server (restart, failover, DROP DATABASE … FORCE);
  // pg reports that on the pool, and an unhandled 'error' event would take the process down.
  pool.on(
    'error',
    options.onIdleClientError ??
      ((error) => process.stderr.write(`postgres idle client: ${error.message}\n`)),
  );
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const held = new Set<pg.PoolClient>();
  async function tryLeadership(key: number): Promise<Leadership | null> {
    const client = await pool.connect();
    const state = { held: true };
    try {
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ]);
      if (!result.rows[0]?.locked) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    held.add(client);
    client.on('error', () => {
      state.held = false;
    });
    return {
      get held() {
        return state.held;
      },
      async release() {
        if (!held.delete(client)) return;
        state.held = false;
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      },
    };
  }
  return {
    db,
    driver: 'postgres',
    tryLeadership,
    close: async () => {
      // A lock's connection goes back broken, so the lock dies with it.
      for (const client of held) client.release(true);
      held.clear();
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is configured, else the embedded database under `dataDir/db`. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(`${options.dataDir}/db`);
}

/** The PostgreSQL error code behind a failed query (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
