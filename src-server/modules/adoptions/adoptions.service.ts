import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAdoptionReturn } from '../../../src-shared/schemas/journey.js';
import type { TAdoption, TAdoptionCreate, TAdoptionListQuery, TAdoptionSummary, TAdoptionUpdate } from '../../../src-shared/schemas/adoptions.js';
import type { TSettings } from '../../../src-shared/schemas/settings.js';
import type { TCondition } from '../../../src-shared/journey.js';
import { adoptionDateBounds } from '../../../src-shared/record-dates.js';
import { averageCents } from '../../../src-shared/statistics.js';
import { conflict, invalid } from '../../domain-errors.js';
import { assertCorrectable, bumpVersion, markVoided, sentFields } from '../../db/corrections.js';
import { selectPage, selectRows, SqlConditions, type TPageQuery } from '../../db/sql-page.js';
import type { TPage } from '../../../src-shared/paging.js';
import { likePattern } from '../../db/like-pattern.js';
import { labelOf, type TAnimalLabel } from '../animals/animal-labels.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { assertDateWithin } from '../../date-bounds.js';
import { assertNotAdopted, lockAnimal, syncStatus } from '../animals/animal-status.js';
import { NO_DETAILS, openStay, placeOnIntake } from '../journey/stays.js';
import { closeStayByAdoption, moveAdoptionOutcome, reopenStayOfAdoption, type TAdoptionOutcome } from '../journey/outcomes.js';
import { StaySchema, type TStayEntity } from '../journey/stay.entity.js';
import { TransactionSchema } from '../finance/transaction.entity.js';
import { writeAdoptionCompleted } from '../messages/adoption-messages.js';
import type { TOutbox } from '../messages/outbox.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { PERSON_SEARCH_MATCHES, PersonSchema, type TPersonEntity } from '../people/person.entity.js';
import { AdoptionSchema, type TAdoptionEntity } from './adoption.entity.js';
import { adopterAfterEdit, adopterFor } from './adopters.js';

type TStayOutcome = Pick<TStayEntity, 'outcomeTime' | 'outcomeCondition'>;

type TAdopter = Pick<TPersonEntity, 'id' | 'name' | 'email' | 'phone'>;

/** `adopter`: the adoption's person, whose details the specification's adopter fields are; `outcome`: the stay a Completed adoption closed. */
export function toAdoption(adoption: TAdoptionEntity, label: TAnimalLabel, adopter: TAdopter, outcome?: TStayOutcome): TAdoption {
  return {
    id: adoption.id,
    version: adoption.version,
    ...label,
    personId: adopter.id,
    adopterName: adopter.name,
    adopterEmail: adopter.email ?? '',
    adopterPhone: adopter.phone ?? '',
    adoptionDate: adoption.adoptionDate,
    feeAmount: adoption.feeAmount,
    status: adoption.status,
    applicationId: adoption.application ?? null,
    returnedOn: adoption.returnedOn ?? null,
    returnReason: adoption.returnReason ?? null,
    outcomeTime: outcome?.outcomeTime ?? null,
    outcomeCondition: (outcome?.outcomeCondition ?? null) as TCondition | null,
  };
}

/**
 * The time and condition of the outcomes that Completed adoptions recorded, by adoption id: they
 * live on the stays the adoptions closed, read in one query for a whole list.
 */
async function outcomesOf(em: EntityManager, adoptions: TAdoptionEntity[]): Promise<Map<number, TStayOutcome>> {
  const completed = adoptions.filter((adoption) => adoption.status === 'Completed').map((adoption) => adoption.id);
  if (!completed.length) return new Map();
  const stays = await em.find(
    StaySchema,
    { outcomeAdoption: { $in: completed } },
    { fields: ['outcomeAdoption', 'outcomeTime', 'outcomeCondition'], disableIdentityMap: true },
  );
  return new Map(stays.map((stay) => [stay.outcomeAdoption as number, stay]));
}

/** One adoption as answered after a write (flushed), its animal and adopter at hand. */
async function answerOne(tx: EntityManager, adoption: TAdoptionEntity, animal: TAnimalEntity, adopter: TAdopter): Promise<TAdoption> {
  return toAdoption(adoption, labelOf(animal), adopter, (await outcomesOf(tx, [adoption])).get(adoption.id));
}

/** An outcome's time and condition belong to a Completed adoption: sent with another status, they would be lost. */
function assertOutcomeFits(status: string, outcome: Partial<TAdoptionOutcome>): void {
  if (status === 'Completed') return;
  if (outcome.outcomeTime) throw invalid('Outcome time is recorded only for a Completed adoption', 'outcomeTime');
  if (outcome.outcomeCondition) throw invalid('Outcome condition is recorded only for a Completed adoption', 'outcomeCondition');
}

