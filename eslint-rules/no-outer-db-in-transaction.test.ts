import { fileURLToPath } from 'node:url';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';

import rule from './no-outer-db-in-transaction.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: {
      project: './tsconfig.json',
      tsconfigRootDir: fixtures,
      // With CI=true typescript-eslint builds each file's program in "single run" mode, whose host cannot
      // name the fixtures' modules when the checker prints a type: the tester gets the usual program.
      disallowAutomaticSingleRunInference: true,
    },
  },
});

/** What every case may use: the branded types, a repo function, services with and without a database. */
const preamble = `
import { inTransaction, once, type Db, type Tx } from './db.ts';
declare function insertRound(tx: Tx, stake: number): Promise<number>;
declare function readRows(conn: Db | Tx): Promise<unknown[]>;
declare class SiteService {
  private readonly db: Db;
  currency(): Promise<string>;
  currencyIn(tx: Tx): Promise<string>;
}
declare class Cashier {
  private readonly balances: Map<number, bigint>;
  balanceOf(userId: number): bigint;
  credit(tx: Tx, userId: number, amount: bigint): Promise<void>;
}
declare const db: Db;
declare const deps: { db: Db; site: SiteService; cashier: Cashier };
`;

const filename = `${fixtures}/file.ts`;
type Expected = { messageId: 'outerDb' | 'service'; data?: { callee: string } };
const valid = (name: string, code: string) => ({ name, code: preamble + code, filename });
const invalid = (name: string, code: string, errors: Expected[]) => ({
  name,
  code: preamble + code,
  filename,
  errors,
});
const outerDb = { messageId: 'outerDb' as const };
const service = (callee: string) => ({ messageId: 'service' as const, data: { callee } });

