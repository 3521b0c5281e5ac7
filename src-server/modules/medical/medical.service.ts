import type { EntityManager } from '@mikro-orm/postgresql';
import { medicalDateBounds } from '../../../src-shared/record-dates.js';
import type { TMedicalRecord, TMedicalRecordCreate, TMedicalRecordListQuery, TMedicalRecordUpdate } from '../../../src-shared/schemas/medical.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { recordConditions } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { labelOf, labelRecord, type TAnimalLabel } from '../animals/animal-labels.js';
import { labelOfRow, selectLabelled } from '../animals/animal-records.js';
import { holdAnimal } from '../animals/animal-status.js';
import { assertDateWithin } from '../../date-bounds.js';
import { CarePlanItemSchema } from '../care-plans/care-plan-item.entity.js';
import { refreshCareSummary } from '../care-plans/care-summary.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { MedicalRecordSchema, type TMedicalRecordEntity } from './medical-record.entity.js';
import { assertDetailsFit } from './record-details.js';

export function toMedicalRecord(record: TMedicalRecordEntity, label: TAnimalLabel): TMedicalRecord {
  return {
    id: record.id,
    version: record.version,
    ...label,
    recordType: record.recordType,
    date: record.date,
    description: record.description,
    provider: record.provider ?? null,
    notes: record.notes ?? null,
    outsideSource: record.outsideSource,
    time: record.time ?? null,
    procedure: record.procedure ?? null,
    product: record.product ?? null,
    lotNumber: record.lotNumber ?? null,
    lotExpiry: record.lotExpiry ?? null,
    rabiesTag: record.rabiesTag ?? null,
    veterinarian: record.veterinarian ?? null,
    testResult: record.testResult ?? null,
  };
}

/** Newest first; voided records are left out. */
export async function listMedicalRecords(em: EntityManager, query: TMedicalRecordListQuery): Promise<TPage<TMedicalRecord>> {
  const where = recordConditions(query, { date: 'date', text: ['description', 'provider', 'notes'] });
  if (query.recordType) where.add('r.record_type = ?', query.recordType);
  const page = await selectLabelled(em, MedicalRecordSchema, { where, orderBy: 'r.date desc, r.id desc' }, query);
  return { items: page.items.map((record) => toMedicalRecord(record, labelOfRow(record))), total: page.total };
}

export async function createMedicalRecord(em: EntityManager, calendar: TLazyCalendar, input: TMedicalRecordCreate): Promise<TMedicalRecord> {
  const { animalId, ...fields } = input;
  assertDetailsFit(input.recordType, input);
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const animal = await holdAnimal(tx, animalId);
    const date = cal.date(input.date);
    assertDateWithin(date, medicalDateBounds(cal.today, animal.intakeDate, input.outsideSource), 'date');
    const lotExpiry = input.lotExpiry ? cal.date(input.lotExpiry) : null;
    const record = tx.create(MedicalRecordSchema, { ...fields, animal: animal.id, date, lotExpiry });
    await tx.flush();
    await refreshCareSummary(tx, animal.id);
    return toMedicalRecord(record, labelOf(animal));
  });
}

export async function updateMedicalRecord(em: EntityManager, calendar: TLazyCalendar, input: TMedicalRecordUpdate): Promise<TMedicalRecord> {
  const { id, version, ...changes } = input;
  const fields = sentFields(changes);
  return em.transactional(async (tx) => {
    const record = assertCorrectable(await tx.findOne(MedicalRecordSchema, { id }), 'Medical record', version);
    // Judged as the record ends up: a surgery corrected into an examination sends its procedure empty too.
    assertDetailsFit(fields.recordType ?? record.recordType, { ...record, ...fields });
    if (fields.lotExpiry) fields.lotExpiry = (await calendar()).date(fields.lotExpiry);
    if (fields.date !== undefined || fields.outsideSource !== undefined) {
      // Unmarking an outside source may leave a date before the intake: checked as it ends up.
      const cal = await calendar();
      if (fields.date) fields.date = cal.date(fields.date);
      const bounds = medicalDateBounds(cal.today, (await holdAnimal(tx, record.animal)).intakeDate, fields.outsideSource ?? record.outsideSource);
      assertDateWithin(fields.date ?? record.date, bounds, 'date');
    }
    tx.assign(record, fields);
    await tx.flush();
    await refreshCareSummary(tx, record.animal);
    return labelRecord(tx, record, toMedicalRecord);
  });
}

/** A record that a care plan's item made puts the item back to Due: it was not given after all. */
export async function voidMedicalRecord(em: EntityManager, id: number, reason: string): Promise<TMedicalRecord> {
  return em.transactional(async (tx) => {
    const record = assertCorrectable(await tx.findOne(MedicalRecordSchema, { id }), 'Medical record');
    markVoided(record, reason);
    for (const item of await tx.find(CarePlanItemSchema, { medicalRecord: record.id })) {
      tx.assign(item, { status: 'Due', medicalRecord: null, doneBy: null, doneAt: null });
    }
    await tx.flush();
    await refreshCareSummary(tx, record.animal);
    return labelRecord(tx, record, toMedicalRecord);
  });
}