/**
 * An adoption as the API answers it, read straight into its answer (adoptions `x` with their
 * animal `a` and adopter `p`): the outcome's time and condition live on the stay a Completed
 * adoption closed. Read as entities (the adoptions, then their adopters, stays and animals) a page
 * cost three to four times the CPU (bench/README.md, issue 26).
 */
const ADOPTION_ANSWER = `x.id, x.version, x.animal_id as "animalId", a.name as "animalName", a.animal_id as "animalCode",
  x.person_id as "personId", p.name as "adopterName", coalesce(p.email, '') as "adopterEmail", coalesce(p.phone, '') as "adopterPhone",
  x.adoption_date as "adoptionDate", x.fee_amount as "feeAmount", x.status, x.application_id as "applicationId",
  x.returned_on as "returnedOn", x.return_reason as "returnReason",
  (select s.outcome_time from stays s where s.outcome_adoption_id = x.id and x.status = 'Completed' limit 1) as "outcomeTime",
  (select s.outcome_condition from stays s where s.outcome_adoption_id = x.id and x.status = 'Completed' limit 1) as "outcomeCondition"`;

/** Those of a voided animal are left out, as the animal entity's `live` filter leaves them out of the ORM's reads. */
const ADOPTIONS = 'adoptions x join animals a on a.id = x.animal_id and a.voided_at is null join people p on p.id = x.person_id';
const NEWEST_FIRST = 'x.adoption_date desc, x.id desc';

/** What a list query selects: `q` matches the adopter's name, e-mail and phone, and the animal's name and ID; voided adoptions are left out. */
function listConditions(query: TAdoptionListQuery): SqlConditions {
  const where = new SqlConditions('x.voided_at is null');
  if (query.animalId) where.add('x.animal_id = ?', query.animalId);
  if (query.status) where.add('x.status = ?', query.status);
  if (query.from) where.add('x.adoption_date >= ?', query.from);
  if (query.to) where.add('x.adoption_date <= ?', query.to);
  if (query.q) {
    const like = likePattern(query.q);
    where.add(`(${PERSON_SEARCH_MATCHES} or a.name ilike ? or a.animal_id ilike ?)`, like, like, like);
  }
  return where;
}

/** Newest first, with the size of the whole list, in one statement. */
export function listAdoptions(em: EntityManager, query: TAdoptionListQuery): Promise<TPage<TAdoption>> {
  return selectPage<TAdoption>(em, { columns: ADOPTION_ANSWER, from: ADOPTIONS, where: listConditions(query), orderBy: NEWEST_FIRST }, query);
}

/** A page of a range's adoptions as listAdoptions answers them, for a caller that counts the rows with its own figures (the adoption report). */
export function adoptionRows(em: EntityManager, range: { from: string; to: string }, page: TPageQuery): Promise<TAdoption[]> {
  return selectRows<TAdoption>(em, { columns: ADOPTION_ANSWER, from: ADOPTIONS, where: listConditions(range), orderBy: NEWEST_FIRST }, page);
}

/**
 * Every Completed adoption (voided ones left out), what their fees add up to and the average fee:
 * the Adoptions screen's cards, counted in the database rather than over a list sent whole.
 */
export async function adoptionSummary(em: EntityManager): Promise<TAdoptionSummary> {
  const [row] = await em
    .getConnection()
    .execute<{ completed: string; fees: string }[]>(
      "select count(*) as completed, coalesce(sum(fee_amount), 0) as fees from adoptions where status = 'Completed' and voided_at is null",
    );
  const completed = Number(row?.completed ?? 0);
  const totalFees = Number(row?.fees ?? 0);
  return { completed, totalFees, averageFee: averageCents(totalFees, completed) };
}

/**
 * A Completed adoption is its animal's outcome (journey/outcomes.ts: refused during a hold, ends a
 * foster placement on the adoption date, voids scheduled ones) and books a fee > 0 as Adoption Fee
 * income (docs/domain.md#statuses), and writes the adopter's welcome (docs/domain.md#messages). Runs
 * inside the caller's transaction, with the animal's row locked.
 */
