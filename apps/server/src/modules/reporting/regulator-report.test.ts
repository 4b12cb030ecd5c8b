import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, type RegulatorReport } from '@casino/contracts';

import {
  createTestApp,
  fundPlayer,
  loseMines,
  registerPlayer,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import { gameRounds } from '../games/index.ts';
import { siteSettings } from '../site/index.ts';
import { accounts } from '../wallet/index.ts';
import { siteDay } from '../../platform/site-day.ts';
import { classifyMovement } from './ledger-flows.ts';
import { PlayerPseudonyms } from './player-pseudonyms.ts';
import { buildRegulatorReport, type ReportSite } from './regulator-report.ts';
import { canonicalJson, reportDigest } from './report-digest.ts';
import { validateRegulatorReport } from './validate-report.ts';

const ADMIN_PASSWORD = 'report-admin-password-1';
const pseudonyms = new PlayerPseudonyms(Buffer.from('regulator-report-test-key-0123456789'));

let app: TestApp;
let site: ReportSite;
let day: ReturnType<typeof siteDay>;
let report: RegulatorReport;
const seeded = {
  alice: { userId: '', winMinor: 0n },
  bob: { userId: '' },
  carol: { userId: '' },
  dave: { userId: '' },
};

/**
 * A fixed-offset zone in which it is about noon now: the day's activity cannot straddle local midnight,
 * so what the test did all falls on one report date.
 */
function zoneAtNoon(now: number): string {
  const behindUtc = new Date(now).getUTCHours() - 12;
  return behindUtc >= 0 ? `Etc/GMT+${behindUtc}` : `Etc/GMT${behindUtc}`;
}

type Row = Record<string, unknown>;
const query = async (statement: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await app.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

async function winMines(token: string, amount: number): Promise<bigint> {
  const opened = await app.call({
    url: '/api/game/bet',
    token,
    body: { gameId: 'mines', model: { betAmount: amount, mines: 3 } },
  });
  const id = opened.body.model.id as number;
  const [round] = await app.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
  const mines = (round?.state as { mineTiles: number[] }).mineTiles;
  const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile));
  await app.call({ url: '/api/game/mines/play', token, body: { id, spot: safe } });
  const paid = await app.call({ url: '/api/game/mines/cash_out', token, body: { id } });
  expect(paid.body.model.result).toBe('WIN');
  return BigInt(Math.round(paid.body.model.winAmount * 100));
}

/** Bob takes 20 BRL out: his wagering cleared, his PIX details saved, the operator approves, the provider pays. */
async function withdrawPaid(token: string, cpf: string, userId: string, amount: number): Promise<void> {
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
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const approved = await app.call({
    url: '/api/operator/withdraws/approve',
    token: login.body.model.token,
    body: { id: order.body.model.id },
  });
  expect(approved.body.status).toBe(0);
  await app.workerTick();
}

/** A day of activity: two Brazilian players betting, one withdrawing, an American with a check-in bonus, one who only registered. */
async function seedDay(): Promise<void> {
  const alice = await registerPlayer(app);
  seeded.alice.userId = String(alice.user.userId);
  await fundPlayer(app, alice.token, 100);
  await loseMines(app, alice.token, 2);
  seeded.alice.winMinor = await winMines(alice.token, 2);

  const bob = await registerPlayer(app);
  seeded.bob.userId = String(bob.user.userId);
  await fundPlayer(app, bob.token, 50);
  await loseMines(app, bob.token, 2);
  await withdrawPaid(bob.token, bob.cpf, seeded.bob.userId, 20);

  const carol = await app.call({
    url: '/api/auth/register',
    body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
    ip: '10.31.0.7',
  });
  expect(carol.body.status).toBe(0);
  seeded.carol.userId = String(carol.body.user.userId);
  await fundPlayer(app, carol.body.user.token, 20, 'sandbox-usd');
  const claimed = await app.call({ url: '/api/bonus_task/checkin', token: carol.body.user.token, body: {} });
  expect(claimed.body.status).toBe(0);

  const dave = await registerPlayer(app);
  seeded.dave.userId = String(dave.user.userId);
}

