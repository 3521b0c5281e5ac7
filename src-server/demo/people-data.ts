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

const FIRST_NAMES = [
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

const LAST_NAMES = [
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

// Reserved example domains and the 555-01xx range: no real person's address or number.
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;
const AREA_CODES = ['217', '312', '414', '503', '612', '720'] as const;

export interface TPerson {
  name: string;
  email: string;
  phone: string;
}

/** People the demo's adopters and foster families are drawn from; names never repeat. */
export function createPeople(random: TRandom): () => TPerson {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const name = `${first} ${last}`;
      if (used.has(name)) continue;
      used.add(name);
      return {
        name,
        email: `${first}.${last}`.toLowerCase() + `@${random.pick(EMAIL_DOMAINS)}`,
        phone: `(${random.pick(AREA_CODES)}) 555-01${random.digits(2)}`,
      };
    }
  };
}
