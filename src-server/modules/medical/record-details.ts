import { invalid } from '../../domain-errors.js';

/**
 * What a medical record of one type may carry beyond its description (docs/domain.md#care-plans):
 * a procedure for a surgery, a result for a test, the product and lot for what is given (a vaccine
 * or a medication), the rabies tag and signing veterinarian for a vaccination. Shared by records
 * written by hand and those made by giving a care plan's item.
 */
export interface TRecordDetails {
  procedure: string | null;
  product: string | null;
  lotNumber: string | null;
  lotExpiry: string | null;
  rabiesTag: string | null;
  veterinarian: string | null;
  testResult: string | null;
}

const FIELDS: { field: keyof TRecordDetails; types: readonly string[]; message: string }[] = [
  { field: 'procedure', types: ['Surgery'], message: 'A procedure is only for surgery records' },
  { field: 'testResult', types: ['Test'], message: 'A test result is only for test records' },
  { field: 'product', types: ['Vaccination', 'Medication'], message: 'A product is only for vaccination and medication records' },
  { field: 'lotNumber', types: ['Vaccination', 'Medication'], message: 'A lot number is only for vaccination and medication records' },
  { field: 'lotExpiry', types: ['Vaccination', 'Medication'], message: 'A lot expiry is only for vaccination and medication records' },
  { field: 'rabiesTag', types: ['Vaccination'], message: 'A rabies tag is only for vaccination records' },
  { field: 'veterinarian', types: ['Vaccination'], message: 'The signing veterinarian is only for vaccination records' },
];

/** A 400 at the first detail the record's type does not carry. */
export function assertDetailsFit(recordType: string, details: Partial<TRecordDetails>): void {
  for (const { field, types, message } of FIELDS) {
    if (details[field] != null && !types.includes(recordType)) throw invalid(message, field);
  }
}
