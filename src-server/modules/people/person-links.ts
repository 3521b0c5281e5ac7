import type { EntityManager } from '@mikro-orm/postgresql';
import { emailKey, phoneKey, type TContact, type TPersonRole } from '../../../src-shared/people.js';
import type { TPersonRef } from '../../../src-shared/schemas/people.js';
import { conflict, invalid } from '../../domain-errors.js';
import { OrganizationSchema, type TOrganizationEntity } from '../organizations/organization.entity.js';
import { phoneDigitsSql, PersonSchema, type TPersonEntity } from './person.entity.js';

/**
 * How records link people and organizations (docs/domain.md#people). A staff call that names a
 * person by their details links the single exact match, or creates the person: an exact match
 * shares the e-mail, or, when one side has no e-mail, the phone's digits. A portal application
 * never links by itself (applications.service.ts asks staff to confirm its matches).
 */

/** A person named by id (a console picker) or by details (the specification's clients). */
export type TPersonNamed = { personId: number } | { contact: TContact };

const PHONE_MATCH = `(${phoneDigitsSql('phone')} = ? or ${phoneDigitsSql('alt_phone')} = ?)`;

/** The people a contact's details match exactly, erased ones never. */
export async function exactMatches(em: EntityManager, contact: Pick<TContact, 'email' | 'phone'>): Promise<number[]> {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  // em.execute runs inside the caller's transaction, where the advisory lock below is held.
  if (email) {
    const byEmail = await em.execute<{ id: number }[]>('select id from people where anonymized_at is null and lower(email) = ? order by id', [email]);
    if (byEmail.length) return byEmail.map((row) => row.id);
  }
  if (!phone) return [];
  const byPhone = await em.execute<{ id: number }[]>(
    `select id from people where anonymized_at is null and (? or email is null) and ${PHONE_MATCH} order by id`,
    [email === null, phone, phone],
  );
  return byPhone.map((row) => row.id);
}

/** Roles accumulate: a role once earned stays. */
export function addRole(person: TPersonEntity, role: TPersonRole): void {
  if (!person.roles.includes(role)) person.roles = [...person.roles, role];
}

/** A matched person's blanks filled from the details a record sent; what they already have stays. */
export function fillBlanks(person: TPersonEntity, contact: TContact): void {
  if (!person.email && contact.email) person.email = contact.email;
  const sent = phoneKey(contact.phone);
  if (!sent || !contact.phone) return;
  const known = [phoneKey(person.phone), phoneKey(person.altPhone)];
  if (known.includes(sent)) return;
  if (!person.phone) person.phone = contact.phone;
  else if (!person.altPhone) person.altPhone = contact.phone;
}

/**
 * The person a staff call's details name, with `role` added: the single exact match, else a new
 * person. Two calls naming one new person at once are serialized on their key, so they make one.
 */
export async function linkContact(tx: EntityManager, contact: TContact, role: TPersonRole): Promise<TPersonEntity> {
  // The key a new person would be found by: their e-mail, else their phone.
  const key = emailKey(contact.email) ?? phoneKey(contact.phone);
  if (key) await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`person:${key}`]);
  const matches = await exactMatches(tx, contact);
  const [only] = matches;
  const person =
    matches.length === 1 && only !== undefined
      ? await tx.findOneOrFail(PersonSchema, { id: only })
      : tx.create(PersonSchema, { name: contact.name, email: contact.email, phone: contact.phone, roles: [] });
  fillBlanks(person, contact);
  addRole(person, role);
  return person;
}

/** A person a record names by id: a 400 at `path` when there is none, or their details were erased. */
export async function requirePerson(tx: EntityManager, id: number, path: string): Promise<TPersonEntity> {
  const person = await tx.findOne(PersonSchema, { id });
  if (!person) throw invalid('Person not found', path);
  if (person.anonymizedAt) throw invalid('This person’s details were erased: they cannot be linked to a new record', path);
  return person;
}

/** The person a record names, by id or by details, with `role` added. */
export async function personFor(tx: EntityManager, named: TPersonNamed, role: TPersonRole, path: string): Promise<TPersonEntity> {
  if ('personId' in named) {
    const person = await requirePerson(tx, named.personId, path);
    addRole(person, role);
    return person;
  }
  return linkContact(tx, named.contact, role);
}

/** What a record's correction sends of the person it names; `undefined` leaves a detail as it is. */
export interface TPersonEdit {
  personId?: number | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * The person a record names after a correction (docs/domain.md#people): one picked by id; another
 * e-mail names another person, linked as a new record links one; else the same person, whose name
 * and phone the correction updates, since the record's form is where staff saw them wrong. A
 * detail sent empty leaves the person's as it is: a record never erases a person's details.
 */
export async function personAfterEdit(tx: EntityManager, current: TPersonEntity, sent: TPersonEdit, role: TPersonRole): Promise<TPersonEntity> {
  if (sent.personId && sent.personId !== current.id) return personFor(tx, { personId: sent.personId }, role, 'personId');
  const email = emailKey(sent.email);
  if (email && email !== emailKey(current.email)) {
    return linkContact(tx, { name: sent.name ?? current.name, email: sent.email ?? null, phone: sent.phone ?? current.phone ?? null }, role);
  }
  if ((sent.name || sent.phone) && current.anonymizedAt) throw conflict('This person’s details were erased: name another person', 'personId');
  if (sent.name) current.name = sent.name;
  if (sent.phone) current.phone = sent.phone;
  addRole(current, role);
  return current;
}

/** An organization a record names by id, or by name (found without regard to case or surrounding spaces, else created). */
export async function organizationFor(tx: EntityManager, named: { organizationId: number } | { name: string }, path: string): Promise<TOrganizationEntity> {
  if ('organizationId' in named) {
    const organization = await tx.findOne(OrganizationSchema, { id: named.organizationId });
    if (!organization) throw invalid('Organization not found', path);
    return organization;
  }
  const name = named.name.trim();
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`organization:${name.toLowerCase()}`]);
  const [found] = await tx.execute<{ id: number }[]>('select id from organizations where lower(btrim(name)) = lower(?)', [name]);
  if (found) return tx.findOneOrFail(OrganizationSchema, { id: found.id });
  return tx.create(OrganizationSchema, { name });
}

export const toPersonRef = (person: Pick<TPersonEntity, 'id' | 'name' | 'doNotAdopt' | 'doNotAdoptReason'>): TPersonRef => ({
  id: person.id,
  name: person.name,
  doNotAdopt: person.doNotAdopt,
  doNotAdoptReason: person.doNotAdoptReason ?? null,
});
