import { describe, expect, it } from 'vitest';
import { sacCsv, sacFileName } from './sac-csv';
import { sacTestMatrix as matrix } from './sac-test-matrix';

const table = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('the Shelter Animals Count CSV', () => {
  it('is named for its range', () => {
    expect(sacFileName({ from: '2026-02-01', to: '2026-03-31' })).toBe('shelter-animals-count-2026-02-01-to-2026-03-31.csv');
  });

  it('has a block per month and species, Canine and Feline first, each by SAC’s age columns and a total', () => {
    const [header] = table(sacCsv(matrix()));
    const block = (month: string, species: string) => ['Adult', 'Up to 5 months', 'Age Unknown', 'Total'].map((age) => `${month} ${species} ${age}`);
    expect(header).toEqual([
      'Row',
      ...block('2026-02', 'Canine'),
      ...block('2026-02', 'Feline'),
      ...block('2026-02', 'Other'),
      ...block('2026-03', 'Canine'),
      ...block('2026-03', 'Feline'),
      ...block('2026-03', 'Other'),
    ]);
  });

  it('lists SAC’s rows in its order', () => {
    const rows = table(sacCsv(matrix())).slice(1);
    expect(rows.map((row) => row[0])).toEqual([
      'Beginning Shelter Count',
      'Beginning Foster Care Count',
      'Stray/At Large',
      'Relinquished by Owner',
      'Owner Intended Euthanasia',
      'Transferred in from Agency: In-State',
      'Transferred in from Agency: Out-of-State',
      'Transferred in from Agency: International',
      'Other Intakes',
      'Total Live Intake',
      'Adoption',
      'Returned to Owner',
      'Transferred to Another Agency: In-State',
      'Transferred to Another Agency: Out-of-State',
      'Transferred to Another Agency: International',
      'Returned to Field',
      'Other Live Outcome',
      'Total Live Outcomes',
      'Died in Care',
      'Lost in Care',
      'Shelter Euthanasia',
      'Owner Intended Euthanasia',
      'Total Outcomes',
      'Ending Shelter Count',
      'Ending Foster Care Count',
    ]);
  });

  it('fills each cell from its month, species and age; the counts in care only in Total', () => {
    const [header = [], ...rows] = table(sacCsv(matrix()));
    const cell = (label: string, column: string) => rows.find((row) => row[0] === label)?.[header.indexOf(column)];
    expect(cell('Stray/At Large', '2026-02 Canine Adult')).toBe('2');
    expect(cell('Stray/At Large', '2026-02 Canine Total')).toBe('2');
    expect(cell('Relinquished by Owner', '2026-02 Feline Up to 5 months')).toBe('1');
    expect(cell('Adoption', '2026-02 Canine Adult')).toBe('1');
    expect(cell('Stray/At Large', '2026-03 Canine Adult')).toBe('0');
    expect(cell('Beginning Shelter Count', '2026-02 Canine Adult')).toBe('');
    expect(cell('Beginning Shelter Count', '2026-02 Canine Total')).toBe('3');
    expect(cell('Beginning Foster Care Count', '2026-02 Canine Total')).toBe('1');
    expect(cell('Ending Shelter Count', '2026-02 Canine Total')).toBe('4');
    expect(cell('Ending Shelter Count', '2026-02 Feline Total')).toBe('1');
  });
});
