import { formatWeight, spayNeuterStatusOf, vaccinationStatusOf } from '../../../src-shared/care-plans.js';
import { isInCare } from '../../../src-shared/journey.js';
import type { TPhotoSizes } from '../../../src-shared/photos.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import { animalPicture } from '../photos/primary-photo.js';
import type { TAnimalEntity } from './animal.entity.js';

/*
 * An animal's answer, apart from the service and with no ORM at run time: the bench's raw-SQL
 * baseline (bench/baseline-animals.ts) maps its rows with the same rule.
 */

/** What an animal's answer is made of: the registry's list reads just these. */
export const ANIMAL_FIELDS = [
  'id',
  'animalId',
  'name',
  'species',
  'breed',
  'sex',
  'age',
  'intakeDate',
  'birthDate',
  'birthDateEstimated',
  'status',
  'publicListing',
  'imageUrl',
  'microchipId',
  'microchipManufacturer',
  'registrationId',
  'traits',
  'description',
  'weight',
  'healthStatus',
  'vaccinationStatus',
  'spayNeuterStatus',
  'alteredAtIntake',
  'weightGrams',
  'vaccinationsGiven',
  'nextVaccinationDue',
  'alteredProcedure',
  'version',
] as const;
export type TAnimalFields = Pick<TAnimalEntity, (typeof ANIMAL_FIELDS)[number]>;

/**
 * An animal's answer on the shelter's `today`: its vaccination and spay/neuter statuses derived
 * from its care summary (docs/domain.md#care-plans). A plan stops when the animal leaves, so only
 * an animal in care reads Due or Overdue; the latest weight on record is its weight's text.
 */
export function toAnimal(animal: TAnimalFields, today: string, photo: TPhotoSizes | null | undefined): TAnimal {
  const vaccinationStatus = vaccinationStatusOf(
    {
      vaccinationsGiven: animal.vaccinationsGiven,
      nextVaccinationDue: isInCare(animal.status) ? (animal.nextVaccinationDue ?? null) : null,
      typed: animal.vaccinationStatus ?? null,
    },
    today,
  );
  const spayNeuterStatus = spayNeuterStatusOf({
    procedure: (animal.alteredProcedure ?? null) as 'Spay' | 'Neuter' | null,
    alteredAtIntake: animal.alteredAtIntake ?? null,
    sex: animal.sex,
    typed: animal.spayNeuterStatus ?? null,
  });
  return {
    id: animal.id,
    animalId: animal.animalId,
    name: animal.name,
    species: animal.species,
    breed: animal.breed,
    sex: animal.sex,
    age: animal.age,
    intakeDate: animal.intakeDate,
    birthDate: animal.birthDate ?? null,
    birthDateEstimated: animal.birthDateEstimated,
    status: animal.status,
    publicListing: animal.publicListing,
    ...animalPicture(photo, animal.imageUrl),
    microchipId: animal.microchipId ?? null,
    microchipManufacturer: animal.microchipManufacturer ?? null,
    registrationId: animal.registrationId ?? null,
    traits: animal.traits ?? [],
    description: animal.description ?? null,
    weight: animal.weightGrams == null ? (animal.weight ?? null) : formatWeight(animal.weightGrams, 'kg'),
    healthStatus: animal.healthStatus ?? null,
    vaccinationStatus,
    spayNeuterStatus,
    alteredAtIntake: animal.alteredAtIntake ?? null,
    weightGrams: animal.weightGrams ?? null,
    version: animal.version,
  };
}