ruleTester.run('no-outer-db-in-transaction', rule as never, {
  valid: [
    valid(
      'inTransaction using only its tx',
      `inTransaction(db, async (tx) => { await tx.select(); return insertRound(tx, 1); });`,
    ),
    valid('once using only its tx', `once(db, 'bet', 'key', {}, async (tx) => readRows(tx));`),
    // Loaded before the transaction, on the outer database.
    valid(
      'a service called before the transaction',
      `
      const currency = await deps.site.currency();
      await inTransaction(db, async (tx) => insertRound(tx, currency.length));
    `,
    ),
    // A Cashier holds no database, so its calls are fine with or without the tx.
    valid(
      'a service without a database (Cashier)',
      `
      inTransaction(db, async (tx) => {
        deps.cashier.balanceOf(1);
        await deps.cashier.credit(tx, 1, 1n);
      });
    `,
    ),
    valid(
      'a synchronous method of a service (a presenter)',
      `
      class Rounds {
        constructor(private readonly db: Db) {}
        bet() { return inTransaction(this.db, async (tx) => this.present(await insertRound(tx, 1))); }
        private present(id: number) { return { id }; }
      }
    `,
    ),
    // Types name Db without touching it.
    valid(
      'Db named in a type only',
      `
      inTransaction(db, async (tx) => {
        const seen = new Map<string, Db>();
        return seen.size + (await insertRound(tx, 1));
      });
    `,
    ),
    // Not transaction callbacks: an array callback, an event listener's two-argument once, a timer.
    valid('an array callback is not a transaction', `[1, 2].map(async () => db.select());`),
    valid(
      'an event listener and a timer are not transactions',
      `
      declare const emitter: { once(event: string, listener: () => void): void };
      emitter.once('close', () => void db.select());
      setTimeout(() => void deps.site.currency(), 1);
    `,
    ),
    // A function taking a Tx is checked only where it is passed as a callback.
    valid(
      'a Tx-taking function that is not passed as a callback',
      `async function settle(tx: Tx) { await insertRound(tx, 1); return deps.site.currency(); }`,
    ),
  ],
  invalid: [
    // Handing the tx over does not help: the service's method can still reach its own database.
    invalid(
      '(b) a service method handed the tx',
      `inTransaction(db, async (tx) => deps.site.currencyIn(tx));`,
      [service('deps.site.currencyIn()')],
    ),
    invalid(
      '(b) a class passing its tx to its own method',
      `
      class Rounds {
        constructor(private readonly db: Db) {}
        bet() { return inTransaction(this.db, async (tx) => this.take(tx)); }
        private async take(tx: Tx) { return tx.select(); }
      }
    `,
      [service('this.take()')],
    ),
    invalid(
      '(a) db in inTransaction',
      `inTransaction(db, async (tx) => { await insertRound(tx, 1); return db.select(); });`,
      [outerDb],
    ),
    invalid(
      '(a) deps.db in once',
      `once(db, 'bet', 'key', {}, async (tx) => { await deps.db.insert('rounds'); return tx.select(); });`,
      [outerDb],
    ),
    // No tx parameter at all: still the work of inTransaction.
    invalid('(a) inTransaction work without a tx parameter', `inTransaction(db, async () => readRows(db));`, [
      outerDb,
    ]),
    invalid(
      '(a)+(b) this.db and this.site.currency() in a class',
      `
      class Rounds {
        constructor(private readonly db: Db, private readonly site: SiteService) {}
        bet() {
          return inTransaction(this.db, async (tx) => {
            const currency = await this.site.currency();
            await this.db.select();
            return insertRound(tx, currency.length);
          });
        }
      }
    `,
      [service('this.site.currency()'), outerDb],
    ),
    invalid(
      '(b) deps.site.currency() in once',
      `once(db, 'bet', 'key', {}, async (tx) => insertRound(tx, (await deps.site.currency()).length));`,
      [service('deps.site.currency()')],
    ),
    // A method of a service holding a Db (an ES private field here) is a hidden query without the tx.
    invalid(
      '(b) this.stake() on a class holding an ES private #db',
      `
      class Rounds {
        readonly #db: Db;
        constructor(db: Db) { this.#db = db; }
        bet() { return inTransaction(this.#db, async (tx) => insertRound(tx, await this.stake())); }
        private async stake() { return (await this.#db.select()).length; }
      }
    `,
      [service('this.stake()')],
    ),
    invalid(
      '(b) a service method returning a drizzle query (a thenable)',
      `
      declare const rounds: { readonly db: Db; latest(): { then(done: (rows: unknown[]) => void): void } };
      inTransaction(db, async (tx) => { await tx.select(); return rounds.latest(); });
    `,
      [service('rounds.latest()')],
    ),
    // A getter returning the database makes a service too.
    invalid(
      '(b) an object with a Db getter',
      `
      declare const holder: { get db(): Db; rows(): Promise<unknown[]> };
      inTransaction(db, async (tx) => { await tx.select(); return holder.rows(); });
    `,
      [service('holder.rows()')],
    ),
    // Nested closures are inside the transaction.
    invalid(
      '(a) nested closures',
      `inTransaction(db, async (tx) => {
        const rows = await tx.select();
        return Promise.all(rows.map(async () => { const again = () => readRows(db); return again(); }));
      });`,
      [outerDb],
    ),
    // A callback named by a local const, and by a function declaration.
    invalid(
      '(b) identifier callback: local const arrow',
      `
      async function bet() {
        const deal = async (tx: Tx) => {
          const currency = await deps.site.currency();
          return insertRound(tx, currency.length);
        };
        return once(db, 'bet', 'key', {}, deal);
      }
    `,
      [service('deps.site.currency()')],
    ),
    invalid(
      '(a) identifier callback: function declaration',
      `
      async function work(tx: Tx) { await tx.select(); return readRows(db); }
      inTransaction(db, work);
    `,
      [outerDb],
    ),
    // Any function whose first parameter is a Tx, passed as an argument.
    invalid(
      '(a) a Tx-typed callback of another function',
      `
      declare function withRetry<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
      withRetry(async (tx) => { await tx.select(); return db.select(); });
    `,
      [outerDb],
    ),
    invalid(
      '(a) a callback annotated (tx: Tx) passed to a method',
      `
      declare const runner: { run<T>(work: (tx: Tx) => Promise<T>): Promise<T> };
      runner.run(async (tx: Tx) => { await tx.select(); return db.select(); });
    `,
      [outerDb],
    ),
    // A union that may be the outer database is the outer database.
    invalid(
      '(a) a union Db | Tx',
      `inTransaction(db, async (tx) => {
        const conn = Math.random() > 0.5 ? tx : db;
        return readRows(conn);
      });`,
      [outerDb, outerDb],
    ),
    // A nested transaction on the outer database, reported once though it sits in two callbacks.
    invalid(
      '(a) a nested transaction on the outer database',
      `inTransaction(db, async () => once(db, 'bet', 'key', {}, async (tx) => readRows(db)));`,
      [outerDb, outerDb],
    ),
  ],
});