export async function completeAdoption(
  tx: EntityManager,
  outbox: TOutbox,
  animal: TAnimalEntity,
  adoption: TAdoptionEntity,
  outcome: TAdoptionOutcome,
  settings: TSettings,
  today: string,
): Promise<void> {
  assertNotAdopted(animal);
  if (settings.system.requireMicrochip && !animal.microchipId) throw conflict('A microchip is required before adoption');
  await closeStayByAdoption(tx, animal, adoption, outcome, today);
  await syncFeeTransaction(tx, animal, adoption);
  await writeAdoptionCompleted(tx, outbox, animal, adoption);
}

/**
 * The Adoption Fee income of a Completed adoption follows its fee and date: booked when the
 * fee is above 0, corrected with the adoption, voided when the fee becomes 0.
 */
async function syncFeeTransaction(tx: EntityManager, animal: TAnimalEntity, adoption: TAdoptionEntity): Promise<void> {
  await tx.flush(); // the fee transaction points at the adoption's id
  const booked = await tx.findOne(TransactionSchema, { relatedTo: adoption.id, transactionType: 'Adoption Fee', voidedAt: null });
  if (adoption.feeAmount === 0) {
    if (booked) markVoided(booked, 'The adoption fee was corrected to $0.00');
    return;
  }
  if (booked) {
    tx.assign(booked, { amount: adoption.feeAmount, date: adoption.adoptionDate, person: adoption.person });
    return;
  }
  tx.create(TransactionSchema, {
    transactionType: 'Adoption Fee',
    amount: adoption.feeAmount,
    date: adoption.adoptionDate,
    relatedTo: adoption.id,
    description: `Adoption fee: ${animal.name} (${animal.animalId})`,
    paymentMethod: null,
    // The adopter pays it, and a correction of the adopter moves it with them.
    person: adoption.person,
  });
}

const contactOf = (person: TAdopter) => JSON.stringify([person.name, person.email, person.phone]);

export const RETURNED_IS_FINAL = 'This adoption was returned: the animal has a new stay, so the adoption stays as it is';

export async function createAdoption(em: EntityManager, calendar: TLazyCalendar, outbox: TOutbox, input: TAdoptionCreate): Promise<TAdoption> {
  const settings = await getSettings(em);
  const cal = await calendar();
  const {
    animalId: _animalId,
    outcomeTime,
    outcomeCondition,
    personId: _personId,
    adopterName: _name,
    adopterEmail: _email,
    adopterPhone: _phone,
    ...fields
  } = input;
  assertOutcomeFits(fields.status, { outcomeTime, outcomeCondition });
  return em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.animalId);
    assertNotAdopted(animal);
    const adoptionDate = cal.date(input.adoptionDate);
    assertDateWithin(adoptionDate, adoptionDateBounds(cal.today, animal.intakeDate), 'adoptionDate');
    const adopter = await adopterFor(tx, input, fields.status);
    await tx.flush(); // a new adopter's id
    const adoption = tx.create(AdoptionSchema, { ...fields, person: adopter.id, animal: animal.id, adoptionDate, application: null });
    if (adoption.status === 'Completed') await completeAdoption(tx, outbox, animal, adoption, { outcomeTime, outcomeCondition }, settings, cal.today);
    await tx.flush();
    return answerOne(tx, adoption, animal, adopter);
  });
}

/**
 * Corrects an adoption or moves it between Pending, Completed and Cancelled. Completing applies
 * decision 5 in full; leaving Completed returns the animal to Available and leaves the money as
 * is (refunds are recorded as transactions); a Completed adoption's fee and date carry to its
 * fee transaction.
 */
