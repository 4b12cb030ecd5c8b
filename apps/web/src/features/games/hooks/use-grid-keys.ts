import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Keyboard play on a board of cells laid out in rows (spec: keyboard play). One cell is in the tab order
 * at a time; the arrow keys move between cells and Enter or Space press the focused one (they are buttons).
 * `rowOf` lists the cells of each row top to bottom, so boards with rows of different widths work too.
 */
export function useGridKeys(rowOf: readonly (readonly number[])[]) {
  const [active, setActive] = useState<number | null>(null);
  const cells = useRef(new Map<number, HTMLButtonElement>());

  const focusCell = useCallback((cell: number) => {
    setActive(cell);
    cells.current.get(cell)?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, cell: number) => {
      const row = rowOf.findIndex((cellsOfRow) => cellsOfRow.includes(cell));
      const cellsOfRow = rowOf[row];
      if (!cellsOfRow) return;
      const column = cellsOfRow.indexOf(cell);
      const target = (rowIndex: number, columnIndex: number) => {
        const rowCells = rowOf[rowIndex];
        if (!rowCells || rowCells.length === 0) return undefined;
        return rowCells[Math.max(0, Math.min(rowCells.length - 1, columnIndex))];
      };
      const next =
        event.key === 'ArrowLeft'
          ? cellsOfRow[column - 1]
          : event.key === 'ArrowRight'
            ? cellsOfRow[column + 1]
            : event.key === 'ArrowUp'
              ? target(row - 1, column)
              : event.key === 'ArrowDown'
                ? target(row + 1, column)
                : undefined;
      if (next === undefined) return;
      event.preventDefault();
      focusCell(next);
    },
    [focusCell, rowOf],
  );

  /** Props for cell `cell`: its ref, its place in the tab order and its key handling. */
  const cellProps = (cell: number, first: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) cells.current.set(cell, element);
      else cells.current.delete(cell);
    },
    tabIndex: (active ?? first) === cell ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, cell),
    onFocus: () => setActive(cell),
  });

  return { cellProps };
}
