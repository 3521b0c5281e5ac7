import { z } from 'zod';
import { isIsoDate } from '../dates.js';

/**
 * Field rules shared by every schema, so one message and one limit hold everywhere. Optional
 * text accepts null or '' for "empty" (the spec's forms send both) and stores null.
 */

export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A calendar date `YYYY-MM-DD`, or an ISO date-time the server turns into its zone's date. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isDateOrDateTime = (text: string) => isIsoDate(text) || (DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)));

export const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isDateOrDateTime, 'Enter a valid date as YYYY-MM-DD');

export const optionalDate = () =>
  z
    .string({ error: 'Enter a valid date as YYYY-MM-DD' })
    .trim()
    .refine((text) => text === '' || isDateOrDateTime(text), 'Enter a valid date as YYYY-MM-DD')
    .nullish()
    .transform((value) => (value ? value : null));

/** A plain calendar date, for query filters. */
export const ZIsoDate = z.string().refine(isIsoDate, 'Enter a valid date as YYYY-MM-DD');

/**
 * true or false only: the REST adapter coerces plain boolean schemas (so "false" would read as
 * true); a union of literals is left alone.
 */
export const ZBool = z.union([z.literal(true), z.literal(false)], { error: 'Must be true or false' });

export const ZId = z.number({ error: 'id must be a positive integer' }).int('id must be a positive integer').positive('id must be a positive integer').max(2_147_483_647, 'id must be a positive integer');

export const animalRef = () =>
  z
    .number({ error: 'Animal is required' })
    .int('Animal is required')
    .positive('Animal is required')
    .max(2_147_483_647, 'Animal not found');

/** Integer cents within what a shelter handles in one record (±$10,000,000). */
export const cents = (message = 'Amounts are whole cents') =>
  z.number({ error: message }).int(message).min(-1_000_000_000, 'Amount is too large').max(1_000_000_000, 'Amount is too large');

const IMAGE_URL = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/;
export const optionalImageUrl = () =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .refine((text) => text === '' || IMAGE_URL.test(text), 'Enter an image address starting with https:// or /')
    .nullish()
    .transform((value) => (value ? value : null));

/** The common list parameters of DESIGN.md's API conventions. */
export const ZListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).max(10_000_000).optional(),
});


/** DELETE /…/{id}?reason=…: voids a record entered in error. */
export const ZVoidQuery = z.object({
  id: ZId,
  reason: requiredText('A reason is required', 500),
});
export type TVoidQuery = z.infer<typeof ZVoidQuery>;
