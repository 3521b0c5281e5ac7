import { addDays } from '../../src-shared/dates.js';
import type { TAnimalStatus } from '../../src-shared/enums.js';
import { formatAnimalId } from '../modules/animals/animal-ids.js';
import { DEMO_ANIMALS, type TCatalogueAnimal } from './animals-data.js';
import { demoImageUrl } from './images.js';
import { createMicrochips, type TMicrochip } from './microchips.js';
import type { TRandom } from './random.js';

export type TKind = 'dog' | 'cat' | 'rabbit' | 'ferret' | 'guinea-pig' | 'bird' | 'reptile';

export interface TAnimalRow extends TMicrochipFields {
  animalId: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  intakeDate: string;
  status: TAnimalStatus;
  imageUrl: string | null;
  traits: string[];
  description: string;
  weight: string;
  healthStatus: string;
  vaccinationStatus: string | null;
  spayNeuterStatus: string | null;
}

type TMicrochipFields = { [K in keyof TMicrochip]: TMicrochip[K] | null };

/** One demo animal with the dates its records must fall between. */
export interface TPlannedAnimal {
  row: TAnimalRow;
  kind: TKind;
  young: boolean;
  /** Days before today it came in. */
  intakeAgo: number;
  /** Days before today of its adoption for Adopted animals, otherwise 0: nothing is recorded after it. */
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

// How long ago each status's animals came in: adopted ones have had time to find a home,
// medical and behaviour holds are recent.
const INTAKE_DAYS_AGO: Partial<Record<TAnimalStatus, [number, number]>> = {
  Adopted: [45, 360],
  'In Foster': [14, 200],
  Available: [5, 330],
  'Medical Hold': [3, 75],
  'Behavioral Eval': [4, 60],
};

/** Adoptions this many of the first Adopted animals get in the last week, so the dashboard's week has bars. */
const RECENT_ADOPTIONS = 4;

const CHIP_CHANCE: Record<TKind, number> = { dog: 0.75, cat: 0.6, rabbit: 0.4, ferret: 0.5, 'guinea-pig': 0, bird: 0, reptile: 0 };

/**
 * The animals with their intake dates and IDs. IDs follow docs/domain.md#animal-ids with the default
 * settings (a fresh database has no others): `A-{intake year}-{n}`, n counting from 1 per year in
 * intake order, padded to 4 digits. The allocator carries on after the highest stored number.
 */
export function planAnimals(random: TRandom, today: string): TPlannedAnimal[] {
  const microchip = createMicrochips(random);
  let recentAdoptions = 0;
  const planned = DEMO_ANIMALS.map((animal, index) => {
    const [min, max] = INTAKE_DAYS_AGO[animal.status] ?? [5, 330];
    // Puppies and kittens do not stay puppies for long: keep their stay short.
    const intakeAgo = animal.intakeDaysAgo ?? random.int(min, isYoung(animal) ? Math.max(min, 60) : max);
    let lastAgo = 0;
    if (animal.status === 'Adopted') {
      // At least a week in care before going home.
      lastAgo = recentAdoptions++ < RECENT_ADOPTIONS ? random.int(0, 6) : random.int(7, intakeAgo - 7);
    }
    return { animal, index, intakeAgo, lastAgo };
  });
  planned.sort((a, b) => b.intakeAgo - a.intakeAgo || a.index - b.index);

  const perYear = new Map<string, number>();
  return planned.map(({ animal, intakeAgo, lastAgo }) => {
    const intakeDate = addDays(today, -intakeAgo);
    const year = intakeDate.slice(0, 4);
    const number = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, number);
    const kind = kindOf(animal);
    const young = isYoung(animal);
    const chipped = animal.status === 'Adopted' || random.chance(CHIP_CHANCE[kind]);
    const chip = chipped ? microchip(year) : { microchipId: null, microchipManufacturer: null, registrationId: null };
    // Surgery waits until a puppy or kitten is old enough, and until a medical hold is over.
    const deferSurgery = (young && animal.status !== 'Adopted') || animal.status === 'Medical Hold';
    const surgeryDate = deferSurgery ? null : planSurgery(random, kind, intakeAgo, lastAgo, today);
    return {
      kind,
      young,
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
        status: animal.status,
        imageUrl: animal.image ? demoImageUrl(animal.image) : null,
        ...chip,
        traits: [...animal.traits],
        description: animal.description,
        weight: animal.weight,
        healthStatus: animal.health ?? 'Healthy',
        vaccinationStatus: vaccinationStatus(kind, young, intakeAgo),
        spayNeuterStatus: spayNeuterStatus(kind, animal, intakeAgo, surgeryDate),
      },
    };
  });
}

function isYoung(animal: TCatalogueAnimal): boolean {
  return /week|month/.test(animal.age);
}

const ALTERABLE: readonly TKind[] = ['dog', 'cat', 'rabbit', 'ferret'];

function planSurgery(random: TRandom, kind: TKind, intakeAgo: number, lastAgo: number, today: string): string | null {
  // After the intake exam and vaccines, and before the animal goes home.
  const room = intakeAgo - lastAgo - 1;
  if (!ALTERABLE.includes(kind) || room < 3) return null;
  return addDays(today, -(intakeAgo - random.int(3, Math.min(14, room))));
}

function vaccinationStatus(kind: TKind, young: boolean, intakeAgo: number): string | null {
  const fresh = intakeAgo <= 3;
  switch (kind) {
    case 'dog':
      if (fresh) return 'DHPP given at intake; Rabies due';
      return young ? 'Puppy series in progress (DHPP 2 of 3)' : 'Up to date: DHPP, Rabies, Bordetella';
    case 'cat':
      if (fresh) return 'FVRCP given at intake; Rabies due';
      return young ? 'Kitten series in progress (FVRCP 2 of 3)' : 'Up to date: FVRCP, Rabies';
    case 'rabbit':
      return 'RHDV2 vaccinated';
    case 'ferret':
      return 'Up to date: Distemper, Rabies';
    default:
      return null;
  }
}

function spayNeuterStatus(kind: TKind, animal: TCatalogueAnimal, intakeAgo: number, surgeryDate: string | null): string | null {
  if (!ALTERABLE.includes(kind)) return null;
  if (surgeryDate) return animal.sex === 'Female' ? 'Spayed' : 'Neutered';
  if (isYoung(animal)) return 'Scheduled when old enough';
  if (animal.status === 'Medical Hold') return 'Scheduled after treatment';
  return intakeAgo <= 5 ? 'Pending intake exam' : 'Scheduled';
}
