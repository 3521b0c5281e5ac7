import { z } from 'zod';
import { MEDICAL_RECORD_TYPES } from '../enums.js';
import { ZGiveDetails } from './care-plans.js';
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
  /** HH:MM, when known. */
  time: z.string().nullable(),
  /** A surgery's procedure: Spay and Neuter make the spay/neuter status (docs/domain.md#care-plans). */
  procedure: z.string().nullable(),
  /** A vaccine's or a drug's product, lot and the lot's expiry. */
  product: z.string().nullable(),
  lotNumber: z.string().nullable(),
  lotExpiry: z.string().nullable(),
  /** A rabies vaccination's tag and the veterinarian signing its certificate. */
  rabiesTag: z.string().nullable(),
  veterinarian: z.string().nullable(),
  /** A test's result. */
  testResult: z.string().nullable(),
});
export type TMedicalRecord = z.infer<typeof ZMedicalRecord>;

/** The details a record of some types carries (docs/domain.md#care-plans says which); optional, null when absent. */
const { time, procedure, product, lotNumber, lotExpiry, rabiesTag, veterinarian, testResult } = ZGiveDetails;

const fields = {
  recordType: ZMedicalRecordType,
  date: requiredDate('Date is required'),
  description: requiredText('Description is required', 2000),
  provider: optionalText(200),
  notes: optionalText(5000),
  time,
  procedure,
  product,
  lotNumber,
  lotExpiry,
  rabiesTag,
  veterinarian,
  testResult,
};

/** A previous owner's or a transfer partner's vet record: its date may predate the intake. */
const outsideSource = ZBool;

export const ZMedicalRecordCreateInput = z.object({ animalId: animalRef(), ...fields, outsideSource: outsideSource.default(false) });
export type TMedicalRecordCreate = z.output<typeof ZMedicalRecordCreateInput>;

/** Fields left out stay as they are (a default here would reset them). */
export const ZMedicalRecordUpdateInput = z
  .object({ ...fields, outsideSource })
  .partial()
  .extend({ id: ZId, version: ZVersion });
export type TMedicalRecordUpdate = z.output<typeof ZMedicalRecordUpdateInput>;

export const ZMedicalRecordListQuery = ZListQuery.extend({ animalId: ZId.optional(), recordType: ZMedicalRecordType.optional() });
export type TMedicalRecordListQuery = z.output<typeof ZMedicalRecordListQuery>;
