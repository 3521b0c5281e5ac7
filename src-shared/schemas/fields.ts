import { z } from 'zod';
import { isIsoDate } from '../dates.js';

/**
 * Field rules shared by every schema, so one message and one limit hold everywhere. Optional
 * text accepts null or '' for "empty" (the spec's forms send both) and stores null.
 */

export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional e-mail address: null or '' for none, else a valid address. */
export const optionalEmail = () =>
  z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(320, 'Must be at most 320 characters')
    .refine((text) => text === '' || z.email().safeParse(text).success, 'Invalid email address')
    .nullish()
    .transform((value) => (value ? value : null));

/** A calendar date `YYYY-MM-DD`, or an ISO date-time the server turns into its zone's date. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isDateOrDateTime = (text: string) => isIsoDate(text) || (DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)));

export const requiredDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isDateOrDateTime, 'Enter a valid date as YYYY-MM-DD');

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

const MAX_ID = 2_147_483_647;
const ID_MESSAGE = 'id must be a positive integer';
const positiveId = () => z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/**
 * A number in a JSON body must arrive as a JSON number. trpc-to-openapi parses every plain number
 * field of a REST input from text, as path and query parameters need (`/animals/7`, `?limit=20`),
 * and turns that schema into z.coerce.number() for good, so a body's "10.00" would read as 10 and
 * "" as 0. It leaves a pipe alone: a body number is its schema piped into itself (so the OpenAPI
 * document describes it alike as input and output), and never a schema a path or query parameter
 * also uses.
 */
export const jsonNumber = (schema: z.ZodNumber) => schema.pipe(schema);

/** A record's id in a path or query parameter. */
export const ZId = positiveId();

/** A record's id in a JSON body. */
export const idField = () => jsonNumber(positiveId());

export const animalRef = () =>
  jsonNumber(z.number({ error: 'Animal is required' }).int('Animal is required').positive('Animal is required').max(MAX_ID, 'Animal not found'));

const MAX_CENTS = 1_000_000_000;

/**
 * Integer cents within what a shelter handles in one record (±$10,000,000), as a bare number: for
 * a member of a union, which the adapter leaves alone too (a pipe there would hide the member's
 * own message behind the union's).
 */
export const centsNumber = (message: string, floor = { min: -MAX_CENTS, message: 'Amount is too large' }) =>
  z.number({ error: message }).int(message).min(floor.min, floor.message).max(MAX_CENTS, 'Amount is too large');

/** Integer cents in a JSON body. */
export const cents = (message: string) => jsonNumber(centsNumber(message));

const IMAGE_URL = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/;
export const optionalImageUrl = () =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .refine((text) => text === '' || IMAGE_URL.test(text), 'Enter an image address starting with https:// or /')
    .nullish()
    .transform((value) => (value ? value : null));

/** The common list parameters (docs/architecture.md#lists). */
/** A from/to range whose ends, when both are given, are in order; RANGE_ORDER is the refusal. */
export const orderedRange = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || query.from <= query.to;
export const RANGE_ORDER = { message: 'from must not be after to', path: ['from'] };

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
