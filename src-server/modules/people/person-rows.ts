import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../../src-shared/paging.js';
import { roleMay, type TRole } from '../../../src-shared/roles.js';
import type { TPerson } from '../../../src-shared/schemas/people.js';
import { isoInstant } from '../../db/iso-instant.js';
import { selectPage, SqlConditions, type TPageQuery } from '../../db/sql-page.js';

/**
 * A person as every people call answers them, read by hand-written statements on `people p`
 * (db/sql-page.ts). The statements select from `people p` alone, so the search expression of
 * person.entity.ts, whose columns are unqualified, reads the person's own columns; the
 * organization's name comes from a subquery for that reason.
 */
export const PERSON_COLUMNS = `p.id, p.version, p.name, p.email, p.phone, p.alt_phone as "altPhone", p.address, p.notes, p.roles,
  p.do_not_adopt as "doNotAdopt", p.do_not_adopt_reason as "doNotAdoptReason",
  to_char(p.foster_approved_on, 'YYYY-MM-DD') as "fosterApprovedOn", p.foster_capacity as "fosterCapacity",
  p.foster_species as "fosterSpecies", p.foster_age_groups as "fosterAgeGroups", p.volunteer_active as "volunteerActive",
  p.organization_id as "organizationId", (select o.name from organizations o where o.id = p.organization_id) as "organizationName",
  p.anonymized_at is not null as anonymized, ${isoInstant('p.created_at')} as "createdAt"`;

export type TPersonRow = Omit<TPerson, 'contactHidden'>;

/**
 * Who reads: contact details, and the history beyond foster care and the journey, are for the
 * roles that read the rest of the console. A volunteer reads names, roles and foster homes only,
 * and cannot search by contact details either (docs/domain.md#people).
 */
export interface TReader {
  mayReadConsole: boolean;
}

export const readerOf = (role: TRole): TReader => ({ mayReadConsole: roleMay(role, 'console:read') });

/** Whoever may write a record reads it whole: the answer to a write. */
export const WRITER: TReader = { mayReadConsole: true };

export function toPerson(row: TPersonRow, reader: TReader): TPerson {
  const person = { ...row, contactHidden: !reader.mayReadConsole };
  return reader.mayReadConsole ? person : { ...person, email: null, phone: null, altPhone: null, address: null, notes: null };
}

/** People by name, then id, with the size of the whole list, in one round trip. */
export async function selectPeople(em: EntityManager, where: SqlConditions, reader: TReader, page: TPageQuery = {}): Promise<TPage<TPerson>> {
  const rows = await selectPage<TPersonRow>(em, { columns: PERSON_COLUMNS, from: 'people p', where, orderBy: 'p.name, p.id' }, page);
  return { items: rows.items.map((row) => toPerson(row, reader)), total: rows.total };
}

/** These people, by name. */
export async function peopleByIds(em: EntityManager, ids: readonly number[], reader: TReader): Promise<TPerson[]> {
  if (!ids.length) return [];
  const where = new SqlConditions();
  where.add('p.id in (?)', [...ids]);
  return (await selectPeople(em, where, reader)).items;
}
