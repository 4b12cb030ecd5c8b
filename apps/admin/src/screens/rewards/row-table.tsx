import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldErrors } from './form-check';
import { useFieldError } from './reward-fields';
import styles from './rewards.module.css';

/** One editable column of a RowTable. */
export interface RowColumn {
  /** The column header, also part of each cell's accessible name. */
  label: string;
  /** How the cell is typed: amounts `decimal`, counts `numeric`. */
  inputMode: 'decimal' | 'numeric' | 'text';
  /** The error path of this column's cell in row `index`, as the body's schema names it. */
  path: (index: number) => string;
  /** A narrow column (levels, weights). */
  narrow?: boolean;
}

/** Props of RowTable. */
export interface RowTableProps {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly RowColumn[];
  /** The typed text of each cell, row by row, in column order. */
  values: readonly (readonly string[])[];
  /** Validation errors by path; a cell's error is shown under it. */
  errors: FieldErrors;
  onChange: (row: number, column: number, value: string) => void;
  onAdd: () => void;
  onRemove: (row: number) => void;
  /** The add button's text. */
  addLabel: string;
  /** The error path of the list itself (too few or too many rows). */
  listPath: string;
  /** Rows the schema requires at least / admits at most (Remove and Add are disabled there). */
  minRows: number;
  maxRows: number;
}

/** A table of text inputs with Add / Remove row: the editor of a list inside a request body. */
export function RowTable({
  caption,
  columns,
  values,
  errors,
  onChange,
  onAdd,
  onRemove,
  addLabel,
  listPath,
  minRows,
  maxRows,
}: RowTableProps) {
  const { t } = useTranslation('rewards');
  const errorOf = useFieldError(errors);
  const baseId = useId();
  const listError = errorOf(listPath);
  return (
    <div className={styles.rowTable}>
      <div className="table-wrap">
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rows.number')}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">{t('common:table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((cells, row) => (
              <tr key={row}>
                <td>{row + 1}</td>
                {columns.map((column, index) => {
                  const error = errorOf(column.path(row));
                  const errorId = `${baseId}-${row}-${index}-error`;
                  return (
                    <td key={column.label}>
                      <div className="field">
                        <input
                          className={column.narrow ? styles.narrowInput : styles.cellInput}
                          aria-label={t('rows.cell', { column: column.label, row: row + 1 })}
                          inputMode={column.inputMode}
                          autoComplete="off"
                          value={cells[index] ?? ''}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          onChange={(event) => onChange(row, index, event.target.value)}
                        />
                        {error ? (
                          <p id={errorId} className="field-error">
                            {error}
                          </p>
                        ) : null}
                      </div>
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={values.length <= minRows}
                    aria-label={t('rows.removeRow', { row: row + 1 })}
                    onClick={() => onRemove(row)}
                  >
                    {t('rows.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.rowTableActions}>
        <button type="button" className="btn" disabled={values.length >= maxRows} onClick={onAdd}>
          {addLabel}
        </button>
        <span className="field-hint">{t('rows.limits', { min: minRows, max: maxRows })}</span>
      </div>
      {listError ? <p className="field-error">{listError}</p> : null}
    </div>
  );
}
