import type { TAnimalStatus } from '../../src-shared/enums.js';
import { IN_CARE_STATUSES, type TIntakeType } from '../../src-shared/journey.js';
import type { TCatalogueAnimal } from './animals-data.js';
import type { TRandom } from './random.js';

/**
 * When each demo animal was in care (docs/domain.md#journey): its stays as days before today,
 * and how its first one began. The records of the other planners fall inside these.
 */

/** A stay from `fromAgo` days before today to `toAgo` (null while the animal is in care). */
export interface TStaySpan {
  fromAgo: number;
  toAgo: number | null;
}

export interface TStayPlan {
  stays: TStaySpan[];
  intakeType: TIntakeType;
}

export const isInCareStatus = (status: TAnimalStatus) => (IN_CARE_STATUSES as readonly string[]).includes(status);

// How long ago each status's animals came in: adopted ones have had time to find a home,
// medical and behaviour holds are recent.
const INTAKE_DAYS_AGO: Partial<Record<TAnimalStatus, [number, number]>> = {
  Adopted: [45, 360],
  'In Foster': [14, 200],
  Available: [5, 330],
  'Medical Hold': [3, 75],
  'Behavioral Eval': [4, 60],
  'Returned to Owner': [10, 200],
  Transferred: [40, 330],
  'Returned to Field': [20, 250],
  Died: [30, 300],
  Euthanized: [15, 300],
  Lost: [40, 300],
  'Other Live Outcome': [50, 330],
};

/** Days from intake to the outcome each status records: owners come within the stray hold, transfers take arranging. */
const STAY_DAYS: Partial<Record<TAnimalStatus, [number, number]>> = {
  'Returned to Owner': [1, 4],
  Transferred: [14, 45],
  'Returned to Field': [3, 6],
  Died: [2, 12],
  Euthanized: [5, 20],
  Lost: [10, 40],
  'Other Live Outcome': [14, 45],
};

/** Adoptions this many of the first Adopted animals get in the last week, so the dashboard's week has bars. */
const RECENT_ADOPTIONS = 4;

/** Strays are found, and community cats trapped; neither is reclaimed or returned to its colony otherwise. */
const FOUND: readonly TAnimalStatus[] = ['Returned to Owner', 'Returned to Field'];

export function createStayPlanner(random: TRandom, strayHoldDays: number): (animal: TCatalogueAnimal) => TStayPlan {
  let recentAdoptions = 0;
  const intakeTypeOf = (animal: TCatalogueAnimal, intakeAgo: number): TIntakeType => {
    if (animal.intake) return animal.intake;
    if (FOUND.includes(animal.status)) return 'Stray/At large';
    const draw = random.next();
    // A stray still inside its holding period would be on Stray Hold, which the catalogue says it is not.
    if (draw < 0.5) return intakeAgo >= strayHoldDays || !isInCareStatus(animal.status) ? 'Stray/At large' : 'Relinquished by owner';
    if (draw < 0.8) return 'Relinquished by owner';
    return draw < 0.95 ? 'Transferred in' : 'Other';
  };
  return (animal) => {
    const young = isYoung(animal);
    if (animal.returned) return { ...returnedStays(random, animal), intakeType: intakeTypeOf(animal, Infinity) };
    if (animal.reclaimed) return { stays: reclaimedStays(random, animal.reclaimed.daysHome, strayHoldDays), intakeType: 'Stray/At large' };
    const [min, max] = INTAKE_DAYS_AGO[animal.status] ?? [5, 330];
    // Puppies and kittens do not stay puppies for long: keep their stay short.
    const intakeAgo = animal.intakeDaysAgo ?? random.int(min, young ? Math.max(min, 60) : max);
    let toAgo: number | null = null;
    if (animal.status === 'Adopted') {
      // At least a week in care before going home.
      toAgo = recentAdoptions++ < RECENT_ADOPTIONS ? random.int(0, 6) : random.int(7, intakeAgo - 7);
    } else if (!isInCareStatus(animal.status)) {
      const intakeType = intakeTypeOf(animal, intakeAgo);
      // An owner who asks for euthanasia is answered the day the animal comes in, or the next.
      const [shortest, longest] = intakeType === 'Owner-intended euthanasia' ? [0, 1] : (STAY_DAYS[animal.status] ?? [1, 30]);
      toAgo = Math.max(0, intakeAgo - random.int(shortest, longest));
      return { stays: [{ fromAgo: intakeAgo, toAgo }], intakeType };
    }
    return { stays: [{ fromAgo: intakeAgo, toAgo }], intakeType: intakeTypeOf(animal, intakeAgo) };
  };
}

/** Adopted, home for a while, back: in care since, or (Adopted) gone to a new home. */
function returnedStays(random: TRandom, animal: TCatalogueAnimal): { stays: TStaySpan[] } {
  const { daysHome } = animal.returned ?? { daysHome: 30 };
  const adopted = animal.status === 'Adopted';
  const lastAgo = adopted ? random.int(7, 60) : null;
  const backAgo = (lastAgo ?? 0) + random.int(adopted ? 14 : 8, 40);
  const homeAgo = backAgo + daysHome;
  const intakeAgo = homeAgo + random.int(21, 45);
  return {
    stays: [
      { fromAgo: intakeAgo, toAgo: homeAgo },
      { fromAgo: backAgo, toAgo: lastAgo },
    ],
  };
}

/** Found, reclaimed by its owner within days, home a while, found again: in care since, past its stray hold. */
function reclaimedStays(random: TRandom, daysHome: number, strayHoldDays: number): TStaySpan[] {
  const backAgo = strayHoldDays + random.int(5, 30);
  const homeAgo = backAgo + daysHome;
  return [
    { fromAgo: homeAgo + random.int(1, 3), toAgo: homeAgo },
    { fromAgo: backAgo, toAgo: null },
  ];
}

export function isYoung(animal: Pick<TCatalogueAnimal, 'age'>): boolean {
  return /week|month/.test(animal.age);
}

/** A day (days before today) moved into the animal's stays: one falling between two is the day it came back. */
export function insideStays(stays: readonly TStaySpan[], ago: number): number {
  for (let i = 1; i < stays.length; i++) {
    const [before, after] = [stays[i - 1], stays[i]];
    if (before?.toAgo != null && after && ago < before.toAgo && ago > after.fromAgo) return after.fromAgo;
  }
  return ago;
}
