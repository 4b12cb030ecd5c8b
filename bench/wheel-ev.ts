// Invite wheel (issue 15): spins the demo wheel through the real fair-float path (HMAC-SHA256 of a server
// seed over `clientSeed:nonce`, game-math spinWheel) and prints how often each segment came up and the mean
// prize beside the published expected value, with its 99 % interval. A spin costs the player nothing (it is
// earned by a qualified invite), so its "RTP" is its expected value against what the invite cost: the figure
// printed is the prize per spin in units of the wheel (the demo's 1 unit = R$1, $0.20, Rp 2 000).
// Usage: npm run wheel -w @casino/bench [-- spins]
import { randomHex, spinWheel, wheelExpectedValue } from '@casino/game-math';

const SPINS = Number(process.argv[2] ?? 1_000_000);
const Z_99 = 2.576;
/** The demo wheel (apps/server/src/modules/rewards/demo-rewards.ts): [weight, prize in units]. */
const SEGMENTS = [
  { weight: 40, amount: 0 },
  { weight: 25, amount: 1 },
  { weight: 20, amount: 2 },
  { weight: 10, amount: 5 },
  { weight: 4, amount: 10 },
  { weight: 1, amount: 50 },
];

const weights = SEGMENTS.map((segment) => segment.weight);
const counts = SEGMENTS.map(() => 0);
let sum = 0;
let sumSquares = 0;
// A new committed seed every 1 000 spins, as players rotate theirs.
let serverSeed = randomHex(32);
const started = performance.now();
for (let nonce = 0; nonce < SPINS; nonce++) {
  if (nonce % 1_000 === 0) serverSeed = randomHex(32);
  const segment = spinWheel({ serverSeed, clientSeed: 'bench', nonce }, weights);
  const prize = SEGMENTS[segment]?.amount ?? 0;
  counts[segment] = (counts[segment] ?? 0) + 1;
  sum += prize;
  sumSquares += prize * prize;
}
const mean = sum / SPINS;
const deviation = Math.sqrt(sumSquares / SPINS - mean * mean);
const half = (Z_99 * deviation) / Math.sqrt(SPINS);
const total = weights.reduce((a, b) => a + b, 0);
console.log(
  `invite wheel: ${SPINS.toLocaleString('en')} spins in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log('segment  weight  prize  expected share  observed share');
SEGMENTS.forEach((segment, index) =>
  console.log(
    `${String(index).padStart(7)}  ${String(segment.weight).padStart(6)}  ${String(segment.amount).padStart(5)}  ${((segment.weight / total) * 100).toFixed(2).padStart(13)} %  ${(((counts[index] ?? 0) / SPINS) * 100).toFixed(2).padStart(13)} %`,
  ),
);
console.log(
  `expected value ${wheelExpectedValue(SEGMENTS).toFixed(4)} units per spin; observed ${mean.toFixed(4)} ± ${half.toFixed(4)} (99 %)`,
);