beforeAll(async () => {
  app = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    OPERATOR_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  await app.services.operators.ensureFirstAdmin();
  const timeZone = zoneAtNoon(Date.now());
  await app.write((tx) =>
    tx
      .update(siteSettings)
      .set({ settings: sql`${siteSettings.settings} || ${JSON.stringify({ timeZone })}::jsonb` })
      .where(eq(siteSettings.id, 'main')),
  );
  const current = await app.services.site.get();
  site = { id: current.id, name: current.name, timeZone: current.switches.timeZone };
  day = siteDay(Date.now(), site.timeZone);
  await seedDay();
  report = await buildRegulatorReport(app.database.db, { site, date: day.date, pseudonyms });
});
afterAll(() => app.close());

const totalsOf = (currencyId: string) => {
  const totals = report.currencies.find((row) => row.currencyId === currencyId);
  if (!totals) throw new Error(`no ${currencyId} totals`);
  return totals;
};
const playerOf = (userId: string) => report.players.find((row) => row.playerRef === pseudonyms.refOf(userId));

describe('the daily report, built from the ledger', () => {
  it('adds up what the ledger moved that day, computed here another way', async () => {
    const window = sql`t.created_at >= ${new Date(Date.parse(report.header.periodStart)).toISOString()}::timestamptz
      AND t.created_at < ${new Date(Date.parse(report.header.periodEnd)).toISOString()}::timestamptz`;
    // The change to each kind of player account, per ledger kind: nothing of the report's mapping.
    const moved = await query(sql`SELECT t.currency_id, t.kind, a.kind AS account, count(*)::int AS n,
        sum(e.amount_minor)::text AS change
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
      WHERE ${window} GROUP BY 1, 2, 3`);
    const change = (currencyId: string, kind: string, account: string) => {
      const row = moved.find(
        (item) => item.currency_id === currencyId && item.kind === kind && item.account === account,
      );
      return { n: Number(row?.n ?? 0), minor: BigInt(String(row?.change ?? '0')) };
    };
    const brl = totalsOf('BRL');
    const stakes = change('BRL', 'bet_stake', 'cash');
    const wins = change('BRL', 'bet_payout', 'cash');
    expect(brl.flows.stakes).toEqual({ count: stakes.n, amountMinor: String(-stakes.minor) });
    expect(brl.flows.wins).toEqual({ count: wins.n, amountMinor: String(wins.minor) });
    expect(BigInt(brl.ggrMinor)).toBe(-(stakes.minor + wins.minor));
    expect(brl.flows.deposits.amountMinor).toBe(String(change('BRL', 'recharge', 'cash').minor));
    expect(brl.flows.withdrawals.amountMinor).toBe(
      String(-change('BRL', 'withdraw_payout', 'withdraw_hold').minor),
    );
    expect(totalsOf('USD').flows.bonusGranted.amountMinor).toBe(
      String(change('USD', 'reward', 'task_bonus').minor),
    );

    // And against the rows the money paid for, outside the ledger.
    const [rounds] = await query(sql`SELECT count(*)::int AS n, sum(stake_minor)::text AS staked,
        sum(payout_minor)::text AS paid FROM game_rounds WHERE NOT demo AND currency_id = 'BRL'`);
    const [deposits] = await query(sql`SELECT count(*)::int AS n, sum(amount_minor)::text AS total
        FROM recharge_orders WHERE status = 'PAID' AND currency_id = 'BRL'`);
    const [withdrawals] = await query(sql`SELECT count(*)::int AS n, sum(amount_minor)::text AS total
        FROM withdraw_orders WHERE status = 'PAID'`);
    expect(brl.flows.stakes).toEqual({ count: rounds?.n, amountMinor: rounds?.staked });
    expect(brl.flows.wins.amountMinor).toBe(rounds?.paid);
    expect(brl.flows.deposits).toEqual({ count: deposits?.n, amountMinor: deposits?.total });
    expect(brl.flows.withdrawals).toEqual({ count: withdrawals?.n, amountMinor: withdrawals?.total });
  });

  it('holds what the test did, per currency, game and player, under pseudonyms', () => {
    const { winMinor } = seeded.alice;
    expect(totalsOf('BRL')).toMatchObject({
      decimals: 2,
      activePlayers: 2,
      newRegistrations: 3,
      flows: {
        stakes: { count: 3, amountMinor: '600' },
        wins: { count: 1, amountMinor: String(winMinor) },
        deposits: { count: 2, amountMinor: '15000' },
        withdrawals: { count: 1, amountMinor: '2000' },
        bonusGranted: { count: 0, amountMinor: '0' },
      },
      payoutsMinor: String(winMinor),
      ggrMinor: String(600n - winMinor),
    });
    expect(totalsOf('USD')).toMatchObject({
      activePlayers: 1,
      newRegistrations: 1,
      flows: { deposits: { count: 1, amountMinor: '2000' }, bonusGranted: { count: 1, amountMinor: '20' } },
    });
    expect(report.games).toContainEqual(
      expect.objectContaining({
        currencyId: 'BRL',
        product: 'casino',
        gameId: 'mines',
        ggrMinor: String(600n - winMinor),
      }),
    );
    expect(report.ledgerKinds).toContainEqual({
      currencyId: 'BRL',
      kind: 'withdraw_reserve',
      flow: 'internal',
      product: null,
      count: 1,
      amountMinor: '2000',
    });

    expect(playerOf(seeded.alice.userId)).toMatchObject({
      currencyId: 'BRL',
      registered: true,
      active: true,
      flows: { stakes: { count: 2, amountMinor: '400' }, wins: { count: 1, amountMinor: String(winMinor) } },
      ggrMinor: String(400n - winMinor),
    });
    expect(playerOf(seeded.bob.userId)).toMatchObject({
      flows: { withdrawals: { count: 1, amountMinor: '2000' } },
    });
    expect(playerOf(seeded.carol.userId)?.currencyId).toBe('USD');
    expect(playerOf(seeded.dave.userId)).toMatchObject({
      registered: true,
      active: false,
      flows: { stakes: { count: 0, amountMinor: '0' } },
    });
    // Pseudonyms only: no user id, username or CPF in the file.
    const text = JSON.stringify(report);
    for (const { userId } of Object.values(seeded)) expect(text).not.toContain(`"${userId}"`);
    expect(report.header).toMatchObject({ reportDate: day.date, final: false, timeZone: site.timeZone });
  });

  it('is empty for the day before, and refuses a day that has not started or does not exist', async () => {
    const before = await buildRegulatorReport(app.database.db, { site, date: day.previous, pseudonyms });
    expect(before).toMatchObject({ currencies: [], games: [], ledgerKinds: [], players: [] });
    expect(before.header.final).toBe(true);
    expect(validateRegulatorReport(before)).toMatchObject({ ok: true });
    const tomorrow = new Date(Date.parse(`${day.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect(buildRegulatorReport(app.database.db, { site, date: tomorrow, pseudonyms })).rejects.toThrow(
      /has not started/,
    );
    await expect(
      buildRegulatorReport(app.database.db, { site, date: '2026-02-30', pseudonyms }),
    ).rejects.toThrow(/is not a date/);
  });
});

describe('the validator', () => {
  /** A deep copy to tamper with, resealed (a correct trailer hash) unless asked not to. */
  const tampered = (change: (copy: RegulatorReport) => void, reseal = true): RegulatorReport => {
    const copy = structuredClone(report);
    change(copy);
    if (reseal) copy.trailer.sha256 = reportDigest(copy);
    return copy;
  };
  const problemsOf = (input: unknown) => {
    const check = validateRegulatorReport(input);
    return check.ok ? [] : check.problems;
  };

  it('accepts the report as built, and as read back from its JSON', () => {
    expect(problemsOf(report)).toEqual([]);
    expect(problemsOf(JSON.parse(JSON.stringify(report, null, 2)))).toEqual([]);
  });

  it('sees a number changed after the report was sealed', () => {
    const problems = problemsOf(
      tampered((copy) => {
        copy.players[0]!.flows.deposits.amountMinor = '1';
      }, false),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^trailer\.sha256 is [0-9a-f]{64} but the report hashes to/),
    );
  });

  it('names a total that its rows do not add up to, even when the hash was redone', () => {
    const problems = problemsOf(
      tampered((copy) => {
        const brl = copy.currencies.find((row) => row.currencyId === 'BRL')!;
        brl.flows.stakes.amountMinor = String(BigInt(brl.flows.stakes.amountMinor) + 100n);
      }),
    );
    expect(problems).toContain(
      'BRL stakes: the totals say 3 for 700 but the player rows add up to 3 for 600',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^currencies\[BRL\]: ggrMinor is -?\d+ but stakes − payouts is/),
    );
  });

  it('names a GGR that is not stakes − payouts, a negative count, an amount that is not whole minor units', () => {
    expect(
      problemsOf(
        tampered((copy) => {
          copy.games[0]!.ggrMinor = '1';
        }),
      ),
    ).toContainEqual(expect.stringMatching(/^games\[0\] \(\w+ \w+\): ggrMinor is 1 but stakes − payouts is/));
    expect(
      problemsOf(
        tampered((copy) => {
          copy.players[0]!.flows.stakes.count = -1;
        }),
      ),
    ).toContain('players.0.flows.stakes.count: a count must not be negative');
    expect(
      problemsOf(
        tampered((copy) => {
          copy.currencies[0]!.flows.wins.amountMinor = '12.5';
        }),
      ),
    ).toContain(
      'currencies.0.flows.wins.amountMinor: an amount must be whole minor units without a sign, as a string',
    );
    expect(
      problemsOf(
        tampered((copy) => {
          copy.trailer.records.players += 1;
        }),
      ),
    ).toContainEqual(expect.stringMatching(/^trailer\.records\.players is \d+ but the report holds \d+ row/));
  });
});

describe('the pieces', () => {
  it('classifies every ledger kind, a kind added later too', () => {
    const player = { hasPlayer: true, playerNetSign: 1 as const, againstHouse: true };
    expect(classifyMovement('bet_stake', player)).toEqual({ flow: 'stakes', product: 'casino' });
    expect(classifyMovement('sports_cashout', player)).toEqual({ flow: 'wins', product: 'sports' });
    expect(classifyMovement('sports_reclaim', player)).toEqual({ flow: 'reclaims', product: 'sports' });
    expect(classifyMovement('withdraw_payout', player)).toEqual({ flow: 'withdrawals', product: null });
    expect(classifyMovement('keno_stake', player)).toEqual({ flow: 'stakes', product: 'keno' });
    expect(classifyMovement('adjustment', player)).toEqual({ flow: 'adjustmentCredits', product: null });
    // A refund of a deposit (cash back to payment clearing) is no bet's refund, whatever its name.
    expect(
      classifyMovement('recharge_refund', { hasPlayer: true, playerNetSign: -1, againstHouse: false }),
    ).toEqual({
      flow: 'adjustmentDebits',
      product: null,
    });
    expect(
      classifyMovement('adjustment', { hasPlayer: true, playerNetSign: -1, againstHouse: false }),
    ).toEqual({
      flow: 'adjustmentDebits',
      product: null,
    });
    expect(
      classifyMovement('budget_fund', { hasPlayer: false, playerNetSign: 0, againstHouse: false }),
    ).toEqual({
      flow: 'house',
      product: null,
    });
  });

  it('writes canonical JSON: keys sorted, no spaces, whole numbers only', () => {
    expect(canonicalJson({ b: [2, { d: 'é', c: null }], a: true })).toBe(
      '{"a":true,"b":[2,{"c":null,"d":"é"}]}',
    );
    expect(() => canonicalJson({ amount: 1.5 })).toThrow(/whole numbers/);
  });

  it('gives a player the same reference under one key, another under another', () => {
    const other = new PlayerPseudonyms(Buffer.from('another-regulator-report-key-0123'));
    expect(pseudonyms.refOf('10000001')).toBe(pseudonyms.refOf('10000001'));
    expect(pseudonyms.refOf('10000001')).not.toBe(other.refOf('10000001'));
    expect(pseudonyms.keyId).not.toBe(other.keyId);
  });
});
