import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAdoptionApplication, TApplicationDecision, TApplicationListQuery, TApplicationPerson } from '../../../src-shared/schemas/applications.js';
import { MIN_PHONE_DIGITS, REMOVED } from '../../../src-shared/people.js';
import { addDays } from '../../../src-shared/dates.js';
import { changedBySomeoneElse, conflict, notFound } from '../../domain-errors.js';
import type { TPage } from '../../../src-shared/paging.js';
import { isoInstant as iso } from '../../db/iso-instant.js';
import { likePattern } from '../../db/like-pattern.js';
import { selectPage, SqlConditions, type TPageQuery } from '../../db/sql-page.js';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { assertNotAdopted, lockAnimal } from '../animals/animal-status.js';
import { BehaviorNoteSchema } from '../behavior-notes/behavior-note.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { adopterFor } from '../adoptions/adopters.js';
import { addRole, requirePerson } from '../people/person-links.js';
import { phoneDigitsSql, PersonSchema } from '../people/person.entity.js';
import { ApplicationSchema, type TApplicationEntity } from './application.entity.js';
import { arrivalNoteText } from './arrival-note.js';
import { writeApplicationDecided } from '../messages/application-messages.js';
import { eraseMessagesOfApplication } from '../messages/erase-messages.js';
import type { TOutbox } from '../messages/outbox.js';

/** The key an applicant is known by: their e-mail, whatever its case (docs/domain.md#applications). */
const applicantKey = (email: string) => email.toLowerCase();

const PERSON_REF = `json_build_object('id', pp.id, 'name', pp.name, 'doNotAdopt', pp.do_not_adopt, 'doNotAdoptReason', pp.do_not_adopt_reason)`;
const APPLICANT_PHONE = phoneDigitsSql('p.applicant_phone');

/**
 * An application as staff read it, with its animal's label, the adoption an approval opened, the
 * applicant's other applications (none once the data is erased), newest first, and the person
 * staff confirmed them to be, or else the people their e-mail or phone matches: a suggestion,
 * since a portal application never links by itself (docs/domain.md#people).
 */
const APPLICATION_COLUMNS = `p.id, p.version, p.animal_id as "animalId", a.name as "animalName", a.animal_id as "animalCode",
  p.reference, p.status, p.staff_note as "staffNote", p.decline_reason as "declineReason", p.applicant_name as "applicantName", p.applicant_email as "applicantEmail",
  p.applicant_phone as "applicantPhone", p.home_type as "homeType", p.rent_or_own as "rentOrOwn",
  p.landlord_approval as "landlordApproval", p.has_children as "hasChildren", p.has_other_pets as "hasOtherPets",
  p.other_pets_details as "otherPetsDetails", p.previous_pet_experience as "previousPetExperience",
  p.reason_for_adoption as "reasonForAdoption", p.how_did_you_hear as "howDidYouHear", p.additional_notes as "additionalNotes",
  ${iso('p.created_at')} as "submittedAt", ${iso('p.decided_at')} as "decidedAt", p.anonymized_at is not null as anonymized,
  (select max(d.id) from adoptions d where d.application_id = p.id and d.voided_at is null) as "adoptionId",
  p.backup,
  case when p.anonymized_at is null then
    (select coalesce(json_agg(json_build_object('id', o.id, 'animalId', o.animal_id, 'animalName', oa.name, 'animalCode', oa.animal_id,
                                                'reference', o.reference, 'status', o.status, 'submittedAt', ${iso('o.created_at')})
                              order by o.created_at desc, o.id desc), '[]')
       from adoption_applications o join animals oa on oa.id = o.animal_id and oa.voided_at is null
      where lower(o.applicant_email) = lower(p.applicant_email) and o.anonymized_at is null and o.id <> p.id)
  else '[]' end as "otherApplications",
  p.person_id as "personId",
  (select ${PERSON_REF} from people pp where pp.id = p.person_id) as person,
  case when p.person_id is null and p.anonymized_at is null then
    (select coalesce(json_agg(${PERSON_REF} order by pp.id), '[]') from people pp
      where pp.anonymized_at is null
        and (lower(pp.email) = lower(p.applicant_email)
             or (length(${APPLICANT_PHONE}) >= ${MIN_PHONE_DIGITS}
                 and ${APPLICANT_PHONE} in (${phoneDigitsSql('pp.phone')}, ${phoneDigitsSql('pp.alt_phone')}))))
  else '[]' end as matches`;

