import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row } from '@tanstack/react-table';
import {
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogActions } from './dialog';
import { useErrorText } from './errors';
import { describedByOf, FieldNotes } from './field-notes';
import { localeOf } from './i18n';

/** Props of DataTable. */
export interface DataTableProps<TRow> {
  /** TanStack column definitions; each header becomes a <th scope="col">. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack types columns by their value type, which differs per column.
  columns: ColumnDef<TRow, any>[];
  data: readonly TRow[];
  /** Shown in a single row when `data` is empty; defaults to the common "Nothing to show.". */
  emptyText?: string;
  /** A visible caption naming the table for screen readers. */
  caption?: string;
  /** Stable row ids (e.g. the record id) instead of indexes. */
  getRowId?: (row: TRow) => string;
  /** Makes rows clickable (and reachable with Tab + Enter). */
  onRowClick?: (row: TRow) => void;
  /** Whether the data is still loading (shown instead of the empty text). */
  loading?: boolean;
}

/** A real <table> over TanStack Table: column headers, an empty state, optional clickable rows. */
export function DataTable<TRow>({
  columns,
  data,
  emptyText,
  caption,
  getRowId,
  onRowClick,
  loading = false,
}: DataTableProps<TRow>) {
  const { t } = useTranslation('common');
  // The app does not run the React Compiler; TanStack's table object is read fresh on every render here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    columns,
    data: data as TRow[],
    getCoreRowModel: getCoreRowModel(),
    ...(getRowId ? { getRowId: (row: TRow) => getRowId(row) } : {}),
  });
  const rows = table.getRowModel().rows;
  const clickProps = (row: Row<TRow>) =>
    onRowClick
      ? {
          className: 'row-clickable',
          tabIndex: 0,
          onClick: () => onRowClick(row.original),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row.original);
          },
        }
      : {};

  return (
    <div className="table-wrap">
      <table className="data-table" aria-busy={loading}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="table-empty" colSpan={Math.max(columns.length, 1)}>
                {loading ? t('table.loading') : (emptyText ?? t('table.empty'))}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} {...clickProps(row)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Props of Pager. */
export interface PagerProps {
  /** The current page, from 1. */
  pageNo: number;
  pageSize: number;
  /** Rows in all pages; undefined when the server does not count them (then `hasNext` decides). */
  total?: number;
  /** Whether a next page exists, for lists without a total (e.g. a full page came back). */
  hasNext?: boolean;
  onPageChange: (pageNo: number) => void;
}

/** Previous / next page buttons with "Page 2 of 7" and "21–40 of 130". */
export function Pager({ pageNo, pageSize, total, hasNext, onPageChange }: PagerProps) {
  const { t } = useTranslation('common');
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const nextExists = pages === undefined ? (hasNext ?? false) : pageNo < pages;
  const from = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const to = total === undefined ? undefined : Math.min(pageNo * pageSize, total);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="btn" disabled={pageNo <= 1} onClick={() => onPageChange(pageNo - 1)}>
        {t('pager.previous')}
      </button>
      <span className="pager-status" aria-live="polite">
        {pages === undefined ? t('pager.page', { pageNo }) : t('pager.pageOf', { pageNo, pages })}
        {total !== undefined ? ` · ${t('pager.range', { from, to, total })}` : null}
      </span>
      <button type="button" className="btn" disabled={!nextExists} onClick={() => onPageChange(pageNo + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** Props of Field: a labelled input; every other prop goes to the <input>. */
export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** A line under the input describing what to type. */
  hint?: string;
  /** The validation message; marks the input invalid and is announced with it. */
  error?: string;
}

/** Label + input + hint + error, wired with ids for assistive technology. */
export function Field({ label, hint, error, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(inputId, hint, error)}
        {...input}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
}

/** A Field for an amount in major units: a decimal keypad on touch screens, no browser autofill. */
export function AmountField(props: FieldProps) {
  return <Field inputMode="decimal" autoComplete="off" {...props} />;
}

/** Props of Money. */
export interface MoneyProps {
  /** The amount in major units (e.g. 12.5 for R$ 12,50). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /** Show a + on positive amounts (ledger movements). */
  signed?: boolean;
}

/** Formats a major-unit amount with its currency in the current language, e.g. "R$ 1.234,50". */
export function Money({ amount, currency, signed = false }: MoneyProps) {
  const { i18n } = useTranslation();
  return (
    <span className={`money ${amount < 0 ? 'money-negative' : ''}`}>
      {formatMoney(amount, currency, i18n.resolvedLanguage ?? 'en', signed)}
    </span>
  );
}

/** The text of Money; an unknown currency code falls back to "12.50 XYZ". */
export function formatMoney(amount: number, currency: string, language: string, signed = false): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, signDisplay }).format(
      amount,
    );
  } catch {
    return `${new Intl.NumberFormat(localeOf(language), { signDisplay }).format(amount)} ${currency}`;
  }
}

