import { fairDraw } from '../fairness/seeds.ts';
import { parsed, refused, type EngineCore } from './engine.ts';
import { choiceOption, defineGame } from './manifest.ts';
import { ratio, type Ratio } from './ratio.ts';

/**
 * Scratch: a ticket of nine cells; three equal symbols win that symbol's prize. Each tier publishes its
 * prize table (chance per million and multiplier); its RTP is exactly Σ chance·multiplier (97 %).
 * The prize is drawn with the first float, then the grid is dealt to show it.
 */
export const SCRATCH_CELLS = 9;
export const SCRATCH_SYMBOLS = ['cherry', 'bell', 'clover', 'horseshoe', 'diamond', 'seven'] as const;
export const PER_MILLION = 1_000_000;

export interface ScratchPrize {
  symbol: (typeof SCRATCH_SYMBOLS)[number];
  multiplier: number;
  perMillion: number;
}

export const SCRATCH_TIERS = {
  classic: [
    { symbol: 'cherry', multiplier: 1, perMillion: 300_000 },
    { symbol: 'bell', multiplier: 2, perMillion: 150_000 },
    { symbol: 'clover', multiplier: 5, perMillion: 30_000 },
    { symbol: 'horseshoe', multiplier: 10, perMillion: 10_000 },
    { symbol: 'diamond', multiplier: 50, perMillion: 1_600 },
    { symbol: 'seven', multiplier: 100, perMillion: 400 },
  ],
  lucky: [
    { symbol: 'cherry', multiplier: 1, perMillion: 100_000 },
    { symbol: 'bell', multiplier: 3, perMillion: 80_000 },
    { symbol: 'clover', multiplier: 10, perMillion: 20_000 },
    { symbol: 'horseshoe', multiplier: 50, perMillion: 3_000 },
    { symbol: 'diamond', multiplier: 200, perMillion: 800 },
    { symbol: 'seven', multiplier: 1_000, perMillion: 120 },
  ],
  jackpot: [
    { symbol: 'cherry', multiplier: 2, perMillion: 150_000 },
    { symbol: 'bell', multiplier: 20, perMillion: 10_000 },
    { symbol: 'clover', multiplier: 100, perMillion: 2_000 },
    { symbol: 'horseshoe', multiplier: 1_000, perMillion: 170 },
    { symbol: 'diamond', multiplier: 10_000, perMillion: 10 },
  ],
} as const satisfies Record<string, readonly ScratchPrize[]>;
export type ScratchTier = keyof typeof SCRATCH_TIERS;
const tierNames = Object.keys(SCRATCH_TIERS) as ScratchTier[];

/** A tier's RTP in basis points, from its published table. */
export function scratchTierRtp(tier: ScratchTier): number {
  const table: readonly ScratchPrize[] = SCRATCH_TIERS[tier];
  return table.reduce((sum, prize) => sum + prize.perMillion * prize.multiplier, 0) / (PER_MILLION / 10_000);
}

export interface ScratchState {
  params: { tier: ScratchTier };
  /** Index into the tier's table, or −1 for no prize. */
  prize: number;
  cells: string[];
  revealed: boolean;
}

/** The prize a float in [0,1) draws from a tier's table. */
export function scratchPrizeOf(tier: ScratchTier, float: number): number {
  const table: readonly ScratchPrize[] = SCRATCH_TIERS[tier];
  const draw = Math.floor(float * PER_MILLION);
  let upTo = 0;
  for (const [index, prize] of table.entries()) {
    upTo += prize.perMillion;
    if (draw < upTo) return index;
  }
  return -1;
}

/** Deals the nine cells so that exactly the drawn prize (or nothing) shows three times. */
function dealCells(winner: string | undefined, floats: readonly number[]): string[] {
  const cells: (string | undefined)[] = Array.from({ length: SCRATCH_CELLS });
  const counts = new Map<string, number>();
  if (winner) {
    for (const at of fairDraw(floats.slice(0, 3), SCRATCH_CELLS, 3)) cells[at] = winner;
    counts.set(winner, 3);
  }
  let next = 3;
  for (let at = 0; at < SCRATCH_CELLS; at += 1) {
    if (cells[at]) continue;
    const open = SCRATCH_SYMBOLS.filter((symbol) => symbol !== winner && (counts.get(symbol) ?? 0) < 2);
    const symbol = open[Math.floor((floats[next] ?? 0) * open.length)] ?? SCRATCH_SYMBOLS[0];
    next += 1;
    cells[at] = symbol;
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  return cells.map((cell) => cell ?? SCRATCH_SYMBOLS[0]);
}

export const scratch = defineGame({
  id: 'scratch',
  options: { tier: choiceOption(tierNames, 'classic') },
  cashOut: false,
  move: { call: 'reveal' },
  rules: {
    floatCount: () => 1 + 3 + SCRATCH_CELLS,
    start(params, floats) {
      const prize = scratchPrizeOf(params.tier, floats[0] ?? 0);
      const table: readonly ScratchPrize[] = SCRATCH_TIERS[params.tier];
      return { params, prize, cells: dealCells(table[prize]?.symbol, floats.slice(1)), revealed: false };
    },
    /** The one move: scratch the ticket open (move 0). */
    play(state, move) {
      if (state.revealed) return refused('MOVE_INVALID', 'ROUND_FINISHED');
      if (move !== 0) return refused('MOVE_INVALID', 'SPOT_INVALID');
      return parsed({ state: { ...state, revealed: true }, result: state.prize < 0 ? 'lost' : 'completed' });
    },
    steps: (state) => (state.revealed && state.prize >= 0 ? 1 : 0),
    multiplier(state): Ratio {
      const table: readonly ScratchPrize[] = SCRATCH_TIERS[state.params.tier];
      const prize = table[state.prize];
      return prize ? ratio(BigInt(prize.multiplier), 1n) : ratio(0n, 1n);
    },
    nextMultiplier: () => null,
    view: (state, finished) => ({
      params: state.params,
      revealed: state.revealed,
      ...(finished ? { cells: state.cells, prize: state.prize } : {}),
    }),
  } satisfies EngineCore<{ tier: ScratchTier }, ScratchState>,
});
