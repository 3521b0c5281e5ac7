import { toCsv, type TCsvColumn } from '../../../src-shared/csv';
import type { TAsilomarColumn, TAsilomarTable } from '../../../src-shared/schemas/shelter-reports';

/**
 * The Asilomar Accords' annual table (docs/domain.md#reports): its rows in the Accords' order,
 * one home for the full report's screen and its CSV.
 */

export interface TAsilomarRow {
  label: string;
  /** A sum or the rate: shown in bold. */
  isTotal: boolean;
  cell(column: TAsilomarColumn): string;
}

/** The live release rate to one decimal ("92.3%"), or "—" when no animal left alive or by euthanasia. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : `${rate.toFixed(1)}%`);

const count = (label: string, value: (column: TAsilomarColumn) => number, isTotal = false): TAsilomarRow => ({
  label,
  isTotal,
  cell: (column) => String(value(column)),
});

export const ASILOMAR_ROWS: readonly TAsilomarRow[] = [
  count('Beginning Count', (column) => column.beginningCount, true),
  count('Intake from the Public', (column) => column.intakeFromPublic),
  count('Intake from Coalition Agencies', (column) => column.intakeFromCoalitionAgencies),
  count('Intake from Other Agencies', (column) => column.intakeFromOtherAgencies),
  count('Total Intake', (column) => column.totalIntake, true),
  count('Owner-Requested Euthanasia (Unhealthy-Untreatable)', (column) => column.ownerRequestedEuthanasiaUnhealthyUntreatable),
  count('Adjusted Total Intake', (column) => column.adjustedTotalIntake, true),
  count('Adoptions', (column) => column.adoptions),
  count('Transfers to Coalition Agencies', (column) => column.transfersToCoalitionAgencies),
  count('Transfers to Other Agencies', (column) => column.transfersToOtherAgencies),
  count('Returned to Owner', (column) => column.returnedToOwner),
  count('Other Live Outcomes', (column) => column.otherLiveOutcomes),
  count('Total Live Outcomes', (column) => column.totalLiveOutcomes, true),
  count('Euthanasia: Healthy', (column) => column.euthanasia.healthy),
  count('Euthanasia: Treatable-Rehabilitatable', (column) => column.euthanasia.treatableRehabilitatable),
  count('Euthanasia: Treatable-Manageable', (column) => column.euthanasia.treatableManageable),
  count('Euthanasia: Unhealthy-Untreatable', (column) => column.euthanasia.unhealthyUntreatable),
  count('Euthanasia: Not assessed', (column) => column.euthanasia.notAssessed),
  count('Total Euthanasia', (column) => column.totalEuthanasia, true),
  count('Adjusted Total Euthanasia', (column) => column.adjustedTotalEuthanasia, true),
  count('Died or Lost in Care', (column) => column.diedOrLostInCare),
  count('Total Outcomes', (column) => column.totalOutcomes, true),
  count('Ending Count', (column) => column.endingCount, true),
  { label: 'Live Release Rate', isTotal: true, cell: (column) => formatRate(column.liveReleaseRate) },
];

/** The table's columns: dogs, cats, and both. */
export const ASILOMAR_COLUMNS: readonly { key: keyof TAsilomarTable; label: string }[] = [
  { key: 'dogs', label: 'Dogs' },
  { key: 'cats', label: 'Cats' },
  { key: 'total', label: 'Total' },
];

/** The full table as CSV, the same cells as on screen. */
export function asilomarCsv(table: TAsilomarTable): string {
  const columns: TCsvColumn<TAsilomarRow>[] = [
    { header: 'Row', kind: 'text', value: (row) => row.label },
    ...ASILOMAR_COLUMNS.map(({ key, label }): TCsvColumn<TAsilomarRow> => ({ header: label, kind: 'text', value: (row) => row.cell(table[key]) })),
  ];
  return toCsv(columns, ASILOMAR_ROWS);
}

/** asilomar-report-2026-01-01-to-2026-12-31.csv: the range the file covers. */
export function asilomarFileName(range: { from: string; to: string }): string {
  return `asilomar-report-${range.from}-to-${range.to}.csv`;
}

/** The full report's address for a range. */
export const asilomarHref = (range: { from: string; to: string }) => `/reports/asilomar?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
