import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SOCKET_EVENTS, STATUS } from '@casino/contracts';
import {
  buildHashChain,
  CRASH_SCHEMES,
  crashPointHundredths,
  msToReach,
  stepsToTerminating,
} from '@casino/game-math';

import { crashChains, crashRounds } from './crash.tables.ts';
import { gameLimits } from '../games/index.ts';
import { ApiError } from '../../platform/errors.ts';
import { clockedBeacon, openBetting, playOutRound, type ClockedGame } from '../../../test/crash-clock.ts';
import type { BeaconService } from '../beacon/index.ts';
import { createTestApp, fundPlayer, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { CrashGame } from './crash.service.ts';

let app: TestApp;
/** The SANDBOX beacon on the latest clocked game's clock (the clocks only move forward, a day apart). */
let beacon: BeaconService;
let beaconClock = { now: Date.UTC(2030, 0, 1) };
beforeAll(async () => {
  app = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
  beacon = await clockedBeacon(app.database.db, () => beaconClock.now);
});
afterAll(() => app.close());

const TIMINGS = { bettingMs: 1_000, pauseMs: 500, chainLength: 50 };

/** Each clocked game starts a day after the last, so earlier tests' rounds are long over. */
let epoch = Date.UTC(2030, 0, 1);

/** A crash game on a clock the test moves by hand (the app's own runs on the wall clock). */
function clockedGame(gameId: 'crash' | 'aviator' = 'crash'): ClockedGame {
  epoch += 86_400_000;
  const clock = { now: epoch };
  beaconClock = clock;
  const { site, admission, cashier, realtime } = app.services;
  const game = new CrashGame(
    { db: app.database.db, site, admission, cashier, publisher: realtime, beacon, saltDelayMs: 0 },
    gameId,
    TIMINGS,
    () => clock.now,
  );
  return { game, clock };
}

async function funded(amount = 100) {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.token, amount);
  return { ...player, ref: { id: player.user.userId as number, currencyId: 'BRL' } };
}

const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user.balance as number;