/**
 * Applications, newest first, with everything staff read, in one round trip (db/sql-page.ts).
 * Those of a voided animal are left out, as the animal entity's `live` filter leaves them out of
 * the ORM's reads.
 */
function selectApplications(em: EntityManager, where: SqlConditions, page: TPageQuery = {}): Promise<TPage<TAdoptionApplication>> {
  return selectPage<TAdoptionApplication>(
    em,
    {
      columns: APPLICATION_COLUMNS,
      from: 'adoption_applications p join animals a on a.id = p.animal_id and a.voided_at is null',
      where,
      orderBy: 'p.created_at desc, p.id desc',
    },
    page,
  );
}

/**
 * Newest first; `q` matches the applicant's name, e-mail, phone and the reference; `from`/`to`
 * are days of submission in the organization's time zone (docs/domain.md#dates).
 */
export async function listApplications(em: EntityManager, calendar: TLazyCalendar, query: TApplicationListQuery): Promise<TPage<TAdoptionApplication>> {
  const where = new SqlConditions();
  if (query.status) where.add('p.status = ?', query.status);
  if (query.animalId) where.add('p.animal_id = ?', query.animalId);
  if (query.email) where.add('lower(p.applicant_email) = ?', applicantKey(query.email));
  if (query.from || query.to) {
    // The instant a calendar day begins in the organization's time zone, computed by PostgreSQL.
    const { timeZone } = await calendar();
    if (query.from) where.add('p.created_at >= (?::timestamp at time zone ?)', query.from, timeZone);
    if (query.to) where.add('p.created_at < (?::timestamp at time zone ?)', addDays(query.to, 1), timeZone);
  }
  if (query.q) {
    const like = likePattern(query.q);
    where.add('(p.applicant_name ilike ? or p.applicant_email ilike ? or p.applicant_phone ilike ? or p.reference ilike ?)', like, like, like, like);
  }
  return selectApplications(em, where, query);
}

export async function getApplication(em: EntityManager, id: number): Promise<TAdoptionApplication> {
  const where = new SqlConditions();
  where.add('p.id = ?', id);
  const [application] = (await selectApplications(em, where)).items;
  if (!application) throw notFound('Application');
  return application;
}

/**
 * Received applications are Approved, Declined or Withdrawn; an Approved one may still be
 * Withdrawn. Approval opens a Pending adoption dated today with the default fee, in the same
 * transaction; withdrawing an approval cancels that adoption if it is still Pending. Staff's note
 * and a decline's reason are kept with the application, for staff only; the applicant's e-mail of
 * an approval or a decline is written with the decision, telling the reason only when staff chose to.
 */
