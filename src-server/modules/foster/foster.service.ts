import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FOSTER_CONTACT_MESSAGE,
  type TFosterCreate,
  type TFosterListQuery,
  type TFosterPlacement,
  type TFosterUpdate,
} from '../../../src-shared/schemas/foster.js';
import { invalid } from '../../domain-errors.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { dateRange, pageOptions } from '../../db/filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { likePattern } from '../../db/like-pattern.js';
import { labelOf, labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { fosterPlacementEnded, fosterPlacementStarted, lockAnimal } from '../animals/animal-status.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { FosterPlacementSchema, type TFosterPlacementEntity } from './foster-placement.entity.js';

/** docs/domain.md#foster-placements: no end date, or an end date today or later. */
export const isCurrentPlacement = (endDate: string | null | undefined, today: string) => !endDate || endDate >= today;

const toPlacement =
  (today: string) =>
  (placement: TFosterPlacementEntity, label: TAnimalLabel): TFosterPlacement => ({
    id: placement.id,
    version: placement.version,
    ...label,
    fosterName: placement.fosterName,
    fosterEmail: placement.fosterEmail ?? null,
    fosterPhone: placement.fosterPhone ?? null,
    startDate: placement.startDate,
    endDate: placement.endDate ?? null,
    notes: placement.notes ?? null,
    current: isCurrentPlacement(placement.endDate, today),
  });

/** Newest start first; voided placements are left out. */
export async function listPlacements(em: EntityManager, calendar: TLazyCalendar, query: TFosterListQuery): Promise<TPage<TFosterPlacement>> {
  const { today } = await calendar();
  const where: FilterQuery<TFosterPlacementEntity> = { voidedAt: null };
  if (query.animalId) where.animal = query.animalId;
  if (query.status === 'current') where.$and = [{ $or: [{ endDate: null }, { endDate: { $gte: today } }] }];
  if (query.status === 'past') where.endDate = { $lt: today };
  const dates = dateRange(query);
  if (dates) where.startDate = dates;
  if (query.q) {
    const like = likePattern(query.q);
    where.$or = [{ fosterName: { $ilike: like } }, { fosterEmail: { $ilike: like } }, { fosterPhone: { $ilike: like } }];
  }
  const [placements, total] = await em.findAndCount(FosterPlacementSchema, where, { orderBy: [{ startDate: 'desc' }, { id: 'desc' }], ...pageOptions(query) });
  return { items: await labelRecords(em, placements, toPlacement(today)), total };
}

/**
 * A current placement puts the animal In Foster (docs/domain.md#statuses), in the same transaction.
 * The animal's row is locked first, so two placements for one animal cannot both pass the check.
 */
export async function createPlacement(em: EntityManager, calendar: TLazyCalendar, input: TFosterCreate): Promise<TFosterPlacement> {
  const cal = await calendar();
  const startDate = cal.date(input.startDate);
  const endDate = input.endDate ? cal.date(input.endDate) : null;
  if (endDate && endDate < startDate) throw invalid('End date cannot be before the start date', 'endDate');
  return em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, input.animalId);
    fosterPlacementStarted(animal, isCurrentPlacement(endDate, cal.today));
    const { animalId: _animalId, ...fields } = input;
    const placement = tx.create(FosterPlacementSchema, { ...fields, animal: animal.id, startDate, endDate });
    await tx.flush();
    return toPlacement(cal.today)(placement, labelOf(animal));
  });
}

async function hasOtherCurrentPlacement(tx: EntityManager, animalId: number, exceptId: number, today: string): Promise<boolean> {
  const others = await tx.count(FosterPlacementSchema, {
    animal: animalId,
    id: { $ne: exceptId },
    voidedAt: null,
    $or: [{ endDate: null }, { endDate: { $gte: today } }],
  });
  return others > 0;
}

/**
 * Corrects a placement. Setting an end date of today or earlier ends it and returns the animal
 * to Available; reopening a past placement puts the animal back In Foster, under the same
 * refusals as a new placement (docs/domain.md#statuses).
 */
export async function updatePlacement(em: EntityManager, calendar: TLazyCalendar, input: TFosterUpdate): Promise<TFosterPlacement> {
  const cal = await calendar();
  const { id, version, ...changes } = input;
  const fields = sentFields(changes);
  if (fields.startDate) fields.startDate = cal.date(fields.startDate);
  if (fields.endDate) fields.endDate = cal.date(fields.endDate);
  return em.transactional(async (tx) => {
    const placement = assertCorrectable(await tx.findOne(FosterPlacementSchema, { id }), 'Foster placement', version);
    const animal = await lockAnimal(tx, placement.animal);
    const wasCurrent = isCurrentPlacement(placement.endDate, cal.today);
    tx.assign(placement, fields);
    if (placement.endDate && placement.endDate < placement.startDate) throw invalid('End date cannot be before the start date', 'endDate');
    if (!placement.fosterEmail && !placement.fosterPhone) throw invalid(FOSTER_CONTACT_MESSAGE, 'fosterEmail');
    const endedNow = fields.endDate !== undefined && placement.endDate !== null && placement.endDate !== undefined && placement.endDate <= cal.today;
    if (endedNow) {
      await fosterPlacementEnded(animal, () => hasOtherCurrentPlacement(tx, animal.id, placement.id, cal.today));
    } else if (!wasCurrent && isCurrentPlacement(placement.endDate, cal.today)) {
      fosterPlacementStarted(animal, true);
    }
    await tx.flush();
    return toPlacement(cal.today)(placement, labelOf(animal));
  });
}

/** Voids a placement entered in error; a fostered animal with no other placement is Available again. */
export async function voidPlacement(em: EntityManager, calendar: TLazyCalendar, id: number, reason: string): Promise<TFosterPlacement> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const placement = assertCorrectable(await tx.findOne(FosterPlacementSchema, { id }), 'Foster placement');
    const animal = await lockAnimal(tx, placement.animal);
    markVoided(placement, reason);
    await fosterPlacementEnded(animal, () => hasOtherCurrentPlacement(tx, animal.id, placement.id, cal.today));
    await tx.flush();
    return toPlacement(cal.today)(placement, labelOf(animal));
  });
}
