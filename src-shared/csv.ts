import { centsToDecimal } from './money.js';

/**
 * CSV for report exports (docs/domain.md#csv): money columns are plain numbers in dollars with
 * 2 decimals (`-45.99`); a text value holding a comma, a quote or a line break is quoted (quotes
 * doubled); a text value a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`,
 * tab or carriage return) gets a leading `'` so it shows as text and never runs.
 */

/** A column of the file: text (escaped and guarded) or an amount in cents (a plain number). */
export type TCsvColumn<T> =
  { header: string; kind: 'text'; value: (row: T) => string | null | undefined } | { header: string; kind: 'money'; value: (row: T) => number };

/** Lines end in CRLF (RFC 4180), which every spreadsheet reads. */
export const CSV_LINE_END = '\r\n';

/**
 * A byte order mark first, so spreadsheet programs read the file as UTF-8: without it Excel shows
 * an adopter named "José" as "JosÃ©".
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A field quoted as RFC 4180 asks when it holds a comma, a quote or a line break (quotes doubled), as it is otherwise. */
export const csvQuoted = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One text value as a CSV field. */
export function csvText(value: string | null | undefined): string {
  const text = value ?? '';
  return csvQuoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/**
 * Lines of a file for another program rather than a spreadsheet (the listing sites' uploads,
 * modules/listings): the values as they are, quoted as RFC 4180 asks, lines in CRLF, no BOM and no
 * formula guard (the reading program would keep either as part of the data).
 */
export function plainCsvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => fields.map(csvQuoted).join(',') + CSV_LINE_END).join('');
}

/** The whole file: a BOM, the header line, one line per row, each line ending in CRLF. */
export function toCsv<T>(columns: readonly TCsvColumn<T>[], rows: readonly T[]): string {
  const line = (fields: string[]) => fields.join(',') + CSV_LINE_END;
  const header = line(columns.map((column) => csvText(column.header)));
  const body = rows.map((row) => line(columns.map((column) => (column.kind === 'money' ? centsToDecimal(column.value(row)) : csvText(column.value(row))))));
  return CSV_BOM + header + body.join('');
}
