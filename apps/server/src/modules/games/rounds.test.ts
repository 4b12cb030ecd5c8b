import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS } from '@casino/contracts';
import { ENGINES, fairFloats, verifyCommitment, type MinesState } from '@casino/game-math';

import { fairnessSeeds, gameRounds, games } from './games.tables.ts';
import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

async function richPlayer(amount = 100) {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.token, amount);
  return player;
}

const bet = (
  token: string,
  gameId: string,
  model: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => app.call({ url: '/api/game/bet', token, body: { gameId, model, ...extra } });
const play = (token: string, game: string, id: number, spot = 0) =>
  app.call({ url: `/api/game/${game}/play`, token, body: { id, spot } });
const cashOut = (token: string, game: string, id: number) =>
  app.call({ url: `/api/game/${game}/cash_out`, token, body: { id } });
const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user.balance as number;

/** The hidden state of a round, read straight from the database (what only the server knows). */
async function hidden<T>(id: number): Promise<T> {
  const [row] = await app.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row?.state as T;
}

async function minesTiles(id: number) {
  const state = await hidden<MinesState>(id);
  const safe = [...Array(25).keys()].filter((tile) => !state.mineTiles.includes(tile));
  return { safe, mines: state.mineTiles };
}

describe('single-player rounds', () => {
  it('takes the stake, pays a cash-out of stake × RTP·C(25,k)/C(25−m,k) once', async () => {
    const player = await richPlayer(100);
    const opened = await bet(player.token, 'mines', { betAmount: 10, mines: 3 });
    expect(opened.body.status).toBe(STATUS.SUCCESS);
    expect(opened.body.model).toMatchObject({
      gameId: 'mines',
      result: 'PENDING',
      betAmount: 10,
      canCashOut: false,
      cashOutAmount: null,
    });
    expect(opened.body.model.state).not.toHaveProperty('mineTiles');
    expect(opened.body.extra.balance).toBe(90);
    expect(await balanceOf(player.token)).toBe(90);

    const id = opened.body.model.id as number;
    const { safe } = await minesTiles(id);
    const first = await play(player.token, 'mines', id, safe[0]);
    expect(first.body.model).toMatchObject({
      result: 'PENDING',
      steps: 1,
      multiplier: 1.1,
      canCashOut: true,
    });
    const second = await play(player.token, 'mines', id, safe[1]);
    expect(second.body.model.steps).toBe(2);
    // The cash-out button shows what is paid, not 10 × the shown ×1.25 = 12.50.
    expect(second.body.model).toMatchObject({ multiplier: 1.25, cashOutAmount: 12.59 });

    const paid = await cashOut(player.token, 'mines', id);
    // 0.97 · C(25,2)/C(22,2) = 0.97 · 300/231 → 10 × 1.2597… = 12.59 (floored to the cent).
    expect(paid.body.model).toMatchObject({ result: 'WIN', win: true, winAmount: 12.59, multiplier: 1.25 });
    expect(paid.body.model.state.mineTiles).toHaveLength(3);
    expect(paid.body.extra.balance).toBe(102.59);
    expect(await balanceOf(player.token)).toBe(102.59);

    const result = await app.call({ url: '/api/game/bet_result', token: player.token, body: { id } });
    expect(result.body.model).toMatchObject({ id, result: 'WIN', winAmount: 12.59 });
  });

  it('refuses illegal moves: cash-out before a step, a step after a loss, a stale or foreign round', async () => {
    const player = await richPlayer(50);
    const other = await richPlayer(50);
    const id = (await bet(player.token, 'mines', { betAmount: 5, mines: 5 })).body.model.id as number;
    expect((await cashOut(player.token, 'mines', id)).body.status).toBe(STATUS.CASH_OUT_NOT_ALLOWED);
    expect((await play(other.token, 'mines', id, 0)).body.status).toBe(STATUS.BET_NOT_FOUND);
    expect((await play(player.token, 'tower', id, 0)).body.status).toBe(STATUS.BET_NOT_FOUND);
    expect((await play(player.token, 'mines', id, 25)).body.status).toBe(STATUS.INVALID_INPUT);

    const { safe, mines } = await minesTiles(id);
    await play(player.token, 'mines', id, safe[0]);
    const again = await play(player.token, 'mines', id, safe[0]);
    expect(again.body.status).toBe(STATUS.MOVE_INVALID);
    expect(again.body.extra).toMatchObject({ reason: 'TILE_ALREADY_OPEN' });

    const lost = await play(player.token, 'mines', id, mines[0]);
    expect(lost.body.model).toMatchObject({ result: 'LOSE', win: false, winAmount: 0 });
    expect((await play(player.token, 'mines', id, safe[1])).body.status).toBe(STATUS.ROUND_FINISHED);
    expect((await cashOut(player.token, 'mines', id)).body.status).toBe(STATUS.ROUND_FINISHED);
    expect(await balanceOf(player.token)).toBe(45);
  });

  it('pays a cash-out raced against itself and against a losing step at most once', async () => {
    const player = await richPlayer(100);
    for (const race of ['double cash-out', 'cash-out against a mine'] as const) {
      const id = (await bet(player.token, 'mines', { betAmount: 10, mines: 3 })).body.model.id as number;
      const { safe, mines } = await minesTiles(id);
      await play(player.token, 'mines', id, safe[0]);
      const answers = await Promise.all([
        cashOut(player.token, 'mines', id),
        race === 'double cash-out'
          ? cashOut(player.token, 'mines', id)
          : play(player.token, 'mines', id, mines[0]),
      ]);
      const statuses = answers.map((answer) => answer.body.status).sort();
      expect(statuses).toEqual([STATUS.SUCCESS, STATUS.ROUND_FINISHED].sort());
      const [payouts] = (
        (await app.database.db.execute(
          sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'bet_payout' AND reference = ${`round:${id}`}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(payouts?.n ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('moves a round that another process moved or settled meanwhile from what the database holds', async () => {
    const player = await richPlayer(100);
    const id = (await bet(player.token, 'mines', { betAmount: 10, mines: 3 })).body.model.id as number;
    const { safe } = await minesTiles(id);
    // Another process reveals a tile: this process's copy of the round is now one version behind.
    await app.write((tx) =>
      tx
        .update(gameRounds)
        .set({
          state: sql`jsonb_set(${gameRounds.state}, '{revealed}', ${JSON.stringify([safe[0]])}::jsonb)`,
          version: sql`${gameRounds.version} + 1`,
        })
        .where(eq(gameRounds.id, id)),
    );
    const moved = await play(player.token, 'mines', id, safe[1]);
    expect(moved.body.model).toMatchObject({ result: 'PENDING', steps: 2 });
    // Another process settles it: the next move is refused, and no money moves.
    await app.write((tx) =>
      tx
        .update(gameRounds)
        .set({ status: 'LOSE', payoutMinor: 0n, version: sql`${gameRounds.version} + 1` })
        .where(eq(gameRounds.id, id)),
    );
    expect((await cashOut(player.token, 'mines', id)).body.status).toBe(STATUS.ROUND_FINISHED);
    expect(await balanceOf(player.token)).toBe(90);
  });

  it('answers a retried bet with the first answer and takes the stake once', async () => {
    const player = await richPlayer(20);
    const first = await bet(
      player.token,
      'tower',
      { betAmount: 4, difficulty: 'medium' },
      { requestId: 'retry-bet-0001' },
    );
    const retry = await bet(
      player.token,
      'tower',
      { betAmount: 4, difficulty: 'medium' },
      { requestId: 'retry-bet-0001' },
    );
    expect(retry.body.model.id).toBe(first.body.model.id);
    expect(await balanceOf(player.token)).toBe(16);
    const reused = await bet(
      player.token,
      'tower',
      { betAmount: 5, difficulty: 'medium' },
      { requestId: 'retry-bet-0001' },
    );
    expect(reused.body.status).toBe(STATUS.IDEMPOTENCY_KEY_REUSED);
  });

  it('keeps one open round per game and refuses bad bets with clear statuses, changing nothing', async () => {
    const player = await richPlayer(20);
    expect((await bet(player.token, 'mines', { betAmount: 2 })).body.status).toBe(STATUS.SUCCESS);
    expect((await bet(player.token, 'mines', { betAmount: 2 })).body.status).toBe(STATUS.ROUND_IN_PROGRESS);
    const cases: [string, Record<string, unknown>, number][] = [
      ['mines', { betAmount: 2, mines: 25 }, STATUS.GAME_OPTIONS_INVALID],
      ['tower', { betAmount: 2, difficulty: 'nightmare' }, STATUS.GAME_OPTIONS_INVALID],
      ['tower', { betAmount: 0.5 }, STATUS.AMOUNT_BELOW_MINIMUM],
      ['tower', { betAmount: 5_000 }, STATUS.AMOUNT_ABOVE_MAXIMUM],
      ['tower', { betAmount: 'lots' }, STATUS.AMOUNT_INVALID],
      ['tower', { betAmount: 1.234 }, STATUS.AMOUNT_INVALID],
      ['tower', { betAmount: 50 }, STATUS.INSUFFICIENT_BALANCE],
      ['roulette', { betAmount: 2 }, STATUS.INVALID_INPUT],
    ];
    for (const [gameId, model, status] of cases) {
      const answer = await bet(player.token, gameId, model);
      expect({ gameId, model, status: answer.body.status }).toEqual({ gameId, model, status });
    }
    expect((await bet(player.token, 'tower', {})).body.status).toBe(STATUS.INVALID_INPUT);
    expect(await balanceOf(player.token)).toBe(18);
  });

  it('asks a visitor to log in, an empty wallet to recharge, and a game under maintenance to wait', async () => {
    expect((await bet('', 'mines', { betAmount: 1 })).body.status).toBe(STATUS.LOGIN_REQUIRED);
    const broke = await registerPlayer(app);
    expect((await bet(broke.token, 'mines', { betAmount: 1 })).body.status).toBe(STATUS.RECHARGE_REQUIRED);
    const launch = await app.call({ method: 'GET', url: '/api/game/play?gameId=mines', token: broke.token });
    expect(launch.body.status).toBe(STATUS.RECHARGE_REQUIRED);
    expect((await app.call({ method: 'GET', url: '/api/game/play?gameId=mines' })).body.status).toBe(
      STATUS.LOGIN_REQUIRED,
    );

    const player = await richPlayer(10);
    const url = (
      await app.call({ method: 'GET', url: '/api/game/play?gameId=mines&lang=pt', token: player.token })
    ).body.model.url as string;
    expect(url).toMatch(/^\/game\/mines\?/);
    expect(new URL(url, 'http://x').searchParams.get('token')).toBe(player.token);
    expect(new URL(url, 'http://x').searchParams.get('lang')).toBe('pt');

    await app.write((tx) => tx.update(games).set({ maintenance: true }).where(eq(games.id, 'stair')));
    try {
      expect((await bet(player.token, 'stair', { betAmount: 1 })).body.status).toBe(STATUS.GAME_MAINTENANCE);
      const closed = await app.call({
        method: 'GET',
        url: '/api/game/play?gameId=stair',
        token: player.token,
      });
      expect(closed.body.status).toBe(STATUS.GAME_MAINTENANCE);
    } finally {
      await app.write((tx) => tx.update(games).set({ maintenance: false }).where(eq(games.id, 'stair')));
    }
  });

  it('plays every game to the end with real money', async () => {
    const player = await richPlayer(200);
    const flows: [string, Record<string, unknown>][] = [
      ['tower', { difficulty: 'easy' }],
      ['stair', {}],
      ['football', { difficulty: 'medium' }],
      ['kangaroo', { difficulty: 'easy' }],
      ['thimbles', { balls: 2, levels: 2 }],
    ];
    for (const [game, options] of flows) {
      const id = (await bet(player.token, game, { betAmount: 2, ...options })).body.model.id as number;
      const state = await hidden<{ safeSpots: number[][] }>(id);
      const right = (row: number) => state.safeSpots[row]?.[0] ?? 0;
      const step = await play(player.token, game, id, right(0));
      if (game === 'kangaroo' && step.body.model.result === 'LOSE') continue;
      expect(step.body.model.steps).toBe(1);
      if (game === 'thimbles') {
        expect((await cashOut(player.token, game, id)).body.status).toBe(STATUS.INVALID_INPUT);
        const last = await play(player.token, game, id, right(1));
        // 0.97 · (3/2)² = 2.1825 → 2 × 2.1825 = 4.36.
        expect(last.body.model).toMatchObject({ result: 'WIN', winAmount: 4.36 });
      } else {
        expect((await cashOut(player.token, game, id)).body.model.result).toBe('WIN');
      }
    }

    const ticket = (await bet(player.token, 'scratch', { betAmount: 2, tier: 'lucky' })).body.model;
    expect(ticket.state).not.toHaveProperty('cells');
    const scratched = await app.call({
      url: '/api/game/scratch/reveal',
      token: player.token,
      body: { id: ticket.id },
    });
    expect(scratched.body.model.state.cells).toHaveLength(9);
    expect(['WIN', 'LOSE']).toContain(scratched.body.model.result);

    const record = await app.call({ url: '/api/game/bet_record?pageSize=3', token: player.token });
    expect(record.body.page.content).toHaveLength(3);
    expect(record.body.page.total).toBeGreaterThanOrEqual(5);
  });

  it('finishes held rounds: refunds one without a move, cashes out one with progress', async () => {
    const player = await richPlayer(30);
    const untouched = (await bet(player.token, 'mines', { betAmount: 5 })).body.model.id as number;
    const progressed = (await bet(player.token, 'tower', { betAmount: 5 })).body.model.id as number;
    const state = await hidden<{ safeSpots: number[][] }>(progressed);
    await play(player.token, 'tower', progressed, state.safeSpots[0]?.[0] ?? 0);
    expect((await app.call({ url: '/api/game/bets', token: player.token })).body.list).toHaveLength(2);

    const refunded = await app.call({
      url: '/api/game/finish_hold',
      token: player.token,
      body: { id: untouched },
    });
    expect(refunded.body.model).toMatchObject({ result: 'WIN', winAmount: 5 });
    const all = await app.call({ url: '/api/game/finish_all_my_hold', token: player.token });
    // Easy tower, one row: 0.97 · 4/3 → 5 × 1.2933… = 6.46.
    expect(all.body.list).toEqual([expect.objectContaining({ id: progressed, winAmount: 6.46 })]);
    expect((await app.call({ url: '/api/game/bets', token: player.token })).body.list).toEqual([]);
    expect(await balanceOf(player.token)).toBe(31.46);
  });
});

describe('provable fairness', () => {
  it('commits the server seed, then reveals it so that the outcome can be recomputed', async () => {
    const player = await richPlayer(20);
    const seeds = (await app.call({ method: 'GET', url: '/api/game/fairness/seeds', token: player.token }))
      .body.model;
    expect(seeds).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const id = (await bet(player.token, 'mines', { betAmount: 1, mines: 7 })).body.model.id as number;
    const rotateWhileOpen = await app.call({
      url: '/api/game/fairness/rotate',
      token: player.token,
      body: {},
    });
    expect(rotateWhileOpen.body.status).toBe(STATUS.ROUND_IN_PROGRESS);
    const { mines } = await minesTiles(id);
    await play(player.token, 'mines', id, mines[0]);

    const rotated = await app.call({
      url: '/api/game/fairness/rotate',
      token: player.token,
      body: { clientSeed: 'my-own-seed' },
    });
    const { revealed, active } = rotated.body.model;
    expect(verifyCommitment(revealed.serverSeed, seeds.serverSeedHash)).toBe(true);
    expect(revealed.nonces).toBe(1);
    expect(active).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(active.serverSeedHash).not.toBe(seeds.serverSeedHash);

    const past = (await app.call({ url: '/api/game/bet_result', token: player.token, body: { id } })).body
      .model;
    expect(past.fairness).toMatchObject({ serverSeed: revealed.serverSeed, nonce: 0 });
    const engine = ENGINES.mines;
    if (!engine) throw new Error('no mines engine');
    const recomputed = engine.start(
      { mines: 7 },
      fairFloats({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: 0 }, 7),
    ) as MinesState;
    expect(recomputed.mineTiles).toEqual(past.state.mineTiles);

    const bad = await app.call({
      url: '/api/game/fairness/rotate',
      token: player.token,
      body: { clientSeed: 'has space' },
    });
    expect(bad.body.status).toBe(STATUS.INVALID_INPUT);
  });
});

describe('demo mode', () => {
  it('deals from the database’s nonce when another process bet or the pair was rotated meanwhile', async () => {
    const player = await richPlayer(100);
    const first = (await bet(player.token, 'tower', { betAmount: 1 })).body.model;
    expect(first.fairness.nonce).toBe(0);
    // Another process takes nonces 1 and 2: this process's hint says 1.
    await app.write((tx) =>
      tx
        .update(fairnessSeeds)
        .set({ nextNonce: sql`${fairnessSeeds.nextNonce} + 2` })
        .where(
          sql`${fairnessSeeds.owner} = ${`u:${player.user.userId}`} AND ${fairnessSeeds.revealedAt} IS NULL`,
        ),
    );
    const second = (await bet(player.token, 'mines', { betAmount: 1 })).body.model;
    expect(second.fairness.nonce).toBe(3);
    await app.call({ url: '/api/game/finish_all_my_hold', token: player.token });
    const rotated = await app.call({ url: '/api/game/fairness/rotate', token: player.token, body: {} });
    const third = (await bet(player.token, 'mines', { betAmount: 1 })).body.model;
    expect(third.fairness).toMatchObject({
      nonce: 0,
      serverSeedHash: rotated.body.model.active.serverSeedHash,
    });
  });

  it('refuses a demo stake the demo balance cannot cover, without spending the nonce', async () => {
    const token = (await app.call({ url: '/api/game/demo/session' })).body.model.token as string;
    const headers = { [HEADER.demoToken]: token };
    const tooBig = await app.call({
      url: '/api/game/bet',
      headers,
      body: { gameId: 'stair', model: { betAmount: 1_000.01 }, demo: true },
    });
    expect([STATUS.INSUFFICIENT_BALANCE, STATUS.AMOUNT_ABOVE_MAXIMUM]).toContain(tooBig.body.status);
    const spent = await app.call({
      url: '/api/game/bet',
      headers,
      body: { gameId: 'stair', model: { betAmount: 1_000 }, demo: true },
    });
    expect(spent.body.extra.balance).toBe(0);
    const short = await app.call({
      url: '/api/game/bet',
      headers,
      body: { gameId: 'mines', model: { betAmount: 1 }, demo: true },
    });
    expect(short.body.status).toBe(STATUS.INSUFFICIENT_BALANCE);
    const next = await app.call({ method: 'GET', url: '/api/game/fairness/seeds', headers });
    expect(next.body.model.nonce).toBe(1);
  });

  it('lets a visitor play with a demo balance that never touches the ledger', async () => {
    const token = (await app.call({ url: '/api/game/demo/session' })).body.model.token as string;
    const headers = { [HEADER.demoToken]: token };
    const wallet = await app.call({ method: 'GET', url: '/api/game/demo/wallet', headers });
    expect(wallet.body.model).toMatchObject({ balance: 1_000, currencyId: 'BRL' });

    const real = await app.call({
      url: '/api/game/bet',
      headers,
      body: { gameId: 'mines', model: { betAmount: 5 } },
    });
    expect(real.body.status).toBe(STATUS.LOGIN_REQUIRED);
    const before = await ledgerCount();
    const opened = await app.call({
      url: '/api/game/bet',
      headers,
      body: { gameId: 'mines', model: { betAmount: 5, mines: 1 }, demo: true },
    });
    expect(opened.body.model).toMatchObject({ demo: true, result: 'PENDING' });
    expect(opened.body.extra.balance).toBe(995);
    const id = opened.body.model.id as number;
    const { safe } = await minesTiles(id);
    await app.call({ url: '/api/game/mines/play', headers, body: { id, spot: safe[0] } });
    const paid = await app.call({ url: '/api/game/mines/cash_out', headers, body: { id } });
    // 0.97 · 25/24 → 5 × 1.0104… = 5.05.
    expect(paid.body.extra.balance).toBe(1_000.05);
    expect(await ledgerCount()).toBe(before);

    const reset = await app.call({ url: '/api/game/demo/reset', headers });
    expect(reset.body.model.balance).toBe(1_000);
    expect(
      (
        await app.call({
          method: 'GET',
          url: '/api/game/demo/wallet',
          headers: { [HEADER.demoToken]: 'short' },
        })
      ).body.status,
    ).toBe(STATUS.LOGIN_REQUIRED);
  });

  it('keeps a player’s demo rounds apart from their money', async () => {
    const player = await richPlayer(10);
    const demo = await bet(player.token, 'mines', { betAmount: 100 }, { demo: true });
    expect(demo.body.model.demo).toBe(true);
    const real = await bet(player.token, 'mines', { betAmount: 1 });
    expect(real.body.model.demo).toBe(false);
    expect(await balanceOf(player.token)).toBe(9);
  });
});

async function ledgerCount(): Promise<number> {
  const result = (await app.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_transactions`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
