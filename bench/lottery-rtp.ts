// Lottery RTP (issue 16): simulates N periods of each lottery game through the real draw path
// (drawLotteryOutcome: HMAC-SHA256 of the period's seed over `betsDigest:period:0`, game-math), settles every
// kind of the game's pay table (at its first allowed pick) on every draw with paidHundredths, and prints each
// one's observed return to player with its 99 % interval beside the RTP enumerated over every outcome, and the
// periods simulated per second. A new seed every 1 000 periods, as the server rotates them; a fresh random
// digest every period, as the bets of a period make one. The periods of a game are shared among child
// processes, one per core.
// Usage: npm run lottery-rtp -w @casino/bench [-- periods]
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import {
  allSelections,
  drawLotteryOutcome,
  exactRtp,
  LOTTERY_GAME_IDS,
  LOTTERY_GAMES,
  paidHundredths,
  randomHex,
  type LotteryGameId,
  type LotterySelection,
} from '@casino/game-math';

const Z_99 = 2.576;
const PERIODS_PER_SEED = 1_000;
const DIGEST_BYTES = 32;
const SHARE_FLAG = '--share';
/**
 * The selections tallied on every draw: every kind of each game's pay table, at its first allowed pick
 * (from its definition, so a new game is measured without a line here).
 */
const SELECTIONS = Object.fromEntries(
  LOTTERY_GAME_IDS.map((gameId) => [
    gameId,
    LOTTERY_GAMES[gameId].kinds.flatMap(
      ({ kind }) => allSelections(gameId).find((selection) => selection.kind === kind) ?? [],
    ),
  ]),
) as Record<LotteryGameId, LotterySelection[]>;

/** One child process's share of a game: periods [firstPeriod, firstPeriod + periods). */
interface Share {
  gameId: LotteryGameId;
  firstPeriod: number;
  periods: number;
}
/**
 * Per selection, Σ paid and Σ paid² in hundredths. Both stay integers far below 2^53 (the largest, K3 sum 3
 * or a triple at 20 736 on 1 outcome in 216, sums its squares to ~2·10^13 over 10M periods), so the tally is
 * exact.
 */
interface Tally {
  sums: number[];
  sumSquares: number[];
}

/**
 * Random hex digests drawn from one buffer refilled 2 048 digests at a time: a call to the platform's random
 * source per period (randomHex) costs a quarter of the draw's HMAC itself.
 */
function digestSource(): () => string {
  const pool = Buffer.alloc(DIGEST_BYTES * 2_048);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      globalThis.crypto.getRandomValues(pool);
      offset = 0;
    }
    offset += DIGEST_BYTES;
    return pool.toString('hex', offset - DIGEST_BYTES, offset);
  };
}

/** Draws a share's periods and tallies what each of the game's selections was paid. */
function simulate({ gameId, firstPeriod, periods }: Share): Tally {
  const selections = SELECTIONS[gameId];
  const sums = selections.map(() => 0);
  const sumSquares = selections.map(() => 0);
  const nextDigest = digestSource();
  let seed = randomHex(32);
  for (let period = firstPeriod; period < firstPeriod + periods; period++) {
    if (period % PERIODS_PER_SEED === 0) seed = randomHex(32);
    const outcome = drawLotteryOutcome(gameId, seed, nextDigest(), period);
    selections.forEach((selection, index) => {
      const paid = paidHundredths(gameId, selection, outcome);
      sums[index]! += paid;
      sumSquares[index]! += paid * paid;
    });
  }
  return { sums, sumSquares };
}

/** Runs one share in a child process: this same file, taking the `--share` branch at the bottom. */
function simulateInChild(share: Share): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [SHARE_FLAG, JSON.stringify(share)], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (tally: Tally) => resolve(tally));
    child.once('exit', (code) => reject(new Error(`${share.gameId} share exited with ${code}`)));
  });
}

/** Splits a game's periods among one process per core and sums their tallies. */
async function simulateGame(gameId: LotteryGameId, periods: number, processes: number): Promise<Tally> {
  const size = Math.ceil(periods / processes);
  const shares = Array.from({ length: processes }, (_, index) => ({
    gameId,
    firstPeriod: index * size,
    periods: Math.max(0, Math.min(size, periods - index * size)),
  })).filter((share) => share.periods > 0);
  const tallies = await Promise.all(shares.map(simulateInChild));
  const total = (pick: (tally: Tally) => number[]) =>
    SELECTIONS[gameId].map((_, index) => tallies.reduce((sum, tally) => sum + (pick(tally)[index] ?? 0), 0));
  return { sums: total((tally) => tally.sums), sumSquares: total((tally) => tally.sumSquares) };
}

const label = (selection: LotterySelection) => [selection.kind, selection.pick.join(',')].join(' ').trim();
const percent = (rtp: number) => `${(rtp * 100).toFixed(3)} %`;

/** One line per selection: observed RTP, its 99 % interval, the enumerated RTP and whether it lies inside. */
function printGame(gameId: LotteryGameId, periods: number, tally: Tally, seconds: number, processes: number) {
  const rate = Math.round(periods / seconds).toLocaleString('en');
  const width = Math.max(
    'selection'.length,
    ...SELECTIONS[gameId].map((selection) => label(selection).length),
  );
  console.log(
    `\n${LOTTERY_GAMES[gameId].name}: ${periods.toLocaleString('en')} periods in ${seconds.toFixed(1)} s (${rate} periods/s on ${processes} processes)`,
  );
  console.log(
    [
      'selection'.padEnd(width),
      'observed'.padStart(10),
      '99 % CI'.padStart(22),
      'exact'.padStart(10),
      'inside',
    ].join(' '),
  );
  SELECTIONS[gameId].forEach((selection, index) => {
    const mean = (tally.sums[index] ?? 0) / 100 / periods;
    const meanSquare = (tally.sumSquares[index] ?? 0) / 10_000 / periods;
    const half = (Z_99 * Math.sqrt(Math.max(0, meanSquare - mean * mean))) / Math.sqrt(periods);
    const exact = exactRtp(gameId, selection);
    console.log(
      [
        label(selection).padEnd(width),
        percent(mean).padStart(10),
        `${percent(mean - half)} – ${percent(mean + half)}`.padStart(22),
        percent(exact).padStart(10),
        Math.abs(exact - mean) <= half ? 'yes' : 'NO',
      ].join(' '),
    );
  });
}

async function main() {
  const periods = Number(process.argv[2] ?? 10_000_000);
  const processes = availableParallelism();
  const startedAt = performance.now();
  console.log(`Lottery RTP over ${periods.toLocaleString('en')} periods per game`);
  for (const gameId of LOTTERY_GAME_IDS) {
    const gameStartedAt = performance.now();
    const tally = await simulateGame(gameId, periods, processes);
    printGame(gameId, periods, tally, (performance.now() - gameStartedAt) / 1_000, processes);
  }
  console.log(`\ntotal ${((performance.now() - startedAt) / 1_000).toFixed(1)} s`);
}

if (process.argv[2] === SHARE_FLAG) process.send?.(simulate(JSON.parse(process.argv[3] ?? '') as Share));
else await main();
