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
import { recordConditions } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { invalid } from '../../domain-errors.js';
import { labelOf, labelRecord, type TAnimalLabel } from '../animals/animal-labels.js';
import { labelOfRow, ofAnimal, selectLabelled } from '../animals/animal-records.js';
import { holdAnimal } from '../animals/animal-status.js';
import { assertDateWithin } from '../../date-bounds.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { UserSchema } from '../users/user.entity.js';
import { BehaviorNoteSchema, type TBehaviorNoteEntity } from './behavior-note.entity.js';

/** `authorName`: the current name of the user who wrote it (a renamed user's notes follow). */
function toBehaviorNote(note: TBehaviorNoteEntity, label: TAnimalLabel, authorName: string | null): TBehaviorNote {
  return {
    id: note.id,
    version: note.version,
    ...label,
    date: note.date,
    kind: note.kind as TNoteKind,
    note: note.note,
    public: note.public,
    observedBy: note.observedBy ?? null,
    authorName: note.author ? authorName : null,
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

async function toOne(em: EntityManager, note: TBehaviorNoteEntity): Promise<TBehaviorNote> {
  const authors = await authorNames(em, [note.author]);
  return labelRecord(em, note, (record, label) => toBehaviorNote(record, label, record.author ? (authors.get(record.author) ?? null) : null));
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
  const where = recordConditions({ ...query, animalId }, { date: 'date', text: ['note'] });
  if (!withApplications) where.add('r.application_id is null');
  if (query.kind) where.add('r.kind = ?', query.kind);
  const joined = { columns: 'u.name as "authorName"', join: 'left join users u on u.id = r.author_id' };
  const page = await selectLabelled<TBehaviorNoteEntity, { authorName: string | null }>(
    em,
    BehaviorNoteSchema,
    { where, orderBy: 'r.date desc, r.id desc', joined },
    query,
  );
  return ofAnimal(em, animalId, { items: page.items.map((row) => toBehaviorNote(row, labelOfRow(row), row.authorName)), total: page.total });
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
    return toBehaviorNote(note, labelOf(animal), authors.get(authorId) ?? null);
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
