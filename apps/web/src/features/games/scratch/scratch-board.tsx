import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SCRATCH_CELLS } from '@casino/game-math';

import { Button } from '../../../components/ui/button';
import type { GameBoardProps } from '../game-board';
import { PrizeTable } from './prize-table';
import styles from './scratch.module.css';
import { ScratchSymbol } from './scratch-symbols';
import { ticketOf } from './scratch-view';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

const CELLS = Array.from({ length: SCRATCH_CELLS }, (_, cell) => cell);
/** Pointer moves over a cell that scratch it clean (the rest of its foil then fades). */
const STROKES_TO_CLEAR = 9;
/** Once this many cells are scratched, the rest of the ticket clears by itself. */
const CELLS_TO_CLEAR_ALL = 7;
const BRUSH_PX = 26;

/** The ticket being scratched on this screen and the cells already clean. */
interface ScratchSession {
  betId: number;
  cleared: number[];
  all: boolean;
}

/**
 * A scratch ticket: bought with the bet, then scratched with a finger or the mouse (each cell is also a
 * button: Enter scratches it, "Reveal all" scratches the rest). The first scratch asks the server to open
 * the ticket; the symbols show through the foil as it goes. Three equal symbols win that symbol's prize.
 * The frame learns the result only when the last foil is gone (onRevealed), as the ticket itself does.
 */
export function ScratchBoard({ bet, busy, canMove, onMove, options, onRevealed }: GameBoardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const ticket = ticketOf(bet, options);
  const scratchBet = bet?.gameId === 'scratch' ? bet : null;
  const [session, setSession] = useState<ScratchSession | null>(null);
  const requested = useRef<number | null>(null);
  const foils = useRef(new Map<number, HTMLCanvasElement>());
  const strokes = useRef(new Map<number, number>());
  const gesture = useRef<{ last: { x: number; y: number } | null; moved: boolean }>({
    last: null,
    moved: false,
  });

  const mine = session && scratchBet && session.betId === scratchBet.id ? session : null;
  const interactive = Boolean(scratchBet && (canMove || (mine && !mine.all)));
  const foilOn = (cell: number) =>
    !scratchBet || (!mine && canMove) || Boolean(mine && !mine.all && !mine.cleared.includes(cell));
  const anyFoil = CELLS.some(foilOn);

  /**
   * Marks the ticket as being scratched here, and opens it on the server once; a new gesture (`retry`)
   * asks again if the ticket is still closed because the first call failed.
   */
  const begin = useCallback(
    (retry = false) => {
      if (!scratchBet) return;
      setSession((current) =>
        current?.betId === scratchBet.id ? current : { betId: scratchBet.id, cleared: [], all: false },
      );
      if (canMove && !busy && (retry || requested.current !== scratchBet.id)) {
        if (requested.current !== scratchBet.id) strokes.current.clear();
        requested.current = scratchBet.id;
        onMove(0);
      }
    },
    [scratchBet, canMove, busy, onMove],
  );

  const clearCells = useCallback(
    (cells: number[] | 'all', retry = false) => {
      if (!scratchBet) return;
      begin(retry);
      setSession((current) => {
        const base =
          current?.betId === scratchBet.id ? current : { betId: scratchBet.id, cleared: [], all: false };
        if (cells === 'all') return { ...base, all: true };
        const cleared = [...new Set([...base.cleared, ...cells])];
        return { ...base, cleared, all: cleared.length >= CELLS_TO_CLEAR_ALL };
      });
    },
    [scratchBet, begin],
  );

  const scratchTo = (x: number, y: number) => {
    const from = gesture.current.last ?? { x, y };
    gesture.current.last = { x, y };
    const done: number[] = [];
    for (const [cell, canvas] of foils.current) {
      const rect = canvas.getBoundingClientRect();
      const context = canvas.getContext('2d');
      if (context && rect.width > 0) {
        const scale = canvas.width / rect.width;
        context.globalCompositeOperation = 'destination-out';
        context.lineCap = 'round';
        context.lineWidth = BRUSH_PX * scale;
        context.beginPath();
        context.moveTo((from.x - rect.left) * scale, (from.y - rect.top) * scale);
        context.lineTo((x - rect.left) * scale + 0.01, (y - rect.top) * scale);
        context.stroke();
      }
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) {
        const count = (strokes.current.get(cell) ?? 0) + 1;
        strokes.current.set(cell, count);
        if (count === STROKES_TO_CLEAR) done.push(cell);
      }
    }
    if (done.length > 0) clearCells(done);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive || !anyFoil) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = { last: null, moved: false };
    begin(true);
    scratchTo(event.clientX, event.clientY);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!gesture.current.last) return;
    gesture.current.moved = true;
    scratchTo(event.clientX, event.clientY);
  };
  /**
   * A tap (no move) scratches the whole cell under it. The grid holds the pointer capture, so the
   * browser sends the tap's click to the grid, not to the cell's button.
   */
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const tapped = gesture.current.last !== null && !gesture.current.moved;
    gesture.current.last = null;
    if (!tapped || !interactive) return;
    for (const [cell, canvas] of foils.current) {
      const rect = canvas.getBoundingClientRect();
      const inside =
        event.clientX >= rect.left &&
        event.clientX <= rect.right &&
        event.clientY >= rect.top &&
        event.clientY <= rect.bottom;
      if (inside && foilOn(cell)) clearCells([cell], true);
    }
  };
  const onPointerCancel = () => {
    gesture.current.last = null;
  };

  const register = useCallback((cell: number, canvas: HTMLCanvasElement | null) => {
    if (canvas) foils.current.set(cell, canvas);
    else foils.current.delete(cell);
  }, []);

  const settled = Boolean(scratchBet && scratchBet.result !== 'PENDING' && ticket.cells && !anyFoil);
  const won = settled ? ticket.prize?.symbol : undefined;
  useEffect(() => {
    if (settled) onRevealed?.();
  }, [settled, onRevealed]);
  const tierName = t(`SCRATCH_TIER_${ticket.tier.toUpperCase()}`);

  return (
    <section className={styles.board} aria-label={t('SCRATCH_BOARD_LABEL')} data-testid="scratch-board">
      <div className={`${styles.ticket} ${styles[ticket.tier]}`} data-tier={ticket.tier}>
        <header className={styles.ticketHead}>
          <span className={styles.ticketTier}>{tierName}</span>
          <span className={styles.ticketHint}>{t('SCRATCH_MATCH_HINT')}</span>
        </header>
        <div
          className={`${styles.grid} ${anyFoil && interactive ? styles.scratching : ''}`}
          role="group"
          aria-label={t('SCRATCH_GRID_LABEL')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          data-testid="scratch-grid"
        >
          {CELLS.map((cell) => {
            const symbol = ticket.cells?.[cell];
            const covered = foilOn(cell);
            return (
              <button
                key={cell}
                type="button"
                className={`${styles.cell} ${won && symbol === won ? styles.winner : ''}`}
                aria-disabled={!covered || !interactive}
                aria-label={
                  covered
                    ? t('SCRATCH_CELL_COVERED', { cell: cell + 1 })
                    : symbol
                      ? t(`SCRATCH_SYMBOL_${symbol.toUpperCase()}`)
                      : t('SCRATCH_CELL_COVERED', { cell: cell + 1 })
                }
                onClick={(event) => {
                  if (!covered || !interactive) return;
                  // A drag already scratched; a tap or a key (detail 0) scratches the whole cell.
                  if (event.detail !== 0 && gesture.current.moved) return;
                  clearCells([cell], true);
                }}
                data-testid={`scratch-cell-${cell}`}
                data-symbol={symbol ?? ''}
                data-covered={covered}
              >
                {symbol ? <ScratchSymbol symbol={symbol} className={styles.symbol} /> : null}
                <Foil
                  cell={cell}
                  register={register}
                  hidden={!covered}
                  key={`${scratchBet?.id ?? 0}-${cell}`}
                />
              </button>
            );
          })}
        </div>
        <footer className={styles.ticketFoot}>
          {interactive && anyFoil ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => clearCells('all', true)}
              data-testid="scratch-reveal-all"
            >
              {t('SCRATCH_REVEAL_ALL')}
            </Button>
          ) : null}
          <p className={styles.result} role="status" data-testid="scratch-result">
            {!scratchBet
              ? t('SCRATCH_BUY_HINT')
              : !settled
                ? t('SCRATCH_SCRATCH_HINT')
                : ticket.prize
                  ? t('SCRATCH_WON', {
                      symbol: t(`SCRATCH_SYMBOL_${ticket.prize.symbol.toUpperCase()}`),
                      multiplier: numbers.count(ticket.prize.multiplier),
                    })
                  : t('SCRATCH_NO_MATCH')}
          </p>
        </footer>
      </div>
      <PrizeTable tier={ticket.tier} won={won} />
    </section>
  );
}

