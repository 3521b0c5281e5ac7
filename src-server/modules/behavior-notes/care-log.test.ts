import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  fosterPayload,
  getJson,
  loginAll,
  postOk,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { voidOk } from '../../../test/fixtures-records.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TBehaviorNote, TCareLog } from '../../../src-shared/schemas/behavior-notes.js';
import { notWalkedCount } from './care-log.js';

let t: TTestApp;
let s: TSessions;
let today: string;
let ace: TAnimal;
let bruno: TAnimal;
let cleo: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
  ace = await createAnimal(t, s.staff, { name: 'Ace' });
  bruno = await createAnimal(t, s.staff, { name: 'Bruno' });
  cleo = await createAnimal(t, s.staff, { name: 'Cleo', species: 'Cat', breed: 'Tabby' });
  // In foster, its foster home walks it; adopted, it has left: neither is on the checklist.
  const fostered = await createAnimal(t, s.staff, { name: 'Dot' });
  await postOk(t, '/api/foster-care', s.staff, fosterPayload(fostered.id));
  const adopted = await createAnimal(t, s.staff, { name: 'Eli' });
  await postOk(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id));
  const note = (animal: TAnimal, cookie: string, payload: Record<string, unknown>) =>
    postOk<TBehaviorNote>(t, `/api/animals/${animal.id}/behavior-notes`, cookie, payload);
  await note(ace, s.volunteer, { kind: 'Walk', note: 'Walked' });
  await note(ace, s.staff, { kind: 'Feeding', note: 'Ate half', observedBy: 'Kim' });
  await note(ace, s.staff, { kind: 'Behaviour', note: 'Not a care task' });
  await note(bruno, s.volunteer, { kind: 'Walk', note: 'Walked yesterday', date: addDays(today, -1) });
  await note(cleo, s.veterinarian, { kind: 'Enrichment', note: 'Puzzle feeder' });
  const voided = await note(cleo, s.volunteer, { kind: 'Walk', note: 'Wrong cat' });
  await voidOk(t, `/api/behavior-notes/${voided.id}`, s.volunteer, 'Entered for the wrong animal');
  await note(fostered, s.volunteer, { kind: 'Walk', note: 'Walked by the foster' });
});
afterAll(() => t.close());

const careLog = (query = '', cookie = s.volunteer) => getJson<TCareLog>(t, `/api/care-log${query}`, cookie);

describe('GET /api/care-log', () => {
  it('lists the animals at the shelter today with what was done and by whom, and counts those not walked', async () => {
    const log = await careLog();
    expect(log).toEqual({
      date: today,
      total: 3,
      atShelter: 3,
      notWalked: 2,
      items: [
        {
          animalId: ace.id,
          animalName: 'Ace',
          animalCode: ace.animalId,
          species: 'Dog',
          status: 'Available',
          entries: [
            { noteId: expect.any(Number), kind: 'Walk', note: 'Walked', observedBy: null, authorName: 'Test volunteer' },
            { noteId: expect.any(Number), kind: 'Feeding', note: 'Ate half', observedBy: 'Kim', authorName: 'Test staff' },
          ],
        },
        { animalId: bruno.id, animalName: 'Bruno', animalCode: bruno.animalId, species: 'Dog', status: 'Available', entries: [] },
        {
          animalId: cleo.id,
          animalName: 'Cleo',
          animalCode: cleo.animalId,
          species: 'Cat',
          status: 'Available',
          entries: [{ noteId: expect.any(Number), kind: 'Enrichment', note: 'Puzzle feeder', observedBy: null, authorName: 'Test veterinarian' }],
        },
      ],
    });
  });

  it('filters the animals not walked and by species; the shelter’s count of those not walked stays whole', async () => {
    const notWalked = await careLog('?notWalked=true');
    expect([notWalked.total, notWalked.notWalked, notWalked.items.map((a) => a.animalName)]).toEqual([2, 2, ['Bruno', 'Cleo']]);
    expect((await careLog('?notWalked=false')).total).toBe(3);
    expectInvalid(await call(t, 'GET', '/api/care-log?notWalked=yes', s.staff), 'notWalked must be true or false', 'notWalked');
    const cats = await careLog('?species=Cat');
    expect([cats.total, cats.notWalked, cats.items.map((a) => a.animalName)]).toEqual([1, 2, ['Cleo']]);
    const none = await careLog('?species=Bird');
    expect(none).toEqual({ date: today, total: 0, atShelter: 3, notWalked: 2, items: [] });
  });

  it('pages by name, the totals carried past the end too', async () => {
    const second = await careLog('?limit=1&offset=1');
    expect([second.total, second.notWalked, second.items.map((a) => a.animalName)]).toEqual([3, 2, ['Bruno']]);
    expect(await careLog('?limit=1&offset=7')).toEqual({ date: today, total: 3, atShelter: 3, notWalked: 2, items: [] });
  });

  it('reads another day, never a later one', async () => {
    const yesterday = await careLog(`?date=${addDays(today, -1)}`);
    expect(yesterday.items.map((a) => [a.animalName, a.entries.map((e) => e.kind)])).toEqual([
      ['Ace', []],
      ['Bruno', ['Walk']],
      ['Cleo', []],
    ]);
    expect(yesterday.notWalked).toBe(2);
    expectInvalid(await call(t, 'GET', `/api/care-log?date=${addDays(today, 1)}`, s.staff), `Care log date cannot be after today (${today})`, 'date');
    expectInvalid(await call(t, 'GET', '/api/care-log?date=soon', s.staff), 'Enter a valid date as YYYY-MM-DD', 'date');
  });

  it('answers every role, volunteers included, and 401 without a session', async () => {
    for (const cookie of [s.admin, s.staff, s.veterinarian, s.volunteer]) expect((await careLog('', cookie)).total).toBe(3);
    expectError(await call(t, 'GET', '/api/care-log'), 401, 'Please log in');
  });

  it('notWalkedCount answers the same rule for the notifications', async () => {
    const em = t.db.orm.em.fork();
    expect(await notWalkedCount(em, today)).toBe(2);
    await postOk(t, `/api/animals/${bruno.id}/behavior-notes`, s.volunteer, { kind: 'Walk', note: 'Walked' });
    expect(await notWalkedCount(em, today)).toBe(1);
    expect((await careLog()).notWalked).toBe(1);
  });
});
