import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BACKOFFICE_AREAS,
  HEADER,
  STATUS,
  timeChecksum,
  type CashflowRow,
  type GgrRow,
  type RtpRow,
} from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import {
  createTestApp,
  fundPlayer,
  loseMines,
  newOperatorToken,
  registerPlayer,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import { accounts } from '../wallet/index.ts';
import { Z_99 } from './rtp-band.ts';
import { defineLedgerProduct } from '../wallet/index.ts';

const ADMIN_PASSWORD = 'reports-admin-password-1';
/** A game id no catalogue holds, written as a spreadsheet formula: it must reach the CSV defused. */
const HOSTILE_GAME = '=HYPERLINK("http://evil","x"),1';

let app: TestApp;
let finance: string;
let designer: string;
const seeded = { alice: 0, bob: 0, carol: 0 };

const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
// A range around the test's own activity: it cannot miss a movement whichever side of midnight it ran.
const range = { from: dayOf(Date.now() - 86_400_000), to: dayOf(Date.now() + 86_400_000) };
const query = (extra: Record<string, string> = {}) => new URLSearchParams({ ...range, ...extra }).toString();

type Row = Record<string, unknown>;
const select = async (statement: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await app.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** A product the platform does not have yet, declared as any product declares its ledger kinds. */
const KENO_LEDGER = defineLedgerProduct({
  product: 'keno',
  kinds: {
    keno_stake: { history: 'bet', filter: 'bet' },
    keno_payout: { history: 'win', filter: 'bet' },
    // The back office's adjustment kind, written as the player desk writes it.
    operator_adjust: { history: 'other' },
  },
});

/**
 * Bets of a product the platform does not have yet (`keno_*`), written through the cashier against the
 * house as every bet is: one stake of 1.00 per round and the multipliers given (0 = lost), under `gameId`.
 */
async function playKeno(userId: number, currencyId: string, gameId: string, multipliers: readonly number[]) {
  const wallet = await app.services.cashier.wallet(app.database.db, userId, currencyId);
  await app.write(async (tx) => {
    for (const multiplier of multipliers) {
      const movement = { reference: `kenobet:${uniqueName('k')}`, details: { gameId } };
      await app.services.cashier.stake(tx, wallet, {
        ...movement,
        kind: KENO_LEDGER.kind.keno_stake,
        amountMinor: 100n,
      });
      const amountMinor = BigInt(Math.round(multiplier * 100));
      await app.services.cashier.settle(tx, wallet, {
        ...movement,
        kind: KENO_LEDGER.kind.keno_payout,
        amountMinor,
        wageredMinor: 100n,
      });
    }
  });
}

/** An operator's balance correction, as the back office posts it: against the house's adjustments account. */
async function adjustBalance(userId: number, currencyId: string, amountMinor: bigint) {
  const wallet = await app.services.cashier.wallet(app.database.db, userId, currencyId);
  await app.write((tx) =>
    app.services.cashier.adjust(tx, wallet, 'credit', {
      kind: KENO_LEDGER.kind.operator_adjust,
      reference: uniqueName('adjust'),
      amountMinor,
    }),
  );
}

/** Bob takes 20 BRL out: wagering cleared, PIX details saved, approved by finance, paid by the provider. */
async function withdrawPaid(token: string, cpf: string, userId: number, amount: number) {
  await app.write((tx) =>
    tx
      .update(accounts)
      .set({ wageringMinor: 0n })
      .where(sql`${accounts.userId} = ${userId} AND ${accounts.kind} = 'cash'`),
  );
  await app.call({
    url: '/api/withdraw/info/save',
    token,
    body: { pixKeyType: 'CPF', pixKey: cpf, holderName: 'Bob da Silva', cpf },
  });
  const order = await app.call({
    url: '/api/withdraw/create',
    token,
    body: { amount },
    headers: { [HEADER.idempotencyKey]: `report-${uniqueName()}` },
  });
  expect(order.body.status).toBe(0);
  const approved = await app.call({
    url: '/api/operator/withdraws/approve',
    token: await newOperatorToken(app, ADMIN_PASSWORD, ['finance']),
    body: { id: order.body.model.id },
  });
  expect(approved.body.status).toBe(0);
  await app.workerTick();
}

/**
 * Two currencies: in BRL Alice and Bob deposit and lose at mines, Alice plays 40 keno rounds on `thimbles`
 * (half 2×, half lost) and one on a game id no catalogue lists, Bob is paid a withdrawal and Alice gets an
 * operator's correction; in USD Carol deposits, claims her check-in bonus and plays 30 keno rounds on
 * `kangaroo` that pay far too much (half 3×, half 1×).
 */
async function seedDay() {
  const alice = await registerPlayer(app);
  seeded.alice = alice.user.userId;
  await fundPlayer(app, alice.token, 100);
  await loseMines(app, alice.token, 2);
  await loseMines(app, alice.token, 3);
  await playKeno(
    seeded.alice,
    'BRL',
    'thimbles',
    [...Array(40).keys()].map((i) => (i % 2) * 2),
  );
  await playKeno(seeded.alice, 'BRL', HOSTILE_GAME, [0]);
  await adjustBalance(seeded.alice, 'BRL', 500n);

  const bob = await registerPlayer(app);
  seeded.bob = bob.user.userId;
  await fundPlayer(app, bob.token, 50);
  await loseMines(app, bob.token, 2);
  await withdrawPaid(bob.token, bob.cpf, seeded.bob, 20);

  const carol = await app.call({
    url: '/api/auth/register',
    body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
    ip: '10.32.0.7',
  });
  expect(carol.body.status).toBe(0);
  seeded.carol = carol.body.user.userId;
  await fundPlayer(app, carol.body.user.token, 20, 'sandbox-usd');
  const claimed = await app.call({ url: '/api/bonus_task/checkin', token: carol.body.user.token, body: {} });
  expect(claimed.body.status).toBe(0);
  await playKeno(
    seeded.carol,
    'USD',
    'kangaroo',
    [...Array(30).keys()].map((i) => 1 + (i % 2) * 2),
  );
}

beforeAll(async () => {
  app = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  await app.services.operators.ensureFirstAdmin();
  finance = await newOperatorToken(app, ADMIN_PASSWORD, ['finance']);
  designer = await newOperatorToken(app, ADMIN_PASSWORD, ['designer']);
  await seedDay();
});
afterAll(() => app.close());

const report = async <T>(path: string, extra: Record<string, string> = {}, token = finance) => {
  const answer = await app.call({
    method: 'GET',
    url: `/api/operator/reports/${path}?${query(extra)}`,
    token,
  });
  expect(answer.body.status).toBe(0);
  return answer.body.list as T[];
};

/** The test's own sums: the change to players' accounts per currency, kind and game, in minor units. */
async function ledgerSums() {
  const rows = await select(sql`SELECT t.currency_id, t.kind, t.details->>'gameId' AS game_id,
      count(*)::int AS n, sum(e.amount_minor)::text AS change
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
    WHERE t.created_at >= ${`${range.from}T00:00:00Z`}::timestamptz
    GROUP BY 1, 2, 3`);
  return (currencyId: string, kinds: readonly string[], gameId?: string) => {
    const mine = rows.filter(
      (row) =>
        row.currency_id === currencyId &&
        kinds.includes(String(row.kind)) &&
        (gameId === undefined || row.game_id === gameId),
    );
    return {
      count: mine.reduce((sum, row) => sum + Number(row.n), 0),
      minor: mine.reduce((sum, row) => sum + BigInt(String(row.change)), 0n),
    };
  };
}

const STAKES = ['bet_stake', 'keno_stake'];
const PAYOUTS = ['bet_payout', 'bet_refund', 'keno_payout'];

describe('the GGR report', () => {
  it('adds up per currency what the ledger says, computed here another way', async () => {
    const sum = await ledgerSums();
    const rows = await report<GgrRow>('ggr', { groupBy: 'currency' });
    expect(rows.map((row) => row.key)).toEqual(['BRL', 'USD']);
    for (const row of rows) {
      const stakes = -sum(row.currencyId, STAKES).minor;
      const payouts = sum(row.currencyId, PAYOUTS).minor;
      const bonuses = sum(row.currencyId, ['reward']).minor + sum(row.currencyId, ['reward_forfeit']).minor;
      expect(row).toEqual({
        key: row.currencyId,
        currencyId: row.currencyId,
        rounds: sum(row.currencyId, STAKES).count,
        stakes: minorToNumber(stakes, 2),
        payouts: minorToNumber(payouts, 2),
        ggr: minorToNumber(stakes - payouts, 2),
        bonuses: minorToNumber(bonuses, 2),
        ngr: minorToNumber(stakes - payouts - bonuses, 2),
      });
    }
    expect(sum('BRL', ['operator_adjust']).minor).toBe(500n);
    // What the test did: 3 mines rounds (7.00) and 41 keno rounds (41.00, 40.00 back) in BRL; the check-in
    // bonus in USD. The operator's correction of 5.00 is no payout.
    expect(rows[0]).toMatchObject({ rounds: 44, stakes: 48, payouts: 40, ggr: 8, bonuses: 0, ngr: 8 });
    expect(rows[1]).toMatchObject({ rounds: 30, stakes: 30, payouts: 60, ggr: -30 });
    expect(rows[1]?.bonuses).toBeGreaterThan(0);
    expect(rows[1]?.ngr).toBe(-30 - (rows[1]?.bonuses ?? 0));
  });

  it('splits it per game, with no bonuses, and per day into the same totals', async () => {
    const sum = await ledgerSums();
    const byGame = await report<GgrRow>('ggr', { groupBy: 'game' });
    expect(byGame.map((row) => `${row.key}/${row.currencyId}`)).toEqual([
      `${HOSTILE_GAME}/BRL`,
      'kangaroo/USD',
      'mines/BRL',
      'thimbles/BRL',
    ]);
    const mines = byGame.find((row) => row.key === 'mines');
    expect(mines).toEqual({
      key: 'mines',
      currencyId: 'BRL',
      rounds: sum('BRL', STAKES, 'mines').count,
      stakes: minorToNumber(-sum('BRL', STAKES, 'mines').minor, 2),
      payouts: 0,
      ggr: 7,
      bonuses: 0,
      ngr: 7,
    });
    expect(byGame.find((row) => row.key === 'thimbles')).toMatchObject({
      rounds: 40,
      stakes: 40,
      payouts: 40,
    });
    expect(byGame.every((row) => row.bonuses === 0 && row.ngr === row.ggr)).toBe(true);

    const byCurrency = await report<GgrRow>('ggr', { groupBy: 'currency' });
    const byDay = await report<GgrRow>('ggr');
    for (const total of byCurrency) {
      const days = byDay.filter((row) => row.currencyId === total.currencyId);
      const games = byGame.filter((row) => row.currencyId === total.currencyId);
      for (const field of ['rounds', 'stakes', 'payouts', 'ggr'] as const) {
        expect(days.reduce((acc, row) => acc + row[field], 0)).toBeCloseTo(total[field], 9);
        expect(games.reduce((acc, row) => acc + row[field], 0)).toBeCloseTo(total[field], 9);
      }
      expect(days.reduce((acc, row) => acc + row.bonuses, 0)).toBeCloseTo(total.bonuses, 9);
    }
    expect(byDay.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.key))).toBe(true);
  });

  it('answers a CSV file with a header row and every text cell defused and quoted', async () => {
    const st = String(Date.now());
    const path = '/api/operator/reports/ggr';
    const raw = await app.http.inject({
      method: 'GET',
      url: `${path}?${query({ groupBy: 'game', format: 'csv' })}`,
      headers: {
        [HEADER.auth]: finance,
        [HEADER.serverTime]: st,
        [HEADER.timeChecksum]: timeChecksum(path, st),
      },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(raw.headers['content-disposition']).toBe(
      `attachment; filename="ggr-${range.from}-${range.to}.csv"`,
    );
    const lines = raw.body.split('\r\n');
    expect(lines[0]).toBe('key,currencyId,rounds,stakes,payouts,ggr,bonuses,ngr');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"",""x""),1",BRL,1,1,0,1,0,1`);
    expect(lines).toContain('kangaroo,USD,30,30,60,-30,0,-30');
    expect(lines.at(-1)).toBe('');
  });
});

describe('the cash-flow report', () => {
  it('has deposits credited, withdrawals paid and the players who bet, per day and currency', async () => {
    const sum = await ledgerSums();
    const rows = await report<CashflowRow>('cashflow');
    const today = dayOf(Date.now());
    const brl = rows.find((row) => row.currencyId === 'BRL' && row.day === today);
    const usd = rows.find((row) => row.currencyId === 'USD' && row.day === today);
    expect(brl).toEqual({
      day: today,
      currencyId: 'BRL',
      deposits: minorToNumber(sum('BRL', ['recharge']).minor, 2),
      withdrawals: minorToNumber(-sum('BRL', ['withdraw_payout']).minor, 2),
      activePlayers: 2,
    });
    expect(brl).toMatchObject({ deposits: 150, withdrawals: 20 });
    expect(usd).toEqual({ day: today, currencyId: 'USD', deposits: 20, withdrawals: 0, activePlayers: 1 });
  });
});

describe('the RTP report', () => {
  it('compares each game with its declared RTP and its 99 % band', async () => {
    const rows = await report<RtpRow>('rtp');
    const declared = new Map(
      (await select(sql`SELECT id, rtp_basis_points FROM games`)).map((row) => [
        String(row.id),
        Number(row.rtp_basis_points) / 10_000,
      ]),
    );
    // The hostile id is no catalogue game: it has no declared RTP to compare with.
    expect(rows.map((row) => `${row.gameId}/${row.currencyId}`)).toEqual([
      'kangaroo/USD',
      'mines/BRL',
      'thimbles/BRL',
    ]);

    // 40 rounds of 0× and 2×: mean 1, sample standard deviation √(40/39).
    const thimbles = declared.get('thimbles') ?? 0;
    const margin = (Z_99 * Math.sqrt(40 / 39)) / Math.sqrt(40);
    const thimblesRow = rows.find((row) => row.gameId === 'thimbles');
    expect(thimblesRow).toMatchObject({
      rounds: 40,
      stakes: 40,
      payouts: 40,
      declaredRtp: thimbles,
      actualRtp: 1,
    });
    expect(thimblesRow?.bandLow).toBeCloseTo(thimbles - margin, 9);
    expect(thimblesRow?.bandHigh).toBeCloseTo(thimbles + margin, 9);
    expect(thimblesRow?.outside).toBe(false);

    // 30 rounds of 1× and 3×: RTP 2, far above any band around a declared RTP below 1.
    const kangaroo = declared.get('kangaroo') ?? 0;
    const kangarooRow = rows.find((row) => row.gameId === 'kangaroo');
    expect(kangarooRow).toMatchObject({ rounds: 30, declaredRtp: kangaroo, actualRtp: 2, outside: true });
    expect(kangarooRow?.bandHigh).toBeCloseTo(kangaroo + (Z_99 * Math.sqrt(30 / 29)) / Math.sqrt(30), 9);

    // Three mines rounds are too few for a band.
    expect(rows.find((row) => row.gameId === 'mines')).toMatchObject({
      rounds: 3,
      actualRtp: 0,
      bandLow: null,
      bandHigh: null,
      outside: false,
    });
  });
});

describe('who may read the reports', () => {
  it('refuses a role outside the reports area, the way every operator call refuses', async () => {
    expect(BACKOFFICE_AREAS.reports).not.toContain('designer');
    for (const path of ['ggr', 'cashflow', 'rtp']) {
      const denied = await app.call({
        method: 'GET',
        url: `/api/operator/reports/${path}?${query()}`,
        token: designer,
      });
      expect(denied.http).toBe(403);
      expect(denied.body).toMatchObject({
        status: STATUS.FORBIDDEN,
        message: 'FORBIDDEN',
        extra: { required: [...BACKOFFICE_AREAS.reports] },
      });
    }
    const anonymous = await app.call({ method: 'GET', url: `/api/operator/reports/ggr?${query()}` });
    expect(anonymous.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
  });

  it('refuses a period that ends before it starts, or is no date', async () => {
    const reversed = await app.call({
      method: 'GET',
      url: `/api/operator/reports/ggr?from=2026-11-20&to=2026-11-19`,
      token: finance,
    });
    expect(reversed.body).toMatchObject({
      status: STATUS.INVALID_INPUT,
      message: 'DATE_RANGE_INVALID',
      extra: { field: 'to', reason: 'DATE_RANGE_INVALID' },
    });
    const notADate = await app.call({
      method: 'GET',
      url: `/api/operator/reports/cashflow?from=2026-02-30&to=2026-03-01`,
      token: finance,
    });
    expect(notADate.body).toMatchObject({ status: STATUS.INVALID_INPUT, extra: { field: 'from' } });
    const badGrouping = await app.call({
      method: 'GET',
      url: `/api/operator/reports/ggr?${query({ groupBy: 'player' })}`,
      token: finance,
    });
    expect(badGrouping.body.status).toBe(STATUS.INVALID_INPUT);
  });
});
