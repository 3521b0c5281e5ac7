import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, expectInvalid, getJson, loginAll, postOk, rowCount, sql, type TSessions } from '../../../test/fixtures.js';
import { put, putOk, submitApplication, trpcQuery } from '../../../test/fixtures-records.js';
import { NOTE_KINDS } from '../../../src-shared/enums.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes.js';

let t: TTestApp;
let s: TSessions;
let animal: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  animal = await createAnimal(t, s.staff, { name: 'Pepper' });
});
afterAll(() => t.close());

const url = (id: number = animal.id) => `/api/animals/${id}/behavior-notes`;
const ONLY_BEHAVIOUR = 'Only behaviour notes may be shown on the portal';

describe('note kinds, the public switch and the author (docs/domain.md#notes)', () => {
  it('stores every kind, private unless published, with the signed-in user as its author', async () => {
    for (const kind of NOTE_KINDS) {
      const note = await postOk<TBehaviorNote>(t, url(), s.volunteer, { kind, note: `A ${kind} note`, date: '2026-03-01' });
      expect(note).toMatchObject({ kind, public: false, authorName: 'Test volunteer', observedBy: null });
    }
    const [row] = await sql<{ author_id: number; username: string }>(
      t,
      `select n.author_id, u.username from behavior_notes n join users u on u.id = n.author_id where n.note = 'A Walk note'`,
    );
    expect(row?.username).toMatch(/^volunteer/);
    const published = await postOk<TBehaviorNote>(t, url(), s.staff, { note: 'Gentle with children', public: true, observedBy: 'Kim' });
    expect(published).toMatchObject({ kind: 'Behaviour', public: true, observedBy: 'Kim', authorName: 'Test staff' });
  });

  it('refuses to publish a care-log note or a handling warning, and writes nothing', async () => {
    const before = await rowCount(t, 'behavior_notes');
    for (const kind of ['Walk', 'Enrichment', 'Feeding', 'Cleaning', 'Handling warning'])
      expectInvalid(await call(t, 'POST', url(), s.staff, { kind, note: 'Should stay private', public: true }), ONLY_BEHAVIOUR, 'public');
    expectInvalid(await call(t, 'POST', url(), s.staff, { kind: 'Grooming', note: 'x' }), `Kind must be one of ${NOTE_KINDS.join(', ')}`, 'kind');
    expectInvalid(await call(t, 'POST', url(), s.staff, { note: 'x', public: 'yes' }), 'Must be true or false', 'public');
    expect(await rowCount(t, 'behavior_notes')).toBe(before);
  });

  it('corrects kind and public under the same rule: a public note becomes another kind only once unpublished', async () => {
    const note = await postOk<TBehaviorNote>(t, url(), s.volunteer, { note: 'Barks at bikes', public: true, date: '2026-03-02' });
    const refused = await put(t, `/api/behavior-notes/${note.id}`, s.volunteer, { kind: 'Handling warning', version: note.version });
    expectInvalid(refused, ONLY_BEHAVIOUR, 'public');
    expectInvalid(await put(t, `/api/behavior-notes/${note.id}`, s.volunteer, { kind: 'Walk', public: true }), ONLY_BEHAVIOUR, 'public');
    const [unchanged] = await sql<{ kind: string; public: boolean; version: number }>(t, 'select kind, public, version from behavior_notes where id = ?', [
      note.id,
    ]);
    expect(unchanged).toEqual({ kind: 'Behaviour', public: true, version: 1 });
    const warning = await putOk<TBehaviorNote>(t, `/api/behavior-notes/${note.id}`, s.volunteer, { kind: 'Handling warning', public: false, version: 1 });
    expect(warning).toMatchObject({ kind: 'Handling warning', public: false, version: 2, authorName: 'Test volunteer' });
    expectInvalid(await put(t, `/api/behavior-notes/${note.id}`, s.staff, { public: true }), ONLY_BEHAVIOUR, 'public');
    const behaviour = await putOk<TBehaviorNote>(t, `/api/behavior-notes/${note.id}`, s.staff, { kind: 'Behaviour', public: true });
    // A correction keeps the note's author: who corrected it is the audit log's.
    expect(behaviour).toMatchObject({ kind: 'Behaviour', public: true, version: 3, authorName: 'Test volunteer' });
  });

  it('never publishes the note an application left', async () => {
    const cat = await createAnimal(t, s.staff, { name: 'Applied', status: 'Available' });
    await submitApplication(t, cat.id);
    const [arrival] = await getJson<TBehaviorNote[]>(t, url(cat.id), s.staff);
    expect(arrival).toMatchObject({ public: false, authorName: null });
    expectInvalid(
      await put(t, `/api/behavior-notes/${arrival?.id ?? 0}`, s.staff, { public: true }),
      'A note recording an adoption application is never shown on the portal',
      'public',
    );
  });

  it('lists one kind when asked, through REST and the console’s pages', async () => {
    const dog = await createAnimal(t, s.staff, { name: 'Kinds' });
    await postOk(t, url(dog.id), s.volunteer, { kind: 'Walk', note: 'Walked', date: '2026-03-03' });
    await postOk(t, url(dog.id), s.volunteer, { kind: 'Walk', note: 'Walked again', date: '2026-03-04' });
    await postOk(t, url(dog.id), s.volunteer, { kind: 'Feeding', note: 'Fed', date: '2026-03-04' });
    expect((await getJson<TBehaviorNote[]>(t, `${url(dog.id)}?kind=Walk`, s.volunteer)).map((n) => n.note)).toEqual(['Walked again', 'Walked']);
    expect((await getJson<TBehaviorNote[]>(t, url(dog.id), s.volunteer)).map((n) => n.kind)).toEqual(['Feeding', 'Walk', 'Walk']);
    const page = await trpcQuery<{ items: TBehaviorNote[]; total: number }>(
      t,
      'behaviorNotes.page',
      { id: dog.id, kind: 'Walk', limit: 1, offset: 0 },
      s.volunteer,
    );
    expect(page).toMatchObject({ status: 200, data: { total: 2, items: [{ note: 'Walked again', authorName: 'Test volunteer' }] } });
    expectInvalid(await call(t, 'GET', `${url(dog.id)}?kind=Nap`, s.staff), `Kind must be one of ${NOTE_KINDS.join(', ')}`, 'kind');
  });
});
