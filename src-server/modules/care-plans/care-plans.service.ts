import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { isRabiesVaccination, scheduleProtocol } from '../../../src-shared/care-plans.js';
import { CARE_ITEM_RECORD_TYPE, type TCareItemType } from '../../../src-shared/enums.js';
import { medicalDateBounds } from '../../../src-shared/record-dates.js';
import type {
  TCareItemGive,
  TCareItemSkip,
  TCarePlan,
  TCarePlanItem,
  TCarePlanItemCreate,
  TCarePlanPreview,
  ZCarePlanPreviewQuery,
} from '../../../src-shared/schemas/care-plans.js';
import { assertDateWithin } from '../../date-bounds.js';
import { changedBySomeoneElse, conflict, invalid, notFound } from '../../domain-errors.js';
import { labelOf } from '../animals/animal-labels.js';
import { holdAnimal } from '../animals/animal-status.js';
import { findAnimal } from '../animals/animals.service.js';
import type { TAuthUser } from '../auth/auth.service.js';
import { MedicalRecordSchema } from '../medical/medical-record.entity.js';
import { assertDetailsFit } from '../medical/record-details.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { answerCourses, answerItem, doseDetail, itemNames, toCarePlanItem } from './care-items.js';
import { CarePlanItemSchema, type TCarePlanItemEntity } from './care-plan-item.entity.js';
import { refreshCareSummary } from './care-summary.js';
import { protocolFor } from './protocols.service.js';
import { TreatmentCourseSchema } from './treatment-course.entity.js';

/** An animal's care plan: previewing what an intake schedules, reading it, adding to it, giving and skipping (docs/domain.md#care-plans). */

/** What an intake of such an animal would schedule; nothing is written. */
export async function previewCarePlan(em: EntityManager, query: z.output<typeof ZCarePlanPreviewQuery>): Promise<TCarePlanPreview> {
  const animal = { species: query.species, birthDate: query.birthDate ?? null, intakeDate: query.intakeDate };
  const protocol = await protocolFor(em, animal);
  return { protocol: protocol && { id: protocol.id, name: protocol.name }, items: protocol ? scheduleProtocol(protocol.steps, animal) : [] };
}

/** Every item by due date (then as scheduled), and every live course by start date. */
export async function carePlanOf(em: EntityManager, animalId: number): Promise<TCarePlan> {
  const animal = await findAnimal(em, animalId);
  const label = labelOf(animal);
  const items = await em.find(CarePlanItemSchema, { animal: animal.id }, { orderBy: [{ dueDate: 'asc' }, { id: 'asc' }] });
  const courses = await em.find(TreatmentCourseSchema, { animal: animal.id, voidedAt: null }, { orderBy: [{ startDate: 'asc' }, { id: 'asc' }] });
  const names = await itemNames(em, items, courses);
  return { items: items.map((item) => toCarePlanItem(item, label, names)), courses: await answerCourses(em, courses) };
}

/** One item added by hand, due on or after the animal's intake. */
export async function addCarePlanItem(em: EntityManager, calendar: TLazyCalendar, input: TCarePlanItemCreate): Promise<TCarePlanItem> {
  const cal = await calendar();
  const dueDate = cal.date(input.dueDate);
  return em.transactional(async (tx) => {
    const animal = await holdAnimal(tx, input.animalId);
    if (dueDate < animal.intakeDate) throw invalid(`Due date cannot be before the animal's intake date (${animal.intakeDate})`, 'dueDate');
    const item = tx.create(CarePlanItemSchema, { animal: animal.id, itemType: input.itemType, name: input.name, dueDate, status: 'Due' });
    await tx.flush();
    await refreshCareSummary(tx, animal.id);
    return answerItem(tx, item);
  });
}