export async function updateAdoption(em: EntityManager, calendar: TLazyCalendar, outbox: TOutbox, input: TAdoptionUpdate): Promise<TAdoption> {
  const settings = await getSettings(em);
  const cal = await calendar();
  const { id, version, outcomeTime, outcomeCondition, personId, adopterName, adopterEmail, adopterPhone, ...changes } = input;
  const fields = sentFields(changes);
  const outcome = sentFields({ outcomeTime, outcomeCondition });
  if (fields.adoptionDate) fields.adoptionDate = cal.date(fields.adoptionDate);
  return em.transactional(async (tx) => {
    const found = assertCorrectable(await tx.findOne(AdoptionSchema, { id }), 'Adoption', version);
    const animal = await lockAnimal(tx, found.animal);
    // Judged again under the animal's lock: an adopter's correction leaves the row alone, so no stale write would catch it.
    const adoption = assertCorrectable(await tx.refresh(found), 'Adoption', version);
    if (fields.adoptionDate) assertDateWithin(fields.adoptionDate, adoptionDateBounds(cal.today, animal.intakeDate), 'adoptionDate');
    const before = {
      status: adoption.status,
      feeAmount: adoption.feeAmount,
      adoptionDate: adoption.adoptionDate,
      person: adoption.person,
      version: adoption.version,
    };
    if (before.status === 'Returned') throw conflict(RETURNED_IS_FINAL);
    const status = fields.status ?? adoption.status;
    assertOutcomeFits(status, outcome);
    const current = await tx.findOneOrFail(PersonSchema, { id: adoption.person });
    const details = contactOf(current);
    const adopter = await adopterAfterEdit(
      tx,
      current,
      { personId, adopterName, adopterEmail, adopterPhone },
      { now: status, changed: status !== before.status },
    );
    await tx.flush(); // a new adopter's id, before the adoption changes, so that its version moves once
    const adopterChanged = adopter.id !== before.person || contactOf(adopter) !== details;
    tx.assign(adoption, { ...fields, person: adopter.id });
    if (before.status !== 'Completed' && adoption.status === 'Completed') {
      await completeAdoption(tx, outbox, animal, adoption, { outcomeTime: null, outcomeCondition: null, ...outcome }, settings, cal.today);
    } else if (before.status === 'Completed' && adoption.status !== 'Completed') {
      await reopenStayOfAdoption(tx, animal, adoption, cal.today);
    } else if (adoption.status === 'Completed') {
      await moveAdoptionOutcome(tx, animal, adoption, outcome, cal.today);
      const feeChanged = before.feeAmount !== adoption.feeAmount || before.adoptionDate !== adoption.adoptionDate || before.person !== adoption.person;
      if (feeChanged) await syncFeeTransaction(tx, animal, adoption);
    }
    await tx.flush();
    if (adopterChanged && adoption.version === before.version) await bumpVersion(tx, 'adoptions', adoption, 'adoption');
    return answerOne(tx, adoption, animal, adopter);
  });
}

/**
 * Voids an adoption entered in error: a Completed one returns its animal to Available, and its
 * fee transaction, entered with it, is voided too.
 */
export async function voidAdoption(em: EntityManager, calendar: TLazyCalendar, id: number, reason: string): Promise<TAdoption> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const adoption = assertCorrectable(await tx.findOne(AdoptionSchema, { id }), 'Adoption');
    const animal = await lockAnimal(tx, adoption.animal);
    if (adoption.status === 'Returned') throw conflict(RETURNED_IS_FINAL);
    markVoided(adoption, reason);
    if (adoption.status === 'Completed') {
      await reopenStayOfAdoption(tx, animal, adoption, cal.today);
      const fees = await tx.find(TransactionSchema, { relatedTo: adoption.id, transactionType: 'Adoption Fee', voidedAt: null });
      for (const fee of fees) markVoided(fee, `Adoption ${adoption.id} voided: ${reason}`);
    }
    await tx.flush();
    return answerOne(tx, adoption, animal, await tx.findOneOrFail(PersonSchema, { id: adoption.person }));
  });
}

/**
 * POST /api/adoptions/{id}/return: the animal went home and came back. The adoption is marked
 * Returned with the day and the reason (its fee stays booked: a refund is a transaction of its
 * own), and a new stay opens with intake type "Returned after adoption" (docs/domain.md#journey).
 */
export async function returnAdoption(em: EntityManager, calendar: TLazyCalendar, input: TAdoptionReturn): Promise<TAdoption> {
  const settings = await getSettings(em);
  const cal = await calendar();
  const date = cal.date(input.date);
  return em.transactional(async (tx) => {
    const adoption = assertCorrectable(await tx.findOne(AdoptionSchema, { id: input.id }), 'Adoption');
    if (adoption.status !== 'Completed') throw conflict(`Only a Completed adoption can be returned; this one is ${adoption.status}`);
    const animal = await lockAnimal(tx, adoption.animal);
    if (date < adoption.adoptionDate) throw invalid(`Return date cannot be before the adoption date (${adoption.adoptionDate})`, 'date');
    tx.assign(adoption, { status: 'Returned', returnedOn: date, returnReason: input.reason });
    const stay = await openStay(
      tx,
      animal,
      {
        intakeDate: date,
        intakeType: 'Returned after adoption',
        returnedAdoptionId: adoption.id,
        intake: { ...NO_DETAILS, time: input.time, condition: input.condition, reason: input.reason },
      },
      settings,
      cal.today,
    );
    if (input.locationId !== null) await placeOnIntake(tx, stay, input.locationId, 'locationId');
    await syncStatus(tx, [animal.id], cal.today);
    return answerOne(tx, adoption, animal, await tx.findOneOrFail(PersonSchema, { id: adoption.person }));
  });
}
