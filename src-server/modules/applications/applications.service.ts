import { LockMode, raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAdoptionApplication, TApplicantApplication, TApplicationDecision, TApplicationListQuery } from '../../../src-shared/schemas/applications.js';
import { addDays } from '../../../src-shared/dates.js';
import { changedBySomeoneElse, conflict, notFound } from '../../domain-errors.js';
import { pageOptions } from '../../db/filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { likePattern } from '../../db/like-pattern.js';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { assertNotAdopted, lockAnimal } from '../animals/animal-status.js';
import { BehaviorNoteSchema } from '../behavior-notes/behavior-note.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { ApplicationSchema, type TApplicationEntity } from './application.entity.js';
import { arrivalNoteText } from './arrival-note.js';

/** The key an applicant is known by: their e-mail, whatever its case (docs/domain.md#applications). */
const applicantKey = (email: string) => email.toLowerCase();
const applicantIs = (email: string) => ({ [raw('lower(applicant_email)')]: applicantKey(email) });

interface TRelated {
  adoptionIds: Map<number, number>;
  byApplicant: Map<string, TApplicantApplication[]>;
}

const toApplication =
  ({ adoptionIds, byApplicant }: TRelated) =>
  (application: TApplicationEntity, label: TAnimalLabel): TAdoptionApplication => ({
    id: application.id,
    version: application.version,
    ...label,
    reference: application.reference,
    status: application.status,
    applicantName: application.applicantName,
    applicantEmail: application.applicantEmail,
    applicantPhone: application.applicantPhone,
    homeType: application.homeType,
    rentOrOwn: application.rentOrOwn,
    landlordApproval: application.landlordApproval ?? null,
    hasChildren: application.hasChildren,
    hasOtherPets: application.hasOtherPets,
    otherPetsDetails: application.otherPetsDetails ?? null,
    previousPetExperience: application.previousPetExperience,
    reasonForAdoption: application.reasonForAdoption,
    howDidYouHear: application.howDidYouHear,
    additionalNotes: application.additionalNotes ?? null,
    submittedAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt ? application.decidedAt.toISOString() : null,
    anonymized: Boolean(application.anonymizedAt),
    adoptionId: adoptionIds.get(application.id) ?? null,
    backup: application.backup,
    otherApplications: application.anonymizedAt
      ? []
      : (byApplicant.get(applicantKey(application.applicantEmail)) ?? []).filter((other) => other.id !== application.id),
  });

async function adoptionsOf(em: EntityManager, applicationIds: number[]): Promise<Map<number, number>> {
  if (!applicationIds.length) return new Map();
  const adoptions = await em.find(AdoptionSchema, { application: { $in: applicationIds }, voidedAt: null }, { fields: ['id', 'application'] });
  return new Map(adoptions.map((adoption) => [adoption.application as number, adoption.id]));
}

