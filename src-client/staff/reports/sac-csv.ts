import { toCsv, type TCsvColumn } from '../../../src-shared/csv';
import type { TSacMatrix } from '../../../src-shared/schemas/shelter-reports';
import { SAC_AGE_COLUMNS, SAC_ROWS, SAC_SPECIES, sacMonths, sacPeriod, type TSacRow } from './sac-rows';

/** A count as a CSV field; none (an age of a count in care) is an empty field. */
const cell = (value: (row: TSacRow) => number | null | undefined) => (row: TSacRow) => String(value(row) ?? '');

/**
 * The Shelter Animals Count report as SAC's upload form lays it out (docs/domain.md#reports): SAC's
 * rows in its order, and for each month of the range a block per species (Canine, Feline, then
 * Other) of Adult, Up to 5 months, Age Unknown and Total. The counts in care have no age, so only
 * their Total is filled.
 */
export function sacCsv(matrix: TSacMatrix): string {
  const columns: TCsvColumn<TSacRow>[] = [{ header: 'Row', kind: 'text', value: (row) => row.label }];
  for (const month of sacMonths(matrix)) {
    for (const { species, uploadLabel } of SAC_SPECIES) {
      const period = sacPeriod(matrix, month, species);
      for (const { age, uploadLabel: ageLabel } of SAC_AGE_COLUMNS) {
        columns.push({ header: `${month} ${uploadLabel} ${ageLabel}`, kind: 'text', value: cell((row) => period && row.line(period).ages?.[age]) });
      }
      columns.push({ header: `${month} ${uploadLabel} Total`, kind: 'text', value: cell((row) => period && row.line(period).total) });
    }
  }
  return toCsv(columns, SAC_ROWS);
}

/** shelter-animals-count-2026-02-01-to-2026-03-31.csv: the range the file covers. */
export function sacFileName(matrix: Pick<TSacMatrix, 'from' | 'to'>): string {
  return `shelter-animals-count-${matrix.from}-to-${matrix.to}.csv`;
}
