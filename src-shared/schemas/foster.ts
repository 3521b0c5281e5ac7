import { z } from 'zod';
import { animalRef, optionalDate, optionalText, requiredDate, requiredText, ZId, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZFosterPlacement = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  fosterName: z.string(),
  fosterEmail: z.string().nullable(),
  fosterPhone: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** No end date, or an end date today or later (docs/domain.md#foster-placements). */
  current: z.boolean(),
});
export type TFosterPlacement = z.infer<typeof ZFosterPlacement>;

const optionalEmail = () =>
  z
    .union([z.literal(''), z.email('Invalid email address').max(320)], { error: 'Invalid email address' })
    .nullish()
    .transform((value) => (value ? value : null));

const fields = {
  fosterName: requiredText('Foster name is required'),
  fosterEmail: optionalEmail(),
  fosterPhone: optionalText(50),
  startDate: requiredDate('Start date is required'),
  endDate: optionalDate(),
  notes: optionalText(5000),
};

export const FOSTER_CONTACT_MESSAGE = 'Enter an email address or a phone number for the foster';

export const ZFosterCreateInput = z
  .object({ animalId: animalRef(), ...fields })
  .refine((input) => input.fosterEmail || input.fosterPhone, { message: FOSTER_CONTACT_MESSAGE, path: ['fosterEmail'] });
export type TFosterCreate = z.output<typeof ZFosterCreateInput>;

export const ZFosterUpdateInput = z.object(fields).partial().extend({ id: ZId, version: ZVersion });
export type TFosterUpdate = z.output<typeof ZFosterUpdateInput>;

export const ZFosterListQuery = ZListQuery.extend({
  animalId: ZId.optional(),
  status: z.enum(['current', 'past'], { error: 'status must be current or past' }).optional(),
});
export type TFosterListQuery = z.output<typeof ZFosterListQuery>;
