import { beforeAll, describe, expect, it } from 'vitest';
import { parseTypedWeight } from '../../../src-shared/care-plans.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TWeight } from '../../../src-shared/schemas/care-plans.js';
import { putOk, useTestEnv, voidCall, voidOk } from '../../../test/fixtures-records.js';
import { call, CANNOT, createAnimal, expectError, expectGuarded, expectInvalid, getJson, postOk, rowCount, sql, todayIn } from '../../../test/fixtures.js';

/** Weights (docs/domain.md#weights): a history in grams, the latest the animal's weight. */
const env = useTestEnv();
let today: string;
const day = (days: number) => addDays(today, days);
const weigh = (animalId: number, date: string, grams: number, cookie = env.s.staff, notes?: string) =>
  postOk<TWeight>(env.t, '/api/weights', cookie, { animalId, date, grams, ...(notes ? { notes } : {}) });
const weightsOf = (animalId: number) => getJson<TWeight[]>(env.t, `/api/animals/${animalId}/weights`, env.s.staff);
const animalOf = (animalId: number) => getJson<TAnimal>(env.t, `/api/animals/${animalId}`, env.s.staff);
const history = async (animalId: number) => (await weightsOf(animalId)).map((weight) => [weight.date, weight.grams]);
/** What the animal's row keeps: the typed text and the latest weight. */
const stored = async (animalId: number) =>
  (await sql<{ weight: string | null; weight_grams: number | null }>(env.t, 'select weight, weight_grams from animals where id = ?', [animalId]))[0];

const intake = (name: string, weight?: string) =>
  createAnimal(env.t, env.s.staff, { name, intakeDate: addDays(today, -60), carePlan: null, ...(weight ? { weight } : {}) });

beforeAll(() => {
  today = todayIn(env.t);
});

describe('POST /api/weights, GET /api/animals/{id}/weights', () => {
  it('records a weighing by the signed-in user, and lists the history oldest first', async () => {
    const bruno = await intake('Bruno');
    const first = await weigh(bruno.id, day(-60), 20400, env.s.staff, 'Intake, thin');
    expect(first).toEqual({
      id: expect.any(Number),
      version: 1,
      animalId: bruno.id,
      date: day(-60),
      grams: 20400,
      notes: 'Intake, thin',
      recordedBy: 'Test staff',
    });
    await weigh(bruno.id, day(-1), 23200, env.s.veterinarian);
    // Entered late, dated between the two: the history is by date, the latest is the newest date.
    await weigh(bruno.id, day(-30), 21800);
    expect(await history(bruno.id)).toEqual([
      [day(-60), 20400],
      [day(-30), 21800],
      [day(-1), 23200],
    ]);
    expect((await weightsOf(bruno.id)).map((weight) => weight.recordedBy)).toEqual(['Test staff', 'Test staff', 'Test veterinarian']);
    expect(await animalOf(bruno.id)).toMatchObject({ weight: '23.2 kg', weightGrams: 23200 });
    expect(await weightsOf((await intake('Unweighed')).id)).toEqual([]);
  });

  it('takes a day from the intake to today', async () => {
    const pepper = await intake('Pepper');
    const post = (date: string) => call(env.t, 'POST', '/api/weights', env.s.staff, { animalId: pepper.id, date, grams: 5000 });
    expectInvalid(await post(day(1)), `Weight date cannot be after today (${today})`, 'date');
    expectInvalid(await post(day(-61)), `Weight date cannot be before the animal's intake date (${day(-60)})`, 'date');
    expect(await rowCount(env.t, 'animal_weights', 'animal_id = ?', [pepper.id])).toBe(0);
    await weigh(pepper.id, today, 5000);
    await weigh(pepper.id, day(-60), 4000);
    expect(await history(pepper.id)).toEqual([
      [day(-60), 4000],
      [today, 5000],
    ]);
  });

  it('refuses a weight that is not a whole number of grams from 1 g to 1,000 kg, and an unknown animal', async () => {
    const animal = await intake('Scale Test');
    const post = (payload: Record<string, unknown>) =>
      call(env.t, 'POST', '/api/weights', env.s.staff, { animalId: animal.id, date: today, grams: 1000, ...payload });
    expectInvalid(await post({ grams: 0 }), 'Weight in grams is at least 1', 'grams');
    expectInvalid(await post({ grams: 12.5 }), 'Weight in grams is a whole number', 'grams');
    expectInvalid(await post({ grams: 1_000_001 }), 'Weight in grams is at most 1000000', 'grams');
    expectInvalid(await post({ grams: '1000' }), 'Weight in grams is a whole number', 'grams');
    expectInvalid(await post({ date: undefined }), 'Date is required', 'date');
    expectError(await post({ animalId: 999999 }), 404, 'Animal not found');
    expectError(await call(env.t, 'GET', '/api/animals/999999/weights', env.s.staff), 404, 'Animal not found');
    expect(await rowCount(env.t, 'animal_weights', 'animal_id = ?', [animal.id])).toBe(0);
  });

  it('is read by the console’s roles and written by those who keep medical records', async () => {
    const animal = await intake('Guarded');
    await expectGuarded(env.t, env.s, { method: 'GET', url: `/api/animals/${animal.id}/weights` }, ['volunteer'], CANNOT.readConsole);
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: '/api/weights', payload: { animalId: animal.id, date: today, grams: 900 } },
      ['volunteer'],
      CANNOT.writeMedical,
    );
    await weigh(animal.id, today, 900, env.s.admin);
    expect(await history(animal.id)).toEqual([[today, 900]]);
  });
});

