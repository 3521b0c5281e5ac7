import type { z } from 'zod';
import { isRabiesVaccination } from '../../../src-shared/care-plans';
import type { TMedicalRecordType } from '../../../src-shared/enums';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import { ZMedicalRecordCreateInput } from '../../../src-shared/schemas/medical';

/**
 * Adding and correcting a medical record check what the API checks: its own schema ("Date is
 * required", the types of docs/domain.md#validation, provider and notes optional), less the animal, which
 * is the dialog's. A record carries the details of its type (docs/domain.md#care-plans): a surgery
 * its procedure, a test its result, a vaccination or a medication its product and lot, a rabies
 * vaccination its tag and signing veterinarian. Only those are sent: a detail typed under another
 * type before it was changed goes as null.
 */

type TDetail = 'procedure' | 'testResult' | 'product' | 'lotNumber' | 'lotExpiry' | 'rabiesTag' | 'veterinarian';

const GIVEN = ['product', 'lotNumber', 'lotExpiry'] as const;

/** The details each record type asks for; a vaccination's rabies details only when it is a rabies vaccination. */
export function askedDetails(recordType: string, description: string): readonly TDetail[] {
  switch (recordType as TMedicalRecordType) {
    case 'Surgery':
      return ['procedure'];
    case 'Test':
      return ['testResult'];
    case 'Medication':
      return GIVEN;
    case 'Vaccination':
      return isRabiesVaccination(recordType, description) ? [...GIVEN, 'rabiesTag', 'veterinarian'] : GIVEN;
    default:
      return [];
  }
}

const DETAILS: readonly TDetail[] = ['procedure', 'testResult', 'product', 'lotNumber', 'lotExpiry', 'rabiesTag', 'veterinarian'];

export const ZMedicalForm = ZMedicalRecordCreateInput.omit({ animalId: true }).transform((record) => {
  const asked = askedDetails(record.recordType, record.description);
  const sent = { ...record };
  for (const detail of DETAILS) if (!asked.includes(detail)) sent[detail] = null;
  return sent;
});
export type TMedicalFormValues = z.input<typeof ZMedicalForm>;

const NO_DETAILS = { time: '', procedure: null, testResult: null, product: '', lotNumber: '', lotExpiry: '', rabiesTag: '', veterinarian: '' } as const;

export function newRecordDefaults(today: string): TMedicalFormValues {
  return { recordType: 'Examination', date: today, description: '', provider: '', notes: '', outsideSource: false, ...NO_DETAILS };
}

export function editRecordDefaults(record: TMedicalRecord): TMedicalFormValues {
  return {
    recordType: record.recordType as TMedicalFormValues['recordType'],
    date: record.date,
    description: record.description,
    provider: record.provider ?? '',
    notes: record.notes ?? '',
    outsideSource: record.outsideSource,
    time: record.time ?? '',
    procedure: record.procedure as TMedicalFormValues['procedure'],
    testResult: record.testResult as TMedicalFormValues['testResult'],
    product: record.product ?? '',
    lotNumber: record.lotNumber ?? '',
    lotExpiry: record.lotExpiry ?? '',
    rabiesTag: record.rabiesTag ?? '',
    veterinarian: record.veterinarian ?? '',
  };
}

/**
 * A record's details in a line, for the lists: "Spay", "Negative", "Nobivac DHPP · lot A123, expires
 * Jan 5, 2027 · rabies tag 2026-114, signed by Dr. Patel"; null when it has none.
 */
export function recordDetails(record: TMedicalRecord, formatDate: (date: string) => string): string | null {
  const parts: string[] = [];
  if (record.procedure) parts.push(`Procedure: ${record.procedure}`);
  if (record.testResult) parts.push(`Result: ${record.testResult}`);
  if (record.product) parts.push(record.product);
  if (record.lotNumber || record.lotExpiry) {
    const lot = [record.lotNumber && `lot ${record.lotNumber}`, record.lotExpiry && `expires ${formatDate(record.lotExpiry)}`].filter(Boolean).join(', ');
    parts.push(lot.charAt(0).toUpperCase() + lot.slice(1));
  }
  if (record.rabiesTag) parts.push(`Rabies tag ${record.rabiesTag}`);
  if (record.veterinarian) parts.push(`Signed by ${record.veterinarian}`);
  return parts.length ? parts.join(' · ') : null;
}
