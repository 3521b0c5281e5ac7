import { centsToDecimal } from '../../../src-shared/money.js';
import type { TListingAnimal } from './listed-animals.js';
import { ageGroup, breedParts, listingFacts, oneLine, sizeOf, type TYesNo } from './listing-fields.js';
import type { TListingFormat } from './listing-format.js';

/** Petfinder's import layout, its columns in the order its specification lists them (docs/domain.md#website). */
export const PETFINDER_COLUMNS = [
  'ID', 'Internal', 'AnimalName', 'PrimaryBreed', 'SecondaryBreed', 'Sex', 'Size', 'Age', 'Desc', 'Type', 'Status',
  'Shots', 'Altered', 'NoDogs', 'NoCats', 'NoKids', 'Housetrained', 'Declawed', 'specialNeeds', 'Mix',
  'photo1', 'photo2', 'photo3', 'photo4', 'photo5', 'photo6',
  'arrival_date', 'birth_date', 'primaryColor', 'secondaryColor', 'tertiaryColor', 'coat_length',
  'adoption_fee', 'display_adoption_fee', 'adoption_fee_waived', 'special_needs_notes', 'no_other', 'no_other_note', 'tags',
] as const; // prettier-ignore

/** Our species as Petfinder's animal types. */
const PETFINDER_TYPES: Record<string, string> = {
  Dog: 'Dog',
  Cat: 'Cat',
  Bird: 'Bird',
  'Small Animal': 'Small & Furry',
  Other: 'Scales, Fins & Other',
};

/** Petfinder's names for the breeds shelters most often type otherwise. */
const PETFINDER_BREEDS: [RegExp, string][] = [
  [/^(domestic short ?hair|dsh)$/i, 'Domestic Short Hair'],
  [/^(domestic medium ?hair|dmh)$/i, 'Domestic Medium Hair'],
  [/^(domestic long ?hair|dlh)$/i, 'Domestic Long Hair'],
  [/^(pit ?bull|pitbull terrier)$/i, 'Pit Bull Terrier'],
  [/^(lab|labrador)$/i, 'Labrador Retriever'],
];

/** What Petfinder's breed list has for a type when the breed is not known. */
const UNKNOWN_BREED: Record<string, string> = { Dog: 'Mixed Breed', Cat: 'Domestic Short Hair' };

const petfinderBreed = (breed: string | undefined) => (breed && PETFINDER_BREEDS.find(([typed]) => typed.test(breed))?.[1]) ?? breed;

/** Petfinder's yes is "1", and no and unknown are both left empty. */
const yes = (value: TYesNo) => (value ? '1' : '');
/** Its "No dogs" and the like say the opposite of good with: "1" only when the records say not good with. */
const no = (value: TYesNo) => (value === false ? '1' : '');

function petfinderRow(animal: TListingAnimal, today: string, adoptionFeeCents: number): string[] {
  const facts = listingFacts(animal);
  const breed = breedParts(animal.breed);
  const primary = petfinderBreed(breed.primary) ?? UNKNOWN_BREED[animal.species] ?? 'Other';
  const photos = Array.from({ length: 6 }, (_, index) => animal.photoUrls[index] ?? '');
  return [
    animal.animalId,
    animal.animalId,
    oneLine(animal.name),
    primary,
    petfinderBreed(breed.secondary) ?? '',
    animal.sex === 'Male' ? 'M' : animal.sex === 'Female' ? 'F' : '',
    sizeOf(animal),
    ageGroup(animal, today),
    oneLine(animal.description),
    PETFINDER_TYPES[animal.species] ?? 'Scales, Fins & Other',
    'A',
    yes(facts.shotsCurrent),
    yes(facts.altered),
    no(facts.goodWithDogs),
    no(facts.goodWithCats),
    no(facts.goodWithKids),
    yes(facts.houseTrained),
    yes(facts.declawed),
    yes(facts.specialNeeds),
    yes(breed.mix || !breed.primary),
    ...photos,
    animal.intakeDate,
    animal.birthDate ?? '',
    '',
    '',
    '',
    '',
    adoptionFeeCents > 0 ? centsToDecimal(adoptionFeeCents) : '',
    yes(adoptionFeeCents > 0),
    '',
    '',
    '',
    '',
    '',
  ];
}

/** One file, `<shelter ID>.csv`: Petfinder replaces the shelter's list with it (an animal not in it is taken off). */
export const petfinder: TListingFormat = {
  site: 'petfinder',
  csvName: (options) => `${options.petfinderShelterId ?? 'petfinder'}.csv`,
  header: PETFINDER_COLUMNS,
  row: (animal, options) => petfinderRow(animal, options.today, options.adoptionFeeCents),
  extraFiles: () => [],
};
