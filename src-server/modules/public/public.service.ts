import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { photoImage, type TPhotoSizes } from '../../../src-shared/photos.js';
import type { TAdoptableAnimal, TAdoptableAnimalDetail, TAdoptableQuery, TApplication, TApplicationReceipt } from '../../../src-shared/schemas/public.js';
import { conflict, notFound } from '../../domain-errors.js';
import type { TPage } from '../../../src-shared/paging.js';
import { likePattern } from '../../db/like-pattern.js';
import { selectPage, SqlConditions, type TPageQuery } from '../../db/sql-page.js';
import { ApplicationSchema } from '../applications/application.entity.js';
import { arrivalNoteText } from '../applications/arrival-note.js';
import { BehaviorNoteSchema } from '../behavior-notes/behavior-note.entity.js';
import { writeApplicationReceived } from '../messages/application-messages.js';
import type { TOutbox } from '../messages/outbox.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { isListedPublicly, listedPubliclySql } from './listed.js';
import { PUBLIC_CARE_COLUMNS, publicCareStatuses, type TPublicCareRow } from './public-care.js';
import { animalPicture, livePhotosColumn, primaryPhotoColumn } from '../photos/primary-photo.js';

/**
 * An adoption of the animal (`a`) is pending: one of its applications is Approved or one of its
 * adoptions Pending (docs/domain.md#applications).
 */
export const ADOPTION_PENDING = `(exists (select 1 from adoption_applications p where p.animal_id = a.id and p.status = 'Approved')
  or exists (select 1 from adoptions d where d.animal_id = a.id and d.status = 'Pending' and d.voided_at is null))`;

export const adoptionAlreadyPending = (name: string) => `An adoption is already pending for ${name}`;

/** An applicant is one e-mail address, whatever its case; a second application within this long is the first one. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

interface TAdoptableRow extends TPublicCareRow {
  id: number;
  animal_id: string;
  name: string;
  species: TAdoptableAnimal['species'];
  breed: string;
  sex: TAdoptableAnimal['sex'];
  age: string;
  description: string | null;
  image_url: string | null;
  status: TAdoptableAnimal['status'];
  intake_date: string;
  microchipped: boolean;
  traits: string[];
  notes: string[];
  adoption_pending: boolean;
  photo: TPhotoSizes | null;
}

interface TAdoptableDetailRow extends TAdoptableRow {
  photos: (TPhotoSizes & { caption: string | null })[];
}

/**
 * The portal's busiest call, as one statement with its count (db/sql-page.ts): the animals and
 * the notes staff published (newest first, docs/domain.md#notes), with no entity hydration. The portal is what the public hits
 * hardest, and the ORM's per-entity work cost more than the query itself (bench/).
 */
function selectAdoptable<R extends TAdoptableRow = TAdoptableRow>(
  em: EntityManager,
  filters: { id?: number } & TAdoptableQuery,
  page: TPageQuery = {},
): Promise<TPage<R>> {
  const where = new SqlConditions(listedPubliclySql('a'));
  if (filters.id !== undefined) where.add('a.id = ?', filters.id);
  if (filters.species) where.add('a.species = ?', filters.species);
  if (filters.sex) where.add('a.sex = ?', filters.sex);
  if (filters.q) {
    const like = likePattern(filters.q);
    where.add('(a.name ilike ? or a.breed ilike ? or a.description ilike ?)', like, like, like);
  }
  const columns = `a.id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, a.description, a.image_url, a.status,
    to_char(a.intake_date, 'YYYY-MM-DD') as intake_date, a.microchip_id is not null as microchipped,
    a.traits, ${PUBLIC_CARE_COLUMNS},
    array(select n.note from behavior_notes n
           where n.animal_id = a.id and n.voided_at is null and n.public
           order by n.date desc, n.id desc) as notes,
    ${ADOPTION_PENDING} as adoption_pending,
    ${primaryPhotoColumn('a')} as photo${
      filters.id === undefined
        ? ''
        : `,
    ${livePhotosColumn('a')} as photos`
    }`;
  return selectPage<R>(em, { columns, from: 'animals a', where, orderBy: 'a.intake_date desc, a.id desc' }, page);
}

/** The care statuses derive as every public channel's (public-care.ts). */
const toAdoptable =
  (acceptsBackupApplications: boolean, today: string) =>
  (row: TAdoptableRow): TAdoptableAnimal => ({
    id: row.id,
    animalId: row.animal_id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    age: row.age,
    description: row.description,
    ...animalPicture(row.photo, row.image_url),
    status: row.status,
    intakeDate: row.intake_date,
    microchipped: row.microchipped,
    ...publicCareStatuses(row, today),
    traits: row.traits,
    behaviorNotes: row.notes.map((note) => ({ note })),
    adoptionPending: row.adoption_pending,
    acceptsBackupApplications,
  });

const backupsAccepted = async (em: EntityManager) => (await getSettings(em)).system.acceptBackupApplications;

/** `today` is the shelter's: the statuses depend on it. */
export async function listAdoptable(em: EntityManager, today: string, query: TAdoptableQuery): Promise<TPage<TAdoptableAnimal>> {
  const { items, total } = await selectAdoptable(em, query, query);
  return { items: items.map(toAdoptable(await backupsAccepted(em), today)), total };
}

