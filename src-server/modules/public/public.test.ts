import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  applicationPayload,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  fosterPayload,
  getJson,
  loginAll,
  postOk,
  rowCount,
  rowCounts,
  sql,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';

let t: TTestApp;
let s: TSessions;
const CHIP = '985141000777123';
const REGISTRATION = 'CITY-REG-55501';
let available: TAnimal;
let fostered: TAnimal;
let adopted: TAnimal;
let onHold: TAnimal;
let inEval: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  available = await createAnimal(t, s.staff, {
    name: 'Sunny',
    intakeDate: '2026-01-03',
    microchipId: CHIP,
    microchipManufacturer: 'HomeAgain',
    registrationId: REGISTRATION,
    vaccinationStatus: 'Up to date',
    spayNeuterStatus: 'Spayed',
    traits: ['Playful'],
    description: 'A sunny girl',
    // Without a plan or records, the statuses typed before care plans show.
    carePlan: null,
  });
  fostered = await createAnimal(t, s.staff, { name: 'Fern', intakeDate: '2026-01-05', microchipId: null });
  await postOk(t, '/api/foster-care', s.staff, fosterPayload(fostered.id));
  adopted = await createAnimal(t, s.staff, { name: 'Gone Home', intakeDate: '2026-01-04' });
  await postOk(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id));
  onHold = await createAnimal(t, s.staff, { name: 'Hold', status: 'Medical Hold' });
  inEval = await createAnimal(t, s.staff, { name: 'Eval', status: 'Behavioral Eval' });
  await postOk(t, `/api/animals/${available.id}/behavior-notes`, s.staff, { note: 'Loves belly rubs', date: '2026-01-06', public: true });
  await postOk(t, '/api/public/adoption-application', undefined, applicationPayload(available.id, { applicantName: 'Someone Earlier' }));
});
afterAll(() => t.close());

const PUBLIC_FIELDS = [
  'id',
  'animalId',
  'name',
  'species',
  'breed',
  'sex',
  'age',
  'description',
  'imageUrl',
  'photo',
  'status',
  'intakeDate',
  'microchipped',
  'vaccinationStatus',
  'spayNeuterStatus',
  'traits',
  'behaviorNotes',
  'adoptionPending',
  'acceptsBackupApplications',
].sort();

