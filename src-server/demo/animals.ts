import { parseTypedWeight } from '../../src-shared/care-plans.js';
import { addDays } from '../../src-shared/dates.js';
import type { TAnimalStatus } from '../../src-shared/enums.js';
import type { TIntakeType } from '../../src-shared/journey.js';
import { formatAnimalId } from '../modules/animals/animal-ids.js';
import { DEMO_ANIMALS, type TCatalogueAnimal } from './animals-data.js';
import { demoImageUrl } from './images.js';
import { createMicrochips, type TMicrochip } from './microchips.js';
import type { TRandom } from './random.js';
import { createStayPlanner, isYoung, type TStaySpan } from './stays.js';

export type TKind = 'dog' | 'cat' | 'rabbit' | 'ferret' | 'guinea-pig' | 'bird' | 'reptile';

export interface TAnimalRow extends TMicrochipFields {
  animalId: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  intakeDate: string;
  birthDate: string | null;
  birthDateEstimated: boolean;
  status: TAnimalStatus;
  imageUrl: string | null;
  traits: string[];
  description: string;
  /** Typed only when it reads as no one weight: the catalogue's weights are the weight history's (care-plans.ts). */
  weight: string | null;
  healthStatus: string;
  /** Typed only where no record says it (src-shared/care-plans.ts derives them). */
  vaccinationStatus: string | null;
  spayNeuterStatus: string | null;
  alteredAtIntake: boolean | null;
  publicListing: boolean;
}

type TMicrochipFields = { [K in keyof TMicrochip]: TMicrochip[K] | null };

/** One demo animal with the dates its records must fall between. */
export interface TPlannedAnimal {
  row: TAnimalRow;
  catalogue: TCatalogueAnimal;
  kind: TKind;
  young: boolean;
  /** Its stays, oldest first; records fall inside them (insideStays). */
  stays: TStaySpan[];
  /** How its first stay began. */
  intakeType: TIntakeType;
  /** Days before today it first came in. */
  intakeAgo: number;
  /** Days before today it left for good (0 while in care): nothing is recorded after it. */
  lastAgo: number;
  /** Set when the shelter spayed or neutered the animal, for its surgery record. */
  surgeryDate: string | null;
}

export function kindOf(animal: Pick<TCatalogueAnimal, 'species' | 'breed'>): TKind {
  switch (animal.species) {
    case 'Dog':
      return 'dog';
    case 'Cat':
      return 'cat';
    case 'Bird':
      return 'bird';
    case 'Other':
      return 'reptile';
    case 'Small Animal':
      if (/rabbit/i.test(animal.breed)) return 'rabbit';
      if (/ferret/i.test(animal.breed)) return 'ferret';
      return 'guinea-pig';
  }
}

const CHIP_CHANCE: Record<TKind, number> = { dog: 0.75, cat: 0.6, rabbit: 0.4, ferret: 0.5, 'guinea-pig': 0, bird: 0, reptile: 0 };

/**
 * The animals with their stays and IDs. IDs follow docs/domain.md#animal-ids with the default
 * settings (a fresh database has no others): `A-{intake year}-{n}`, n counting from 1 per year in
 * intake order, padded to 4 digits. The allocator carries on after the highest stored number.
 * @param strayHoldDays Settings' stray hold: a stray taken in since is on Stray Hold.
 */
