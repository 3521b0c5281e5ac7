import { addDays } from '../../src-shared/dates.js';
import type { TPersonRole } from '../../src-shared/people.js';
import type { TPlannedAnimal } from './animals.js';
import type { TPlannedApplication } from './applications.js';
import type { TPlannedTransaction } from './finance.js';
import type { TJourneys } from './journeys.js';
import { VET_CLINIC } from './journeys-data.js';
import type { TDemoFosterHome, TPerson } from './people-data.js';
import type { TPlannedAdoption, TPlannedPlacement } from './placements.js';
import type { TRandom } from './random.js';

/**
 * What staff know about the demo's people beyond the records that name them (docs/domain.md#people):
 * every foster family is an approved home (the fullest one at its capacity), one more home waits for
 * its first animal, an owner may not adopt, volunteers, the vet clinic's contact, and a volunteer
 * who signed up under an adopter's e-mail typed in capitals: a likely duplicate of them.
 */
export interface TPeoplePlan {
  /** People no record names: their roles come from what staff recorded. */
  others: TPerson[];
  /** Flagged Do not adopt; applies again on the portal (applications.ts). */
  doNotAdopt: TPerson;
}

const DO_NOT_ADOPT_REASON =
  'Surrendered two animals with untreated injuries within a year; animal control has an open case. Speak to the manager before any adoption.';

export function planPeople(
  random: TRandom,
  today: string,
  animals: readonly TPlannedAnimal[],
  adoptions: readonly TPlannedAdoption[],
  placements: readonly TPlannedPlacement[],
  journeys: TJourneys,
  person: () => TPerson,
): TPeoplePlan {
  approveFosterHomes(random, today, animals, placements);
  const waiting = person();
  waiting.fosterHome = { approvedOn: addDays(today, -random.int(5, 30)), capacity: 2, species: ['Cat', 'Small Animal'], ageGroups: ['Adult', 'Juvenile'] };
  waiting.notes = 'Approved after the home visit; waiting for a first match.';

  const doNotAdopt = journeys.stays.find((stay) => stay.intake.type === 'Relinquished by owner' && stay.intake.owner)?.intake.owner ?? person();
  doNotAdopt.doNotAdoptReason = DO_NOT_ADOPT_REASON;

  const volunteers = [person(), person(), person(), person()];
  volunteers.forEach((volunteer, i) => (volunteer.volunteerActive = i > 0));
  if (volunteers[0]) volunteers[0].notes = 'Moved away last spring; may come back.';

  const contact = person();
  contact.organization = VET_CLINIC.name;
  contact.notes = 'Practice manager: books the shelter’s surgeries and referrals.';

  const adopter = adoptions.find((adoption) => adoption.status === 'Completed')?.adopter;
  const duplicate: TPerson[] = adopter ? [{ ...typedAgain(adopter), volunteerActive: true, notes: 'Signed up at the adoption event.' }] : [];
  return { others: [waiting, ...volunteers, contact, ...duplicate], doNotAdopt };
}

/**
 * Every foster family is an approved home, from before its first placement, for the species and ages
 * it took in; the fullest home now is at its capacity, the others have room.
 */
function approveFosterHomes(random: TRandom, today: string, animals: readonly TPlannedAnimal[], placements: readonly TPlannedPlacement[]): void {
  const homes = new Map<TPerson, TPlannedPlacement[]>();
  for (const placement of placements) homes.set(placement.foster, [...(homes.get(placement.foster) ?? []), placement]);
  const current = (own: readonly TPlannedPlacement[]) => own.filter((p) => p.startDate <= today && (!p.endDate || p.endDate > today)).length;
  const fullest = Math.max(...[...homes.values()].map(current));
  let atCapacity = false;
  for (const [foster, own] of homes) {
    const placed = own.map((placement) => animals[placement.animal]).filter((animal) => animal !== undefined);
    const first = own.map((placement) => placement.startDate).sort()[0] ?? today;
    const full: boolean = !atCapacity && current(own) === fullest;
    atCapacity ||= full;
    const home: TDemoFosterHome = {
      approvedOn: addDays(first < today ? first : today, -random.int(7, 60)),
      capacity: full ? Math.max(1, fullest) : Math.max(1, current(own)) + random.int(1, 2),
      species: [...new Set(placed.map((animal) => animal.row.species))],
      ageGroups: (['Adult', 'Juvenile'] as const).filter((group) => placed.some((animal) => animal.young === (group === 'Juvenile'))),
    };
    foster.fosterHome = home;
  }
}

/** The same person typed in again: the e-mail in capitals here and there, the phone punctuated otherwise. */
function typedAgain(person: TPerson): TPerson {
  const digits = (person.phone ?? '').replace(/\D/g, '');
  return {
    name: person.name,
    email: person.email?.replace(/(^|[.@])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase()) ?? null,
    phone: digits ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}` : null,
    address: null,
  };
}

/**
 * Each person the plans' records name, with the role the link gives them (docs/domain.md#people),
 * in the order the records come; a person named twice is listed twice.
 */
export function personLinks(plan: {
  applications: readonly TPlannedApplication[];
  adoptions: readonly TPlannedAdoption[];
  placements: readonly TPlannedPlacement[];
  journeys: TJourneys;
  transactions: readonly TPlannedTransaction[];
}): [TPerson, TPersonRole][] {
  const links: [TPerson, TPersonRole][] = [];
  const add = (person: TPerson | null, role: TPersonRole) => person && links.push([person, role]);
  for (const application of plan.applications) add(application.person, 'Applicant');
  for (const adoption of plan.adoptions) add(adoption.adopter, adoption.status === 'Completed' || adoption.status === 'Returned' ? 'Adopter' : 'Applicant');
  for (const placement of plan.placements) add(placement.foster, 'Foster home');
  for (const { intake, outcome } of plan.journeys.stays) {
    add(intake.owner, 'Owner');
    add(intake.finder, 'Finder');
    add(outcome?.destinationPerson ?? null, 'Owner');
  }
  for (const transaction of plan.transactions) if (transaction.transactionType === 'Donation') add(transaction.donor, 'Donor');
  return links;
}

/** The roles what staff recorded about a person gives them. */
export function recordedRoles(person: TPerson): TPersonRole[] {
  const roles: TPersonRole[] = [];
  if (person.fosterHome) roles.push('Foster home');
  if (person.volunteerActive !== undefined) roles.push('Volunteer');
  if (person.organization) roles.push('Organization contact');
  return roles;
}