describe('GET /api/public/adoptable-animals', () => {
  it('lists only Available and In Foster animals, newest intake first, without a session', async () => {
    const response = await call(t, 'GET', '/api/public/adoptable-animals');
    expect(response.statusCode).toBe(200);
    const list = response.json<TAdoptableAnimal[]>();
    expect(list.map((a) => a.name)).toEqual(['Fern', 'Sunny']);
    expect(list.map((a) => a.status)).toEqual(['In Foster', 'Available']);
    for (const animal of list) expect(Object.keys(animal).sort()).toEqual(PUBLIC_FIELDS);
  });

  it('never shows the microchip number or registration, only microchipped', async () => {
    const response = await call(t, 'GET', '/api/public/adoptable-animals');
    expect(response.body).not.toContain(CHIP);
    expect(response.body).not.toContain(REGISTRATION);
    expect(response.body).not.toContain('microchipId');
    const byName = new Map(response.json<TAdoptableAnimal[]>().map((a) => [a.name, a]));
    expect(byName.get('Sunny')).toMatchObject({ microchipped: true, vaccinationStatus: 'Up to date', spayNeuterStatus: 'Spayed', traits: ['Playful'] });
    expect(byName.get('Fern')?.microchipped).toBe(false);
  });

  it('leaves out behaviour notes about applications', async () => {
    const response = await call(t, 'GET', '/api/public/adoptable-animals');
    expect(response.body).not.toContain('Adoption application received');
    const sunny = response.json<TAdoptableAnimal[]>().find((a) => a.name === 'Sunny');
    expect(sunny?.behaviorNotes).toEqual([{ note: 'Loves belly rubs' }]);
  });

  it('shows only the notes staff published: private behaviour notes, care-log notes and handling warnings stay in the console', async () => {
    const id = fostered.id;
    for (const [kind, note] of [
      ['Behaviour', 'Private: resource guards bones'],
      ['Walk', 'Walked twice round the park'],
      ['Handling warning', 'Nips when lifted'],
    ] as const)
      await postOk(t, `/api/animals/${id}/behavior-notes`, s.volunteer, { kind, note, date: '2026-01-07' });
    await postOk(t, `/api/animals/${id}/behavior-notes`, s.volunteer, { note: 'Sleeps through the night', date: '2026-01-08', public: true });
    expect((await getJson<TAdoptableAnimal>(t, `/api/public/animals/${id}`)).behaviorNotes).toEqual([{ note: 'Sleeps through the night' }]);
    const list = await call(t, 'GET', '/api/public/adoptable-animals');
    for (const hidden of ['resource guards', 'Walked twice', 'Nips when lifted']) expect(list.body).not.toContain(hidden);
  });

  it('pages with X-Total-Count and filters by species, sex and text', async () => {
    const page = await call(t, 'GET', '/api/public/adoptable-animals?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json<TAdoptableAnimal[]>().map((a) => a.name)).toEqual(['Sunny']);
    const pastTheEnd = await call(t, 'GET', '/api/public/adoptable-animals?limit=1&offset=5');
    expect([pastTheEnd.json(), pastTheEnd.headers['x-total-count']]).toEqual([[], '2']);
    expect((await getJson<TAdoptableAnimal[]>(t, '/api/public/adoptable-animals?q=100%25')).map((a) => a.name)).toEqual([]);
    expect(await getJson<TAdoptableAnimal[]>(t, '/api/public/adoptable-animals?species=Cat')).toEqual([]);
    expect((await getJson<TAdoptableAnimal[]>(t, '/api/public/adoptable-animals?q=sunny')).map((a) => a.name)).toEqual(['Sunny']);
    expect((await call(t, 'GET', '/api/public/adoptable-animals?species=Dragon')).statusCode).toBe(400);
  });
});

describe('GET /api/public/animals/{id}', () => {
  it('serves an Available or In Foster animal, without private fields', async () => {
    for (const animal of [available, fostered]) {
      const response = await call(t, 'GET', `/api/public/animals/${animal.id}`);
      expect(response.statusCode).toBe(200);
      // The animal's page also has every photo.
      expect(Object.keys(response.json<TAdoptableAnimal>()).sort()).toEqual([...PUBLIC_FIELDS, 'photos'].sort());
      expect(response.body).not.toContain(CHIP);
      expect(response.body).not.toContain(REGISTRATION);
      expect(response.body).not.toContain('Adoption application received');
    }
    expect(await getJson<TAdoptableAnimal>(t, `/api/public/animals/${available.id}`)).toMatchObject({
      id: available.id,
      animalId: available.animalId,
      name: 'Sunny',
      status: 'Available',
      intakeDate: '2026-01-03',
      description: 'A sunny girl',
      microchipped: true,
      behaviorNotes: [{ note: 'Loves belly rubs' }],
    });
  });

  it('answers 404 for any other animal and 400 for an id that is not a positive integer', async () => {
    for (const animal of [adopted, onHold, inEval]) {
      expectError(await call(t, 'GET', `/api/public/animals/${animal.id}`), 404, 'Animal not found');
    }
    expectError(await call(t, 'GET', '/api/public/animals/999999'), 404, 'Animal not found');
    for (const id of ['abc', '0', '-1', '2.5']) expect((await call(t, 'GET', `/api/public/animals/${id}`)).statusCode, id).toBe(400);
  });
});

describe('POST /api/public/adoption-application', () => {
  const post = (payload: Record<string, unknown>) => call(t, 'POST', '/api/public/adoption-application', undefined, payload);
  const notesOf = (animalId: number) => rowCount(t, 'behavior_notes', 'animal_id = ?', [animalId]);

  it('stores the application as Received, notes it on the animal and answers an 8-digit reference', async () => {
    const before = await rowCounts(t, ['adoption_applications', 'behavior_notes']);
    const response = await post(applicationPayload(fostered.id, { applicantName: 'Robin Lee' }));
    expect(response.statusCode).toBe(200);
    const { reference } = response.json<{ reference: string }>();
    expect(response.json()).toEqual({ reference: expect.stringMatching(/^\d{8}$/) });
    const [row] = await sql<{ status: string; animal_id: number; applicant_name: string; rent_or_own: string; other_pets_details: string | null }>(
      t,
      'select status, animal_id, applicant_name, rent_or_own, other_pets_details from adoption_applications where reference = ?',
      [reference],
    );
    expect(row).toEqual({ status: 'Received', animal_id: fostered.id, applicant_name: 'Robin Lee', rent_or_own: 'own', other_pets_details: 'One cat' });
    expect(await rowCounts(t, ['adoption_applications', 'behavior_notes'])).toEqual({
      adoption_applications: before.adoption_applications! + 1,
      behavior_notes: before.behavior_notes! + 1,
    });
    const [note] = await sql<{ note: string; date: string }>(
      t,
      "select note, to_char(date, 'YYYY-MM-DD') as date from behavior_notes where animal_id = ? order by id desc limit 1",
      [fostered.id],
    );
    expect(note).toEqual({ note: 'Adoption application received from Robin Lee', date: todayIn(t) });
    // The note stays the shelter's own.
    expect((await call(t, 'GET', `/api/public/animals/${fostered.id}`)).body).not.toContain('Robin Lee');
  });

  it('defaults rentOrOwn to own and keeps a landlord approval only for renters', async () => {
    const { rentOrOwn: _r, ...withoutRentOrOwn } = applicationPayload(available.id);
    const owner = await postOk<{ reference: string }>(t, '/api/public/adoption-application', undefined, { ...withoutRentOrOwn, landlordApproval: true });
    const renter = await postOk<{ reference: string }>(
      t,
      '/api/public/adoption-application',
      undefined,
      applicationPayload(available.id, { rentOrOwn: 'rent', landlordApproval: true }),
    );
    expect(owner.reference).not.toBe(renter.reference);
    const rows = await sql<{ reference: string; rent_or_own: string; landlord_approval: boolean | null }>(
      t,
      'select reference, rent_or_own, landlord_approval from adoption_applications where reference in (?, ?) order by id',
      [owner.reference, renter.reference],
    );
    expect(rows).toEqual([
      { reference: owner.reference, rent_or_own: 'own', landlord_approval: null },
      { reference: renter.reference, rent_or_own: 'rent', landlord_approval: true },
    ]);
  });

  it.each([
    ['applicantName', 'R', 'Name must be at least 2 characters'],
    ['applicantName', undefined, 'Name must be at least 2 characters'],
    ['applicantEmail', 'robin-at-example', 'Invalid email address'],
    ['applicantEmail', undefined, 'Invalid email address'],
    ['applicantPhone', '555-0100', 'Phone number must be at least 10 characters'],
    ['applicantPhone', undefined, 'Phone number must be at least 10 characters'],
    ['rentOrOwn', 'lease', 'Choose rent or own'],
    ['hasChildren', 'no', 'Must be true or false'],
    ['hasOtherPets', undefined, 'Must be true or false'],
    ['homeType', '', 'Type of home is required'],
    ['previousPetExperience', undefined, 'Previous pet experience is required'],
    ['reasonForAdoption', ' ', 'Please tell us why you want to adopt'],
    ['howDidYouHear', '', 'Please tell us how you heard about us'],
  ])('refuses %s %j with "%s", leaving no application and no note', async (field, value, message) => {
    const before = await rowCounts(t);
    expectInvalid(await post(applicationPayload(available.id, { [field]: value })), message, field);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('answers 404 for an animal that is not adoptable, writing nothing', async () => {
    const before = await rowCounts(t);
    for (const animal of [adopted, onHold, inEval]) {
      expectError(await post(applicationPayload(animal.id)), 404, 'Animal not found');
      expect(await notesOf(animal.id)).toBe(0);
    }
    expectError(await post(applicationPayload(999999)), 404, 'Animal not found');
    expectInvalid(await post(applicationPayload(0)), 'Animal is required', 'animalId');
    expect(await rowCounts(t)).toEqual(before);
  });

  it('answers a filled honeypot with a reference and stores nothing', async () => {
    const before = await rowCounts(t);
    const response = await post(applicationPayload(available.id, { fax: '555-0199' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reference: expect.stringMatching(/^\d{8}$/) });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('never echoes the microchip number', async () => {
    const response = await post(applicationPayload(available.id));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(CHIP);
  });
});