/** Every application of the listed applicants, newest first, by applicant, in one query for the whole list. */
async function applicationsByApplicant(em: EntityManager, applications: TApplicationEntity[]): Promise<Map<string, TApplicantApplication[]>> {
  const keys = [...new Set(applications.filter((application) => !application.anonymizedAt).map((application) => applicantKey(application.applicantEmail)))];
  if (!keys.length) return new Map();
  const rows = await em.find(
    ApplicationSchema,
    { [raw('lower(applicant_email)')]: { $in: keys }, anonymizedAt: null },
    {
      fields: ['id', 'reference', 'status', 'animal', 'applicantEmail', 'createdAt'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      disableIdentityMap: true,
    },
  );
  const labelled = await labelRecords(em, rows, (row, label) => ({
    key: applicantKey(row.applicantEmail),
    item: { id: row.id, ...label, reference: row.reference, status: row.status, submittedAt: row.createdAt.toISOString() },
  }));
  const grouped = new Map<string, TApplicantApplication[]>();
  for (const { key, item } of labelled) grouped.set(key, [...(grouped.get(key) ?? []), item]);
  return grouped;
}

async function relatedTo(em: EntityManager, applications: TApplicationEntity[]): Promise<TRelated> {
  return {
    adoptionIds: await adoptionsOf(
      em,
      applications.map((application) => application.id),
    ),
    byApplicant: await applicationsByApplicant(em, applications),
  };
}

/** The instant a calendar day begins in a time zone, computed by PostgreSQL. */
const startOfDay = (date: string, timeZone: string) => raw('(?::timestamp at time zone ?)', [date, timeZone]);

/**
 * Newest first; `q` matches the applicant's name, e-mail, phone and the reference; `from`/`to`
 * are days of submission in the organization's time zone (docs/domain.md#dates).
 */
export async function listApplications(em: EntityManager, calendar: TLazyCalendar, query: TApplicationListQuery): Promise<TPage<TAdoptionApplication>> {
  const where: FilterQuery<TApplicationEntity> = {};
  if (query.status) where.status = query.status;
  if (query.animalId) where.animal = query.animalId;
  if (query.email) Object.assign(where, applicantIs(query.email));
  if (query.from || query.to) {
    const { timeZone } = await calendar();
    where.createdAt = {
      ...(query.from ? { $gte: startOfDay(query.from, timeZone) } : {}),
      ...(query.to ? { $lt: startOfDay(addDays(query.to, 1), timeZone) } : {}),
    };
  }
  if (query.q) {
    const like = likePattern(query.q);
    where.$or = [
      { applicantName: { $ilike: like } },
      { applicantEmail: { $ilike: like } },
      { applicantPhone: { $ilike: like } },
      { reference: { $ilike: like } },
    ];
  }
  const [applications, total] = await em.findAndCount(ApplicationSchema, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageOptions(query) });
  return { items: await labelRecords(em, applications, toApplication(await relatedTo(em, applications))), total };
}

export async function getApplication(em: EntityManager, id: number): Promise<TAdoptionApplication> {
  const application = await em.findOne(ApplicationSchema, { id });
  if (!application) throw notFound('Application');
  const [item] = await labelRecords(em, [application], toApplication(await relatedTo(em, [application])));
  if (!item) throw notFound('Application');
  return item;
}

/**
 * Received applications are Approved, Declined or Withdrawn; an Approved one may still be
 * Withdrawn. Approval opens a Pending adoption dated today with the default fee, in the same
 * transaction; withdrawing an approval cancels that adoption if it is still Pending.
 */
export async function decideApplication(em: EntityManager, calendar: TLazyCalendar, input: TApplicationDecision): Promise<TAdoptionApplication> {
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
      tx.create(AdoptionSchema, {
        animal: animal.id,
        adopterName: application.applicantName,
        adopterEmail: application.applicantEmail,
        adopterPhone: application.applicantPhone,
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
    await tx.flush();
  });
  return getApplication(em.fork(), input.id);
}

const REMOVED = '[removed]';

/**
 * Erases the applicant's personal data from Declined and Withdrawn applications decided more
 * than `dataRetentionDays` ago (docs/domain.md#applications). The row stays, anonymised, and so does
 * the note of its arrival, without the name, and the Cancelled adoption a withdrawn approval
 * left, without the adopter's contact. Idempotent.
 */
export async function anonymizeExpiredApplications(em: EntityManager, now = new Date()): Promise<number> {
  const { system } = await getSettings(em);
  const cutoff = new Date(now.getTime() - system.dataRetentionDays * 24 * 60 * 60 * 1000);
  return em.transactional(async (tx) => {
    const expired = await tx.find(ApplicationSchema, { status: { $in: ['Declined', 'Withdrawn'] }, anonymizedAt: null, decidedAt: { $lt: cutoff } });
    for (const application of expired) {
      for (const note of await tx.find(BehaviorNoteSchema, { application: application.id })) note.note = arrivalNoteText(REMOVED);
      for (const adoption of await tx.find(AdoptionSchema, { application: application.id, status: 'Cancelled' })) {
        tx.assign(adoption, { adopterName: REMOVED, adopterEmail: REMOVED, adopterPhone: REMOVED });
      }
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
        anonymizedAt: now,
      });
    }
    await tx.flush();
    return expired.length;
  });
}
