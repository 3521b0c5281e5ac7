import { describe, expect, it } from 'vitest';
import { createAnimal, expectInvalid, getJson, postOk, todayIn } from '../../../test/fixtures.js';
import { describeCorrections, put, putOk, useTestEnv, voidOk, type TEnv } from '../../../test/fixtures-records.js';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';

const env = useTestEnv();

async function createNote({ t, s }: TEnv, note = 'Shy with strangers', published = false): Promise<TBehaviorNote> {
  const animal = await createAnimal(t, s.staff);
  return postOk<TBehaviorNote>(t, `/api/animals/${animal.id}/behavior-notes`, s.volunteer, { note, observedBy: 'Kim', date: '2026-02-03', public: published });
}

describeCorrections<TBehaviorNote>(env, {
  path: '/api/behavior-notes',
  table: 'behavior_notes',
  what: 'Behaviour note',
  create: (e) => createNote(e),
  lists: (note) => [`/api/animals/${note.animalId}/behavior-notes`],
  change: { note: 'Warms up after ten minutes', observedBy: 'Alex' },
  invalid: { payload: { note: '' }, message: 'Note is required', path: 'note' },
  // Every role writes behaviour notes (docs/domain.md#roles): nobody is refused.
  writer: 'volunteer',
  refused: [],
  action: '',
});

describe('behaviour note corrections', () => {
  it('lets a volunteer write, correct and void notes, and other roles correct them', async () => {
    const { t, s } = env;
    const note = await createNote(env);
    expect(note).toMatchObject({ note: 'Shy with strangers', observedBy: 'Kim', date: '2026-02-03', version: 1 });
    const byVolunteer = await putOk<TBehaviorNote>(t, `/api/behavior-notes/${note.id}`, s.volunteer, { date: '2026-02-04', version: 1 });
    expect(byVolunteer).toEqual({ ...note, date: '2026-02-04', version: 2 });
    const byVet = await putOk<TBehaviorNote>(t, `/api/behavior-notes/${note.id}`, s.veterinarian, { observedBy: null, version: 2 });
    expect(byVet).toEqual({ ...note, date: '2026-02-04', observedBy: null, version: 3 });
    await voidOk(t, `/api/behavior-notes/${note.id}`, s.volunteer, 'Wrong animal');
    expect(await getJson<TBehaviorNote[]>(t, `/api/animals/${note.animalId}/behavior-notes`, s.volunteer)).toEqual([]);
  });

  it('refuses to empty a note’s date (a note always has one) and changes nothing', async () => {
    const note = await createNote(env);
    for (const date of ['', null]) {
      expectInvalid(await put(env.t, `/api/behavior-notes/${note.id}`, env.s.staff, { date }), 'Date is required', 'date');
    }
    expect(await getJson<TBehaviorNote[]>(env.t, `/api/animals/${note.animalId}/behavior-notes`, env.s.staff)).toEqual([note]);
  });

  it('takes a voided note off the public animal page too', async () => {
    const { t, s } = env;
    const note = await createNote(env, 'Loves fetch', true);
    const publicNotes = async () => (await getJson<TAdoptableAnimal>(t, `/api/public/animals/${note.animalId}`)).behaviorNotes;
    expect(await publicNotes()).toEqual([{ note: 'Loves fetch' }]);
    await voidOk(t, `/api/behavior-notes/${note.id}`, s.staff, 'Mixed up with another dog');
    expect(await publicNotes()).toEqual([]);
  });

  it('dates a note without a date today, and keeps that date through a correction of its text', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const note = await postOk<TBehaviorNote>(t, `/api/animals/${animal.id}/behavior-notes`, s.volunteer, { note: 'Calm on the leash' });
    expect(note.date).toBe(todayIn(t));
    expect(await putOk<TBehaviorNote>(t, `/api/behavior-notes/${note.id}`, s.volunteer, { note: 'Calm on the leash, pulls near cats' })).toEqual({
      ...note,
      note: 'Calm on the leash, pulls near cats',
      version: 2,
    });
  });
});
