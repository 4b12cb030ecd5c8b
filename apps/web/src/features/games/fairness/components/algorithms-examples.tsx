import {
  CRASH_SCHEMES,
  FLOATS_PER_ROUND,
  LOTTERY_GAME_IDS,
  LOTTERY_GAMES,
  PER_MILLION,
  SCRATCH_CELLS,
  SCRATCH_SYMBOLS,
  SCRATCH_TIERS,
  commitServerSeed,
  crashFloat,
  crashPointHundredths,
  drawLotteryOutcome,
  fairFloats,
  hmacSha256Hex,
  kangaroo,
  ladderPayTable,
  lotteryBetsDigest,
  lotteryPeriodLabel,
  maxPaidHundredths,
  mines,
  minesMultiplier,
  nextChainHash,
  scratch,
  scratchPrizeOf,
  spinWheel,
  tower,
  type LotteryDigestBet,
  type Ratio,
  type ScratchPrize,
  type ScratchTier,
  type SeedPair,
} from '@casino/game-math';

/**
 * The worked examples of the fairness page's algorithms section, computed here by the games' own code
 * (@casino/game-math) from fixed inputs, so that an example can never disagree with a game. The step by
 * step traces (which float picked what) are recomputed beside the engine's result; the section's test
 * checks that each trace ends where the engine does.
 */

/** The example's seeds: a fixed server seed (64 hex digits, used as text), client seed and nonce. */
export const EXAMPLE_SEEDS: SeedPair = {
  serverSeed: '3b2f7a9c41d8e6f0a5c2b7d94e1f0836c5a7e2d9b4f1c8a3e6d0b5f2a9c7e148',
  clientSeed: 'example',
  nonce: 0,
};

/**
 * The randomness of drand quicknet round 42 (SHA-256 of its published signature; game-math's
 * beacon-vectors), standing in for a beacon round's randomness in the lottery and crash examples.
 */
export const EXAMPLE_BEACON_ROUND = 42;
export const EXAMPLE_BEACON_RANDOMNESS = '8ada64bae5c6c0f5540a6a13af56e663240edfbd2c76ac6a8f27671eb7259ce3';

const TWO_POW_32 = 2 ** 32;
const TWO_POW_52 = 2 ** 52;

/** One float of a bet as an auditor recomputes it: where its 4 bytes are and what they make. */
export interface FloatStep {
  /** 0-based position among the bet's floats. */
  index: number;
  /** The HMAC round the bytes come from, and the message it was computed over. */
  round: number;
  /** The 4 bytes, hex, in order b0 b1 b2 b3. */
  bytes: string[];
  /** The same 4 bytes read as one big-endian unsigned 32-bit integer. */
  u32: number;
  /** u32 / 2^32, exactly = b0/256 + b1/256² + b2/256³ + b3/256⁴ (what fairFloats returned). */
  float: number;
}

/** The message of HMAC round `round` for a seed pair. */
export const messageOf = (seeds: SeedPair, round: number) => `${seeds.clientSeed}:${seeds.nonce}:${round}`;

/** The HMAC of one round, hex. */
export const roundHmac = (seeds: SeedPair, round: number) =>
  hmacSha256Hex(seeds.serverSeed, messageOf(seeds, round));

/** The first `count` floats of a bet with their bytes, from fairFloats and the rounds' HMACs. */
export function floatSteps(seeds: SeedPair, count: number): FloatStep[] {
  const floats = fairFloats(seeds, count);
  const hmacs = new Map<number, string>();
  return floats.map((float, index) => {
    const round = Math.floor(index / FLOATS_PER_ROUND);
    const hex = hmacs.get(round) ?? roundHmac(seeds, round);
    hmacs.set(round, hex);
    const at = (index % FLOATS_PER_ROUND) * 8;
    const bytes = [0, 2, 4, 6].map((offset) => hex.slice(at + offset, at + offset + 2));
    return { index, round, bytes, u32: float * TWO_POW_32, float };
  });
}

/** One step of a draw without replacement: the float, how many items were left, the index and the item. */
export interface DrawStep {
  float: number;
  /** The items still left, in ascending order, before this step. */
  left: number[];
  /** floor(float · left.length). */
  at: number;
  item: number;
}

