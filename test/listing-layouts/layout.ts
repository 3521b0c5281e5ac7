import { parse } from 'csv-parse/sync';

/**
 * A listing site's upload layout as data, transcribed from the site's published specification
 * (test/README.md), and the check of a generated file against it. Written apart
 * from the formats (src-server/modules/listings), so a slip in one is caught by the other.
 */
export interface TLayoutColumn {
  name: string;
  /** A value must be present. */
  required?: boolean;
  /** The values allowed (an empty value too unless required); any text when absent. */
  allowed?: readonly string[] | RegExp;
}

export interface TListingLayout {
  columns: readonly TLayoutColumn[];
}

export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const URL = /^https?:\/\/[^\s"]+$/;

/** Every problem of `csv` against `layout` (empty: it validates), and its rows by column name. */
export function checkCsv(layout: TListingLayout, csv: string): { problems: string[]; rows: Record<string, string>[] } {
  const problems: string[] = [];
  if (csv.startsWith('\uFEFF')) problems.push('the file starts with a byte order mark');
  if (!csv.endsWith('\r\n')) problems.push('the last line does not end in CRLF');
  const records = parse(csv, { relax_column_count: false, skip_empty_lines: false }) as string[][];
  const [header = [], ...data] = records;
  const names = layout.columns.map((column) => column.name);
  if (header.join('|') !== names.join('|')) problems.push(`the header is ${header.join(',')}, not ${names.join(',')}`);
  // One animal per physical line: a line break inside a quoted field would make more lines than records.
  const lines = csv.split('\r\n').length - 1;
  if (lines !== records.length) problems.push(`${lines} lines for ${records.length} records: a field holds a line break`);
  const rows = data.map((record, index) => {
    const row: Record<string, string> = {};
    layout.columns.forEach((column, at) => {
      const value = record[at] ?? '';
      row[column.name] = value;
      const where = `row ${index + 1}, ${column.name}`;
      if (/[\r\n]/.test(value)) problems.push(`${where}: a line break`);
      if (value === '') {
        if (column.required) problems.push(`${where}: empty but required`);
        return;
      }
      const allowed = column.allowed;
      if (allowed instanceof RegExp ? !allowed.test(value) : allowed && !allowed.includes(value)) problems.push(`${where}: "${value}" is not allowed`);
    });
    return row;
  });
  return { problems, rows };
}
