import { z } from 'zod';
import { MANUAL_ANIMAL_STATUSES } from '../../../../src-shared/enums';
import { LEFT_STATUSES } from '../../../../src-shared/journey';
import { type TAnimal, ZAnimalCreateInput, ZHealthStatus } from '../../../../src-shared/schemas/animals';
import { intakeDefaults, ZIntakeForm } from '../journey/intake-form';
import { chipFields, chipIssues, chipPayload } from '../microchip/microchip-values';
import { carePlanDefaults, intakeCarePlan, ZCarePlanForm } from './care-plan-form';
import { joinTraits, splitTraits } from './traits';

/**
 * The intake and edit forms check what the API checks: they are the API's own animal schema, with
 * the traits typed as one line and the microchip manufacturer picked from a list; the intake form
 * adds how the animal came in and its care plan. Weights, vaccination and spay/neuter statuses are
 * not typed: the weight history and the medical records give them (docs/domain.md#care-plans).
 */

const traitsLine = z.string().transform(splitTraits).pipe(ZAnimalCreateInput.shape.traits.unwrap());

const animalFields = ZAnimalCreateInput.omit({
  animalId: true,
  microchipId: true,
  microchipManufacturer: true,
  registrationId: true,
  intake: true,
  carePlan: true,
  weight: true,
  vaccinationStatus: true,
  spayNeuterStatus: true,
}).extend({ traits: traitsLine });

/** The Add New Animal form; it parses to the create payload (the server assigns the animal ID). */
export const ZAnimalCreateForm = animalFields
  .extend({ ...chipFields, intake: ZIntakeForm, carePlan: ZCarePlanForm })
  .superRefine((values, ctx) => chipIssues(values, { required: false }).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue })))
  .transform(({ microchipId, manufacturerChoice, otherManufacturer, registrationId, carePlan, ...animal }) => ({
    ...animal,
    ...chipPayload({ microchipId, manufacturerChoice, otherManufacturer, registrationId }),
    carePlan: intakeCarePlan(carePlan, animal.alteredAtIntake === true),
  }));
export type TAnimalCreateFormValues = z.input<typeof ZAnimalCreateForm>;

/** A new intake, taken in now: `today` and `time` are the shelter's. */
export function createFormDefaults(today: string, time: string): TAnimalCreateFormValues {
  return {
    intake: intakeDefaults(time),
    name: '',
    species: 'Dog',
    breed: '',
    sex: 'Male',
    age: '',
    healthStatus: 'Healthy',
    status: 'Available',
    intakeDate: today,
    birthDate: '',
    birthDateEstimated: false,
    imageUrl: '',
    description: '',
    traits: '',
    alteredAtIntake: null,
    publicListing: true,
    carePlan: carePlanDefaults(),
    microchipId: '',
    manufacturerChoice: '',
    otherManufacturer: '',
    registrationId: '',
  };
}

/**
 * Edit Details: the same fields but the microchip (its own tab edits it). An existing animal may
 * have no health status, which stays "Not specified".
 */
export const ZAnimalEditForm = animalFields.extend({
  healthStatus: z.union([z.literal(''), ZHealthStatus]).transform((value) => value || null),
});
export type TAnimalEditFormValues = z.input<typeof ZAnimalEditForm>;

export function editFormDefaults(animal: TAnimal): TAnimalEditFormValues {
  return {
    name: animal.name,
    species: animal.species as TAnimalEditFormValues['species'],
    breed: animal.breed,
    sex: animal.sex as TAnimalEditFormValues['sex'],
    age: animal.age,
    healthStatus: (animal.healthStatus ?? '') as TAnimalEditFormValues['healthStatus'],
    status: animal.status as TAnimalEditFormValues['status'],
    intakeDate: animal.intakeDate,
    birthDate: animal.birthDate ?? '',
    birthDateEstimated: animal.birthDateEstimated,
    imageUrl: animal.imageUrl ?? '',
    description: animal.description ?? '',
    traits: joinTraits(animal.traits),
    alteredAtIntake: animal.alteredAtIntake,
    publicListing: animal.publicListing,
  };
}

/**
 * The statuses staff may choose: the ones set by hand, and the animal's current one when records
 * set it, so the form opens on the truth. Choosing another is the server's to refuse, with its
 * reason (docs/domain.md#statuses).
 */
export function statusOptions(current?: string): string[] {
  const manual: readonly string[] = MANUAL_ANIMAL_STATUSES;
  return current && !manual.includes(current) ? [current, ...manual] : [...manual];
}

/** What sets the animal's status, when its records do, and how it changes; else where the other statuses come from. */
export function statusHelp(current: string): string {
  if (current === 'In Foster') return 'Set by a current foster placement: end the placement to change it.';
  if (current === 'Adopted') return 'Set by a completed adoption: cancel the adoption, or record its return, to change it.';
  if (current === 'Stray Hold' || current === 'Quarantine') return `Set by a ${current.toLowerCase()}: release the hold to change it.`;
  if ((LEFT_STATUSES as readonly string[]).includes(current)) return 'Set by the outcome of its stay: record a new intake to bring it back into care.';
  return 'Other statuses come from outcomes, holds and foster placements.';
}

/**
 * The answer to "already spayed or neutered?" as its select gives it ("true", "false", "" for Not
 * known). react-hook-form passes the form's own value through it too (null after a reset, true
 * or false for an animal's answer), which stays what it is.
 */
export function alteredAnswer(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}
