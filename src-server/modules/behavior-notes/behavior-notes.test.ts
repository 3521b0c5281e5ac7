import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  applicationPayload,
  call,
  createAnimal,
  expectError,
  expectIdChecked,
  expectInvalid,
  expectNewestFirst,
  getJson,
  loginAll,
  postOk,
  rowCount,
  sql,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes.js';

let t: TTestApp;
let s: TSessions;
let animal: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  animal = await createAnimal(t, s.staff, { name: 'Mocha' });
});
afterAll(() => t.close());

const url = (id: number | string = animal.id) => `/api/animals/${id}/behavior-notes`;
const notes = () => rowCount(t, 'behavior_notes');

describe('POST /api/animals/{id}/behavior-notes', () => {
  it('stores the note, dated today unless a date is given; any role may write one', async () => {
    const before = await notes();
    const note = await postOk<TBehaviorNote>(t, url(), s.volunteer, { note: 'Walks well on a leash', observedBy: 'Kim' });
    expect(note).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: animal.id,
      animalName: 'Mocha',
      animalCode: animal.animalId,
      date: todayIn(t),
      kind: 'Behaviour',
      note: 'Walks well on a leash',
      public: false,
      observedBy: 'Kim',
      authorName: 'Test volunteer',
      applicationId: null,
    });
    const dated = await postOk<TBehaviorNote>(t, url(), s.veterinarian, { note: 'Shy with cats', date: '2026-01-20' });
    expect(dated).toMatchObject({ date: '2026-01-20', observedBy: null, authorName: 'Test veterinarian' });
    expect(await notes()).toBe(before + 2);
    expect(await rowCount(t, 'behavior_notes', 'animal_id = ? and note = ?', [animal.id, 'Shy with cats'])).toBe(1);
  });

  it('turns a date-time into the Chicago calendar date', async () => {
    const note = await postOk<TBehaviorNote>(t, url(), s.staff, { note: 'Late walk', date: '2026-01-21T05:59:00Z' });
    expect(note.date).toBe('2026-01-20');
  });

  it('requires the note and writes nothing without it', async () => {
    const before = await notes();
    expectInvalid(await call(t, 'POST', url(), s.staff, {}), 'Note is required', 'note');
    expectInvalid(await call(t, 'POST', url(), s.staff, { note: '  ' }), 'Note is required', 'note');
    expectInvalid(await call(t, 'POST', url(), s.staff, { note: 'x', date: 'soon' }), 'Enter a valid date as YYYY-MM-DD', 'date');
    expect(await notes()).toBe(before);
  });

  it('checks the {id}; an unknown animal is 404 with nothing written', async () => {
    const before = await notes();
    await expectIdChecked(t, s.staff, 'POST', (id) => url(id), { note: 'Hello' });
    expect(await notes()).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t, 'POST', url(), undefined, { note: 'Hello' }), 401, 'Please log in');
  });
});

describe('GET /api/animals/{id}/behavior-notes', () => {
  let dog: TAnimal;
  beforeAll(async () => {
    dog = await createAnimal(t, s.staff, { name: 'Rex' });
    for (const [date, note] of [
      ['2026-02-02', 'Good with kids'],
      ['2026-02-05', 'Guards food'],
      ['2026-02-02', 'Loves fetch'],
    ] as const) {
      await postOk(t, url(dog.id), s.staff, { date, note });
    }
  });

  it('lists the animal’s notes newest first, for any role including volunteers', async () => {
    const list = await getJson<TBehaviorNote[]>(t, url(dog.id), s.volunteer);
    expect(list.map((n) => n.note)).toEqual(['Guards food', 'Loves fetch', 'Good with kids']);
    expectNewestFirst(list, (n) => n.date);
  });

  it('the note an application leaves names its applicant: shown to roles that read applications, not to volunteers', async () => {
    const cat = await createAnimal(t, s.staff, { name: 'Applied For', status: 'Available' });
    await postOk(t, url(cat.id), s.volunteer, { note: 'Purrs on laps' });
    await postOk(t, '/api/public/adoption-application', undefined, applicationPayload(cat.id, { applicantName: 'Robin Private' }));
    const read = async (cookie: string) => (await getJson<TBehaviorNote[]>(t, url(cat.id), cookie)).map((n) => n.note).sort();
    for (const cookie of [s.admin, s.staff, s.veterinarian])
      expect(await read(cookie)).toEqual(['Adoption application received from Robin Private', 'Purrs on laps']);
    expect(await read(s.volunteer)).toEqual(['Purrs on laps']);
    const response = await call(t, 'GET', `${url(cat.id)}?limit=10`, s.volunteer);
    expect(response.headers['x-total-count']).toBe('1');
    expect((await getJson<TBehaviorNote[]>(t, `${url(cat.id)}?q=Robin`, s.volunteer)).length).toBe(0);
  });

  it('keeps a note from volunteers by its link to an application, not by its words', async () => {
    const cat = await createAnimal(t, s.staff, { name: 'Linked', status: 'Available' });
    await postOk(t, url(cat.id), s.staff, { note: 'Adoption application received from the vet, by phone' });
    await postOk(t, '/api/public/adoption-application', undefined, applicationPayload(cat.id, { applicantName: 'Sam Linked' }));
    const [application] = await sql<{ id: number }>(t, 'select id from adoption_applications where animal_id = ?', [cat.id]);
    const staffView = await getJson<TBehaviorNote[]>(t, url(cat.id), s.staff);
    expect(staffView.map((n) => [n.note, n.applicationId])).toEqual([
      ['Adoption application received from Sam Linked', application?.id],
      ['Adoption application received from the vet, by phone', null],
    ]);
    expect((await getJson<TBehaviorNote[]>(t, url(cat.id), s.volunteer)).map((n) => n.note)).toEqual(['Adoption application received from the vet, by phone']);
  });

  it('pages, filters by dates and text', async () => {
    const response = await call(t, 'GET', `${url(dog.id)}?limit=1&offset=1`, s.staff);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json<TBehaviorNote[]>().map((n) => n.note)).toEqual(['Loves fetch']);
    expect((await getJson<TBehaviorNote[]>(t, `${url(dog.id)}?from=2026-02-02&to=2026-02-02`, s.staff)).map((n) => n.note)).toEqual([
      'Loves fetch',
      'Good with kids',
    ]);
    expect((await getJson<TBehaviorNote[]>(t, `${url(dog.id)}?q=FETCH`, s.staff)).map((n) => n.note)).toEqual(['Loves fetch']);
  });

  it('checks the {id}, answers 404 for an unknown animal and 401 without a session', async () => {
    await expectIdChecked(t, s.staff, 'GET', (id) => url(id));
    expectError(await call(t, 'GET', url(dog.id)), 401, 'Please log in');
  });
});
