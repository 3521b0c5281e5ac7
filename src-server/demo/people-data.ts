import type { TContact } from '../../src-shared/people.js';
import type { TPerson as TPersonRecord } from '../../src-shared/schemas/people.js';
import type { TRandom } from './random.js';

/** The staff the demo users and records are written by. */
export const STAFF = {
  manager: 'Maria Lopez',
  vet: 'Dr. Sam Patel',
  vet2: 'Dr. Aisha Nguyen',
  trainer: 'Alex Kim',
  volunteer: 'Jordan Lee',
  caretaker: 'Priya Shah',
} as const;

export const MEDICAL_PROVIDERS = [
  'Dr. Patel (Riverside Vet)',
  'Dr. Nguyen (Shelter Clinic)',
  'Dr. Okafor (Eastside Animal Hospital)',
  'Shelter Medical Team',
] as const;

export const EXOTICS_PROVIDER = 'Dr. Brennan (Avian & Exotics Clinic)';

export const OBSERVERS = [STAFF.manager, STAFF.trainer, STAFF.volunteer, STAFF.caretaker, STAFF.vet] as const;

export const FIRST_NAMES = [
  'Emily',
  'James',
  'Sophia',
  'Daniel',
  'Olivia',
  'Michael',
  'Ava',
  'David',
  'Grace',
  'Ethan',
  'Chloe',
  'Noah',
  'Hannah',
  'Lucas',
  'Mia',
  'Samuel',
  'Isabel',
  'Benjamin',
  'Zoe',
  'Gabriel',
  'Leah',
  'Marcus',
  'Nora',
  'Andre',
  'Fatima',
  'Kenji',
  'Rosa',
  'Tyler',
  'Amara',
  'Owen',
] as const;

export const LAST_NAMES = [
  'Johnson',
  'Martinez',
  'Chen',
  'Williams',
  'Garcia',
  'Brown',
  'Nguyen',
  'Davis',
  'Thompson',
  'Rodriguez',
  'Wilson',
  'Anderson',
  'Kim',
  'Robinson',
  'Okafor',
  'Walker',
  'Rivera',
  'Campbell',
  'Hughes',
  'Bennett',
  'Sullivan',
  'Foster',
  'Murphy',
  'Patel',
  'Reyes',
  'Coleman',
] as const;

// Reserved example domains and the 555-01xx range: no real person's address or number. (The
// donors of finance.ts have area codes of their own.)
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;
const AREA_CODES = ['217', '312', '414', '503', '612', '720'] as const;
export const STREETS = ['Oak Street', 'Maple Avenue', 'River Road', 'Mill Lane', 'Hill Street', 'Elm Court', 'Lake Boulevard', 'Cedar Drive'] as const;
export const TOWNS = ['Springfield', 'Riverside', 'Fairview', 'Lakewood'] as const;

/** A foster home as staff approved it (docs/domain.md#people). */
export interface TDemoFosterHome {
  approvedOn: string;
  capacity: number;
  species: string[];
  ageGroups: TPersonRecord['fosterAgeGroups'];
}

/**
 * A person of the demo: the details records name them by, and what staff recorded about them
 * beyond those records. Records that share the object share the person.
 */
export interface TPerson extends TContact {
  address: string | null;
  /** Flagged Do not adopt, for this reason. */
  doNotAdoptReason?: string;
  fosterHome?: TDemoFosterHome;
  /** A volunteer: whether they volunteer now. */
  volunteerActive?: boolean;
  /** The organization (by name) they are a contact of. */
  organization?: string;
  /** Erased on their request, on this day: the record stays, its details read "[removed]". */
  erasedOn?: string;
  notes?: string;
}

/** People the demo's adopters, foster families, owners, finders and volunteers are drawn from; no two share a name or a phone. */
export function createPeople(random: TRandom): () => TPerson {
  const names = new Set<string>();
  const phones = new Set<string>();
  const draw = (used: Set<string>, next: () => string): string => {
    for (;;) {
      const value = next();
      if (used.has(value)) continue;
      used.add(value);
      return value;
    }
  };
  return () => {
    const name = draw(names, () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
    return {
      name,
      email: `${name.replace(' ', '.').toLowerCase()}@${random.pick(EMAIL_DOMAINS)}`,
      phone: draw(phones, () => `(${random.pick(AREA_CODES)}) 555-01${random.digits(2)}`),
      address: `${random.int(12, 2400)} ${random.pick(STREETS)}, ${random.pick(TOWNS)}`,
    };
  };
}