export async function decideApplication(
  em: EntityManager,
  calendar: TLazyCalendar,
  outbox: TOutbox,
  input: TApplicationDecision,
): Promise<TAdoptionApplication> {
  const settings = await getSettings(em);
  const { today } = await calendar();
  await em.transactional(async (tx) => {
    const application = await tx.findOne(ApplicationSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw notFound('Application');
    if (input.version !== undefined && input.version !== application.version) {
      throw conflict(changedBySomeoneElse('application'));
    }
    if (application.anonymizedAt) throw conflict('This application’s personal data has been erased; it can no longer change');
    const allowed = application.status === 'Received' || (application.status === 'Approved' && input.status === 'Withdrawn');
    if (!allowed) throw conflict(`An application that is ${application.status} cannot become ${input.status}`);
    if (input.status === 'Approved') {
      const animal = await lockAnimal(tx, application.animal);
      assertNotAdopted(animal);
      // Approving is staff's word on who applied: the confirmed person, else the applicant's details linked as a staff call links them.
      const adopter = await adopterFor(
        tx,
        application.person
          ? { personId: application.person }
          : { adopterName: application.applicantName, adopterEmail: application.applicantEmail, adopterPhone: application.applicantPhone },
        'Pending',
      );
      await tx.flush(); // a new adopter's id
      application.person = adopter.id;
      tx.create(AdoptionSchema, {
        animal: animal.id,
        person: adopter.id,
        adoptionDate: today,
        feeAmount: settings.system.defaultAdoptionFee,
        status: 'Pending',
        application: application.id,
      });
    }
    if (input.status === 'Withdrawn' && application.status === 'Approved') {
      const completed = await tx.count(AdoptionSchema, { application: application.id, status: 'Completed', voidedAt: null });
      if (completed) throw conflict('This application’s adoption is completed; cancel the adoption instead of withdrawing');
      const pending = await tx.find(AdoptionSchema, { application: application.id, status: 'Pending', voidedAt: null });
      for (const adoption of pending) adoption.status = 'Cancelled';
    }
    application.status = input.status;
    application.decidedAt = new Date();
    // A decision sent without a note keeps the one an earlier decision left (an approval's, when it is withdrawn).
    if (input.staffNote) application.staffNote = input.staffNote;
    if (input.declineReason) application.declineReason = input.declineReason;
    await tx.flush();
    await writeApplicationDecided(tx, outbox, application, input.tellApplicantReason);
  });
  return getApplication(em.fork(), input.id);
}

/**
 * Erases the applicant's personal data from Declined and Withdrawn applications decided more
 * than `dataRetentionDays` ago (docs/domain.md#applications). The row stays, anonymised, and so does
 * the note of its arrival, without the name. The person it names, if any, follows the people's own
 * retention rule (docs/domain.md#people). Idempotent.
 */
export async function anonymizeExpiredApplications(em: EntityManager, now = new Date()): Promise<number> {
  const { system } = await getSettings(em);
  const cutoff = new Date(now.getTime() - system.dataRetentionDays * 24 * 60 * 60 * 1000);
  return em.transactional(async (tx) => {
    const expired = await tx.find(ApplicationSchema, { status: { $in: ['Declined', 'Withdrawn'] }, anonymizedAt: null, decidedAt: { $lt: cutoff } });
    for (const application of expired) {
      await eraseApplicant(tx, application, now);
    }
    await tx.flush();
    return expired.length;
  });
}

/**
 * The applicant's personal data erased from an application and from the note of its arrival,
 * the row kept, and the messages that named them deleted: after the retention period, and when
 * the person erased is its applicant (docs/domain.md#people).
 */
export async function eraseApplicant(tx: EntityManager, application: TApplicationEntity, now: Date): Promise<void> {
  await eraseMessagesOfApplication(tx, application);
  // A voided animal's note too: the filter that hides it from lists must not keep the name here.
  for (const note of await tx.find(BehaviorNoteSchema, { application: application.id }, { filters: false })) note.note = arrivalNoteText(REMOVED);
  tx.assign(application, {
    applicantName: REMOVED,
    applicantEmail: REMOVED,
    applicantPhone: REMOVED,
    homeType: REMOVED,
    otherPetsDetails: null,
    previousPetExperience: REMOVED,
    reasonForAdoption: REMOVED,
    howDidYouHear: REMOVED,
    additionalNotes: null,
    // What staff wrote of the applicant goes with what the applicant wrote.
    staffNote: null,
    declineReason: null,
    anonymizedAt: now,
  });
}

/**
 * Staff confirm who applied (docs/domain.md#people): the person the application matches, or,
 * without `personId`, a new person from the applicant's details. They become an applicant.
 */
export async function linkApplicationPerson(em: EntityManager, input: TApplicationPerson): Promise<TAdoptionApplication> {
  await em.transactional(async (tx) => {
    const application = await tx.findOne(ApplicationSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw notFound('Application');
    if (application.anonymizedAt) throw conflict('This application’s personal data has been erased; it can no longer change');
    const person =
      input.personId !== null
        ? await requirePerson(tx, input.personId, 'personId')
        : tx.create(PersonSchema, { name: application.applicantName, email: application.applicantEmail, phone: application.applicantPhone, roles: [] });
    addRole(person, 'Applicant');
    await tx.flush();
    application.person = person.id;
    await tx.flush();
  });
  return getApplication(em.fork(), input.id);
}
