import { z } from 'zod';
import { addDays } from '../dates.js';
import { animalRef, optionalDate, optionalText, requiredDate, ZId, ZListQuery } from './fields.js';
import { personLink } from './people.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZFosterPlacement = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  /** The foster home's person; the name, e-mail and phone below are theirs. */
  personId: z.number().int(),
  fosterName: z.string(),
  fosterEmail: z.string().nullable(),
  fosterPhone: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** Started, with no end date or an end date today or later (docs/domain.md#foster-placements). */
  current: z.boolean(),
  /** Starts after today: the animal goes In Foster on its start day (docs/domain.md#foster-placements). */
  scheduled: z.boolean(),
});
export type TFosterPlacement = z.infer<typeof ZFosterPlacement>;

const optionalEmail = () =>
  z
    .union([z.literal(''), z.email('Invalid email address').max(320)], { error: 'Invalid email address' })
    .nullish()
    .transform((value) => (value ? value : null));

const fields = {
  /** The foster home picked in the console; a client that sends the foster's details instead leaves it out. */
  personId: personLink(),
  fosterName: optionalText(200),
  fosterEmail: optionalEmail(),
  fosterPhone: optionalText(50),
  startDate: requiredDate('Start date is required'),
  endDate: optionalDate(),
  notes: optionalText(5000),
};

export const FOSTER_NAME_MESSAGE = 'Foster name is required';
export const FOSTER_CONTACT_MESSAGE = 'Enter an email address or a phone number for the foster';

/** A foster named by details (no `personId`) needs a name and a way to reach them. */
export const ZFosterCreateInput = z.object({ animalId: animalRef(), ...fields }).superRefine((input, ctx) => {
  if (input.personId) return;
  if (!input.fosterName) ctx.addIssue({ code: 'custom', message: FOSTER_NAME_MESSAGE, path: ['fosterName'] });
  if (!input.fosterEmail && !input.fosterPhone) ctx.addIssue({ code: 'custom', message: FOSTER_CONTACT_MESSAGE, path: ['fosterEmail'] });
});
export type TFosterCreate = z.output<typeof ZFosterCreateInput>;

/** Foster details sent without a `personId` name the foster again; a name sent blank names nobody. */
export const ZFosterUpdateInput = z
  .object(fields)
  .partial()
  .extend({ id: ZId, version: ZVersion })
  .superRefine((input, ctx) => {
    if (input.fosterName === null && !input.personId) ctx.addIssue({ code: 'custom', message: FOSTER_NAME_MESSAGE, path: ['fosterName'] });
  });
export type TFosterUpdate = z.output<typeof ZFosterUpdateInput>;

export const ZFosterListQuery = ZListQuery.extend({
  animalId: ZId.optional(),
  status: z.enum(['current', 'past', 'scheduled'], { error: 'status must be current, past or scheduled' }).optional(),
});
export type TFosterListQuery = z.output<typeof ZFosterListQuery>;

/** How far ahead a placement may be scheduled (docs/domain.md#foster-placements). */
export const FOSTER_SCHEDULE_DAYS = 90;

/** The start dates a placement of an animal taken in on `intakeDate` may have: the date pickers' min and max. */
export const fosterStartBounds = (intakeDate: string, today: string) => ({ min: intakeDate, max: addDays(today, FOSTER_SCHEDULE_DAYS) });

/**
 * What is wrong with a placement's dates, if anything, and at which field: the server refuses it
 * with this message, the form shows it under the field.
 */
export function fosterDatesProblem(
  dates: { startDate: string; endDate: string | null },
  intakeDate: string,
  today: string,
): { message: string; path: 'startDate' | 'endDate' } | null {
  const { min, max } = fosterStartBounds(intakeDate, today);
  if (dates.startDate < min) return { message: `Start date cannot be before the animal's intake date (${intakeDate})`, path: 'startDate' };
  if (dates.startDate > max) return { message: `Start date cannot be more than ${FOSTER_SCHEDULE_DAYS} days ahead`, path: 'startDate' };
  if (dates.endDate && dates.endDate < dates.startDate) return { message: 'End date cannot be before the start date', path: 'endDate' };
  return null;
}
