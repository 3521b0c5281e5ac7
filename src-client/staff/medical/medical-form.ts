import type { z } from 'zod';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import { ZMedicalRecordCreateInput } from '../../../src-shared/schemas/medical';

/**
 * Adding and correcting a medical record check what the API checks: its own schema ("Date is
 * required", the types of docs/domain.md#validation, provider and notes optional), less the animal, which
 * is the dialog's.
 */
export const ZMedicalForm = ZMedicalRecordCreateInput.omit({ animalId: true });
export type TMedicalFormValues = z.input<typeof ZMedicalForm>;

export function newRecordDefaults(today: string): TMedicalFormValues {
  return { recordType: 'Examination', date: today, description: '', provider: '', notes: '', outsideSource: false };
}

export function editRecordDefaults(record: TMedicalRecord): TMedicalFormValues {
  return {
    recordType: record.recordType as TMedicalFormValues['recordType'],
    date: record.date,
    description: record.description,
    provider: record.provider ?? '',
    notes: record.notes ?? '',
    outsideSource: record.outsideSource,
  };
}