/** Any animal that is not adoptable is simply not found, so the portal reveals nothing of it. Its page shows every photo. */
export async function getAdoptable(em: EntityManager, today: string, id: number): Promise<TAdoptableAnimalDetail> {
  const [row] = (await selectAdoptable<TAdoptableDetailRow>(em, { id })).items;
  if (!row) throw notFound('Animal');
  return {
    ...toAdoptable(await backupsAccepted(em), today)(row),
    photos: row.photos.map(({ caption, ...sizes }) => ({ ...photoImage(sizes), caption })),
  };
}

const newReference = () => String(randomInt(10_000_000, 100_000_000));

interface TApplicantState {
  name: string;
  status: string;
  publicListing: boolean;
  /** The reference of the applicant's application for the animal within the day, if any. */
  earlier: string | null;
  pending: boolean;
  /** Whether an application already has the reference asked about (false when none was). */
  referenceTaken: boolean;
}

/**
 * What a submission decides on, as `em` (outside or inside its transaction) sees it; nothing for a
 * voided or unknown animal. Whether `reference`, a reference about to be given, is taken is read
 * with the rest, in the same round trip.
 */
async function applicantState(em: EntityManager, animalId: number, email: string, reference: string | null): Promise<TApplicantState | undefined> {
  const [row] = await em.getConnection().execute<TApplicantState[]>(
    `select a.name, a.status, a.public_listing as "publicListing",
            (select e.reference from adoption_applications e
              where e.animal_id = a.id and lower(e.applicant_email) = ? and e.created_at > ?
              order by e.created_at limit 1) as earlier,
            ${ADOPTION_PENDING} as pending,
            exists (select 1 from adoption_applications r where r.reference = ?) as "referenceTaken"
       from animals a
      where a.id = ? and a.voided_at is null`,
    [email.toLowerCase(), new Date(Date.now() - DUPLICATE_WINDOW_MS), reference, animalId],
    'all',
    em.getTransactionContext(),
  );
  return row;
}

/** Another reference when the one picked is taken (one in millions): its unique index settles a tie between two submissions at once. */
async function otherReference(em: EntityManager): Promise<string> {
  const taken = async (reference: string) =>
    (await em.getConnection().execute('select 1 from adoption_applications where reference = ?', [reference])).length > 0;
  let reference = newReference();
  while (await taken(reference)) reference = newReference();
  return reference;
}

/**
 * Stores the application and notes its arrival on the animal, in one transaction
 * (docs/domain.md#applications). The same applicant applying again for the same animal within a
 * day gets the first application's reference and nothing is stored: such a repeat is answered
 * before any lock or transaction, and a first one is checked again under the animal's lock, so
 * two identical submissions at once store one; what needs no lock is done before taking it. While
 * an adoption of the animal is pending, a new application is refused, or stored as a backup when
 * the settings accept backups. A filled honeypot gets the same answer and nothing is stored.
 * The applicant's acknowledgement and staff's messages are written with it (docs/domain.md#messages).
 */
export async function submitApplication(
  em: EntityManager,
  calendar: TLazyCalendar,
  input: TApplication,
  outbox: TOutbox,
  baseUrl: string,
): Promise<TApplicationReceipt> {
  if (input.fax) return { reference: newReference() };
  const picked = newReference();
  const known = await applicantState(em, input.animalId, input.applicantEmail, picked);
  if (!known || !isListedPublicly(known)) throw notFound('Animal');
  if (known.earlier) return { reference: known.earlier };
  const { today } = await calendar();
  const reference = known.referenceTaken ? await otherReference(em) : picked;
  return em.transactional(async (tx) => {
    // The lock is a statement of its own: the read after it takes its snapshot once the lock is
    // granted, so it sees the application of a submission that held the lock before.
    await tx.execute('select 1 from animals where id = ? for update', [input.animalId]);
    const animal = await applicantState(tx, input.animalId, input.applicantEmail, null);
    if (!animal || !isListedPublicly(animal)) throw notFound('Animal');
    if (animal.earlier) return { reference: animal.earlier };
    const backup = animal.pending;
    if (backup && !(await getSettings(tx)).system.acceptBackupApplications) throw conflict(adoptionAlreadyPending(animal.name));
    const { animalId: _animalId, fax: _fax, ...answers } = input;
    const application = tx.create(ApplicationSchema, {
      ...answers,
      landlordApproval: input.rentOrOwn === 'rent' ? input.landlordApproval : null,
      otherPetsDetails: input.hasOtherPets ? input.otherPetsDetails : null,
      reference,
      animal: input.animalId,
      status: 'Received',
      backup,
      decidedAt: null,
      anonymizedAt: null,
    });
    await tx.flush(); // the note links to the application's id
    tx.create(BehaviorNoteSchema, {
      animal: input.animalId,
      date: today,
      note: arrivalNoteText(input.applicantName),
      observedBy: 'Adoption portal',
      application: application.id,
    });
    await tx.flush();
    await writeApplicationReceived(tx, outbox, application, animal.name, baseUrl);
    return { reference };
  });
}
