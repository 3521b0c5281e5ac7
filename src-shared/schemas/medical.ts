import { z } from 'zod';
import { MEDICAL_RECORD_TYPES } from '../enums.js';
import { animalRef, optionalText, requiredDate, requiredText, ZBool, ZId, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZMedicalRecordType = z.enum(MEDICAL_RECORD_TYPES, { error: `Record type must be one of: ${MEDICAL_RECORD_TYPES.join(', ')}` });

export const ZMedicalRecord = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  recordType: z.string(),
  date: z.string(),
  description: z.string(),
  provider: z.string().nullable(),
  notes: z.string().nullable(),
  outsideSource: z.boolean(),
});
export type TMedicalRecord = z.infer<typeof ZMedicalRecord>;

const fields = {
  recordType: ZMedicalRecordType,
  date: requiredDate('Date is required'),
  description: requiredText('Description is required', 2000),
  provider: optionalText(200),
  notes: optionalText(5000),
  /** A previous owner's or a transfer partner's vet record: its date may predate the intake. */
  outsideSource: ZBool.default(false),
};

export const ZMedicalRecordCreateInput = z.object({ animalId: animalRef(), ...fields });
export type TMedicalRecordCreate = z.output<typeof ZMedicalRecordCreateInput>;

export const ZMedicalRecordUpdateInput = z.object(fields).partial().extend({ id: ZId, version: ZVersion });
export type TMedicalRecordUpdate = z.output<typeof ZMedicalRecordUpdateInput>;

export const ZMedicalRecordListQuery = ZListQuery.extend({ animalId: ZId.optional(), recordType: ZMedicalRecordType.optional() });
export type TMedicalRecordListQuery = z.output<typeof ZMedicalRecordListQuery>;
