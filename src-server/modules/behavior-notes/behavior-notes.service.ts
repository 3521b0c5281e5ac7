import type { EntityManager } from '@mikro-orm/postgresql';
import type { TNoteKind } from '../../../src-shared/enums.js';
import { behaviorNoteDateBounds } from '../../../src-shared/record-dates.js';
import {
  mayBePublic,
  ONLY_BEHAVIOUR_PUBLIC,
  type TBehaviorNote,
  type TBehaviorNoteCreate,
  type TBehaviorNoteUpdate,
} from '../../../src-shared/schemas/behavior-notes.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { findPage } from '../../db/filters.js';
import { recordListFilter } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { invalid } from '../../domain-errors.js';
import { labelOf, labelRecord, labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { findAnimal } from '../animals/animals.service.js';
import { holdAnimal } from '../animals/animal-status.js';
import { assertDateWithin } from '../../date-bounds.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { UserSchema } from '../users/user.entity.js';
import { BehaviorNoteSchema, type TBehaviorNoteEntity } from './behavior-note.entity.js';

function toBehaviorNote(note: TBehaviorNoteEntity, label: TAnimalLabel, authors: ReadonlyMap<number, string>): TBehaviorNote {
  return {
    id: note.id,
    version: note.version,
    ...label,
    date: note.date,
    kind: note.kind as TNoteKind,
    note: note.note,
    public: note.public,
    observedBy: note.observedBy ?? null,
    authorName: note.author ? (authors.get(note.author) ?? null) : null,
    applicationId: note.application ?? null,
  };
}

/** The names of the users who wrote these notes, in one query (their current names: a renamed user's notes follow). */
export async function authorNames(em: EntityManager, authorIds: readonly (number | null | undefined)[]): Promise<Map<number, string>> {
  const ids = [...new Set(authorIds.filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return new Map();
  const users = await em.find(UserSchema, { id: { $in: ids } }, { fields: ['id', 'name'], disableIdentityMap: true });
  return new Map(users.map((user) => [user.id, user.name]));
}

async function toBehaviorNotes(em: EntityManager, notes: TBehaviorNoteEntity[]): Promise<TBehaviorNote[]> {
  const authors = await authorNames(
    em,
    notes.map((note) => note.author),
  );
  return labelRecords(em, notes, (note, label) => toBehaviorNote(note, label, authors));
}

async function toOne(em: EntityManager, note: TBehaviorNoteEntity): Promise<TBehaviorNote> {
  const authors = await authorNames(em, [note.author]);
  return labelRecord(em, note, (record, label) => toBehaviorNote(record, label, authors));
}

/**
 * Only a behaviour note may be public, and never one recording an application (docs/domain.md#notes).
 * Checked against what the note is once created or corrected: a public note turned into a handling
 * warning is refused, never unpublished behind its writer's back.
 */
function assertPublishable(note: { kind: string; public: boolean; application?: number | null | undefined }): void {
  if (!note.public) return;
  if (!mayBePublic(note.kind as TNoteKind)) throw invalid(ONLY_BEHAVIOUR_PUBLIC, 'public');
  if (note.application) throw invalid('A note recording an adoption application is never shown on the portal', 'public');
}

/**
 * One animal's notes, newest first, of one kind when asked. The notes that record an application
 * name its applicant: they are left out for a reader who may not see applications
 * (`withApplications: false`).
 */
export async function listBehaviorNotes(
  em: EntityManager,
  animalId: number,
  query: {
    q?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    kind?: TNoteKind | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
  { withApplications }: { withApplications: boolean },
): Promise<TPage<TBehaviorNote>> {
  await findAnimal(em, animalId);
  const where = recordListFilter<TBehaviorNoteEntity>({ ...query, animalId }, { date: 'date', text: ['note'] });
  if (!withApplications) where.application = null;
  if (query.kind) where.kind = query.kind;
  const [notes, total] = await findPage(em, BehaviorNoteSchema, where, { orderBy: [{ date: 'desc' }, { id: 'desc' }] }, query);
  return { items: await toBehaviorNotes(em, notes), total };
}

/** A note written by `authorId`, the signed-in user (docs/domain.md#notes). */
export async function createBehaviorNote(em: EntityManager, calendar: TLazyCalendar, input: TBehaviorNoteCreate, authorId: number): Promise<TBehaviorNote> {
  assertPublishable(input);
  const cal = await calendar();
  return em.transactional(async (tx) => {
    const animal = await holdAnimal(tx, input.id);
    const date = input.date ? cal.date(input.date) : cal.today;
    assertDateWithin(date, behaviorNoteDateBounds(cal.today, animal.intakeDate), 'date');
    const note = tx.create(BehaviorNoteSchema, {
      animal: animal.id,
      date,
      kind: input.kind,
      note: input.note,
      public: input.public,
      author: authorId,
      observedBy: input.observedBy,
    });
    await tx.flush();
    const authors = await authorNames(tx, [authorId]);
    return toBehaviorNote(note, labelOf(animal), authors);
  });
}

export async function updateBehaviorNote(em: EntityManager, calendar: TLazyCalendar, input: TBehaviorNoteUpdate): Promise<TBehaviorNote> {
  const { id, version, ...changes } = input;
  const fields = sentFields(changes);
  return em.transactional(async (tx) => {
    const note = assertCorrectable(await tx.findOne(BehaviorNoteSchema, { id }), 'Behaviour note', version);
    assertPublishable({ kind: fields.kind ?? note.kind, public: fields.public ?? note.public, application: note.application });
    if (fields.date) {
      const cal = await calendar();
      fields.date = cal.date(fields.date);
      assertDateWithin(fields.date, behaviorNoteDateBounds(cal.today, (await holdAnimal(tx, note.animal)).intakeDate), 'date');
    }
    tx.assign(note, fields);
    await tx.flush();
    return toOne(tx, note);
  });
}

export async function voidBehaviorNote(em: EntityManager, id: number, reason: string): Promise<TBehaviorNote> {
  const note = assertCorrectable(await em.findOne(BehaviorNoteSchema, { id }), 'Behaviour note');
  markVoided(note, reason);
  await em.flush();
  return toOne(em, note);
}
