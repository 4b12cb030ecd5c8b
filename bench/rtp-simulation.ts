// RTP simulation (issue 6): plays millions of rounds of every single-player game through the very
// engines of @casino/game-math, with players who cash out at different points, and prints the observed
// return to player with its 99 % confidence interval beside the declared one. The engines' outcomes are
// fed uniform floats from a fast seeded generator (xoshiro128**); that the fair floats themselves are
// uniform is tested in game-math. Usage: npm run rtp -w @casino/bench [-- roundsPerGame]
import { ENGINES, ratioToNumber, scratchTierRtp, type GameEngine, type ScratchTier } from '@casino/game-math';

const ROUNDS_PER_GAME = Number(process.argv[2] ?? 10_000_000);
const DECLARED_RTP = 9_700;
const Z_99 = 2.576;

/** xoshiro128**: 32-bit state, fast, good enough for a Monte Carlo of payouts. */
function generator(seed: number) {
  let a = seed ^ 0x9e3779b9;
  let b = seed ^ 0x243f6a88;
  let c = seed ^ 0xb7e15162;
  let d = seed ^ 0x85a308d3;
  const next = () => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result / 4_294_967_296;
  };
  for (let index = 0; index < 16; index += 1) next();
  return next;
}

interface Strategy {
  label: string;
  params: Record<string, unknown>;
  /** Steps after which the player cashes out (Infinity: plays to the end). */
  cashOutAfter: number;
}

interface Outcome {
  label: string;
  rounds: number;
  mean: number;
  halfWidth: number;
  declared: number;
  millisecondsPerMillion: number;
}

function simulate(
  engine: GameEngine<unknown, unknown>,
  strategy: Strategy,
  rounds: number,
  seed: number,
): Outcome {
  const random = generator(seed);
  const parsed = engine.parseParams(strategy.params);
  if (!parsed.ok) throw new Error(`${engine.id} ${strategy.label}: ${parsed.reason}`);
  const params = parsed.value;
  const floatCount = engine.floatCount(params);
  const floats = new Array<number>(floatCount);
  let sum = 0;
  let sumOfSquares = 0;
  const startedAt = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < floatCount; index += 1) floats[index] = random();
    let state = engine.start(params, floats);
    let multiplier = 0;
    for (;;) {
      if (engine.cashOut && engine.steps(state) >= strategy.cashOutAfter) {
        multiplier = ratioToNumber(engine.multiplier(state, DECLARED_RTP));
        break;
      }
      // The player's pick does not change the odds; a random one exercises every spot.
      const moved = engine.play(state, Math.floor(random() * 25));
      const retry = moved.ok ? moved : engine.play(state, firstLegalSpot(engine, state));
      if (!retry.ok) throw new Error(`${engine.id}: ${retry.reason}`);
      state = retry.value.state;
      if (retry.value.result === 'lost') break;
      if (retry.value.result === 'completed') {
        multiplier = ratioToNumber(engine.multiplier(state, DECLARED_RTP));
        break;
      }
    }
    sum += multiplier;
    sumOfSquares += multiplier * multiplier;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, sumOfSquares / rounds - mean * mean);
  const declared =
    engine.id === 'scratch' ? scratchTierRtp((params as { tier: ScratchTier }).tier) : DECLARED_RTP;
  return {
    label: `${engine.id} ${strategy.label}`,
    rounds,
    mean,
    halfWidth: (Z_99 * Math.sqrt(variance)) / Math.sqrt(rounds),
    declared: declared / 10_000,
    millisecondsPerMillion: ((performance.now() - startedAt) / rounds) * 1_000_000,
  };
}

/** The first spot the engine accepts (a tile not yet opened, a column inside the row). */
function firstLegalSpot(engine: GameEngine<unknown, unknown>, state: unknown): number {
  for (let spot = 0; spot < 25; spot += 1) if (engine.play(state, spot).ok) return spot;
  return 0;
}

