import { MINES_TILES } from '@casino/game-math';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BombArt, GemArt, TileMark } from '../components/game-art';
import type { GameBoardProps } from '../game-board';
import { optionOf } from '../game-manifest';
import { useGridKeys } from '../hooks/use-grid-keys';
import styles from './mines.module.css';

const SIDE = 5;
const ROWS = Array.from({ length: SIDE }, (_, row) =>
  Array.from({ length: SIDE }, (_, column) => row * SIDE + column),
);

/** What the player sees of a mines round (the mines only once it is over). */
interface MinesView {
  revealed: number[];
  lost: boolean;
  mineTiles?: number[];
}

type TileLook = 'closed' | 'gem' | 'boom' | 'mine' | 'spare';

function readView(state: Record<string, unknown> | undefined): MinesView {
  const revealed = Array.isArray(state?.revealed) ? (state.revealed as number[]) : [];
  const mineTiles = Array.isArray(state?.mineTiles) ? (state.mineTiles as number[]) : undefined;
  return { revealed, lost: state?.lost === true, ...(mineTiles ? { mineTiles } : {}) };
}

function lookOf(tile: number, view: MinesView): TileLook {
  const mines = view.mineTiles;
  const isMine = mines?.includes(tile) ?? false;
  if (view.revealed.includes(tile))
    return isMine || (view.lost && view.revealed.at(-1) === tile) ? 'boom' : 'gem';
  if (!mines) return 'closed';
  return isMine ? 'mine' : 'spare';
}

/** Mines: a 5×5 field; each tile is a button, gems and bombs flip in, every mine shows when it is over. */
export function MinesBoard({ bet, busy, canMove, onMove, options }: GameBoardProps) {
  const { t } = useTranslation();
  const view = readView(bet?.state);
  const [pending, setPending] = useState<number | null>(null);
  const { cellProps } = useGridKeys(ROWS);
  const firstClosed = useMemo(
    () => [...Array(MINES_TILES).keys()].find((tile) => !view.revealed.includes(tile)) ?? 0,
    [view.revealed],
  );

  const labelOf = (tile: number, look: TileLook) => {
    const place = t('MINES_TILE', { row: Math.floor(tile / SIDE) + 1, column: (tile % SIDE) + 1 });
    const what =
      look === 'gem'
        ? t('MINES_GEM')
        : look === 'boom' || look === 'mine'
          ? t('MINES_MINE')
          : look === 'spare'
            ? t('MINES_GEM')
            : t('MINES_CLOSED');
    return `${place}: ${what}`;
  };

  const mineCount = Number(
    optionOf('mines', 'mines', (bet?.state.params as Record<string, unknown> | undefined) ?? options),
  );
  const gemsFound = view.revealed.length - (view.lost ? 1 : 0);
  return (
    <div className={styles.wrap}>
      <div
        className={`${styles.field} ${view.lost ? styles.fieldLost : ''}`}
        role="grid"
        aria-label={t('MINES_FIELD')}
        data-testid="mines-field"
      >
        {ROWS.map((row, rowIndex) => (
          <div key={rowIndex} role="row" className={styles.row}>
            {row.map((tile) => {
              const look = lookOf(tile, view);
              const closed = look === 'closed';
              return (
                <div key={tile} role="gridcell" className={styles.cell}>
                  <button
                    type="button"
                    {...cellProps(tile, firstClosed)}
                    className={`${styles.tile} ${styles[look]} ${busy && pending === tile ? styles.pending : ''}`}
                    aria-label={labelOf(tile, look)}
                    aria-disabled={!canMove || !closed}
                    data-look={look}
                    data-testid={`mines-tile-${tile}`}
                    onClick={() => {
                      if (!canMove || !closed) return;
                      setPending(tile);
                      onMove(tile);
                    }}
                  >
                    <span className={styles.face} aria-hidden="true">
                      {closed ? (
                        <TileMark />
                      ) : look === 'gem' || look === 'spare' ? (
                        <GemArt dim={look === 'spare'} />
                      ) : (
                        <BombArt dim={look === 'mine'} />
                      )}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className={styles.legend} data-testid="mines-legend">
        <span className={styles.legendItem}>
          <GemArt />
          {t('MINES_GEMS_LEFT', { gems: MINES_TILES - mineCount - gemsFound })}
        </span>
        <span className={styles.legendItem}>
          <BombArt />
          {t('MINES_MINES_HIDDEN', { mines: mineCount })}
        </span>
      </p>
    </div>
  );
}
