import {
  ENGINES,
  fairFloats,
  sha256Hex,
  SCRATCH_TIERS,
  type LadderRow,
  type LadderState,
  type MinesState,
  type ScratchPrize,
  type ScratchState,
  type SinglePlayerGameId,
} from '@casino/game-math';

/** What the player types or picks from a past bet: the seed pair, the nonce, the game and its options. */
export interface VerifyInput {
  gameId: SinglePlayerGameId;
  serverSeed: string;
  /** The hash committed before the bet; the check is skipped when empty. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The round's options (mines count, difficulty, tier, balls, levels) as the bet carried them. */
  options: Record<string, unknown>;
}

/** A round's hidden outcome as dealt, in the terms each board shows. */
export type RecomputedOutcome =
  | { kind: 'mines'; mineTiles: number[] }
  | { kind: 'ladder'; rows: LadderRow[]; safeSpots: number[][] }
  | { kind: 'scratch'; cells: string[]; prize: ScratchPrize | null };

/** The verifier's answer. */
export type VerifyResult =
  | { ok: false; error: 'FAIRNESS_SEED_REQUIRED' | 'FAIRNESS_OPTIONS_INVALID' }
  | {
      ok: true;
      /** SHA-256 of the server seed as typed. */
      computedHash: string;
      /** Whether it is the committed hash; null when no hash was given. */
      hashMatches: boolean | null;
      outcome: RecomputedOutcome;
    };

/**
 * Recomputes a round's outcome in the browser with the same engine the server ran (DESIGN §4), and checks
 * the revealed server seed against the hash committed before the bet.
 */
export function recomputeOutcome(input: VerifyInput): VerifyResult {
  const serverSeed = input.serverSeed.trim();
  if (serverSeed === '' || input.clientSeed === '' || !Number.isInteger(input.nonce) || input.nonce < 0) {
    return { ok: false, error: 'FAIRNESS_SEED_REQUIRED' };
  }
  const engine = ENGINES[input.gameId];
  const params = engine?.parseParams(input.options);
  if (!engine || !params?.ok) return { ok: false, error: 'FAIRNESS_OPTIONS_INVALID' };
  const floats = fairFloats(
    { serverSeed, clientSeed: input.clientSeed, nonce: input.nonce },
    engine.floatCount(params.value),
  );
  const state = engine.start(params.value, floats);
  const computedHash = sha256Hex(serverSeed);
  const committed = input.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    computedHash,
    hashMatches: committed === '' ? null : committed === computedHash,
    outcome: outcomeOf(input.gameId, state),
  };
}

function outcomeOf(gameId: SinglePlayerGameId, state: unknown): RecomputedOutcome {
  if (gameId === 'mines') return { kind: 'mines', mineTiles: (state as MinesState).mineTiles };
  if (gameId === 'scratch') {
    const scratch = state as ScratchState;
    const table: readonly ScratchPrize[] = SCRATCH_TIERS[scratch.params.tier];
    return { kind: 'scratch', cells: scratch.cells, prize: table[scratch.prize] ?? null };
  }
  const ladder = state as LadderState<unknown>;
  return { kind: 'ladder', rows: ladder.rows, safeSpots: ladder.safeSpots };
}

/**
 * Whether a recomputed outcome is the one a finished bet shows (its state once the round is over: the mine
 * tiles, every row's safe spots, or the scratched cells). Null when the bet does not show its outcome.
 */
export function matchesRecordedOutcome(
  outcome: RecomputedOutcome,
  recorded: Record<string, unknown>,
): boolean | null {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (outcome.kind === 'mines')
    return recorded.mineTiles === undefined ? null : same(outcome.mineTiles, recorded.mineTiles);
  if (outcome.kind === 'scratch')
    return recorded.cells === undefined ? null : same(outcome.cells, recorded.cells);
  const shown = recorded.safeSpots;
  if (!Array.isArray(shown) || shown.length < outcome.safeSpots.length) return null;
  return same(outcome.safeSpots, shown);
}
