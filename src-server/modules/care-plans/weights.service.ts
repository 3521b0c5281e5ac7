import type { EntityManager } from '@mikro-orm/postgresql';
import { formatWeight, parseTypedWeight } from '../../../src-shared/care-plans.js';
import { weightDateBounds } from '../../../src-shared/record-dates.js';
import type { TWeight, TWeightCreate } from '../../../src-shared/schemas/care-plans.js';
import { assertDateWithin } from '../../date-bounds.js';
import { assertCorrectable, markVoided } from '../../db/corrections.js';
import { notFound } from '../../domain-errors.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { holdAnimal } from '../animals/animal-status.js';
import type { TAuthUser } from '../auth/auth.service.js';
import { authorNames } from '../behavior-notes/behavior-notes.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { refreshCareSummary } from './care-summary.js';
import { WeightSchema, type TWeightEntity } from './weight.entity.js';

/** An animal's weights in grams (docs/domain.md#weights): the console shows them in the Display setting's unit. */

const toWeight = (weight: TWeightEntity, recordedBy: string | null): TWeight => ({
  id: weight.id,
  version: weight.version,
  animalId: weight.animal,
  date: weight.date,
  grams: weight.grams,
  notes: weight.notes ?? null,
  recordedBy,
});

async function withRecorder(em: EntityManager, weight: TWeightEntity): Promise<TWeight> {
  const names = await authorNames(em, [weight.recordedBy]);
  return toWeight(weight, weight.recordedBy ? (names.get(weight.recordedBy) ?? null) : null);
}

/** GET /api/animals/{id}/weights: the live weights, oldest first (the chart's order), each with who recorded it. */
export async function weightsOf(em: EntityManager, animalId: number): Promise<TWeight[]> {
  // The animal and its weights in one statement: an animal with none still has its row.
  const rows = await em.getConnection().execute<(Omit<TWeight, 'id' | 'version'> & { id: number | null; version: number })[]>(
    `select w.id, w.version, a.id as "animalId", to_char(w.date, 'YYYY-MM-DD') as date, w.grams, w.notes, u.name as "recordedBy"
       from animals a
       left join animal_weights w on w.animal_id = a.id and w.voided_at is null
       left join users u on u.id = w.recorded_by_id
      where a.id = ? and a.voided_at is null
      order by w.date, w.id`,
    [animalId],
  );
  if (!rows.length) throw notFound('Animal');
  return rows.flatMap(({ id, ...weight }) => (id === null ? [] : [{ id, ...weight }]));
}

/** POST /api/weights: a weighing on a day from the animal's intake to today, by the signed-in user. */
export async function addWeight(em: EntityManager, calendar: TLazyCalendar, user: TAuthUser, input: TWeightCreate): Promise<TWeight> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const animal = await holdAnimal(tx, input.animalId);
    const date = cal.date(input.date);
    assertDateWithin(date, weightDateBounds(cal.today, animal.intakeDate), 'date');
    const weight = tx.create(WeightSchema, { animal: animal.id, date, grams: input.grams, notes: input.notes, recordedBy: user.id });
    await tx.flush();
    await refreshCareSummary(tx, animal.id);
    return toWeight(weight, user.name);
  });
}

/** DELETE /api/weights/{id}: a weight entered in error leaves the history; the animal's latest weight is the one before. */
export async function voidWeight(em: EntityManager, id: number, reason: string): Promise<TWeight> {
  return em.transactional(async (tx) => {
    const weight = assertCorrectable(await tx.findOne(WeightSchema, { id }), 'Weight');
    markVoided(weight, reason);
    await tx.flush();
    await refreshCareSummary(tx, weight.animal);
    return withRecorder(tx, weight);
  });
}

/**
 * A `weight` sent as text on an animal's create or update (the specification's clients), in grams
 * when it reads as one weight ("25 lbs"): it then joins the history instead of being stored as
 * text. Null when it does not read as one ("about 20 pounds"): that text is kept as typed.
 */
export const typedWeightGrams = (text: string | null | undefined): number | null => (text ? parseTypedWeight(text) : null);

/**
 * Records a typed weight (typedWeightGrams) for the animal on `date`, in the caller's transaction
 * after its flush, and refreshes the animal entity from the summary. A client sending an animal
 * back as it read it sends its latest weight's own text ("11.34 kg"): nothing new is recorded.
 */
export async function recordTypedWeight(tx: EntityManager, animal: TAnimalEntity, grams: number, date: string): Promise<void> {
  if (animal.weightGrams != null && formatWeight(animal.weightGrams, 'kg') === formatWeight(grams, 'kg')) return;
  tx.create(WeightSchema, { animal: animal.id, date, grams, notes: null, recordedBy: null });
  await tx.flush();
  await refreshCareSummary(tx, animal.id);
  await tx.refresh(animal);
}
