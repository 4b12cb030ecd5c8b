import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { clockedCrashGame, openBetting, playOutRound } from '../../../test/crash-clock.ts';
import {
  createStaffedTestApp,
  fundPlayer,
  staffToken,
  registerPlayer,
  type TestApp,
} from '../../../test/harness.ts';

let app: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  app = await createStaffedTestApp();
  admin = await staffToken(app, ['admin']);
  support = await staffToken(app, ['support']);
});
afterAll(() => app.close());

const TIMINGS = { bettingMs: 1_000, pauseMs: 500, chainLength: 50 };

const live = async (token = admin) =>
  (await app.call({ method: 'GET', url: '/api/operator/crash/live', token })).body;

describe('crash desk', () => {
  it('shows the round in play with its money but not its crash point, then the crashed round with it', async () => {
    const { game, clock } = await clockedCrashGame(app, { start: Date.UTC(2032, 0, 1), timings: TIMINGS });
    await openBetting({ game, clock });
    for (const stake of [10, 15]) {
      const player = await registerPlayer(app);
      await fundPlayer(app, player.token, 50);
      await game.bet({ id: player.user.userId as number, currencyId: 'BRL' }, { betAmount: stake, slot: 0 });
    }

    const betting = await live();
    expect(betting.status).toBe(0);
    const crash = betting.list.find((entry: { gameId: string }) => entry.gameId === 'crash');
    expect(betting.list.map((entry: { gameId: string }) => entry.gameId)).toEqual(['crash', 'aviator']);
    expect(crash.round).toMatchObject({ status: 'BETTING', crashPoint: null, hash: null });
    expect(crash.round.totals).toEqual([
      { currencyId: 'BRL', bets: 2, players: 2, stake: 25, payout: 0, open: 2 },
    ]);
    expect(crash.chain.roundsPlayed).toBeGreaterThanOrEqual(1);
    expect(crash.chain.remaining).toBe(crash.chain.length - crash.chain.roundsPlayed);
    const roundId = crash.round.id as number;

    await playOutRound({ game, clock });
    const after = (await live()).list.find((entry: { gameId: string }) => entry.gameId === 'crash');
    const finished = after.recent.find((round: { id: number }) => round.id === roundId);
    expect(finished).toMatchObject({ status: 'CRASHED', crashPoint: expect.any(Number) });
    expect(finished.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(finished.totals[0]).toMatchObject({ bets: 2, stake: 25, open: 0 });
  });

  it('lists chains with the rounds dealt and remaining, to the games area only', async () => {
    const chains = (await app.call({ method: 'GET', url: '/api/operator/crash/chains', token: admin })).body;
    const used = chains.list.find((chain: { roundsPlayed: number }) => chain.roundsPlayed > 0);
    expect(used.remaining).toBe(used.length - used.roundsPlayed);
    expect((await live(support)).status).toBe(STATUS.FORBIDDEN);
    const refused = await app.call({ method: 'GET', url: '/api/operator/crash/chains', token: support });
    expect(refused.body.status).toBe(STATUS.FORBIDDEN);
  });
});
