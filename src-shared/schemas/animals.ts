import { z } from 'zod';
import { ANIMAL_STATUSES, HEALTH_STATUSES, SEXES, SPECIES } from '../enums.js';
import { normalizeChipNumber } from '../microchips.js';
import { optionalDate, optionalImageUrl, optionalText, requiredDate, requiredText, ZBool, ZId, ZListQuery } from './fields.js';
import { ZIntakeCarePlan } from './care-plans.js';
import { ZIntakeDetails } from './journey.js';
import { ZPhotoImage } from './photos.js';
import { ZVersion } from './records.js';

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const ZSpecies = oneOf('Species', SPECIES);
export const ZSex = oneOf('Sex', SEXES);
export const ZHealthStatus = oneOf('Health status', HEALTH_STATUSES);
export const ZAnimalStatus = oneOf('Status', ANIMAL_STATUSES);

export const ZAnimal = z.object({
  id: z.number().int(),
  animalId: z.string(),
  name: z.string(),
  species: z.string(),
  breed: z.string(),
  sex: z.string(),
  age: z.string(),
  intakeDate: z.string(),
  birthDate: z.string().nullable(),
  birthDateEstimated: z.boolean(),
  status: z.string(),
  /** Off: kept off the portal, the widget, the feeds and the listing sites while adoptable (docs/domain.md#website). */
  publicListing: z.boolean(),
  /** The primary photo's `src` when the animal has photos, else the address stored for it (docs/domain.md#photos). */
  imageUrl: z.string().nullable(),
  /** The primary photo (the first live one), with its sizes; null without photos. */
  photo: ZPhotoImage.nullable(),
  microchipId: z.string().nullable(),
  microchipManufacturer: z.string().nullable(),
  registrationId: z.string().nullable(),
  traits: z.array(z.string()),
  description: z.string().nullable(),
  weight: z.string().nullable(),
  healthStatus: z.string().nullable(),
  /** Derived from the records and the care plan (src-shared/care-plans.ts): Up to date, Due, Overdue, Not started, or what was typed before. */
  vaccinationStatus: z.string().nullable(),
  /** Derived: Spayed, Neutered, Altered, Not altered, what was typed before, or null (not known). */
  spayNeuterStatus: z.string().nullable(),
  /** The intake's answer to "already spayed or neutered?"; null when not known. */
  alteredAtIntake: z.boolean().nullable(),
  /** The latest weight on record, in grams (`weight` is its text: typed before weights were recorded, or this one in kg). */
  weightGrams: z.number().int().nullable(),
  version: z.number().int(),
});
export type TAnimal = z.infer<typeof ZAnimal>;

const ZTraits = z
  .array(z.string({ error: 'Traits are text' }).trim().min(1).max(50, 'A trait must be at most 50 characters'), { error: 'Traits must be a list' })
  .max(30, 'At most 30 traits');

/** The editable fields, shared by create and update. */
const animalFields = {
  name: requiredText('Name is required'),
  species: ZSpecies,
  breed: requiredText('Breed is required'),
  sex: ZSex,
  age: requiredText('Age is required', 100),
  intakeDate: requiredDate('Intake date is required'),
  /** Exact or estimated: each stay's age group (adult, juvenile under 5 months) follows from it. */
  birthDate: optionalDate(),
  status: ZAnimalStatus,
  imageUrl: optionalImageUrl(),
  /** Stored without formatting, so a lookup finds it however it was typed. */
  microchipId: optionalText(40).transform((value) => (value ? normalizeChipNumber(value) : null)),
  microchipManufacturer: optionalText(100),
  registrationId: optionalText(100),
  traits: ZTraits,
  description: optionalText(5000),
  weight: optionalText(50),
  healthStatus: ZHealthStatus.nullish().transform((value) => value ?? null),
  /** Accepted from the specification's clients: kept as typed and shown while no record or plan says otherwise. */
  vaccinationStatus: optionalText(500),
  spayNeuterStatus: optionalText(500),
  alteredAtIntake: ZBool.nullish().transform((value) => value ?? null),
  /** Off keeps an adoptable animal off every public channel (being evaluated, held for a partner). */
  publicListing: ZBool,
};

export const ZAnimalCreateInput = z.object({
  ...animalFields,
  /** Normally left out: the server assigns it (docs/domain.md#animal-ids). */
  animalId: optionalText(40),
  status: animalFields.status.default('Available'),
  birthDateEstimated: ZBool.default(false),
  /** How the animal came in (docs/domain.md#journey); an intake of type Other when left out. */
  intake: ZIntakeDetails.prefault({}),
  traits: ZTraits.default([]),
  healthStatus: ZHealthStatus.default('Healthy'),
  publicListing: ZBool.default(true),
  carePlan: ZIntakeCarePlan,
});
export type TAnimalCreateInput = z.input<typeof ZAnimalCreateInput>;
export type TAnimalCreate = z.output<typeof ZAnimalCreateInput>;

/** Any subset of the fields (PUT takes a partial animal). */
export const ZAnimalUpdateInput = z
  .object(animalFields)
  .partial()
  .extend({
    id: ZId,
    animalId: requiredText('Animal ID is required', 40).optional(),
    birthDateEstimated: ZBool.optional(),
    version: ZVersion,
  })
  .superRefine((input, ctx) => {
    // The microchip update (docs/domain.md#validation): a chip number and its manufacturer travel
    // together; sending both empty removes the chip.
    if (input.microchipManufacturer && !input.microchipId) {
      ctx.addIssue({ code: 'custom', message: 'Microchip ID is required', path: ['microchipId'] });
    }
    if (input.microchipId && !input.microchipManufacturer) {
      ctx.addIssue({ code: 'custom', message: 'Manufacturer is required', path: ['microchipManufacturer'] });
    }
  });
export type TAnimalUpdateInput = z.infer<typeof ZAnimalUpdateInput>;

/** The registry's sortable columns (docs/domain.md#registry); without `sort`, newest intake first. */
export const ANIMAL_SORTS = ['name', 'animalId', 'intakeDate', 'status'] as const;
export type TAnimalSort = (typeof ANIMAL_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];
/** The order a sort takes when none is sent: intake dates newest first, as the registry always listed them; the rest A to Z. */
export const defaultSortOrder = (sort: TAnimalSort): TSortOrder => (sort === 'intakeDate' ? 'desc' : 'asc');

export const ZAnimalListQuery = ZListQuery.extend({
  status: ZAnimalStatus.optional(),
  species: ZSpecies.optional(),
  sort: oneOf('Sort', ANIMAL_SORTS).optional(),
  order: oneOf('Order', SORT_ORDERS).optional(),
});
export type TAnimalListQuery = z.infer<typeof ZAnimalListQuery>;

export const ZAnimalIdInput = z.object({ id: ZId });