/** An instant (epoch ms) as a short date and time in the current language. */
export function DateTime({ ms }: { /** Epoch milliseconds. */ ms: number }) {
  const { i18n } = useTranslation();
  const date = new Date(ms);
  const text = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
  return <time dateTime={date.toISOString()}>{text}</time>;
}

/** Props of ErrorBanner. */
export interface ErrorBannerProps {
  /** An ApiFailure (translated by its status name) or anything thrown; nothing renders when absent. */
  error: unknown;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
}

/** A failed call's translated message, announced to screen readers. */
export function ErrorBanner({ error, onRetry }: ErrorBannerProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <div className="banner banner-error" role="alert">
      <span>{errorText(error)}</span>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** A reason is what the audit log shows next to the action: at least this many characters. */
export const MIN_REASON_LENGTH = 3;

/** Props of ReasonDialog. */
export interface ReasonDialogProps {
  /** The dialog's heading, e.g. "Block player". */
  title: string;
  /** A sentence saying what will happen. */
  description?: ReactNode;
  /** The submit button's text; "Confirm" by default. */
  confirmLabel?: string;
  /** Whether the action is being sent (the buttons are disabled). */
  pending?: boolean;
  /** The failure of the last attempt, shown in the dialog (e.g. an ApiFailure). */
  error?: unknown;
  /** Called with the trimmed reason once it is long enough. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** Extra fields above the reason (they are part of the same form). */
  children?: ReactNode;
}

/** Props of TextPromptDialog: a dialog around one required text field. */
export interface TextPromptDialogProps extends Omit<ReasonDialogProps, 'onConfirm'> {
  /** The field's label, also its accessible name. */
  label: string;
  /** What to type, under the field. */
  hint: string;
  /** The message when the value is shorter than `minLength`. */
  tooShortText: string;
  /** Fewest characters after trimming (1: not empty). */
  minLength: number;
  maxLength: number;
  /** Called with the trimmed value once it is long enough. */
  onConfirm: (value: string) => void;
}

/** A modal asking for one required text (a reason, a salt…) before an action. Mount it to open it. */
export function TextPromptDialog({
  title,
  description,
  confirmLabel,
  pending = false,
  error,
  onConfirm,
  onCancel,
  children,
  label,
  hint,
  tooShortText,
  minLength,
  maxLength,
}: TextPromptDialogProps) {
  const { t } = useTranslation('common');
  const [value, setValue] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const fieldId = useId();

  const tooShortError = tooShort ? tooShortText : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed.length < minLength) {
      setTooShort(true);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        {description ? <div className="dialog-description">{description}</div> : null}
        {children}
        <div className="field">
          <label htmlFor={fieldId}>{label}</label>
          <textarea
            id={fieldId}
            value={value}
            rows={3}
            required
            maxLength={maxLength}
            aria-invalid={tooShort ? true : undefined}
            aria-describedby={describedByOf(fieldId, hint, tooShortError)}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value.trim().length >= minLength) setTooShort(false);
            }}
          />
          <FieldNotes id={fieldId} hint={hint} error={tooShortError} />
        </div>
        <ErrorBanner error={error} />
        <DialogActions
          pending={pending}
          onCancel={onCancel}
          confirmLabel={confirmLabel ?? t('actions.confirm')}
        />
      </form>
    </Dialog>
  );
}

/** A modal asking for a mandatory reason (≥ 3 characters) before an audited action. Mount it to open it. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('common');
  return (
    <TextPromptDialog
      {...props}
      label={t('reason.label')}
      hint={t('reason.hint')}
      tooShortText={t('reason.tooShort')}
      minLength={MIN_REASON_LENGTH}
      maxLength={500}
    />
  );
}

/** Props of ConfirmSwitchDialog. */
export interface ConfirmSwitchDialogProps {
  title: string;
  /** What turning the switch does, in a sentence. */
  description: string;
  confirmLabel: string;
  /** Turning something off for players (maintenance on) is shown as a danger. */
  danger: boolean;
  pending: boolean;
  /** The failure of the last attempt, shown in the dialog. */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirms turning a site-wide switch (site or pay maintenance). The confirm button is only aria-disabled
 * while sending, like DialogActions', so the keyboard stays in the dialog after a refusal.
 */
export function ConfirmSwitchDialog({
  title,
  description,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmSwitchDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="dialog-form">
        <p className="dialog-description">{description}</p>
        <ErrorBanner error={error} />
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={pending} onClick={onCancel}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            aria-disabled={pending}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