const STRATEGIES: Record<string, Strategy[]> = {
  mines: [
    { label: '1 mine, cash out after 5', params: { mines: 1 }, cashOutAfter: 5 },
    { label: '3 mines, cash out after 1', params: { mines: 3 }, cashOutAfter: 1 },
    { label: '3 mines, cash out after 6', params: { mines: 3 }, cashOutAfter: 6 },
    { label: '10 mines, cash out after 3', params: { mines: 10 }, cashOutAfter: 3 },
    { label: '24 mines, cash out after 1', params: { mines: 24 }, cashOutAfter: 1 },
  ],
  tower: [
    { label: 'easy, to the top', params: { difficulty: 'easy' }, cashOutAfter: Infinity },
    { label: 'medium, cash out after 3', params: { difficulty: 'medium' }, cashOutAfter: 3 },
    { label: 'hard, cash out after 2', params: { difficulty: 'hard' }, cashOutAfter: 2 },
    { label: 'expert, cash out after 1', params: { difficulty: 'expert' }, cashOutAfter: 1 },
    { label: 'master, cash out after 2', params: { difficulty: 'master' }, cashOutAfter: 2 },
  ],
  stair: [
    { label: 'cash out after 1', params: {}, cashOutAfter: 1 },
    { label: 'cash out after 4', params: {}, cashOutAfter: 4 },
    { label: 'cash out after 7', params: {}, cashOutAfter: 7 },
  ],
  football: [
    { label: 'easy, all 5 kicks', params: { difficulty: 'easy' }, cashOutAfter: Infinity },
    { label: 'medium, cash out after 2', params: { difficulty: 'medium' }, cashOutAfter: 2 },
    { label: 'hard, cash out after 1', params: { difficulty: 'hard' }, cashOutAfter: 1 },
  ],
  kangaroo: [
    { label: 'easy, cash out after 10', params: { difficulty: 'easy' }, cashOutAfter: 10 },
    { label: 'medium, cash out after 5', params: { difficulty: 'medium' }, cashOutAfter: 5 },
    { label: 'hard, cash out after 3', params: { difficulty: 'hard' }, cashOutAfter: 3 },
    { label: 'daredevil, cash out after 2', params: { difficulty: 'daredevil' }, cashOutAfter: 2 },
  ],
  thimbles: [
    { label: '1 ball, 1 level', params: { balls: 1, levels: 1 }, cashOutAfter: Infinity },
    { label: '1 ball, 3 levels', params: { balls: 1, levels: 3 }, cashOutAfter: Infinity },
    { label: '2 balls, 2 levels', params: { balls: 2, levels: 2 }, cashOutAfter: Infinity },
  ],
  scratch: [
    { label: 'classic', params: { tier: 'classic' }, cashOutAfter: Infinity },
    { label: 'lucky', params: { tier: 'lucky' }, cashOutAfter: Infinity },
    { label: 'jackpot', params: { tier: 'jackpot' }, cashOutAfter: Infinity },
  ],
};

const percent = (value: number) => `${(value * 100).toFixed(3)} %`;
console.log(
  `RTP simulation: ${ROUNDS_PER_GAME.toLocaleString('en')} rounds per game, 99 % confidence intervals\n`,
);
console.log(
  [
    'game / strategy'.padEnd(36),
    'rounds'.padStart(12),
    'observed'.padStart(11),
    '99 % CI'.padStart(24),
    'declared'.padStart(10),
    'inside'.padStart(7),
  ].join(' '),
);
let seed = 1;
const totals: { game: string; rounds: number }[] = [];
for (const [gameId, strategies] of Object.entries(STRATEGIES)) {
  const engine = ENGINES[gameId];
  if (!engine) throw new Error(`no engine ${gameId}`);
  const perStrategy = Math.ceil(ROUNDS_PER_GAME / strategies.length);
  let gameRounds = 0;
  for (const strategy of strategies) {
    const outcome = simulate(engine, strategy, perStrategy, (seed += 1));
    gameRounds += outcome.rounds;
    const low = outcome.mean - outcome.halfWidth;
    const high = outcome.mean + outcome.halfWidth;
    const inside = outcome.declared >= low && outcome.declared <= high;
    console.log(
      [
        outcome.label.padEnd(36),
        outcome.rounds.toLocaleString('en').padStart(12),
        percent(outcome.mean).padStart(11),
        `${percent(low)} – ${percent(high)}`.padStart(24),
        percent(outcome.declared).padStart(10),
        (inside ? 'yes' : 'NO').padStart(7),
      ].join(' '),
    );
  }
  totals.push({ game: gameId, rounds: gameRounds });
}
console.log(
  `\nrounds simulated: ${totals.map((total) => `${total.game} ${total.rounds.toLocaleString('en')}`).join(', ')}`,
);
