import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPersonRole } from '../../src-shared/people.js';
import { OrganizationSchema } from '../modules/organizations/organization.entity.js';
import { addRole } from '../modules/people/person-links.js';
import { PersonSchema, type TPersonEntity } from '../modules/people/person.entity.js';
import { DEMO_ORGANIZATIONS } from './journeys-data.js';
import type { TPerson } from './people-data.js';
import { recordedRoles } from './people.js';

/** The demo's organizations; answers an organization's id by its name, as the plans name them. */
export async function writeOrganizations(tx: EntityManager): Promise<(name: string | null) => number | null> {
  const rows = DEMO_ORGANIZATIONS.map((organization) => tx.create(OrganizationSchema, { ...organization, active: true, notes: null }));
  await tx.flush();
  const ids = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  return (name) => {
    if (name === null) return null;
    const id = ids.get(name.toLowerCase());
    if (id === undefined) throw new Error(`demo plan names a missing organization ${name}`);
    return id;
  };
}

/**
 * One row for each person the plans name, however many records name them, with the roles those
 * links and what staff recorded give them; answers a planned person's id.
 */
export async function writePeople(
  tx: EntityManager,
  links: readonly (readonly [TPerson, TPersonRole | null])[],
  organizationId: (name: string | null) => number | null,
): Promise<(person: TPerson) => number> {
  const rows = new Map<TPerson, TPersonEntity>();
  for (const [planned, role] of links) {
    const row = rows.get(planned) ?? tx.create(PersonSchema, personRow(planned, organizationId));
    rows.set(planned, row);
    if (role) addRole(row, role);
  }
  await tx.flush();
  return (planned) => {
    const row = rows.get(planned);
    if (!row) throw new Error(`demo plan refers to a person it does not link: ${planned.name}`);
    return row.id;
  };
}

function personRow(person: TPerson, organizationId: (name: string | null) => number | null) {
  const home = person.fosterHome;
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    address: person.address,
    notes: person.notes ?? null,
    roles: recordedRoles(person),
    doNotAdopt: person.doNotAdoptReason !== undefined,
    doNotAdoptReason: person.doNotAdoptReason ?? null,
    fosterApprovedOn: home?.approvedOn ?? null,
    fosterCapacity: home?.capacity ?? null,
    fosterSpecies: home?.species ?? [],
    fosterAgeGroups: home?.ageGroups ?? [],
    volunteerActive: person.volunteerActive ?? false,
    organization: organizationId(person.organization ?? null),
    anonymizedAt: person.erasedOn ? new Date(`${person.erasedOn}T17:00:00Z`) : null,
  };
}
