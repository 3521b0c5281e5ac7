import { describe, expect, it } from 'vitest';
import { csvText, toCsv, type TCsvColumn } from './csv.js';

interface TRow {
  name: string | null;
  cents: number;
}

const columns: TCsvColumn<TRow>[] = [
  { header: 'Name', kind: 'text', value: (row) => row.name },
  { header: 'Amount', kind: 'money', value: (row) => row.cents },
];

describe('csvText', () => {
  it('leaves plain text alone', () => {
    expect(csvText('Biscuit')).toBe('Biscuit');
    expect(csvText('Mar 1 2026')).toBe('Mar 1 2026');
  });

  it('writes nothing for an empty value', () => {
    expect(csvText(null)).toBe('');
    expect(csvText(undefined)).toBe('');
    expect(csvText('')).toBe('');
  });

  it('quotes a value with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvText('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvText('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('keeps a spreadsheet from reading a value as a formula', () => {
    expect(csvText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvText('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvText('-5')).toBe("'-5");
    expect(csvText('@cmd')).toBe("'@cmd");
    expect(csvText('\tindent')).toBe("'\tindent");
    // Guarded, then quoted for the carriage return it holds.
    expect(csvText('\rreturn')).toBe(`"'\rreturn"`);
    // Guarded and quoted: the comma still needs quotes.
    expect(csvText('=HYPERLINK("x",1)')).toBe(`"'=HYPERLINK(""x"",1)"`);
  });

  it('guards only the first character', () => {
    expect(csvText('a=b')).toBe('a=b');
    expect(csvText('Cats - indoor')).toBe('Cats - indoor');
  });
});

describe('toCsv', () => {
  it('writes a BOM, the header and a CRLF-ended line per row, money as plain dollars', () => {
    const csv = toCsv(columns, [
      { name: 'Donation, Smith', cents: 2500 },
      { name: null, cents: -4599 },
      { name: 'Fee', cents: 7 },
    ]);
    expect(csv).toBe('\uFEFFName,Amount\r\n"Donation, Smith",25.00\r\n,-45.99\r\nFee,0.07\r\n');
  });

  it('never guards a money column: a negative amount stays a number', () => {
    expect(toCsv(columns, [{ name: 'Vet', cents: -100 }])).toContain('Vet,-1.00\r\n');
  });

  it('writes only the header without rows', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFName,Amount\r\n');
  });
});