/** The Fisher–Yates draw of fairDraw, step by step (the section's test compares it with fairDraw). */
export function drawTrace(floats: readonly number[], size: number, pick: number): DrawStep[] {
  const left = Array.from({ length: size }, (_, item) => item);
  return floats.slice(0, pick).map((float) => {
    const before = [...left];
    const at = Math.floor(float * left.length);
    const [item = -1] = left.splice(at, 1);
    return { float, left: before, at, item };
  });
}

/** A multiplier as an exact fraction in lowest terms, and as players see it (floored to hundredths). */
export interface ShownRatio {
  num: bigint;
  den: bigint;
  /** floor(100 · num / den): the multiplier in hundredths. */
  hundredths: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function shownRatio(value: Ratio): ShownRatio {
  const divisor = gcd(value.num, value.den) || 1n;
  return {
    num: value.num / divisor,
    den: value.den / divisor,
    hundredths: (value.num * 100n) / value.den,
  };
}

/** Hundredths written as a multiplier: 1234 → "12.34". */
export const hundredthsText = (hundredths: bigint | number) => {
  const value = BigInt(hundredths);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
};

/** Basis points written as a percent: 9700 → "97", 9725 → "97.25". */
export const percentOfBasisPoints = (basisPoints: number) => String(basisPoints / 100);

/** Mines with 3 mines: the draw, the sorted mines and the first cash-out multipliers. */
export function minesExample(seeds: SeedPair = EXAMPLE_SEEDS, count = 3) {
  const params = { mines: count };
  const floats = floatSteps(seeds, mines.floatCount(params));
  const state = mines.start(
    params,
    floats.map((step) => step.float),
  );
  const trace = drawTrace(
    floats.map((step) => step.float),
    25,
    count,
  );
  const rtp = mines.rtpBasisPoints;
  const multipliers = [1, 2, 3].map((safe) => ({
    safe,
    multiplier: shownRatio(minesMultiplier(count, safe, rtp)),
  }));
  return { params, floats, trace, mineTiles: state.mineTiles, rtp, multipliers };
}

/** Tower on medium: each floor's floats, its draw and its safe columns, and the pay table. */
export function towerExample(seeds: SeedPair = EXAMPLE_SEEDS) {
  const params = { difficulty: 'medium' as const };
  const floats = floatSteps(seeds, tower.floatCount(params));
  const state = tower.start(
    params,
    floats.map((step) => step.float),
  );
  let offset = 0;
  const rows = state.rows.map((row, index) => {
    const used = floats.slice(offset, offset + row.safe);
    offset += row.safe;
    return {
      index,
      row,
      floats: used,
      trace: drawTrace(
        used.map((step) => step.float),
        row.size,
        row.safe,
      ),
      safeSpots: state.safeSpots[index] ?? [],
    };
  });
  const payTable = ladderPayTable(state.rows, tower.rtpBasisPoints).map(shownRatio);
  return { params, rows, payTable, rtp: tower.rtpBasisPoints };
}

/** Kangaroo on medium: one float per lane, crossed when floor(float · size) < safe. */
export function kangarooExample(seeds: SeedPair = EXAMPLE_SEEDS) {
  const params = { difficulty: 'medium' as const };
  const floats = floatSteps(seeds, kangaroo.floatCount(params));
  const state = kangaroo.start(
    params,
    floats.map((step) => step.float),
  );
  const lanes = state.rows.map((row, index) => {
    const float = floats[index]?.float ?? 0;
    const value = Math.floor(float * row.size);
    return { index, row, float, value, crossed: (state.safeSpots[index] ?? []).length > 0 };
  });
  return { params, lanes };
}

/** A tier's table with each prize's range of floor(float · 1 000 000), and its exact RTP. */
export function scratchTable(tier: ScratchTier) {
  const table: readonly ScratchPrize[] = SCRATCH_TIERS[tier];
  let from = 0;
  const prizes = table.map((prize) => {
    const range = { from, to: from + prize.perMillion };
    from += prize.perMillion;
    return { ...prize, ...range };
  });
  /** Σ perMillion · multiplier: the RTP is this over 1 000 000, exactly. */
  const paidPerMillion = table.reduce((sum, prize) => sum + prize.perMillion * prize.multiplier, 0);
  return { prizes, noPrize: { from, to: PER_MILLION }, paidPerMillion };
}

/** One empty cell of a ticket being dealt: the symbols it may take, the float and the one it took. */
export interface CellStep {
  cell: number;
  open: string[];
  floatIndex: number;
  float: number;
  at: number;
  symbol: string;
}

/** The deal of scratch.ts, step by step (the section's test compares the cells with scratch.start). */
export function dealTrace(winner: string | undefined, floats: readonly number[]) {
  const cells: (string | undefined)[] = Array.from({ length: SCRATCH_CELLS });
  const counts = new Map<string, number>();
  const placement = winner ? drawTrace(floats.slice(1, 4), SCRATCH_CELLS, 3) : [];
  for (const step of placement) cells[step.item] = winner;
  if (winner) counts.set(winner, 3);
  const steps: CellStep[] = [];
  let next = 4;
  for (let cell = 0; cell < SCRATCH_CELLS; cell += 1) {
    if (cells[cell]) continue;
    const open = SCRATCH_SYMBOLS.filter((symbol) => symbol !== winner && (counts.get(symbol) ?? 0) < 2);
    const float = floats[next] ?? 0;
    const at = Math.floor(float * open.length);
    const symbol = open[at] ?? '';
    steps.push({ cell, open, floatIndex: next, float, at, symbol });
    next += 1;
    cells[cell] = symbol;
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  return { placement, steps, cells: cells.map((cell) => cell ?? '') };
}

/**
 * A classic ticket that wins, so that every step shows: the first nonce from the example's whose prize
 * float falls in a prize's range (about one ticket in two does).
 */
export function scratchExample(seeds: SeedPair = EXAMPLE_SEEDS, tier: ScratchTier = 'classic') {
  const params = { tier };
  let nonce = seeds.nonce;
  const floatsAt = (at: number) => floatSteps({ ...seeds, nonce: at }, scratch.floatCount(params));
  while (scratchPrizeOf(tier, floatsAt(nonce)[0]?.float ?? 0) < 0) nonce += 1;
  const floats = floatsAt(nonce);
  const values = floats.map((step) => step.float);
  const state = scratch.start(params, values);
  const table: readonly ScratchPrize[] = SCRATCH_TIERS[tier];
  const prize = table[state.prize];
  return {
    tier,
    nonce,
    floats,
    draw: Math.floor((values[0] ?? 0) * PER_MILLION),
    prize,
    deal: dealTrace(prize?.symbol, values),
    cells: state.cells,
  };
}

/** An invite wheel's example weights, in the order they are published (segment 1 first). */
export const EXAMPLE_WHEEL_WEIGHTS = [40, 30, 15, 10, 4, 1] as const;

/** The wheel: the first float, the target and the walk through the weights. */
export function wheelExample(
  seeds: SeedPair = EXAMPLE_SEEDS,
  weights: readonly number[] = EXAMPLE_WHEEL_WEIGHTS,
) {
  const [first] = floatSteps(seeds, 1);
  const float = first?.float ?? 0;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const target = Math.floor(float * total);
  const walk: { index: number; weight: number; remaining: number; lands: boolean }[] = [];
  let remaining = target;
  for (const [index, weight] of weights.entries()) {
    const lands = remaining < weight;
    walk.push({ index, weight, remaining, lands });
    if (lands) break;
    remaining -= weight;
  }
  return { first, weights, total, target, walk, segment: spinWheel(seeds, weights) };
}

/** Two accepted bets of a Win Go period, listed out of order to show the sort by id. */
export const EXAMPLE_LOTTERY_BETS: readonly LotteryDigestBet[] = [
  { id: 1042, kind: 'number', pick: [7], amountMinor: '1000' },
  { id: 1041, kind: 'big', pick: [], amountMinor: '500' },
];
/** A 60-second period's number counted from the Unix epoch (the nonce), not its label. */
export const EXAMPLE_PERIOD = { number: 29_500_000, seconds: 60 };

/** The lottery: the bets' digest, the client seed, the floats and each game's faces. */
export function lotteryExample(seeds: SeedPair = EXAMPLE_SEEDS) {
  const lines = [...EXAMPLE_LOTTERY_BETS]
    .sort((left, right) => left.id - right.id)
    .map((bet) => `${bet.id}:${bet.kind}:${bet.pick.join(',')}:${bet.amountMinor}`);
  const digest = lotteryBetsDigest(EXAMPLE_LOTTERY_BETS);
  const clientSeed = `${digest}:${EXAMPLE_BEACON_RANDOMNESS}`;
  const drawSeeds = { serverSeed: seeds.serverSeed, clientSeed, nonce: EXAMPLE_PERIOD.number };
  const longest = Math.max(...LOTTERY_GAME_IDS.map((id) => LOTTERY_GAMES[id].outcomeLength));
  const floats = floatSteps(drawSeeds, longest);
  const games = LOTTERY_GAME_IDS.map((id) => {
    const game = LOTTERY_GAMES[id];
    return {
      id,
      name: game.name,
      faceMin: game.faceMin,
      faceMax: game.faceMax,
      outcomeLength: game.outcomeLength,
      feeBasisPoints: game.feeBasisPoints,
      faces: drawLotteryOutcome(
        id,
        seeds.serverSeed,
        digest,
        EXAMPLE_PERIOD.number,
        EXAMPLE_BEACON_RANDOMNESS,
      ),
    };
  });
  const numberBet = { kind: 'number', pick: [7] };
  const nominal =
    LOTTERY_GAMES.wingo.kinds.find((kind) => kind.kind === numberBet.kind)?.nominalHundredths ?? 0;
  return {
    lines,
    digest,
    emptyDigest: lotteryBetsDigest([]),
    clientSeed,
    drawSeeds,
    label: lotteryPeriodLabel(EXAMPLE_PERIOD.number, EXAMPLE_PERIOD.seconds),
    floats,
    games,
    fee: {
      nominal,
      feeBasisPoints: LOTTERY_GAMES.wingo.feeBasisPoints,
      paid: maxPaidHundredths('wingo', numberBet),
    },
  };
}

/** A round hash of a crash chain (any 64 hex digits make one), for the example. */
export const EXAMPLE_CRASH_HASH = '5f0c9d2e7a41b836f2e9c4a1d07b58e3a6c1f9d4b2e7085a3c6f1d9e4b7a2c05';

/** The crash example: X from the first 52 bits and the crash point at 99 % and 97 %. */
export function crashExample(hash = EXAMPLE_CRASH_HASH, salt = EXAMPLE_BEACON_RANDOMNESS) {
  const scheme = CRASH_SCHEMES.BUSTABIT_V2;
  const x = crashFloat(hash, salt, scheme);
  const bits = x * TWO_POW_52;
  const points = [9_900, 9_700].map((rtp) => ({
    rtp,
    quotient: rtp / 100 / (1 - x),
    hundredths: crashPointHundredths(hash, salt, rtp, scheme),
  }));
  return {
    hash,
    salt,
    previous: nextChainHash(hash),
    bitsHex: bits.toString(16).padStart(13, '0'),
    bits,
    x,
    points,
  };
}

/** The seeds entry's example: the commitment, the rounds' messages and HMACs and the first floats. */
export function seedsExample(seeds: SeedPair = EXAMPLE_SEEDS) {
  return {
    seeds,
    commitment: commitServerSeed(seeds.serverSeed),
    rounds: [0, 1].map((round) => ({
      round,
      message: messageOf(seeds, round),
      hmac: roundHmac(seeds, round),
    })),
    floats: floatSteps(seeds, FLOATS_PER_ROUND + 2),
  };
}

/**
 * The beacon's scheme and hash-to-curve tag, as the rule states them before the beacon module (which holds
 * the BLS code) is loaded; the section's test checks them against BEACON_SCHEME and BEACON_DST.
 */
export const BEACON_EXAMPLE_SCHEME = 'bls-unchained-g1-rfc9380';
export const BEACON_EXAMPLE_TAG = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
