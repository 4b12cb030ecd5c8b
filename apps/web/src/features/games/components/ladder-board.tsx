import { ladderPayTable, shownMultiplier, type LadderRow } from '@casino/game-math';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameBoardProps } from '../game-board';
import { useGridKeys } from '../hooks/use-grid-keys';
import { ClimberArt } from './game-art';
import styles from './ladder-board.module.css';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** How a spot of a ladder row looks. */
export type SpotLook = 'closed' | 'safe' | 'hit' | 'spare' | 'trap';

/** The ladder board's inputs: the frame's board props plus what makes tower and stair differ. */
export interface LadderBoardProps extends GameBoardProps {
  /** The rows before the first bet (from the chosen options). */
  previewRows: readonly LadderRow[];
  /** The art of one spot. */
  renderSpot: (look: SpotLook) => ReactNode;
  /** Look: a tower of blocks or a stair of planks. */
  variant: 'tower' | 'stair';
  /** Accessible names: the board, a row ("Floor 3"), a spot ("Block 2"). */
  labels: { board: string; row: (row: number) => string; spot: (spot: number) => string };
}

/** What the player sees of a ladder round. */
interface LadderView {
  rows: LadderRow[];
  picks: number[];
  lost: boolean;
  safeSpots: number[][];
}

function readView(state: Record<string, unknown> | undefined, preview: readonly LadderRow[]): LadderView {
  const rows = Array.isArray(state?.rows) ? (state.rows as LadderRow[]) : [...preview];
  return {
    rows,
    picks: Array.isArray(state?.picks) ? (state.picks as number[]) : [],
    lost: state?.lost === true,
    safeSpots: Array.isArray(state?.safeSpots) ? (state.safeSpots as number[][]) : [],
  };
}

function lookOf(view: LadderView, row: number, spot: number): SpotLook {
  const safe = view.safeSpots[row];
  const picked = view.picks[row] === spot;
  if (picked) return safe && !safe.includes(spot) ? 'hit' : 'safe';
  if (!safe) return 'closed';
  return safe.includes(spot) ? 'spare' : 'trap';
}

/**
 * A board of rows climbed from the bottom (tower, stair): the row to pick glows, crossed rows keep
 * their pick, and when the round is over every row shows where the safe spots were. Each row shows the
 * multiplier it pays.
 */
export function LadderBoard({
  bet,
  busy,
  canMove,
  onMove,
  rtp,
  previewRows,
  renderSpot,
  variant,
  labels,
}: LadderBoardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const view = readView(bet?.state, previewRows);
  const current = canMove || busy ? view.picks.length : -1;
  const [pending, setPending] = useState<number | null>(null);

  const payTable = useMemo(
    () => ladderPayTable(view.rows, Math.round(rtp * 100)).map(shownMultiplier),
    [view.rows, rtp],
  );
  // Top row first on screen; cell ids are row * 10 + spot.
  const order = view.rows.map((_, index) => view.rows.length - 1 - index);
  const grid = useMemo(
    () => order.map((row) => Array.from({ length: view.rows[row]?.size ?? 0 }, (_, spot) => row * 10 + spot)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.rows],
  );
  const { cellProps } = useGridKeys(grid);
  const firstCell = Math.max(0, current) * 10;

  return (
    <div
      className={`${styles.board} ${styles[variant]} ${view.lost ? styles.lost : ''}`}
      role="grid"
      aria-label={labels.board}
      data-testid={`${variant}-board`}
    >
      {order.map((row) => {
        const rowState =
          row === current
            ? styles.current
            : row < view.picks.length
              ? view.lost && row === view.picks.length - 1
                ? styles.failed
                : styles.passed
              : '';
        const size = view.rows[row]?.size ?? 0;
        return (
          <div
            key={row}
            role="row"
            className={`${styles.row} ${rowState}`}
            style={{ ['--step' as string]: row }}
            aria-label={labels.row(row + 1)}
          >
            <div role="rowheader" className={styles.rowHead}>
              {row === current ? (
                <span className={styles.climber}>
                  <ClimberArt />
                </span>
              ) : null}
              <span className={styles.rowMultiplier}>×{numbers.multiplier(payTable[row] ?? 0)}</span>
            </div>
            <div className={styles.spots} style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
              {Array.from({ length: size }, (_, spot) => {
                const look = lookOf(view, row, spot);
                const id = row * 10 + spot;
                const clickable = canMove && row === current;
                return (
                  <div key={spot} role="gridcell" className={styles.cell}>
                    <button
                      type="button"
                      {...cellProps(id, firstCell)}
                      className={`${styles.spot} ${styles[look]} ${busy && pending === id ? styles.pending : ''}`}
                      aria-disabled={!clickable}
                      aria-label={`${labels.row(row + 1)}, ${labels.spot(spot + 1)}: ${t(`GAMES_SPOT_${look.toUpperCase()}`)}`}
                      data-look={look}
                      data-testid={`${variant}-spot-${row}-${spot}`}
                      onClick={() => {
                        if (!clickable) return;
                        setPending(id);
                        onMove(spot);
                      }}
                    >
                      {renderSpot(look)}
                    </button>
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
