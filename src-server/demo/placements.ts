import { addDays } from '../../src-shared/dates.js';
import type { TAdoptionStatus, TPaymentMethod } from '../../src-shared/enums.js';
import type { TPlannedAnimal } from './animals.js';
import type { TPerson } from './people-data.js';
import type { TRandom } from './random.js';

export interface TPlannedAdoption {
  /** Index into the planned animals. */
  animal: number;
  adopter: TPerson;
  adoptionDate: string;
  feeAmount: number;
  status: TAdoptionStatus;
  /** How the fee was paid, for its Adoption Fee transaction. */
  paymentMethod: TPaymentMethod;
  /** A Returned adoption: the day the animal came back, and why. */
  returnedOn: string | null;
  returnReason: string | null;
}

export interface TPlannedPlacement {
  animal: number;
  foster: TPerson;
  startDate: string;
  endDate: string | null;
  notes: string;
}

export interface TPlacements {
  adoptions: TPlannedAdoption[];
  placements: TPlannedPlacement[];
}

const FEE_METHODS: readonly TPaymentMethod[] = ['Credit Card', 'Debit Card', 'Cash', 'Check'];

/**
 * Adoptions and foster placements that agree with the animals' stays and statuses
 * (docs/domain.md#statuses): one Completed adoption per Adopted animal, a Returned one for each
 * adoption that did not last, one current placement per In Foster animal and no other current
 * placement, two scheduled placements for Available animals; Pending and Cancelled adoptions only
 * where they change nothing, inside the animal's latest stay. Two homes adopt twice.
 * @param person draws the next new person (createPeople), shared by the planners so names never repeat.
 */
export function planPlacements(random: TRandom, today: string, animals: readonly TPlannedAnimal[], person: () => TPerson): TPlacements {
  const ago = (days: number) => addDays(today, -days);
  const adoptions: TPlannedAdoption[] = [];
  const placements: TPlannedPlacement[] = [];
  const indexed = animals.map((animal, index) => ({ animal, index }));
  const withStatus = (status: string) => indexed.filter(({ animal }) => animal.row.status === status);
  // Days before today its latest stay began: what happens in care now happens after it.
  const sinceAgo = (animal: TPlannedAnimal) => animal.stays.at(-1)?.fromAgo ?? animal.intakeAgo;
  const onlyStay = ({ animal }: { animal: TPlannedAnimal }) => animal.stays.length === 1;

  // Adoptions that did not last: the animal came back on the first day of its next stay.
  for (const { animal, index } of indexed) {
    const [first, back] = animal.stays;
    if (!first?.toAgo || !back || !animal.catalogue.returned) continue;
    adoptions.push({
      ...otherAdoption(random, person(), index, ago(first.toAgo), 'Returned', animal),
      returnedOn: ago(back.fromAgo),
      returnReason: animal.catalogue.returned.reason,
    });
  }

  const adopted = withStatus('Adopted');
  // Foster-to-adopt: the foster family keeps the animal, and the placement ends on the adoption date.
  const fosterToAdopt = new Set(
    random
      .sample(
        adopted.filter((entry) => onlyStay(entry) && entry.animal.lastAgo >= 1 && entry.animal.intakeAgo - entry.animal.lastAgo >= 21),
        2,
      )
      .map(({ index }) => index),
  );
  let feeWaived = false;
  for (const { animal, index } of adopted) {
    const foster = fosterToAdopt.has(index) ? person() : undefined;
    if (foster) {
      placements.push({
        animal: index,
        foster,
        startDate: ago(animal.intakeAgo - random.int(2, 7)),
        endDate: ago(animal.lastAgo),
        notes: 'Foster-to-adopt: the foster family adopted.',
      });
    }
    // A senior going to a senior adopter: the one fee-waived adoption, which records no money.
    const waive: boolean = !feeWaived && isSenior(animal) && animal.row.species === 'Dog';
    feeWaived ||= waive;
    adoptions.push({
      animal: index,
      adopter: foster ?? person(),
      adoptionDate: ago(animal.lastAgo),
      feeAmount: waive ? 0 : adoptionFee(random, animal),
      status: 'Completed',
      paymentMethod: random.pick(FEE_METHODS),
      returnedOn: null,
      returnReason: null,
    });
  }

  // Two homes came back for another animal: the adopters of the two earliest adoptions made the two latest.
  const byDate = adoptions
    .filter((adoption) => adoption.status === 'Completed' && !fosterToAdopt.has(adoption.animal))
    .sort((a, b) => a.adoptionDate.localeCompare(b.adoptionDate));
  for (const [first, again] of [
    [byDate[0], byDate.at(-1)],
    [byDate[1], byDate.at(-2)],
  ]) {
    if (first && again && byDate.length >= 4) again.adopter = first.adopter;
  }

  // One adopted animal had an earlier adoption fall through before its real home came along.
  const fellThrough = adopted.find((entry) => onlyStay(entry) && !fosterToAdopt.has(entry.index) && entry.animal.intakeAgo - entry.animal.lastAgo >= 20);
  if (fellThrough) {
    const { animal, index } = fellThrough;
    adoptions.push(otherAdoption(random, person(), index, ago(animal.intakeAgo - random.int(5, 10)), 'Cancelled', animal));
  }

  const available = withStatus('Available').filter(({ animal }) => sinceAgo(animal) >= 10);
  const [pendingA, pendingB, cancelledA] = random.sample(available, 3);
  const [pastFosterA, pastFosterB] = random.sample(
    available.filter((entry) => onlyStay(entry) && entry.animal.intakeAgo >= 45),
    2,
  );
  const pendingFoster = random.pick(withStatus('In Foster'));
  for (const entry of [pendingA, pendingB, pendingFoster]) {
    if (!entry) continue;
    const daysAgo = Math.min(sinceAgo(entry.animal) - 1, random.int(0, 5));
    adoptions.push(otherAdoption(random, person(), entry.index, ago(daysAgo), 'Pending', entry.animal));
  }
  for (const entry of [cancelledA, random.pick(withStatus('Behavioral Eval'))]) {
    if (!entry) continue;
    const daysAgo = random.int(1, Math.max(1, sinceAgo(entry.animal) - 3));
    adoptions.push(otherAdoption(random, person(), entry.index, ago(daysAgo), 'Cancelled', entry.animal));
  }

  // A litter stays with its mother: her nursing foster takes the kittens from the day they are born.
  const litters = new Map<string, TPlannedPlacement>();
  // The first foster home without a litter brings its animal back in two days: the bell announces it (docs/domain.md#notifications).
  let returnSoon = true;
  for (const { animal, index } of withStatus('In Foster')) {
    const mother = animal.catalogue.mother ? litters.get(animal.catalogue.mother) : undefined;
    if (mother) {
      placements.push({ ...mother, animal: index, startDate: ago(animal.intakeAgo), notes: 'Born in care; nursing with the litter.' });
      continue;
    }
    const bornAgo = indexed.find((entry) => entry.animal.catalogue.mother === animal.row.name)?.animal.intakeAgo;
    const startAgo = bornAgo !== undefined ? random.int(bornAgo + 1, sinceAgo(animal) - 1) : sinceAgo(animal) - random.int(1, Math.min(10, sinceAgo(animal)));
    const foster = person();
    // Most placements run until a home is found; some have a planned return date.
    const plannedReturn = bornAgo === undefined && random.chance(0.3) ? addDays(today, random.int(5, 45)) : null;
    const placement = {
      animal: index,
      foster,
      startDate: ago(startAgo),
      endDate: bornAgo === undefined && returnSoon ? addDays(today, 2) : plannedReturn,
      notes: bornAgo !== undefined ? 'Nursing foster: mother and kittens together until weaning.' : fosterNotes(animal),
    };
    if (bornAgo === undefined) returnSoon = false;
    placements.push(placement);
    litters.set(animal.row.name, placement);
  }

  // Past placements: back at the shelter before today, so none of them is current.
  for (const entry of [pastFosterA, pastFosterB]) {
    if (!entry) continue;
    const startAgo = entry.animal.intakeAgo - random.int(2, 7);
    const endAgo = Math.max(1, startAgo - random.int(10, 30));
    placements.push({
      animal: entry.index,
      foster: person(),
      startDate: ago(startAgo),
      endDate: ago(endAgo),
      notes: 'Short-term foster while the kennels were full; returned happy and healthy.',
    });
  }

  // Scheduled placements: two Available animals go to a foster in the coming weeks; the hourly
  // job puts them In Foster on the day (docs/domain.md#foster-placements).
  const spoken = new Set([pendingA, pendingB, cancelledA].map((entry) => entry?.index));
  for (const entry of random.sample(
    available.filter(({ index }) => !spoken.has(index)),
    2,
  )) {
    placements.push({
      animal: entry.index,
      foster: person(),
      startDate: addDays(today, random.int(3, 30)),
      endDate: null,
      notes: 'Scheduled: the foster family is back from vacation on the start date.',
    });
  }

  return { adoptions, placements };
}

