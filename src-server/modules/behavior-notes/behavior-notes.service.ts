import type { EntityManager } from '@mikro-orm/postgresql';
import { behaviorNoteDateBounds } from '../../../src-shared/record-dates.js';
import type { TBehaviorNote, TBehaviorNoteCreate, TBehaviorNoteUpdate } from '../../../src-shared/schemas/behavior-notes.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { pageOptions } from '../../db/filters.js';
import { recordListFilter } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { labelOf, labelRecord, labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { findAnimal } from '../animals/animals.service.js';
import { holdAnimal } from '../animals/animal-status.js';
import { assertDateWithin } from '../../date-bounds.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { BehaviorNoteSchema, type TBehaviorNoteEntity } from './behavior-note.entity.js';

function toBehaviorNote(note: TBehaviorNoteEntity, label: TAnimalLabel): TBehaviorNote {
  return {
    id: note.id,
    version: note.version,
    ...label,
    date: note.date,
    note: note.note,
    observedBy: note.observedBy ?? null,
    applicationId: note.application ?? null,
  };
}

/**
 * One animal's notes, newest first. The notes that record an application name its applicant:
 * they are left out for a reader who may not see applications (`withApplications: false`).
 */
export async function listBehaviorNotes(
  em: EntityManager,
  animalId: number,
  query: { q?: string | undefined; from?: string | undefined; to?: string | undefined; limit?: number | undefined; offset?: number | undefined },
  { withApplications }: { withApplications: boolean },
): Promise<TPage<TBehaviorNote>> {
  await findAnimal(em, animalId);
  const where = recordListFilter<TBehaviorNoteEntity>({ ...query, animalId }, { date: 'date', text: ['note'] });
  if (!withApplications) where.application = null;
  const [notes, total] = await em.findAndCount(BehaviorNoteSchema, where, { orderBy: [{ date: 'desc' }, { id: 'desc' }], ...pageOptions(query) });
  return { items: await labelRecords(em, notes, toBehaviorNote), total };
}

export async function createBehaviorNote(em: EntityManager, calendar: TLazyCalendar, input: TBehaviorNoteCreate): Promise<TBehaviorNote> {
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const animal = await holdAnimal(tx, input.id);
    const date = input.date ? cal.date(input.date) : cal.today;
    assertDateWithin(date, behaviorNoteDateBounds(cal.today, animal.intakeDate), 'date');
    const note = tx.create(BehaviorNoteSchema, { animal: animal.id, date, note: input.note, observedBy: input.observedBy });
    await tx.flush();
    return toBehaviorNote(note, labelOf(animal));
  });
}

export async function updateBehaviorNote(em: EntityManager, calendar: TLazyCalendar, input: TBehaviorNoteUpdate): Promise<TBehaviorNote> {
  const { id, version, ...changes } = input;
  const fields = sentFields(changes);
  return em.transactional(async (tx) => {
    const note = assertCorrectable(await tx.findOne(BehaviorNoteSchema, { id }), 'Behaviour note', version);
    if (fields.date) {
      const cal = await calendar();
      fields.date = cal.date(fields.date);
      assertDateWithin(fields.date, behaviorNoteDateBounds(cal.today, (await holdAnimal(tx, note.animal)).intakeDate), 'date');
    }
    tx.assign(note, fields);
    await tx.flush();
    return labelRecord(tx, note, toBehaviorNote);
  });
}

export async function voidBehaviorNote(em: EntityManager, id: number, reason: string): Promise<TBehaviorNote> {
  const note = assertCorrectable(await em.findOne(BehaviorNoteSchema, { id }), 'Behaviour note');
  markVoided(note, reason);
  await em.flush();
  return labelRecord(em, note, toBehaviorNote);
}
