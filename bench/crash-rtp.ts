// Crash RTP over a hash chain (issue 7): builds a real chain of N SHA-256 hashes (default 10 million),
// plays it backwards as the server does, and for several auto cash-out targets prints the observed
// return to player with its 99 % confidence interval beside the declared RTP, plus the distribution
// of crash points. Usage: npm run crash-rtp -w @casino/bench [-- rounds]
import { crashPointHundredths, CURRENT_CRASH_SCHEME, nextChainHash, randomHex } from '@casino/game-math';

const ROUNDS = Number(process.argv[2] ?? 10_000_000);
const RTP_BASIS_POINTS = 9_700;
const TARGETS = [101, 150, 200, 500, 1_000, 10_000];
const Z_99 = 2.576;

const salt = randomHex(16);
const startedAt = performance.now();
// The chain is walked forwards from its seed; the server plays it backwards. Each round's outcome
// depends only on its own hash, so the order does not change the statistics.
let hash = randomHex(32);
const wins = TARGETS.map(() => 0);
let instant = 0;
let highest = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  hash = nextChainHash(hash);
  const point = crashPointHundredths(hash, salt, RTP_BASIS_POINTS, CURRENT_CRASH_SCHEME);
  if (point === 100) instant += 1;
  if (point > highest) highest = point;
  for (const [index, target] of TARGETS.entries()) if (point >= target) wins[index] = (wins[index] ?? 0) + 1;
}
const seconds = (performance.now() - startedAt) / 1_000;

console.log(`Crash RTP over a chain of ${ROUNDS.toLocaleString('en')} hashes (${seconds.toFixed(1)} s)\n`);
console.log(
  [
    'auto cash-out'.padEnd(14),
    'observed RTP'.padStart(13),
    '99 % CI'.padStart(24),
    'declared'.padStart(9),
  ].join(' '),
);
for (const [index, target] of TARGETS.entries()) {
  const p = (wins[index] ?? 0) / ROUNDS;
  const multiplier = target / 100;
  const mean = p * multiplier;
  const halfWidth = (Z_99 * multiplier * Math.sqrt(p * (1 - p))) / Math.sqrt(ROUNDS);
  console.log(
    [
      `${multiplier.toFixed(2)}x`.padEnd(14),
      `${(mean * 100).toFixed(3)} %`.padStart(13),
      `${((mean - halfWidth) * 100).toFixed(3)} – ${((mean + halfWidth) * 100).toFixed(3)} %`.padStart(24),
      `${(RTP_BASIS_POINTS / 100).toFixed(3)} %`.padStart(9),
    ].join(' '),
  );
}
console.log(
  `\ninstant crashes (1.00x): ${((instant / ROUNDS) * 100).toFixed(3)} % (expected ${((1 - 0.97 / 1.01) * 100).toFixed(3)} %)`,
);
console.log(`highest crash point: ${(highest / 100).toLocaleString('en')}x`);