/** The item, still due, at the version the caller saw (409 otherwise). */
async function dueItem(tx: EntityManager, id: number, version: number | undefined): Promise<TCarePlanItemEntity> {
  const item = await tx.findOne(CarePlanItemSchema, { id });
  if (!item) throw notFound('Care plan item');
  if (item.status === 'Given') throw conflict(`${item.name} due ${item.dueDate} was already given`);
  if (item.status === 'Skipped') throw conflict(`${item.name} due ${item.dueDate} was skipped`);
  if (version !== undefined && version !== item.version) throw conflict(changedBySomeoneElse('care plan item'));
  return item;
}

/**
 * Beyond what any record of its type may carry: what giving this item needs. A surgery names its
 * procedure and a test its result; only a rabies vaccination carries a tag and a signing
 * veterinarian, and it needs both for its certificate.
 */
function assertGivable(itemType: TCareItemType, name: string, input: TCareItemGive): void {
  assertDetailsFit(CARE_ITEM_RECORD_TYPE[itemType], input);
  if (itemType === 'Surgery' && !input.procedure) throw invalid('The procedure is required for a surgery', 'procedure');
  if (itemType === 'Test' && !input.testResult) throw invalid('The test result is required for a test', 'testResult');
  if (!isRabiesVaccination(CARE_ITEM_RECORD_TYPE[itemType], name)) {
    if (input.rabiesTag) throw invalid('A rabies tag is only for a rabies vaccination', 'rabiesTag');
    if (input.veterinarian) throw invalid('The signing veterinarian is only for a rabies vaccination', 'veterinarian');
    return;
  }
  if (!input.rabiesTag) throw invalid('The rabies tag number is required for a rabies vaccination', 'rabiesTag');
  if (!input.veterinarian) throw invalid('The signing veterinarian is required for a rabies vaccination', 'veterinarian');
}

/**
 * Gives a due item: the medical record it makes (of the type the item's type names, described by
 * the item and its course's dose), the item Given with that record, who and when.
 */
export async function giveCareItem(em: EntityManager, calendar: TLazyCalendar, user: TAuthUser, input: TCareItemGive): Promise<TCarePlanItem> {
  const cal = await calendar();
  const date = cal.date(input.date);
  const lotExpiry = input.lotExpiry ? cal.date(input.lotExpiry) : null;
  return em.transactional(async (tx) => {
    const item = await dueItem(tx, input.id, input.version);
    const animal = await holdAnimal(tx, item.animal);
    const itemType = item.itemType as TCareItemType;
    assertGivable(itemType, item.name, input);
    assertDateWithin(date, medicalDateBounds(cal.today, animal.intakeDate, false), 'date');
    const course = item.course ? await tx.findOneOrFail(TreatmentCourseSchema, { id: item.course }) : null;
    const record = tx.create(MedicalRecordSchema, {
      animal: animal.id,
      recordType: CARE_ITEM_RECORD_TYPE[itemType],
      date,
      time: input.time,
      description: course ? `${item.name} (${doseDetail(course)})` : item.name,
      provider: input.provider ?? user.name,
      notes: input.notes,
      outsideSource: false,
      procedure: input.procedure,
      product: input.product,
      lotNumber: input.lotNumber,
      lotExpiry,
      rabiesTag: input.rabiesTag,
      veterinarian: input.veterinarian,
      testResult: input.testResult,
    });
    await tx.flush();
    tx.assign(item, { status: 'Given', medicalRecord: record.id, doneBy: user.id, doneAt: new Date() });
    await tx.flush();
    await refreshCareSummary(tx, animal.id);
    return answerItem(tx, item);
  });
}

/** Skips a due item with the reason: nothing is recorded as given. */
export async function skipCareItem(em: EntityManager, user: TAuthUser, input: TCareItemSkip): Promise<TCarePlanItem> {
  return em.transactional(async (tx) => {
    const item = await dueItem(tx, input.id, input.version);
    await holdAnimal(tx, item.animal);
    tx.assign(item, { status: 'Skipped', skipReason: input.reason, doneBy: user.id, doneAt: new Date() });
    await tx.flush();
    await refreshCareSummary(tx, item.animal);
    return answerItem(tx, item);
  });
}
