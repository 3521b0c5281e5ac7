import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, dateInZone } from '../../../src-shared/dates.js';
import { REMOVED } from '../../../src-shared/people.js';
import type { TPerson, TPersonErase } from '../../../src-shared/schemas/people.js';
import { conflict, notFound } from '../../domain-errors.js';
import type { TFileStore } from '../../storage/file-store.js';
import { ApplicationSchema } from '../applications/application.entity.js';
import { eraseApplicant } from '../applications/applications.service.js';
import { redactAudit } from '../audit/audit-redaction.js';
import { BehaviorNoteSchema } from '../behavior-notes/behavior-note.entity.js';
import { eraseDocumentsOf } from '../documents/documents.service.js';
import { eraseMessagesOfPeople } from '../messages/erase-messages.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { keepReasonsOf, NOTHING_KEEPS } from './keep-reasons.js';
import { personOf } from './people.service.js';
import type { TReader } from './person-rows.js';
import { PersonSchema, type TPersonEntity } from './person.entity.js';

/**
 * Erasing people (docs/domain.md#people): on their request, and after the retention period when
 * nothing keeps their record. The row stays, so every record that links it keeps counting and
 * reads "[removed]"; what identified them goes, from their applications, their documents (the
 * files themselves) and the audit trail too.
 */

const PERSON_DETAILS = ['name', 'email', 'phone', 'altPhone', 'address', 'notes', 'doNotAdoptReason'];
const APPLICANT_DETAILS = [
  'applicantName',
  'applicantEmail',
  'applicantPhone',
  'homeType',
  'otherPetsDetails',
  'previousPetExperience',
  'reasonForAdoption',
  'howDidYouHear',
  'additionalNotes',
  'staffNote',
  'declineReason',
];
/** The retention job erases this many people per transaction. */
const BATCH = 200;

/**
 * Removes these people's details, ends what they were to the shelter (foster home, volunteer,
 * contact: no one is any of these without a name), erases the applicant on their applications,
 * the messages written to them and the documents kept on them, and the values the audit trail held of all of it (of the people
 * merged into them too). `notes` is what the row says instead.
 */
async function erasePeople(tx: EntityManager, files: TFileStore, people: TPersonEntity[], now: Date, notes: string | null): Promise<void> {
  const ids = people.map((person) => person.id);
  for (const person of people) {
    tx.assign(person, {
      name: REMOVED,
      email: null,
      phone: null,
      altPhone: null,
      address: null,
      notes: null,
      doNotAdoptReason: null,
      fosterApprovedOn: null,
      fosterCapacity: null,
      fosterSpecies: [],
      fosterAgeGroups: [],
      volunteerActive: false,
      organization: null,
      anonymizedAt: now,
    });
  }
  // Those of a voided animal too: the filter that hides them from lists must not keep them here.
  const applications = await tx.find(ApplicationSchema, { person: { $in: ids } }, { filters: false });
  for (const application of applications) if (!application.anonymizedAt) await eraseApplicant(tx, application, now);
  await eraseMessagesOfPeople(tx, ids);
  await tx.flush();
  const applicationIds = applications.map((application) => application.id);
  const notesOfArrival = applicationIds.length ? await tx.find(BehaviorNoteSchema, { application: { $in: applicationIds } }, { filters: false }) : [];
  // The people merged into them were them: their entries, the delete's last values included, go too.
  await redactAudit(tx, 'Person', [...ids, ...people.flatMap((person) => person.mergedIds)], PERSON_DETAILS);
  await redactAudit(tx, 'Application', applicationIds, APPLICANT_DETAILS);
  await redactAudit(
    tx,
    'BehaviorNote',
    notesOfArrival.map((note) => note.id),
    ['note'],
  );
  // Said after the redaction, so the trail keeps why the details went.
  if (notes) {
    for (const person of people) person.notes = notes;
    await tx.flush();
  }
  // Last: where the store is not the database, its files go just before the commit.
  await eraseDocumentsOf(tx, files, ids);
}

/**
 * Erases a person's details on their request (an admin's call). It waits while the shelter still
 * has business with them (a pending adoption, an open placement, an undecided application, an
 * animal in care they brought in or found) or a Do-not-adopt flag protects animals from them: 409
 * naming why. Adoptions and donations do not wait: the records stay, linked to "[removed]".
 */
export async function erasePerson(em: EntityManager, files: TFileStore, calendar: TLazyCalendar, input: TPersonErase, reader: TReader): Promise<TPerson> {
  const { today } = await calendar();
  await em.transactional(async (tx) => {
    const person = await tx.findOne(PersonSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!person) throw notFound('Person');
    if (person.anonymizedAt) throw conflict('This person’s details were already erased');
    const open = (await keepReasonsOf(tx, person.id, today)).filter((reason) => reason.open);
    if (open.length) throw conflict(`This person’s details are still needed: ${open.map((reason) => reason.text).join('; ')}`);
    await erasePeople(tx, files, [person], new Date(), `Details erased on request: ${input.reason}`);
  });
  return personOf(em.fork(), input.id, reader);
}

/**
 * The last day anything happened with `p`: their row written, or a record naming them dated or
 * entered, in the shelter's days (`c.zone`).
 */
const LAST_ACTIVITY = `greatest(
  (p.created_at at time zone c.zone)::date, (p.updated_at at time zone c.zone)::date,
  (select max(greatest(d.adoption_date, d.returned_on, (d.created_at at time zone c.zone)::date)) from adoptions d where d.person_id = p.id),
  (select max(greatest(f.start_date, f.end_date, (f.created_at at time zone c.zone)::date)) from foster_care f where f.person_id = p.id),
  (select max(greatest((x.created_at at time zone c.zone)::date, (x.decided_at at time zone c.zone)::date)) from adoption_applications x where x.person_id = p.id),
  (select max(greatest(t.date, (t.created_at at time zone c.zone)::date)) from financial_transactions t where t.person_id = p.id),
  (select max(greatest(s.intake_date, s.outcome_date)) from stays s where s.owner_id = p.id),
  (select max(greatest(s.intake_date, s.outcome_date)) from stays s where s.finder_id = p.id),
  (select max(s.outcome_date) from stays s where s.destination_person_id = p.id),
  (select max((d.created_at at time zone c.zone)::date) from documents d where d.person_id = p.id))`;

/**
 * The retention job (docs/domain.md#jobs): erases the people nothing keeps (KEEP_REASONS) whose
 * last activity is more than `dataRetentionDays` before `now`, in the shelter's days. Idempotent;
 * answers how many it erased.
 */
export async function erasePeoplePastRetention(em: EntityManager, files: TFileStore, timeZone: string, now = new Date()): Promise<number> {
  const { system } = await getSettings(em);
  const today = dateInZone(now, timeZone);
  const cutoff = addDays(today, -system.dataRetentionDays);
  let erased = 0;
  for (;;) {
    const batch = await em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>(
        `select p.id from people p cross join (select ?::date as today, ?::text as zone) c
          where p.anonymized_at is null and ${NOTHING_KEEPS} and ${LAST_ACTIVITY} < ?
          order by p.id limit ? for update of p skip locked`,
        [today, timeZone, cutoff, BATCH],
      );
      const people = rows.length ? await tx.find(PersonSchema, { id: { $in: rows.map((row) => row.id) } }) : [];
      if (people.length) await erasePeople(tx, files, people, now, null);
      return people.length;
    });
    erased += batch;
    if (batch < BATCH) return erased;
  }
}