/** Sets the open round's crash point, as if its hash had dealt it (test only). */
async function rigCrashPoint(gameId: string, hundredths: number) {
  const [round] = await app.database.db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.gameId, gameId))
    .orderBy(sql`${crashRounds.id} desc`)
    .limit(1);
  if (!round) throw new Error('no round');
  await app.write((tx) =>
    tx.update(crashRounds).set({ crashPoint: hundredths }).where(eq(crashRounds.id, round.id)),
  );
  return round.id;
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return STATUS.SUCCESS;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('crash rounds', () => {
  it('numbers each game’s rounds on its own, 1 after 1, and finds a past round by its number', async () => {
    const crash = clockedGame('crash');
    const aviator = clockedGame('aviator');
    const numbers = async (game: CrashGame) => (await game.state()).round?.number ?? 0;
    const playOut = async (clocked: ClockedGame) => {
      await openBetting(clocked);
      await playOutRound(clocked);
    };
    await playOut(crash);
    const first = await numbers(crash.game);
    await playOut(aviator);
    await playOut(crash);
    expect(await numbers(crash.game)).toBe(first + 1);
    await playOut(aviator);
    const aviatorNumbers = (await aviator.game.state()).history.map((round) => round.number);
    expect(aviatorNumbers[0]).toBe((aviatorNumbers[1] ?? 0) + 1);
    const proof = await crash.game.round({ number: first });
    expect(proof).toMatchObject({ number: first, gameId: 'crash', status: 'CRASHED' });
  });

  it('runs betting → flight → crash, pays an auto cash-out at 2.00x exactly and loses the rest', async () => {
    const clocked = clockedGame();
    const { game, clock } = clocked;
    const alice = await funded();
    const bob = await funded();
    // Each tick answers when the round's next moment is due, so the loop turns then, not up to a tick late.
    expect(await openBetting(clocked)).toBe(clock.now + TIMINGS.bettingMs);
    expect((await game.state()).round?.status).toBe('BETTING');
    await game.bet(alice.ref, { betAmount: 10, autoCashOut: 2, slot: 0 });
    await game.bet(bob.ref, { betAmount: 10, slot: 0 });
    const roundId = await rigCrashPoint('crash', 250);
    expect(await game.tick()).toBe(clock.now + TIMINGS.bettingMs);

    clock.now += TIMINGS.bettingMs;
    const crashAt = clock.now + msToReach(250);
    expect(await game.tick()).toBe(crashAt);
    const flying = (await game.state()).round;
    expect(flying).toMatchObject({ id: roundId, status: 'FLYING', crashPoint: null, hash: null });

    clock.now += msToReach(200) + 5;
    expect(await game.tick()).toBe(crashAt);
    expect(await balanceOf(alice.token)).toBe(110);

    clock.now += msToReach(250);
    expect(await game.tick()).toBeUndefined();
    const state = await game.state();
    expect(state.round).toMatchObject({ id: roundId, status: 'CRASHED', crashPoint: 2.5 });
    expect(state.bets.find((bet) => bet.player && bet.cashedOutAt === 2)).toMatchObject({
      winAmount: 20,
      status: 'WON',
    });
    expect(state.bets.filter((bet) => bet.status === 'LOST')).toHaveLength(1);
    expect(await balanceOf(bob.token)).toBe(90);
  });

  it('crashes a round dealt 1.00x as it takes off, with one event (the crash) and its bets lost', async () => {
    const clocked = clockedGame();
    const { game, clock } = clocked;
    const alice = await funded();
    await openBetting(clocked);
    await game.bet(alice.ref, { betAmount: 10, autoCashOut: 1.01, slot: 0 });
    const roundId = await rigCrashPoint('crash', 100);
    const told = vi.spyOn(app.services.realtime, 'toModule');
    try {
      clock.now += TIMINGS.bettingMs;
      expect(await game.tick()).toBeUndefined();
      const rounds = told.mock.calls
        .filter(([, event]) => event === SOCKET_EVENTS.gameData)
        .map(([, , message]) => (message as { data: { id: number; status: string } }).data);
      expect(rounds).toEqual([expect.objectContaining({ id: roundId, status: 'CRASHED' })]);
    } finally {
      told.mockRestore();
    }
    expect((await game.state()).round).toMatchObject({ id: roundId, status: 'CRASHED', crashPoint: 1 });
    expect(await balanceOf(alice.token)).toBe(90);
  });

  it('cashes out by hand only before the crash, once, at the server’s multiplier', async () => {
    const clocked = clockedGame();
    const { game, clock } = clocked;
    const player = await funded();
    await openBetting(clocked);
    await game.bet(player.ref, { betAmount: 10, slot: 0 });
    await rigCrashPoint('crash', 300);
    expect(await statusOf(game.stop(player.ref, 0))).toBe(STATUS.CASH_OUT_NOT_ALLOWED);
    clock.now += TIMINGS.bettingMs;
    await game.tick();

    clock.now += msToReach(150);
    const [first, second] = await Promise.all([
      statusOf(game.stop(player.ref, 0)),
      statusOf(game.stop(player.ref, 0)),
    ]);
    expect([first, second].sort()).toEqual([STATUS.SUCCESS, STATUS.ROUND_FINISHED].sort());
    expect(await balanceOf(player.token)).toBe(105);

    // Another player, too late: the curve is past the crash point even though no tick has said so.
    const late = await funded();
    clock.now += TIMINGS.bettingMs; // (queued for the next round, since this one is flying)
    const queued = await game.bet(late.ref, { betAmount: 10, slot: 0 });
    expect(queued.bet).toMatchObject({ status: 'QUEUED', roundId: null });
    clock.now += msToReach(300);
    expect(await statusOf(game.stop(late.ref, 0))).toBe(STATUS.BET_NOT_FOUND);
  });

  it('refuses a cash-out raced against the crash after the crash point', async () => {
    const clocked = clockedGame('aviator');
    const { game, clock } = clocked;
    const player = await funded();
    await openBetting(clocked);
    await game.bet(player.ref, { betAmount: 10, slot: 0 });
    await game.bet(player.ref, { betAmount: 5, slot: 1, autoCashOut: 1.5 });
    await rigCrashPoint('aviator', 180);
    clock.now += TIMINGS.bettingMs;
    await game.tick();

    clock.now += msToReach(180);
    const [stopped] = await Promise.all([statusOf(game.stop(player.ref, 0)), game.tick()]);
    expect(stopped).toBe(STATUS.ROUND_FINISHED);
    // The second bet's auto cash-out at 1.50x was paid before the crash was settled.
    expect(await balanceOf(player.token)).toBe(100 - 10 - 5 + 7.5);
    expect((await game.state()).round?.status).toBe('CRASHED');
  });

  it('lets a new leader finish a round at its committed crash point, without paying twice', async () => {
    const first = clockedGame();
    const player = await funded();
    await openBetting(first);
    await first.game.bet(player.ref, { betAmount: 10, slot: 0, autoCashOut: 1.2 });
    const roundId = await rigCrashPoint('crash', 160);
    first.clock.now += TIMINGS.bettingMs;
    await first.game.tick();
    first.clock.now += msToReach(130);
    await first.game.tick(); // pays the 1.20x auto cash-out, then the leader "dies"

    const next = clockedGame();
    next.clock.now = first.clock.now + 60_000;
    epoch = next.clock.now;
    await next.game.tick();
    const round = (await next.game.state()).history.find((past) => past.id === roundId);
    expect(round).toMatchObject({ status: 'CRASHED', crashPoint: 1.6 });
    expect(await balanceOf(player.token)).toBe(102);
  });

  it('deals crash points from the chain it published, verifiable from the revealed hash', async () => {
    const { game, clock } = clockedGame();
    const before = (await game.state()).history[0]?.id ?? 0;
    for (let round = 0; round < 3; round += 1) {
      await game.tick();
      clock.now += TIMINGS.bettingMs + TIMINGS.pauseMs;
      await game.tick();
      clock.now += 10 * 60_000;
      await game.tick();
      clock.now += TIMINGS.pauseMs + 1;
    }
    const state = await game.state();
    const [chain] = await app.database.db.select().from(crashChains).where(eq(crashChains.gameId, 'crash'));
    expect(chain).toBeDefined();
    const rebuilt = buildHashChain(chain?.seed ?? '', chain?.length ?? 0);
    expect(state.chain?.terminatingHash).toBe(rebuilt[rebuilt.length - 1]);
    const played = state.history.filter((past) => past.id > before);
    expect(played.length).toBeGreaterThanOrEqual(2);
    for (const past of played) {
      expect(stepsToTerminating(past.hash ?? '', state.chain?.terminatingHash ?? '', 60)).toBeGreaterThan(0);
      expect(
        crashPointHundredths(past.hash ?? '', state.chain?.salt ?? '', 9_700, CRASH_SCHEMES.BUSTABIT_V2) /
          100,
      ).toBe(past.crashPoint);
    }
  });
});