/** The props of Foil. */
interface FoilProps {
  cell: number;
  register: (cell: number, canvas: HTMLCanvasElement | null) => void;
  /** Scratched clean: the rest of the foil fades away. */
  hidden: boolean;
}

/** One cell's scratch-off foil: a canvas painted silver, erased where the player scratches. */
function Foil({ cell, register, hidden }: FoilProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    register(cell, canvas);
    const rect = canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(rect.width * ratio));
    canvas.height = Math.max(1, Math.round(rect.height * ratio));
    const context = canvas.getContext('2d');
    if (context) paintFoil(context, canvas.width, canvas.height, cell);
    return () => register(cell, null);
  }, [cell, register]);
  return (
    <canvas
      ref={ref}
      className={`${styles.foil} ${hidden ? styles.foilGone : ''}`}
      aria-hidden="true"
      data-testid={`scratch-foil-${cell}`}
    />
  );
}

function paintFoil(context: CanvasRenderingContext2D, width: number, height: number, cell: number) {
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#cfd6df');
  gradient.addColorStop(0.45, '#f3f6fa');
  gradient.addColorStop(0.55, '#b8c1cd');
  gradient.addColorStop(1, '#dfe5ec');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgb(90 102 120 / 35%)';
  context.font = `700 ${Math.round(height * 0.42)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(cell % 2 === 0 ? '$' : '?', width / 2, height / 2);
}
