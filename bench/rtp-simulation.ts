// RTP simulation (issue 6): plays millions of rounds of every single-player game through the very
// engines of @casino/game-math, with players who cash out at different points, and prints the observed
// return to player with its 99 % confidence interval beside the declared one. The strategies come from
// the game manifests (every choice value, each whole-number option at its minimum, default and maximum,
// and cash-out points along the round), so a new game is simulated without an entry here. The engines'
// outcomes are fed uniform floats from a fast seeded generator (xoshiro128**); that the fair floats
// themselves are uniform is tested in game-math. Usage: npm run rtp -w @casino/bench [-- roundsPerGame]
import {
  ratioToNumber,
  SINGLE_PLAYER_GAMES,
  type GameEngine,
  type OptionSpec,
  type OptionSpecs,
} from '@casino/game-math';

const ROUNDS_PER_GAME = Number(process.argv[2] ?? 10_000_000);
const Z_99 = 2.576;
/** Spots a move is tried at: the widest row is mines' 25 tiles (the play call allows spots 0–24). */
const SPOTS = 25;
/**
 * The deepest cash-out simulated is the last step reached in at least 1 % of rounds: rarer ones are hit
 * too seldom for the sampled variance, and so the interval, to mean anything.
 */
const MIN_REACH = 0.01;
/** Deals tried to find how far a round can go. */
const LUCKY_DEALS = 1_000;

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
        multiplier = ratioToNumber(engine.multiplier(state, engine.rtpBasisPoints));
        break;
      }
      // The player's pick does not change the odds; a random one exercises every spot.
      const moved = engine.play(state, Math.floor(random() * SPOTS));
      const retry = moved.ok ? moved : engine.play(state, firstLegalSpot(engine, state));
      if (!retry.ok) throw new Error(`${engine.id}: ${retry.reason}`);
      state = retry.value.state;
      if (retry.value.result === 'lost') break;
      if (retry.value.result === 'completed') {
        multiplier = ratioToNumber(engine.multiplier(state, engine.rtpBasisPoints));
        break;
      }
    }
    sum += multiplier;
    sumOfSquares += multiplier * multiplier;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, sumOfSquares / rounds - mean * mean);
  return {
    label: `${engine.id} ${strategy.label}`,
    rounds,
    mean,
    halfWidth: (Z_99 * Math.sqrt(variance)) / Math.sqrt(rounds),
    // Scratch pays from its tier tables, each published at exactly the declared RTP (tested in game-math).
    declared: engine.rtpBasisPoints / 10_000,
    millisecondsPerMillion: ((performance.now() - startedAt) / rounds) * 1_000_000,
  };
}

/** The first spot the engine accepts (a tile not yet opened, a column inside the row). */
function firstLegalSpot(engine: GameEngine<unknown, unknown>, state: unknown): number {
  for (let spot = 0; spot < SPOTS; spot += 1) if (engine.play(state, spot).ok) return spot;
  return 0;
}

type OptionValues = Record<string, number | string>;

/** The values an option is simulated at: every choice; a whole number's minimum, default and maximum. */
function simulatedValues(spec: OptionSpec): (number | string)[] {
  return spec.kind === 'choice' ? [...spec.values] : [...new Set([spec.min, spec.default, spec.max])];
}