describe('round profit cap', () => {
  it('cashes every open bet out where the round’s total profit reaches its cap', async () => {
    const clocked = clockedGame();
    const { game, clock } = clocked;
    await app.write((tx) =>
      tx
        .update(gameLimits)
        .set({ maxWinMinor: 10_000n })
        .where(and(eq(gameLimits.gameId, 'crash'), eq(gameLimits.currencyId, 'BRL'))),
    );
    try {
      const players = await Promise.all(Array.from({ length: 6 }, () => funded(20)));
      await openBetting(clocked);
      for (const player of players) await game.bet(player.ref, { betAmount: 10, slot: 0 });
      await rigCrashPoint('crash', 1_000);
      clock.now += TIMINGS.bettingMs;
      await game.tick();
      // Max win 100 per bet (each bet alone would stop at 11x); the round's cap is 3 × 100 = 300 of profit,
      // which six stakes of 10 reach at 1 + 300/60 = 6.00x.
      clock.now += msToReach(700);
      await game.tick();
      const bets = (await game.state()).bets;
      expect(bets.map((bet) => [bet.status, bet.cashedOutAt, bet.winAmount])).toEqual(
        Array.from({ length: 6 }, () => ['WON', 6, 60]),
      );
    } finally {
      await app.write((tx) =>
        tx
          .update(gameLimits)
          .set({ maxWinMinor: 10_000_000n })
          .where(and(eq(gameLimits.gameId, 'crash'), eq(gameLimits.currencyId, 'BRL'))),
      );
    }
  });
});

describe('crash calls', () => {
  it('validate the bet and answer clear statuses', async () => {
    const player = await funded(20);
    const bet = (body: unknown, game = 'crash') =>
      app.call({ url: `/api/game/${game}/bet`, token: player.token, body });
    expect((await bet({ model: { betAmount: 1, slot: 1 } })).body.status).toBe(STATUS.GAME_OPTIONS_INVALID);
    expect((await bet({ model: { betAmount: 1, autoCashOut: 1 } })).body.status).toBe(STATUS.INVALID_INPUT);
    expect((await bet({ model: { betAmount: 0.5 } })).body.status).toBe(STATUS.AMOUNT_BELOW_MINIMUM);
    expect((await bet({ model: { betAmount: 1 } }, 'mines')).body.status).toBe(STATUS.INVALID_INPUT);
    expect(
      (await app.call({ url: '/api/game/crash/bet', body: { model: { betAmount: 1 } } })).body.status,
    ).toBe(STATUS.LOGIN_REQUIRED);
    const placed = await bet({ model: { betAmount: 2, autoCashOut: 3 } });
    expect(placed.body.status).toBe(STATUS.SUCCESS);
    expect(placed.body.extra.balance).toBe(18);
    expect((await bet({ model: { betAmount: 2 } })).body.status).toBe(STATUS.ROUND_IN_PROGRESS);
    const state = await app.call({ method: 'GET', url: '/api/game/crash/state' });
    expect(state.body.model).toHaveProperty('serverTime');
  });
});
