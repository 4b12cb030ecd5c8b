import { fairDraw } from '../fairness/seeds.ts';
import { type EngineCore, type MoveResult, parsed, refused } from './engine.ts';
import { ONE, ratio, rtpRatio, times, type Ratio } from './ratio.ts';

/**
 * A row the player must cross. `pick` rows: the player chooses one of `size` spots and `safe` of them are
 * safe, drawn without replacement (a tower row, a goal with a keeper, cups with balls). `chance` rows: no
 * choice, the row is survived with probability safe/size from one float (a kangaroo's lane).
 */
export interface LadderRow {
  kind: 'pick' | 'chance';
  size: number;
  safe: number;
}

export interface LadderState<Params> {
  params: Params;
  rows: LadderRow[];
  /** Per row: the safe spots of a pick row, or [0] / [] for a chance row survived / not. */
  safeSpots: number[][];
  picks: number[];
  lost: boolean;
}

/**
 * The engine shared by every game that climbs rows: each survived row multiplies the stake by
 * size/safe, with the declared RTP applied once, so any cash-out point returns the declared RTP.
 */
export function ladderRules<Params>(
  rowsOf: (params: Params) => LadderRow[],
): EngineCore<Params, LadderState<Params>> {
  const definition = { rows: rowsOf };
  const floatsOfRow = (row: LadderRow) => (row.kind === 'pick' ? row.safe : 1);
  return {
    floatCount: (params) => definition.rows(params).reduce((sum, row) => sum + floatsOfRow(row), 0),
    start(params, floats) {
      const rows = definition.rows(params);
      let offset = 0;
      const safeSpots = rows.map((row) => {
        const slice = floats.slice(offset, offset + floatsOfRow(row));
        offset += floatsOfRow(row);
        if (row.kind === 'pick') return fairDraw(slice, row.size, row.safe).sort((a, b) => a - b);
        return Math.floor((slice[0] ?? 0) * row.size) < row.safe ? [0] : [];
      });
      return { params, rows, safeSpots, picks: [], lost: false };
    },
    play(state, move) {
      const row = state.rows[state.picks.length];
      if (state.lost || !row) return refused('MOVE_INVALID', 'ROUND_FINISHED');
      const spot = row.kind === 'chance' ? 0 : move;
      if (!Number.isInteger(spot) || spot < 0 || spot >= row.size)
        return refused('MOVE_INVALID', 'SPOT_INVALID');
      const picks = [...state.picks, spot];
      const lost = !(state.safeSpots[picks.length - 1] ?? []).includes(spot);
      const result: MoveResult = lost
        ? 'lost'
        : picks.length === state.rows.length
          ? 'completed'
          : 'continue';
      return parsed({ state: { ...state, picks, lost }, result });
    },
    steps: (state) => (state.lost ? state.picks.length - 1 : state.picks.length),
    multiplier(state, rtpBasisPoints) {
      if (state.lost) return ratio(0n, 1n);
      const survived = state.rows.slice(0, state.picks.length);
      const odds = survived.reduce<Ratio>(
        (product, row) => times(product, ratio(BigInt(row.size), BigInt(row.safe))),
        ONE,
      );
      return times(rtpRatio(rtpBasisPoints), odds);
    },
    nextMultiplier(state, rtpBasisPoints) {
      const row = state.rows[state.picks.length];
      if (state.lost || !row) return null;
      return times(this.multiplier(state, rtpBasisPoints), ratio(BigInt(row.size), BigInt(row.safe)));
    },
    view(state, finished) {
      const shown = finished ? state.rows.length : state.picks.length;
      return {
        params: state.params,
        rows: state.rows,
        picks: state.picks,
        lost: state.lost,
        // Rows already crossed (and, once the round is over, every row) show where the safe spots were.
        safeSpots: state.safeSpots.slice(0, shown),
      };
    },
  };
}

/** Multipliers of each step of a ladder, for the rules popup and the game's pay table. */
export function ladderPayTable(rows: readonly LadderRow[], rtpBasisPoints: number): Ratio[] {
  let odds = ONE;
  return rows.map((row) => {
    odds = times(odds, ratio(BigInt(row.size), BigInt(row.safe)));
    return times(rtpRatio(rtpBasisPoints), odds);
  });
}
