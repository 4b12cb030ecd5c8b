import type { Db } from '../src/db/client.ts';
import { BeaconService, SandboxBeacon } from '../src/modules/beacon/index.ts';
import { CrashGame } from '../src/modules/crash/index.ts';
import type { TestApp } from './harness.ts';

/** A crash game driven by a test on a clock it moves by hand. */
export interface ClockedGame {
  game: CrashGame;
  clock: { now: number };
}

const MAX_STEPS = 12;

/**
 * Ticks, moving the clock to each moment the game says is due, until a round is open for bets at the
 * clock's time; answers when its betting closes. Whatever an earlier test left (a round still betting
 * from another day, one flying, a 1.00x round that crashed as it took off) is played out first, so a
 * test never depends on the crash point its predecessor happened to be dealt.
 */
export async function openBetting({ game, clock }: ClockedGame): Promise<number> {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const due = await game.tick(clock.now);
    const { round } = await game.state();
    if (round?.status === 'BETTING' && due !== undefined) return due;
    clock.now = Math.max(due ?? 0, clock.now + 1);
  }
  throw new Error(`${game.gameId}: no round opened for bets in ${MAX_STEPS} ticks`);
}

/** Ticks, moving the clock to each due moment, until the latest round has crashed. */
export async function playOutRound({ game, clock }: ClockedGame): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const due = await game.tick(clock.now);
    if ((await game.state()).round?.status === 'CRASHED') return;
    clock.now = Math.max(due ?? 0, clock.now + 1);
  }
  throw new Error(`${game.gameId}: the round did not crash in ${MAX_STEPS} ticks`);
}

/**
 * The app's SANDBOX beacon chain (same key, same rounds) on a test's own clock: a round is published once
 * that clock reaches it, as the wall-clock one publishes it once due (lottery.test.ts's clocked() does the
 * same). Crash chains take their salts from it.
 */
export async function clockedBeacon(db: Db, now: () => number): Promise<BeaconService> {
  return new BeaconService(db, await SandboxBeacon.open(db, { now }));
}

/**
 * A crash game of the test app on a clock the test moves by hand, starting at `start`, with the SANDBOX
 * beacon on the same clock (a chain's salt is its beacon round's, published as the clock reaches it).
 */
export async function clockedCrashGame(
  app: TestApp,
  options: {
    start: number;
    timings: ConstructorParameters<typeof CrashGame>[2];
    gameId?: CrashGame['gameId'];
    saltDelayMs?: number;
    log?: { warn(message: string): void };
  },
): Promise<ClockedGame & { beacon: BeaconService; sandbox: SandboxBeacon }> {
  const clock = { now: options.start };
  const now = () => clock.now;
  const sandbox = await SandboxBeacon.open(app.database.db, { now });
  const beacon = new BeaconService(app.database.db, sandbox);
  const { site, admission, cashier, realtime } = app.services;
  const game = new CrashGame(
    {
      db: app.database.db,
      site,
      admission,
      cashier,
      publisher: realtime,
      beacon,
      saltDelayMs: options.saltDelayMs ?? 0,
      ...(options.log ? { log: options.log } : {}),
    },
    options.gameId ?? 'crash',
    options.timings,
    now,
  );
  return { game, clock, beacon, sandbox };
}
