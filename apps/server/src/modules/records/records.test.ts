import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS, type HistoryItem } from '@casino/contracts';
import { msToReach, type MinesState } from '@casino/game-math';

import { crashRounds } from '../crash/index.ts';
import { gameRounds } from '../games/index.ts';
import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { clockedCrashGame } from '../../../test/crash-clock.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => app.close());

async function funded(amount = 100) {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.token, amount);
  return { ...player, ref: { id: player.user.userId as number, currencyId: 'BRL' } };
}

const record = (token: string | undefined, type: string, id: string | number) =>
  app.call({ method: 'GET', url: `/api/record/${type}/${id}`, ...(token ? { token } : {}) });

async function history(token: string): Promise<HistoryItem[]> {
  const answer = await app.call({ url: '/api/wallet/history', token, body: { pageNo: 1, pageSize: 50 } });
  return answer.body.page.content as HistoryItem[];
}

/** Plays a mines round onto a mine: a lost round of 10 with 3 mines. */
async function lostMinesRound(token: string): Promise<number> {
  const opened = await app.call({
    url: '/api/game/bet',
    token,
    body: { gameId: 'mines', model: { betAmount: 10, mines: 3 } },
  });
  const id = opened.body.model.id as number;
  const [row] = await app.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
  const mine = (row?.state as MinesState).mineTiles[0];
  await app.call({ url: '/api/game/mines/play', token, body: { id, spot: mine } });
  return id;
}

describe('history links', () => {
  it('names each row by a typed record reference, never the ledger reference', async () => {
    const player = await funded(100);
    const roundId = await lostMinesRound(player.token);
    const rows = await history(player.token);
    expect(rows.map((row) => row.link)).toEqual([
      { type: 'round', id: String(roundId) },
      { type: 'order', id: expect.stringMatching(/^R/) },
    ]);
    expect(JSON.stringify(rows)).not.toContain(`round:${roundId}`);
  });
});

describe('GET /api/record/round/:id', () => {
  it('shows the player their round: game, money, multiplier, time and the seeds to verify it', async () => {
    const player = await funded(100);
    const id = await lostMinesRound(player.token);
    const seeds = (await app.call({ method: 'GET', url: '/api/game/fairness/seeds', token: player.token }))
      .body.model;

    const before = await record(player.token, 'round', id);
    expect(before.body.status).toBe(STATUS.SUCCESS);
    expect(before.body.model).toMatchObject({
      id,
      gameId: 'mines',
      demo: false,
      result: 'LOSE',
      betAmount: 10,
      winAmount: 0,
      currencyId: 'BRL',
      multiplier: 0,
      fairness: {
        serverSeedHash: seeds.serverSeedHash,
        serverSeed: null,
        clientSeed: seeds.clientSeed,
        nonce: 0,
      },
      options: { mines: 3 },
    });
    expect(before.body.model.createdAt).toBeGreaterThan(0);
    expect(before.body.model.settledAt).toBeGreaterThanOrEqual(before.body.model.createdAt);

    const rotated = await app.call({ url: '/api/game/fairness/rotate', token: player.token, body: {} });
    const after = await record(player.token, 'round', id);
    expect(after.body.model.fairness.serverSeed).toBe(rotated.body.model.revealed.serverSeed);
  });

  it("answers another player's round exactly as a missing one, and refuses a bad id or a visitor", async () => {
    const owner = await funded(50);
    const other = await registerPlayer(app);
    const id = await lostMinesRound(owner.token);

    const foreign = await record(other.token, 'round', id);
    const missing = await record(other.token, 'round', 987_654_321);
    expect(foreign.body.status).toBe(STATUS.BET_NOT_FOUND);
    expect(foreign.body).toMatchObject({ status: missing.body.status, message: missing.body.message });
    expect(foreign.body.model).toBeUndefined();

    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const answer = await record(owner.token, 'round', bad);
      expect(answer.http, bad).toBe(200);
      expect(answer.body, bad).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'RECORD_ID_INVALID' });
    }
    expect((await record(undefined, 'round', id)).body.status).toBe(STATUS.LOGIN_REQUIRED);
  });
});

describe('GET /api/record/crash/:id', () => {
  const TIMINGS = { bettingMs: 1_000, pauseMs: 500, chainLength: 50 };

  it("shows the player's bet, where they cashed out, the round's bust point and hash; not to others", async () => {
    const { game, clock } = await clockedCrashGame(app, { start: Date.UTC(2031, 0, 1), timings: TIMINGS });
    const player = await funded(100);
    await game.tick();
    await game.bet(player.ref, { betAmount: 10, autoCashOut: 2, slot: 0 });
    const [round] = await app.database.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.gameId, 'crash'))
      .orderBy(sql`${crashRounds.id} desc`)
      .limit(1);
    if (!round) throw new Error('no round');
    await app.write((tx) =>
      tx.update(crashRounds).set({ crashPoint: 250 }).where(eq(crashRounds.id, round.id)),
    );
    clock.now += TIMINGS.bettingMs;
    await game.tick();
    clock.now += msToReach(200) + 5;
    await game.tick();
    clock.now += 3_600_000;
    await game.tick();

    const link = (await history(player.token)).find((row) => row.link?.type === 'crash')?.link;
    if (!link) throw new Error('no crash row in the history');
    const answer = await record(player.token, 'crash', link.id);
    expect(answer.body.status).toBe(STATUS.SUCCESS);
    expect(answer.body.model).toMatchObject({
      betId: Number(link.id),
      gameId: 'crash',
      roundId: round.id,
      roundNumber: round.number,
      betAmount: 10,
      winAmount: 20,
      status: 'WON',
      cashedOutAt: 2,
      crashPoint: 2.5,
      hash: round.hash,
    });

    const other = await registerPlayer(app);
    const foreign = await record(other.token, 'crash', link.id);
    const missing = await record(other.token, 'crash', 987_654_321);
    expect(foreign.body.status).toBe(STATUS.BET_NOT_FOUND);
    expect(missing.body.status).toBe(STATUS.BET_NOT_FOUND);
    expect((await record(player.token, 'crash', 'x1')).body.status).toBe(STATUS.INVALID_INPUT);
  });
});

describe('GET /api/record/order/:id', () => {
  it('shows a deposit: direction, channel, amount, status and times; not to others', async () => {
    const player = await funded(50);
    const link = (await history(player.token)).find((row) => row.type === 'deposit')?.link;
    if (!link) throw new Error('no deposit row in the history');
    const answer = await record(player.token, 'order', link.id);
    expect(answer.body.status).toBe(STATUS.SUCCESS);
    expect(answer.body.model).toMatchObject({
      id: link.id,
      direction: 'deposit',
      channel: 'PIX (sandbox)',
      amount: 50,
      currencyId: 'BRL',
      status: 'PAID',
    });
    expect(answer.body.model.settledAt).toBeGreaterThanOrEqual(answer.body.model.createdAt);

    const other = await registerPlayer(app);
    const foreign = await record(other.token, 'order', link.id);
    const missing = await record(other.token, 'order', 'R0000000000');
    expect(foreign.body.status).toBe(STATUS.ORDER_NOT_FOUND);
    expect(foreign.body).toMatchObject({ status: missing.body.status, message: missing.body.message });
    const bad = await record(player.token, 'order', encodeURIComponent('R1;drop'));
    expect(bad.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'REFERENCE_INVALID' });
  });
});
