import type { TCsvColumn } from '../../../src-shared/csv';
import type { TAdoption } from '../../../src-shared/schemas/adoptions';
import type { TIntakeRow } from '../../../src-shared/schemas/reports';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import type { TRowReportType } from './report-types';

/** The CSV columns of each report (docs/domain.md#csv; toCsv applies its rules). */
export const INTAKE_CSV: TCsvColumn<TIntakeRow>[] = [
  { header: 'ID', kind: 'text', value: (row) => row.animalId },
  { header: 'Name', kind: 'text', value: (row) => row.name },
  { header: 'Species', kind: 'text', value: (row) => row.species },
  { header: 'Breed', kind: 'text', value: (row) => row.breed },
  { header: 'Sex', kind: 'text', value: (row) => row.sex },
  { header: 'Age', kind: 'text', value: (row) => row.age },
  { header: 'IntakeDate', kind: 'text', value: (row) => row.intakeDate },
  { header: 'Status', kind: 'text', value: (row) => row.status },
  { header: 'IntakeType', kind: 'text', value: (row) => row.intakeType },
];

export const ADOPTION_CSV: TCsvColumn<TAdoption>[] = [
  // The animal's own ID (A-2026-0001), not the record number (docs/domain.md#csv).
  { header: 'AnimalID', kind: 'text', value: (row) => row.animalCode },
  { header: 'AdopterName', kind: 'text', value: (row) => row.adopterName },
  { header: 'AdopterEmail', kind: 'text', value: (row) => row.adopterEmail },
  { header: 'AdopterPhone', kind: 'text', value: (row) => row.adopterPhone },
  { header: 'AdoptionDate', kind: 'text', value: (row) => row.adoptionDate },
  { header: 'FeeAmount', kind: 'money', value: (row) => row.feeAmount },
  { header: 'Status', kind: 'text', value: (row) => row.status },
];

export const FINANCIAL_CSV: TCsvColumn<TTransaction>[] = [
  { header: 'Type', kind: 'text', value: (row) => row.transactionType },
  { header: 'Amount', kind: 'money', value: (row) => row.amount },
  { header: 'Date', kind: 'text', value: (row) => row.date },
  { header: 'Description', kind: 'text', value: (row) => row.description || 'N/A' },
  { header: 'PaymentMethod', kind: 'text', value: (row) => row.paymentMethod || 'N/A' },
];

const FILE_PREFIX: Record<TRowReportType, string> = {
  intakes: 'animal-intake-report',
  adoptions: 'adoption-report',
  financial: 'financial-report',
};

/** animal-intake-report-2026-03-01.csv and so on: the day the file was made. */
export function reportFileName(type: TRowReportType, today: string): string {
  return `${FILE_PREFIX[type]}-${today}.csv`;
}
