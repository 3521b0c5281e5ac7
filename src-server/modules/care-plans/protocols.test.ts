import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProtocol } from '../../../src-shared/schemas/care-plans.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, CANNOT, expectError, expectGuarded, expectInvalid, getJson, loginAll, postOk, rowCount, type TSessions } from '../../../test/fixtures.js';
import { putOk } from '../../../test/fixtures-records.js';

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const seniorCats = (overrides: Record<string, unknown> = {}) => ({
  name: 'Senior cat',
  species: 'Cat',
  minAgeWeeks: 520,
  maxAgeWeeks: null,
  steps: [
    { itemType: 'Test', name: 'Senior blood panel' },
    { itemType: 'Vaccination', name: 'FVRCP', repeatDays: 21, doses: 2 },
  ],
  ...overrides,
});

describe('GET /api/medical-protocols', () => {
  it('lists the default protocols for dogs and cats, by species then age, to staff and vets but not volunteers', async () => {
    const protocols = await getJson<TProtocol[]>(t, '/api/medical-protocols', s.staff);
    expect(protocols.map((protocol) => [protocol.species, protocol.name, protocol.minAgeWeeks, protocol.maxAgeWeeks])).toEqual([
      ['Cat', 'Kitten intake', null, 20],
      ['Cat', 'Adult cat, unknown history', 20, null],
      ['Dog', 'Puppy intake', null, 20],
      ['Dog', 'Adult dog, unknown history', 20, null],
    ]);
    const puppy = protocols.find((protocol) => protocol.name === 'Puppy intake');
    expect(puppy?.steps[0]).toEqual({ itemType: 'Vaccination', name: 'DHPP', startDay: 0, atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20, doses: null });
    expect(puppy).toMatchObject({ active: true, version: 1 });
    expect((await call(t, 'GET', '/api/medical-protocols', s.veterinarian)).statusCode).toBe(200);
    await expectGuarded(t, s, { method: 'GET', url: '/api/medical-protocols' }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('POST /api/medical-protocols', () => {
  it('adds a protocol for veterinarians and admins, its steps with their defaults', async () => {
    const before = await rowCount(t, 'medical_protocols');
    const created = await postOk<TProtocol>(t, '/api/medical-protocols', s.veterinarian, seniorCats());
    expect(created).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Senior cat',
      species: 'Cat',
      minAgeWeeks: 520,
      maxAgeWeeks: null,
      active: true,
      steps: [
        { itemType: 'Test', name: 'Senior blood panel', startDay: 0, atAgeWeeks: null, repeatDays: null, untilAgeWeeks: null, doses: null },
        { itemType: 'Vaccination', name: 'FVRCP', startDay: 0, atAgeWeeks: null, repeatDays: 21, untilAgeWeeks: null, doses: 2 },
      ],
    });
    expect(await rowCount(t, 'medical_protocols')).toBe(before + 1);
    // Inactive ones come last.
    await postOk(t, '/api/medical-protocols', s.admin, seniorCats({ name: 'Old senior cat', active: false }));
    const names = (await getJson<TProtocol[]>(t, '/api/medical-protocols', s.staff)).map((protocol) => protocol.name);
    expect(names.slice(0, 3)).toEqual(['Kitten intake', 'Adult cat, unknown history', 'Senior cat']);
    expect(names.at(-1)).toBe('Old senior cat');
  });

  it('refuses staff, a name already used, an empty or unordered protocol, writing nothing', async () => {
    const before = await rowCount(t, 'medical_protocols');
    await expectGuarded(
      t,
      s,
      { method: 'POST', url: '/api/medical-protocols', payload: seniorCats({ name: 'By staff' }) },
      ['staff', 'volunteer'],
      'change care protocols',
    );
    expectError(
      await call(t, 'POST', '/api/medical-protocols', s.admin, seniorCats({ name: 'Puppy intake' })),
      409,
      'A protocol named Puppy intake already exists',
    );
    expectInvalid(
      await call(t, 'POST', '/api/medical-protocols', s.admin, seniorCats({ name: 'Empty', steps: [] })),
      'A protocol needs at least one step',
      'steps',
    );
    expectInvalid(
      await call(t, 'POST', '/api/medical-protocols', s.admin, seniorCats({ name: 'Backwards', minAgeWeeks: 30, maxAgeWeeks: 10 })),
      'From age must be below To age',
      'maxAgeWeeks',
    );
    expectInvalid(
      await call(
        t,
        'POST',
        '/api/medical-protocols',
        s.admin,
        seniorCats({ name: 'No repeat', steps: [{ itemType: 'Vaccination', name: 'FVRCP', doses: 3 }] }),
      ),
      'A step given more than once needs Repeat every',
      'steps.0.repeatDays',
    );
    expect(await rowCount(t, 'medical_protocols')).toBe(before);
  });
});

describe('PUT /api/medical-protocols/{id}', () => {
  it('changes what is sent, replaces the steps whole, and keeps the rest (an inactive protocol stays inactive)', async () => {
    const protocol = await postOk<TProtocol>(t, '/api/medical-protocols', s.admin, seniorCats({ name: 'Geriatric cat', active: false }));
    const renamed = await putOk<TProtocol>(t, `/api/medical-protocols/${protocol.id}`, s.veterinarian, { name: 'Geriatric cat care', version: 1 });
    expect(renamed).toMatchObject({ name: 'Geriatric cat care', active: false, version: 2, steps: protocol.steps });
    const restepped = await putOk<TProtocol>(t, `/api/medical-protocols/${protocol.id}`, s.admin, {
      steps: [{ itemType: 'Examination', name: 'Wellness exam', startDay: 2 }],
      active: true,
    });
    expect(restepped.steps).toEqual([
      { itemType: 'Examination', name: 'Wellness exam', startDay: 2, atAgeWeeks: null, repeatDays: null, untilAgeWeeks: null, doses: null },
    ]);
    expect(restepped).toMatchObject({ active: true, minAgeWeeks: 520, version: 3 });
  });

  it('answers 404 for an unknown protocol and 409 for a stale version, a taken name, or half a range crossing the other', async () => {
    const protocol = await postOk<TProtocol>(t, '/api/medical-protocols', s.admin, seniorCats({ name: 'Shelter cat' }));
    const url = `/api/medical-protocols/${protocol.id}`;
    expectError(await call(t, 'PUT', '/api/medical-protocols/999999', s.admin, { name: 'Nobody' }), 404, 'Protocol not found');
    expectError(
      await call(t, 'PUT', url, s.admin, { name: 'Shelter cats', version: 7 }),
      409,
      'This protocol was changed by someone else. Reload it and try again.',
    );
    expectError(await call(t, 'PUT', url, s.admin, { name: 'Kitten intake' }), 409, 'A protocol named Kitten intake already exists');
    expectInvalid(await call(t, 'PUT', url, s.admin, { maxAgeWeeks: 100 }), 'From age must be below To age', 'maxAgeWeeks');
    await expectGuarded(t, s, { method: 'PUT', url, payload: { name: 'By staff' } }, ['staff', 'volunteer'], 'change care protocols');
    expect(await getJson<TProtocol[]>(t, '/api/medical-protocols', s.admin)).toContainEqual(protocol);
  });
});
