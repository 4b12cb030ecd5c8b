import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { getTableColumns, type Table } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import { memoryDatabaseOptions, seedFromTemplate } from './pglite-template.ts';

type Drizzle = PgDatabase<PgQueryResultHKT>;

declare const outerBrand: unique symbol;
declare const transactionBrand: unique symbol;

/**
 * The database outside any transaction: what services hold. It reads (and runs raw SQL through
 * `execute`, kept for reports and checks); it cannot write or open a transaction itself: every write goes
 * through `inTransaction`, and a repo that writes takes a `Tx`, which a `Db` is not.
 */
export type Db = Pick<Drizzle, 'select' | 'selectDistinct' | 'selectDistinctOn' | 'execute'> & {
  readonly [outerBrand]: true;
};

/**
 * One open database transaction, handed out by `inTransaction` (and `once`). Inside it only the `Tx`
 * may be used: PGlite has a single connection, so a query on the outer `Db` (directly or through a
 * database-backed service) would wait for the transaction forever. The lint rule
 * `casino/no-outer-db-in-transaction` refuses such a reference where types cannot.
 */
export type Tx = Omit<Drizzle, 'transaction'> & { readonly [transactionBrand]: true };

/** Either: what a read-only repo function takes. */
export type Queryable = Db | Tx;

/** A named SQL statement of the hot path, prepared once per connection on PostgreSQL. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

/** Declares a hot-path statement (`$1`, `$2` … parameters). */
export const statement = (name: string, text: string): Statement => ({ name, text });

interface Driver {
  /** Runs one statement on this handle's connection; rows as objects, numbers as the driver gives them. */
  run(query: Statement, values: readonly unknown[]): Promise<Record<string, unknown>[]>;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * A transaction of exactly one prepared statement, which PostgreSQL makes atomic on its own: run without
 * BEGIN and COMMIT (two round trips less). A second statement, or the query builder, is refused.
 */
function statementTx<T>(driver: Driver, work: (tx: Tx) => Promise<T>): Promise<T> {
  let ran = false;
  const single: Driver = {
    run: (query, values) => {
      if (ran) throw new Error(`inStatement: ${query.name} would be a second statement; use inTransaction`);
      ran = true;
      return driver.run(query, values);
    },
    transaction: () => {
      throw new Error('transactions do not nest');
    },
  };
  const tx = lazyTx(single, () => {
    throw new Error('inStatement runs one prepared statement; use inTransaction for the query builder');
  });
  return work(tx).then((result) => {
    finishCommit(tx as unknown as Handle);
    return result;
  });
}

const DRIVER = Symbol('driver');
const AFTER_COMMIT = Symbol('afterCommit');
type Handle = { [DRIVER]: Driver; [AFTER_COMMIT]?: (() => void)[] };

const driverOf = (queryable: Queryable): Driver => (queryable as unknown as Handle)[DRIVER];

/**
 * Runs `work` in one database transaction: committed when it resolves, rolled back when it throws.
 * Transactions do not nest: a `Tx` has no way to open another one.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return driverOf(db).transaction(work);
}

/**
 * Runs `work`, which makes exactly one write with a prepared statement (`run`), as a transaction of that
 * one statement: atomic without BEGIN and COMMIT. For the hot path's single-row writes.
 */
export function inStatement<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return statementTx(driverOf(db), work);
}

/** Whether this handle is an open transaction (account-id caches must not learn from uncommitted rows). */
export function isTransaction(queryable: Queryable): queryable is Tx {
  return (queryable as unknown as Handle)[AFTER_COMMIT] !== undefined;
}

/** Runs `effect` once the transaction has committed (never if it rolls back). */
export function afterCommit(tx: Tx, effect: () => void): void {
  const effects = (tx as unknown as Handle)[AFTER_COMMIT];
  if (!effects) throw new Error('afterCommit() needs an open transaction');
  effects.push(effect);
}

/** Runs a hot-path statement on `queryable` (inside its transaction when it is a `Tx`). */
export function run(
  queryable: Queryable,
  query: Statement,
  values: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  return driverOf(queryable).run(query, values);
}

type ColumnReader = [key: string, name: string, read: (value: unknown) => unknown];
const readers = new WeakMap<Table, ColumnReader[]>();

/**
 * A raw row of `table` (snake_case, as `run` returns it) read into the row type drizzle would give:
 * each column through its own driver mapping (bigint modes, jsonb, timestamps), for either driver.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  let columns = readers.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.name,
      (value: unknown) => column.mapFromDriverValue(value),
    ]);
    readers.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, name, read] of columns) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : read(value);
  }
  return row as T['$inferSelect'];
}

/** Hot-path rows carry PostgreSQL's int8 as text (pg) or a number/bigint (PGlite): one reading for both. */
export const asBigint = (value: unknown): bigint =>
  typeof value === 'bigint' ? value : BigInt(value as string | number);
