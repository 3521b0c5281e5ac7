import type { TListingAnimal } from './listed-animals.js';
import { ageGroup, breedParts, listingFacts, oneLine, sizeOf, type TYesNo } from './listing-fields.js';
import type { TListingFormat, TListingOptions } from './listing-format.js';

/**
 * Adopt-a-Pet's AutoUpload fields, in pets.csv's column order; import.cfg names each column's
 * field (`#n:Column=Field`), so the CSV's header and the mapping are one list (docs/domain.md#website).
 */
export const ADOPTAPET_COLUMNS = [
  'Id', 'Animal', 'Breed', 'Breed2', 'Purebred', 'Age', 'Name', 'Size', 'Sex', 'Description', 'Status',
  'GoodWKids', 'GoodWCats', 'GoodWDogs', 'SpayedNeutered', 'ShotsCurrent', 'Housetrained', 'Declawed', 'SpecialNeeds',
  'HairLength', 'YouTubeVideoURL', 'PhotoURL', 'PhotoURL2', 'PhotoURL3', 'PhotoURL4',
] as const; // prettier-ignore

/** Our species as Adopt-a-Pet's animals; "Other" has no match of its own there. */
const ADOPTAPET_ANIMALS: Record<string, string> = { Dog: 'Dog', Cat: 'Cat', Bird: 'Bird', 'Small Animal': 'Small Animal', Other: 'Small Animal' };

const MIXED_SIZES = { S: 'Small', M: 'Medium', L: 'Large', XL: 'Large' } as const;

/** The breed Adopt-a-Pet's list has when ours is not known: a dog's mixed breed by its size, a domestic cat, else the animal itself. */
function unknownBreed(animal: TListingAnimal): string {
  if (animal.species === 'Dog') return `Mixed Breed (${MIXED_SIZES[sizeOf(animal)]})`;
  if (animal.species === 'Cat') return 'Domestic Shorthair';
  return ADOPTAPET_ANIMALS[animal.species] ?? 'Small Animal';
}

/** Adopt-a-Pet's yes is "1", no "0", and unknown empty. */
const yesNo = (value: TYesNo) => (value === undefined ? '' : value ? '1' : '0');

function adoptapetRow(animal: TListingAnimal, options: TListingOptions): string[] {
  const facts = listingFacts(animal);
  const breed = breedParts(animal.breed);
  const sized = animal.species === 'Dog' || animal.species === 'Cat';
  return [
    animal.animalId,
    ADOPTAPET_ANIMALS[animal.species] ?? 'Small Animal',
    breed.primary ?? unknownBreed(animal),
    breed.secondary ?? '',
    yesNo(Boolean(breed.primary) && !breed.mix),
    ageGroup(animal, options.today),
    oneLine(animal.name),
    sized ? sizeOf(animal) : '',
    animal.sex === 'Male' ? 'M' : animal.sex === 'Female' ? 'F' : '',
    oneLine(animal.description),
    'Available',
    yesNo(facts.goodWithKids),
    yesNo(facts.goodWithCats),
    yesNo(facts.goodWithDogs),
    yesNo(facts.altered),
    yesNo(facts.shotsCurrent),
    yesNo(facts.houseTrained),
    yesNo(facts.declawed),
    yesNo(facts.specialNeeds),
    '',
    '',
    ...Array.from({ length: 4 }, (_, index) => animal.photoUrls[index] ?? ''),
  ];
}

/** import.cfg: a comment, then each column's mapping to the field of the same name. */
export function adoptapetImportCfg(): string {
  const lines = ADOPTAPET_COLUMNS.map((column, index) => `#${index + 1}:${column}=${column}`);
  return ['; Adopt-a-Pet AutoUpload import map, written by Shelter with pets.csv', ...lines].join('\r\n') + '\r\n';
}

/** Two files: the mapping, then pets.csv; Adopt-a-Pet takes an animal missing from pets.csv off the site. */
export const adoptapet: TListingFormat = {
  site: 'adoptapet',
  csvName: () => 'pets.csv',
  header: ADOPTAPET_COLUMNS,
  row: adoptapetRow,
  extraFiles: () => [{ name: 'import.cfg', text: adoptapetImportCfg() }],
};