/** Every combination of the options' simulated values (one empty set for a game without options). */
function optionSets(options: OptionSpecs): OptionValues[] {
  return Object.entries(options).reduce<OptionValues[]>(
    (sets, [name, spec]) =>
      sets.flatMap((set) => simulatedValues(spec).map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}

/** A move that survives the row, tried spot by spot; undefined when every spot loses (a chance row hit). */
function survivingMove(engine: GameEngine<unknown, unknown>, state: unknown) {
  for (let spot = 0; spot < SPOTS; spot += 1) {
    const moved = engine.play(state, spot);
    if (moved.ok && moved.value.result !== 'lost') return moved.value;
  }
  return undefined;
}

/**
 * The chance of surviving each step of a round, from the multipliers of a lucky round (always taking a
 * safe spot): a fair multiplier is RTP / chance, so chance = RTP / multiplier. Chance rows cannot be
 * chosen, so deals are tried until one round is played to its end; a step no deal reached is rarer than
 * MIN_REACH (one reached in 1 % of rounds is missed by all LUCKY_DEALS with odds of 1 in 23 000).
 */
function stepReach(engine: GameEngine<unknown, unknown>, params: unknown, random: () => number) {
  const rtp = engine.rtpBasisPoints / 10_000;
  let longest: number[] = [];
  for (let deal = 0; deal < LUCKY_DEALS; deal += 1) {
    const floats = Array.from({ length: engine.floatCount(params) }, random);
    let state = engine.start(params, floats);
    const reach: number[] = [];
    for (let move = survivingMove(engine, state); move; move = survivingMove(engine, state)) {
      state = move.state;
      reach.push(rtp / ratioToNumber(engine.multiplier(state, engine.rtpBasisPoints)));
      if (move.result === 'completed') return { reach, complete: true };
    }
    if (reach.length > longest.length) longest = reach;
  }
  return { reach: longest, complete: false };
}

/**
 * A game's strategies from its manifest: each option set, played to the end, or (for a game with a
 * cash-out) cashed out after the first step, halfway, and at the deepest step reached often enough.
 */
function strategiesOf(engine: GameEngine<unknown, unknown>, random: () => number): Strategy[] {
  return optionSets(engine.options).flatMap((params) => {
    const named = Object.entries(params).map(([name, value]) => `${name}=${value}`);
    const label = (rest: string) => [...named, rest].filter((part) => part !== '').join(', ');
    const parsed = engine.parseParams(params);
    if (!parsed.ok) throw new Error(`${engine.id} ${label('')}: ${parsed.reason}`);
    if (!engine.cashOut) return [{ label: label(''), params, cashOutAfter: Infinity }];
    const { reach, complete } = stepReach(engine, parsed.value, random);
    const deepest = Math.max(1, reach.filter((chance) => chance >= MIN_REACH).length);
    return [...new Set([1, Math.ceil(deepest / 2), deepest])].map((after) =>
      complete && after === reach.length
        ? { label: label('to the end'), params, cashOutAfter: Infinity }
        : { label: label(`cash out after ${after}`), params, cashOutAfter: after },
    );
  });
}

const STRATEGIES = SINGLE_PLAYER_GAMES.map((engine: GameEngine<unknown, unknown>) => ({
  engine,
  strategies: strategiesOf(engine, generator(0)),
}));
const LABEL_WIDTH = Math.max(
  'game / strategy'.length,
  ...STRATEGIES.flatMap(({ engine, strategies }) =>
    strategies.map((strategy) => `${engine.id} ${strategy.label}`.length),
  ),
);

const percent = (value: number) => `${(value * 100).toFixed(3)} %`;
console.log(
  `RTP simulation: ${ROUNDS_PER_GAME.toLocaleString('en')} rounds per game, 99 % confidence intervals\n`,
);
console.log(
  [
    'game / strategy'.padEnd(LABEL_WIDTH),
    'rounds'.padStart(12),
    'observed'.padStart(11),
    '99 % CI'.padStart(24),
    'declared'.padStart(10),
    'inside'.padStart(7),
  ].join(' '),
);
let seed = 1;
const totals: { game: string; rounds: number }[] = [];
for (const { engine, strategies } of STRATEGIES) {
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
        outcome.label.padEnd(LABEL_WIDTH),
        outcome.rounds.toLocaleString('en').padStart(12),
        percent(outcome.mean).padStart(11),
        `${percent(low)} – ${percent(high)}`.padStart(24),
        percent(outcome.declared).padStart(10),
        (inside ? 'yes' : 'NO').padStart(7),
      ].join(' '),
    );
  }
  totals.push({ game: engine.id, rounds: gameRounds });
}
console.log(
  `\nrounds simulated: ${totals.map((total) => `${total.game} ${total.rounds.toLocaleString('en')}`).join(', ')}`,
);
