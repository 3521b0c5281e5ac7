import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPerson, TPersonCreate, TPersonDetail, TPersonUpdate } from '../../../src-shared/schemas/people.js';
import { sentFields } from '../../db/corrections.js';
import { changedBySomeoneElse, conflict, invalid, notFound } from '../../domain-errors.js';
import type { TCalendar, TLazyCalendar } from '../settings/calendar.js';
import { keepReasonsOf } from './keep-reasons.js';
import { timelineOf } from './person-history.js';
import { addRole, organizationFor } from './person-links.js';
import { peopleByIds, type TReader } from './person-rows.js';
import { PersonSchema, type TPersonEntity } from './person.entity.js';

/** People's own records (docs/domain.md#people): their page, and what staff enter and correct. */

/** One person as the lists show them: 404 when there is none. */
export async function personOf(em: EntityManager, id: number, reader: TReader): Promise<TPerson> {
  const [person] = await peopleByIds(em, [id], reader);
  if (!person) throw notFound('Person');
  return person;
}

/** A person's page: their details, why the record is kept, and their history, newest first. */
export async function getPerson(em: EntityManager, calendar: TLazyCalendar, id: number, reader: TReader): Promise<TPersonDetail> {
  const person = await personOf(em, id, reader);
  const cal = await calendar();
  const [reasons, timeline] = await Promise.all([keepReasonsOf(em, id, cal.today), timelineOf(em, id, cal, reader)]);
  // Whether someone adopted, donated or applied is not a volunteer's to read (docs/domain.md#roles).
  const keptBecause = reader.mayReadConsole ? reasons.map((reason) => reason.text) : [];
  return { ...person, keptBecause, timeline };
}

type TPersonFields = Omit<TPersonUpdate, 'id' | 'version'>;

/**
 * The fields sent, onto the person: a foster approval is a day not after today, an organization
 * must exist, the Do-not-adopt flag needs its reason (and clearing it clears the reason). Being
 * an active volunteer, an approved foster home or an organization's contact earns the role.
 */
async function applyFields(tx: EntityManager, calendar: TCalendar, person: TPersonEntity, fields: TPersonFields): Promise<void> {
  const { organizationId, fosterApprovedOn, ...plain } = sentFields(fields);
  tx.assign(person, plain);
  if (fosterApprovedOn !== undefined) {
    const day = fosterApprovedOn && calendar.date(fosterApprovedOn);
    if (day && day > calendar.today) throw invalid('Approval date cannot be in the future', 'fosterApprovedOn');
    person.fosterApprovedOn = day;
  }
  if (organizationId !== undefined) {
    person.organization = organizationId && (await organizationFor(tx, { organizationId }, 'organizationId')).id;
  }
  if (!person.doNotAdopt) person.doNotAdoptReason = null;
  else if (!person.doNotAdoptReason) throw invalid('Say why this person may not adopt', 'doNotAdoptReason');
  if (person.volunteerActive) addRole(person, 'Volunteer');
  if (person.fosterApprovedOn) addRole(person, 'Foster home');
  if (person.organization) addRole(person, 'Organization contact');
}

/** A new person, as staff enter them; possible duplicates are the duplicates list's business. */
export async function createPerson(em: EntityManager, calendar: TLazyCalendar, input: TPersonCreate, reader: TReader): Promise<TPerson> {
  const cal = await calendar();
  const id = await em.transactional(async (tx) => {
    const person = tx.create(PersonSchema, { name: input.name, roles: [] });
    await applyFields(tx, cal, person, input);
    await tx.flush();
    return person.id;
  });
  return personOf(em.fork(), id, reader);
}

/** Fields left out stay as they are; an erased person changes no more. */
export async function updatePerson(em: EntityManager, calendar: TLazyCalendar, input: TPersonUpdate, reader: TReader): Promise<TPerson> {
  const cal = await calendar();
  const { id, version, ...fields } = input;
  await em.transactional(async (tx) => {
    const person = await tx.findOne(PersonSchema, { id });
    if (!person) throw notFound('Person');
    if (version !== undefined && version !== person.version) throw conflict(changedBySomeoneElse('person'));
    if (person.anonymizedAt) throw conflict('This person’s details were erased: the record can no longer change');
    await applyFields(tx, cal, person, fields);
    await tx.flush();
  });
  return personOf(em.fork(), id, reader);
}
