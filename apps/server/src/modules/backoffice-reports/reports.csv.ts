/** A cell value as the reports hold them. */
export type CsvValue = string | number | boolean | null;

/**
 * Leading characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, and tab and carriage return, which some spreadsheets skip before looking for one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Characters that oblige a field to be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field. A text cell that a spreadsheet would run as a formula gets a leading `'`; numbers are
 * written as they are (a negative GGR stays a number). Then RFC 4180: a field with a comma, a quote or
 * a line break is quoted, its quotes doubled. Null is an empty field.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file (RFC 4180): a header row of `columns`, then each row's values in that order, CRLF after
 * every record.
 */
export function toCsv<Row extends Record<string, CsvValue>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const records = [
    columns.map(csvField),
    ...rows.map((row) => columns.map((column) => csvField(row[column] ?? null))),
  ];
  return records.map((fields) => `${fields.join(',')}\r\n`).join('');
}