function otherAdoption(
  random: TRandom,
  adopter: TPerson,
  animal: number,
  adoptionDate: string,
  status: TAdoptionStatus,
  planned: TPlannedAnimal,
): TPlannedAdoption {
  return {
    animal,
    adopter,
    adoptionDate,
    feeAmount: adoptionFee(random, planned),
    status,
    paymentMethod: random.pick(FEE_METHODS),
    returnedOn: null,
    returnReason: null,
  };
}

function isSenior(animal: TPlannedAnimal): boolean {
  const years = /^(\d+) years?$/.exec(animal.row.age);
  return Boolean(years && Number(years[1]) >= 7);
}

/** Fees in cents, as shelters price them: young animals cost more, seniors less. */
function adoptionFee(random: TRandom, animal: TPlannedAnimal): number {
  if (animal.kind === 'dog') return animal.young ? 25000 : isSenior(animal) ? 7500 : random.pick([15000, 17500, 20000]);
  if (animal.kind === 'cat') return animal.young ? 12500 : isSenior(animal) ? 7500 : random.pick([7500, 10000, 12500]);
  return random.pick([7500, 10000]);
}

function fosterNotes(animal: TPlannedAnimal): string {
  if (animal.young && animal.kind === 'cat') return 'Kitten foster: growing until old enough for spay/neuter. Weigh weekly.';
  if (animal.young) return 'Puppy foster: socialisation and house-training. Bring in for boosters.';
  if (isSenior(animal)) return 'Senior comfort foster: quiet home, soft bedding, short walks.';
  if (animal.row.healthStatus === 'Recovering') return 'Medical foster: rest and recovery at home. Recheck booked.';
  return 'Foster to decompress outside the kennel and learn home manners.';
}