export function planAnimals(random: TRandom, today: string, strayHoldDays: number): TPlannedAnimal[] {
  const microchip = createMicrochips(random);
  const stayPlan = createStayPlanner(random, strayHoldDays);
  const planned = DEMO_ANIMALS.map((animal, index) => {
    const { stays, intakeType } = stayPlan(animal);
    return { animal, index, stays, intakeType, intakeAgo: stays[0]?.fromAgo ?? 0, lastAgo: stays.at(-1)?.toAgo ?? 0 };
  });
  planned.sort((a, b) => b.intakeAgo - a.intakeAgo || a.index - b.index);

  const perYear = new Map<string, number>();
  return planned.map(({ animal, stays, intakeType, intakeAgo, lastAgo }) => {
    const intakeDate = addDays(today, -intakeAgo);
    const year = intakeDate.slice(0, 4);
    const number = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, number);
    const kind = kindOf(animal);
    const young = isYoung(animal);
    // Adopted animals were chipped before going home (the requireMicrochip setting); a chip is how
    // lost pets find their owners.
    const chipped = animal.status === 'Adopted' || animal.returned !== undefined || animal.status === 'Returned to Owner' || random.chance(CHIP_CHANCE[kind]);
    const chip = chipped ? microchip(year) : { microchipId: null, microchipManufacturer: null, registrationId: null };
    // Surgery waits until a puppy or kitten is old enough, and until a medical hold is over.
    const deferSurgery = (young && animal.status !== 'Adopted') || animal.status === 'Medical Hold';
    const surgery = deferSurgery ? null : planSurgery(random, kind, stays, today);
    // One altered before it came in has no surgery here (drawn all the same: the draws after it stay as they were).
    const surgeryDate = animal.alteredAtIntake ? null : surgery;
    const birth = planBirth(random, animal, kind, intakeType, intakeDate, today);
    return {
      catalogue: animal,
      kind,
      young,
      stays,
      intakeType,
      intakeAgo,
      lastAgo,
      surgeryDate,
      row: {
        animalId: formatAnimalId('A', Number(year), number, 4),
        name: animal.name,
        species: animal.species,
        breed: animal.breed,
        sex: animal.sex,
        age: animal.age,
        intakeDate,
        ...birth,
        status: animal.status,
        imageUrl: demoImageUrl(animal.image),
        ...chip,
        traits: [...animal.traits],
        description: animal.description,
        weight: parseTypedWeight(animal.weight) === null ? animal.weight : null,
        healthStatus: animal.health ?? 'Healthy',
        vaccinationStatus: vaccinationStatus(kind),
        spayNeuterStatus: spayNeuterStatus(kind, animal, intakeAgo, surgeryDate),
        alteredAtIntake: animal.alteredAtIntake ?? null,
        publicListing: animal.publicListing ?? true,
      },
    };
  });
}

const AGE_DAYS: Record<string, number> = { week: 7, month: 30, year: 365 };

/**
 * A date of birth from the catalogue's age: exact for a litter born in care, estimated for most
 * others (a vet's guess from teeth and size), unknown for some found birds and reptiles. Never
 * after the first intake.
 */
function planBirth(
  random: TRandom,
  animal: TCatalogueAnimal,
  kind: TKind,
  intakeType: TIntakeType,
  intakeDate: string,
  today: string,
): Pick<TAnimalRow, 'birthDate' | 'birthDateEstimated'> {
  if (intakeType === 'Born in care') return { birthDate: intakeDate, birthDateEstimated: false };
  const fromOwner = intakeType === 'Relinquished by owner' || intakeType === 'Owner-intended euthanasia';
  if (!fromOwner && (kind === 'bird' || kind === 'reptile')) return { birthDate: null, birthDateEstimated: false };
  const [count = '1', unit = 'year'] = animal.age.split(' ');
  const days = Number(count) * (AGE_DAYS[unit.replace(/s$/, '')] ?? 365);
  const exact = fromOwner && random.chance(0.5);
  const guessed = addDays(today, -(days + (exact ? 0 : random.int(0, Math.ceil(days / 10)))));
  return { birthDate: guessed < intakeDate ? guessed : intakeDate, birthDateEstimated: !exact };
}

const ALTERABLE: readonly TKind[] = ['dog', 'cat', 'rabbit', 'ferret'];

function planSurgery(random: TRandom, kind: TKind, stays: readonly TStaySpan[], today: string): string | null {
  // After the intake exam and vaccines, and before the animal goes home.
  const [first] = stays;
  const room = first ? first.fromAgo - (first.toAgo ?? 0) - 1 : 0;
  if (!first || !ALTERABLE.includes(kind) || room < 3) return null;
  return addDays(today, -(first.fromAgo - random.int(3, Math.min(14, room))));
}

/**
 * Dogs, cats, rabbits and ferrets have their vaccinations on record (medical.ts, care-plans.ts),
 * which say their status; guinea pigs keep what staff typed, as an animal without records does.
 */
function vaccinationStatus(kind: TKind): string | null {
  return kind === 'guinea-pig' ? 'None required for guinea pigs' : null;
}

/** Typed only while no surgery record nor the intake's answer says it. */
function spayNeuterStatus(kind: TKind, animal: TCatalogueAnimal, intakeAgo: number, surgeryDate: string | null): string | null {
  if (!ALTERABLE.includes(kind) || surgeryDate || animal.alteredAtIntake !== undefined) return null;
  if (isYoung(animal)) return 'Scheduled when old enough';
  if (animal.status === 'Medical Hold') return 'Scheduled after treatment';
  return intakeAgo <= 5 ? 'Pending intake exam' : 'Scheduled';
}
