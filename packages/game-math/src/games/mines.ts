import { fairDraw } from '../fairness/seeds.ts';
import { parsed, refused, type EngineCore } from './engine.ts';
import { defineGame, intOption } from './manifest.ts';
import { choose, ratio, rtpRatio, times } from './ratio.ts';

/** Mines: a 5×5 field hides 1–24 mines; each safe tile raises the cash-out to RTP·C(25,k)/C(25−m,k). */
export const MINES_TILES = 25;

export interface MinesState {
  params: { mines: number };
  mineTiles: number[];
  revealed: number[];
  lost: boolean;
}

export function minesMultiplier(mines: number, safeRevealed: number, rtpBasisPoints: number) {
  return times(
    rtpRatio(rtpBasisPoints),
    ratio(choose(MINES_TILES, safeRevealed), choose(MINES_TILES - mines, safeRevealed)),
  );
}

export const mines = defineGame({
  id: 'mines',
  options: { mines: intOption(1, MINES_TILES - 1, 3) },
  cashOut: true,
  move: { call: 'play', unit: 'tile' },
  rules: {
    floatCount: ({ mines: count }) => count,
    start: (params, floats) => ({
      params,
      mineTiles: fairDraw(floats, MINES_TILES, params.mines).sort((a, b) => a - b),
      revealed: [],
      lost: false,
    }),
    play(state, tile) {
      if (state.lost || state.revealed.length === MINES_TILES - state.params.mines) {
        return refused('MOVE_INVALID', 'ROUND_FINISHED');
      }
      if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES)
        return refused('MOVE_INVALID', 'SPOT_INVALID');
      if (state.revealed.includes(tile)) return refused('MOVE_INVALID', 'TILE_ALREADY_OPEN');
      const revealed = [...state.revealed, tile];
      const lost = state.mineTiles.includes(tile);
      const cleared = revealed.length === MINES_TILES - state.params.mines;
      return parsed({
        state: { ...state, revealed, lost },
        result: lost ? 'lost' : cleared ? 'completed' : 'continue',
      });
    },
    steps: (state) => (state.lost ? state.revealed.length - 1 : state.revealed.length),
    multiplier: (state, rtpBasisPoints) =>
      state.lost ? ratio(0n, 1n) : minesMultiplier(state.params.mines, state.revealed.length, rtpBasisPoints),
    nextMultiplier: (state, rtpBasisPoints) =>
      state.lost || state.revealed.length >= MINES_TILES - state.params.mines
        ? null
        : minesMultiplier(state.params.mines, state.revealed.length + 1, rtpBasisPoints),
    view: (state, finished) => ({
      params: state.params,
      revealed: state.revealed,
      lost: state.lost,
      ...(finished ? { mineTiles: state.mineTiles } : {}),
    }),
  } satisfies EngineCore<{ mines: number }, MinesState>,
});