describe('DELETE /api/weights/{id}', () => {
  it('voids a weight entered in error: the history and the animal’s weight go back to the one before, the row stays', async () => {
    const luna = await intake('Luna');
    const older = await weigh(luna.id, day(-10), 4100);
    const wrong = await weigh(luna.id, today, 41000);
    expect(await animalOf(luna.id)).toMatchObject({ weight: '41 kg', weightGrams: 41000 });
    const voided = await voidOk<TWeight>(env.t, `/api/weights/${wrong.id}`, env.s.staff, 'Typed a zero too many');
    expect(voided).toMatchObject({ id: wrong.id, grams: 41000, recordedBy: 'Test staff' });
    expect(await history(luna.id)).toEqual([[day(-10), 4100]]);
    expect(await animalOf(luna.id)).toMatchObject({ weight: '4.1 kg', weightGrams: 4100 });
    expect(await sql(env.t, 'select void_reason from animal_weights where id = ?', [wrong.id])).toEqual([{ void_reason: 'Typed a zero too many' }]);
    expectError(await voidCall(env.t, `/api/weights/${wrong.id}`, env.s.staff, 'Again'), 404, 'Weight not found');
    expectError(await voidCall(env.t, `/api/weights/${older.id}`, env.s.staff), 400, 'A reason is required');
    await expectGuarded(env.t, env.s, { method: 'DELETE', url: `/api/weights/${older.id}?reason=No` }, ['volunteer'], CANNOT.writeMedical);
    await voidOk(env.t, `/api/weights/${older.id}`, env.s.veterinarian, 'Wrong animal');
    expect(await animalOf(luna.id)).toMatchObject({ weight: null, weightGrams: null });
  });
});

describe('a weight typed on the animal', () => {
  it('reads "25 lbs" into the history on the intake day, keeping no text, as the migration read the typed weights', async () => {
    expect(parseTypedWeight('25 lbs')).toBe(11340);
    const max = await intake('Max', '25 lbs');
    expect(max).toMatchObject({ weight: '11.3 kg', weightGrams: 11340 });
    expect(await weightsOf(max.id)).toEqual([
      { id: expect.any(Number), version: 1, animalId: max.id, date: day(-60), grams: 11340, notes: null, recordedBy: null },
    ]);
    expect(await stored(max.id)).toEqual({ weight: null, weight_grams: 11340 });
  });

  it('keeps a text that reads as no one weight as it was typed, with no history', async () => {
    const fuzzy = await intake('Fuzzy', 'about 20 pounds');
    expect(fuzzy).toMatchObject({ weight: 'about 20 pounds', weightGrams: null });
    expect(await weightsOf(fuzzy.id)).toEqual([]);
    // A weight recorded since is what the animal weighs; the typed text stays behind it.
    await weigh(fuzzy.id, today, 9100);
    expect(await animalOf(fuzzy.id)).toMatchObject({ weight: '9.1 kg', weightGrams: 9100 });
    expect(await stored(fuzzy.id)).toEqual({ weight: 'about 20 pounds', weight_grams: 9100 });
  });

  it('records a weight sent on an update as today’s, and nothing when the animal comes back as it was read', async () => {
    const rex = await intake('Rex', '25 lbs');
    // A client sending the animal back as it read it ("11.3 kg", rounded from 11,340 g) records nothing new.
    const again = await putOk<TAnimal>(env.t, `/api/animals/${rex.id}`, env.s.staff, { breed: 'Boxer', weight: rex.weight });
    expect(again).toMatchObject({ breed: 'Boxer', weight: '11.3 kg', weightGrams: 11340 });
    expect(await history(rex.id)).toEqual([[day(-60), 11340]]);
    const updated = await putOk<TAnimal>(env.t, `/api/animals/${rex.id}`, env.s.staff, { weight: '12.2 kg', version: again.version });
    expect(updated).toMatchObject({ weight: '12.2 kg', weightGrams: 12200 });
    expect(await history(rex.id)).toEqual([
      [day(-60), 11340],
      [today, 12200],
    ]);
    expect(await stored(rex.id)).toEqual({ weight: null, weight_grams: 12200 });
    // Text that reads as no weight is stored as before.
    expect(await putOk<TAnimal>(env.t, `/api/animals/${rex.id}`, env.s.staff, { weight: 'heavier than he looks' })).toMatchObject({ weightGrams: 12200 });
    expect(await stored(rex.id)).toEqual({ weight: 'heavier than he looks', weight_grams: 12200 });
  });
});
