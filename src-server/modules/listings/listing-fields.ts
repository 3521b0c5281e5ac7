import { daysBetween } from '../../../src-shared/dates.js';
import type { TListingAnimal } from './listed-animals.js';

/**
 * What both sites ask that the shelter's records say only in their own words (docs/domain.md#website,
 * "Listing sites"): each mapping here is documented there with its limits.
 */

export type TAgeGroup = 'Baby' | 'Young' | 'Adult' | 'Senior';
export type TSize = 'S' | 'M' | 'L' | 'XL';
/** A yes or no the records state, or nothing known. */
export type TYesNo = boolean | undefined;

const DAYS_PER_MONTH = 30.44;

/** The age in months from the birth date, else from the age as typed ("2 years", "8 months", "10 weeks"), else unknown. */
export function ageInMonths(animal: Pick<TListingAnimal, 'birthDate' | 'age'>, today: string): number | undefined {
  if (animal.birthDate) return daysBetween(animal.birthDate, today) / DAYS_PER_MONTH;
  const typed = /(\d+(?:\.\d+)?)\s*(y|m|w)/i.exec(animal.age);
  if (!typed) return undefined;
  const value = Number(typed[1]);
  const unit = typed[2]!.toLowerCase();
  return unit === 'y' ? value * 12 : unit === 'm' ? value : value / 4.35;
}

/** Baby under 6 months, Young under 2 years, Adult under 8 years, else Senior; Adult when the age is unknown (both sites need one). */
export function ageGroup(animal: Pick<TListingAnimal, 'birthDate' | 'age'>, today: string): TAgeGroup {
  const months = ageInMonths(animal, today);
  if (months === undefined) return 'Adult';
  if (months < 6) return 'Baby';
  if (months < 24) return 'Young';
  if (months < 96) return 'Adult';
  return 'Senior';
}

/** Upper bounds (exclusive) in grams of S, M and L by species; at or above the last, XL. */
const SIZE_BOUNDS: Record<string, readonly [number, number, number]> = {
  // 25, 60 and 100 lb: the sites' own dog sizes.
  Dog: [11_340, 27_216, 45_359],
  // 7, 12 and 16 lb.
  Cat: [3_175, 5_443, 7_257],
};

/** The size from the latest weight by the species' bounds; M when there is no weight or the species has no bounds. */
export function sizeOf(animal: Pick<TListingAnimal, 'species' | 'weightGrams'>): TSize {
  const bounds = SIZE_BOUNDS[animal.species];
  if (!bounds || animal.weightGrams == null) return 'M';
  const [small, medium, large] = bounds;
  if (animal.weightGrams < small) return 'S';
  if (animal.weightGrams < medium) return 'M';
  if (animal.weightGrams < large) return 'L';
  return 'XL';
}

/** What a trait says of living with `what` ("Good with kids" yes; "Not good with kids", "No kids" no). */
function goodWith(traits: readonly string[], what: RegExp): TYesNo {
  for (const trait of traits) {
    if (!what.test(trait)) continue;
    return !/\b(not|no|never)\b/i.test(trait);
  }
  return undefined;
}

const hasTrait = (traits: readonly string[], trait: RegExp): TYesNo => (traits.some((text) => trait.test(text)) ? true : undefined);

/** The yes/no facts both sites take, from the traits and the derived statuses. */
export function listingFacts(animal: TListingAnimal) {
  return {
    goodWithKids: goodWith(animal.traits, /\b(kids|children)\b/i),
    goodWithDogs: goodWith(animal.traits, /\bdogs?\b/i),
    goodWithCats: goodWith(animal.traits, /\bcats?\b/i),
    houseTrained: hasTrait(animal.traits, /\b(house[- ]?trained|house[- ]?broken|litter[- ]?trained)\b/i),
    declawed: hasTrait(animal.traits, /\bdeclawed\b/i),
    specialNeeds: hasTrait(animal.traits, /\bspecial needs\b/i),
    shotsCurrent: animal.vaccinationStatus === 'Up to date' ? true : undefined,
    altered: ['Spayed', 'Neutered', 'Altered'].includes(animal.spayNeuterStatus ?? '') ? true : animal.spayNeuterStatus === 'Not altered' ? false : undefined,
  };
}

/** The breed as typed split into the sites' primary and secondary breeds, and whether it is a mix. */
export function breedParts(breed: string): { primary: string | undefined; secondary: string | undefined; mix: boolean } {
  const mix = /\bmix(ed)?\b|\/|\bcross\b|\bx\b/i.test(breed);
  const [first, second] = breed
    .replace(/\b(mix(ed)?( breed)?|cross)\b/gi, '')
    .split(/\s*(?:\/|&|\band\b|\bx\b)\s*/i)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part && !/^(unknown|breed)$/i.test(part));
  return { primary: first, secondary: second, mix };
}

/** A text in one line: the sites read one animal per line and keep no line breaks (paragraphs become a space). */
export const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim();