export const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : Number(value as string | bigint);

function finishCommit(handle: Handle): void {
  for (const effect of handle[AFTER_COMMIT] ?? []) effect();
}

function brand<T extends Db | Tx>(database: object, driver: Driver, inTransaction: boolean): T {
  const handle = database as Handle;
  handle[DRIVER] = driver;
  if (inTransaction) handle[AFTER_COMMIT] = [];
  return database as unknown as T;
}

/**
 * A transaction handle whose drizzle query builder is made only when first used: the hot path runs
 * prepared statements (`run`) and most transactions never need it.
 */
function lazyTx(driver: Driver, makeDrizzle: () => object): Tx {
  const handle: Handle = { [DRIVER]: driver, [AFTER_COMMIT]: [] };
  let drizzle: Record<string | symbol, unknown> | undefined;
  return new Proxy(handle, {
    get(target, property) {
      if (property in target) return target[property as keyof Handle];
      drizzle ??= makeDrizzle() as Record<string | symbol, unknown>;
      const value = drizzle[property];
      return typeof value === 'function' ? value.bind(drizzle) : value;
    },
  }) as unknown as Tx;
}

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

const migrateNewCluster = (client: PGlite) =>
  migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });

type PgliteClient = PGlite | PgliteTransaction;

function pgliteDriver(client: PgliteClient, root: PGlite | undefined): Driver {
  return {
    run: async (query, values) =>
      (await client.query<Record<string, unknown>>(query.text, values as unknown[])).rows,
    transaction: (work) => {
      if (!root) throw new Error('transactions do not nest');
      return root
        .transaction(async (inner) => {
          const tx = lazyTx(pgliteDriver(inner, undefined), () => drizzlePglite(inner as never));
          return { tx, result: await work(tx) };
        })
        .then(({ tx, result }) => {
          finishCommit(tx as unknown as Handle);
          return result;
        });
    },
  };
}

/**
 * Opens the embedded database stored in `dataDir` (or in memory for `memory://`) and migrates it; with
 * `fromTemplate`, a new directory starts as a copy of an empty migrated one, and an in-memory database
 * always starts as the process's migrated copy (see pglite-template.ts).
 */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob; fromTemplate?: boolean } = {},
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    if (options.fromTemplate) await seedFromTemplate(dataDir, MIGRATIONS_FOLDER, migrateNewCluster);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(
    inMemory && !options.loadDataDir
      ? { dataDir, ...(await memoryDatabaseOptions(migrateNewCluster)) }
      : { dataDir, loadDataDir: options.loadDataDir },
  );
  const migrator = drizzlePglite(client);
  await migratePglite(migrator, { migrationsFolder: MIGRATIONS_FOLDER });
  const db = brand<Db>(migrator, pgliteDriver(client, client), false);
  const always: Leadership = { held: true, release: async () => undefined };
  return { db, driver: 'pglite', tryLeadership: async () => always, close: () => client.close() };
}

type PgClient = pg.Pool | pg.PoolClient;

function postgresDriver(client: PgClient, pool: pg.Pool | undefined): Driver {
  return {
    run: async (query, values) =>
      (
        await client.query<Record<string, unknown>>({
          name: query.name,
          text: query.text,
          values: [...values],
        })
      ).rows,
    transaction: async (work) => {
      if (!pool) throw new Error('transactions do not nest');
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const tx = lazyTx(postgresDriver(connection, undefined), () => drizzlePg(connection));
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work(tx);
          await connection.query('COMMIT');
        } catch (error) {
          await connection.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw error;
        }
        finishCommit(tx as unknown as Handle);
        return result;
      } finally {
        // A connection whose rollback failed is closed, not handed to the next caller.
        connection.release(broken);
      }
    },
  };
}

/** Connects to PostgreSQL and applies pending migrations under an advisory lock. */
export async function openPostgres(
  connectionString: string,
  options: { poolSize?: number; onIdleClientError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 20 });
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
    await migratePg(drizzlePg(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  const db = brand<Db>(drizzlePg(pool), postgresDriver(pool, pool), false);
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
/**
 * Makes a new embedded data directory ready to open (a copy of the migrated template) without opening it:
 * `npm start` runs this while the web app builds. A directory that holds a database is left alone.
 */
export function prepareEmbeddedDatabase(dataDir: string): Promise<void> {
  return seedFromTemplate(`${dataDir}/db`, MIGRATIONS_FOLDER, migrateNewCluster);
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize === undefined ? {} : { poolSize: options.poolSize })
    : openPglite(`${options.dataDir}/db`, { fromTemplate: true });
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
