import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src-shared/dates.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TCarePlan, TCarePlanItem, TDueList } from '../src-shared/schemas/care-plans.js';
import type { TMedicalRecord } from '../src-shared/schemas/medical.js';
import { createTestApp, type TTestApp } from './app.js';

/**
 * The care plans issue's check, through REST alone, as a client of the API sees it: a puppy taken in
 * at 10 weeks with its date of birth gets DHPP every 14 days from intake until it is 20 weeks old and
 * rabies at 16 weeks; giving and skipping its items change the due list and its vaccination status.
 */

let t: TTestApp;
let staff: string;
let vet: string;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('staff');
  vet = await t.loginAs('veterinarian');
  today = (await get<{ today: string }>('/api/settings/calendar', staff)).today;
});
afterAll(() => t.close());

async function get<T>(url: string, cookie: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function post<T>(url: string, cookie: string, payload: Record<string, unknown>): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** A puppy of exactly ten weeks on its intake day. */
const takeInPuppy = (name: string, intakeDate: string) =>
  post<TAnimal>('/api/animals', staff, {
    name,
    species: 'Dog',
    breed: 'Labrador Retriever',
    sex: 'Male',
    age: '10 weeks',
    intakeDate,
    birthDate: addDays(intakeDate, -70),
  });

const daysFrom = (from: string, date: string) => Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000);
const planOf = (animal: TAnimal) => get<TCarePlan>(`/api/animals/${animal.id}/care-plan`, staff);
const vaccinationsDue = (query = '') => get<TDueList>(`/api/medical/due?type=Vaccination&limit=500${query}`, staff);
const dueFor = (list: TDueList, animal: TAnimal) => list.items.filter((item) => item.animalId === animal.id).map((item) => [item.name, item.dueDate]);
const statusOf = async (animal: TAnimal) => (await get<TAnimal>(`/api/animals/${animal.id}`, staff)).vaccinationStatus;
const planned = async (animal: TAnimal, name: string, dueDate: string) => {
  const item = (await planOf(animal)).items.find((candidate) => candidate.name === name && candidate.dueDate === dueDate);
  if (!item) throw new Error(`${name} due ${dueDate} is not in ${animal.name}'s plan`);
  return item;
};

describe('care plans, as a client of the API sees them', () => {
  it('schedules a 10-week-old puppy’s DHPP every 14 days from intake until 20 weeks of age, and rabies at 16 weeks', async () => {
    const puppy = await takeInPuppy('Biscuit', today);
    const { items } = await planOf(puppy);
    const days = (name: string) => items.filter((item) => item.name === name).map((item) => daysFrom(today, item.dueDate));
    expect(days('DHPP')).toEqual([0, 14, 28, 42, 56, 70]);
    expect(days('Rabies')).toEqual([42]);
    // 16 and 20 weeks of age.
    expect(addDays(puppy.birthDate ?? '', 16 * 7)).toBe(addDays(today, 42));
    expect(addDays(puppy.birthDate ?? '', 20 * 7)).toBe(addDays(today, 70));
    expect(items.every((item) => item.status === 'Due')).toBe(true);

    // The due list's week holds today's doses; the whole plan is there over its range.
    expect(dueFor(await vaccinationsDue(), puppy)).toEqual([
      ['DHPP', today],
      ['Bordetella', today],
    ]);
    const whole = dueFor(await vaccinationsDue(`&from=${today}&to=${addDays(today, 70)}`), puppy);
    expect(whole.filter(([name]) => name === 'DHPP').map(([, date]) => daysFrom(today, date ?? ''))).toEqual([0, 14, 28, 42, 56, 70]);
    expect(whole.filter(([name]) => name === 'Rabies')).toEqual([['Rabies', addDays(today, 42)]]);
  });

  it('gives and skips: the due list and the vaccination status follow', async () => {
    const puppy = await takeInPuppy('Maple', today);
    const before = await vaccinationsDue();
    expect(await statusOf(puppy)).toBe('Due');

    const dhpp = await planned(puppy, 'DHPP', today);
    const given = await post<TCarePlanItem>(`/api/care-plan-items/${dhpp.id}/give`, vet, {
      date: today,
      product: 'Nobivac Puppy DPv',
      lotNumber: 'NB-2231',
      lotExpiry: addDays(today, 300),
    });
    expect(given).toMatchObject({ status: 'Given', doneBy: 'Test veterinarian' });
    const records = await get<TMedicalRecord[]>(`/api/animals/${puppy.id}/medical-records`, staff);
    expect(records.map((record) => [record.recordType, record.description, record.lotNumber, record.id])).toEqual([
      ['Vaccination', 'DHPP', 'NB-2231', given.medicalRecordId],
    ]);
    const afterGive = await vaccinationsDue();
    expect(dueFor(afterGive, puppy)).toEqual([['Bordetella', today]]);
    expect(afterGive.today).toBe(before.today - 1);
    expect(await statusOf(puppy)).toBe('Due');

    const bordetella = await planned(puppy, 'Bordetella', today);
    await post(`/api/care-plan-items/${bordetella.id}/skip`, staff, { reason: 'Given intranasally by the breeder' });
    const afterSkip = await vaccinationsDue();
    expect(dueFor(afterSkip, puppy)).toEqual([]);
    expect(afterSkip.today).toBe(before.today - 2);
    // Nothing more due this week, one vaccination on record: up to date until the next DHPP nears.
    expect(await statusOf(puppy)).toBe('Up to date');
  });

  it('shows a backdated intake’s missed doses as overdue until they are given', async () => {
    const intakeDate = addDays(today, -20);
    const puppy = await takeInPuppy('Clover', intakeDate);
    expect(await statusOf(puppy)).toBe('Overdue');
    const before = await vaccinationsDue();
    expect(dueFor(before, puppy)).toEqual([
      ['DHPP', intakeDate],
      ['Bordetella', intakeDate],
      ['DHPP', addDays(intakeDate, 14)],
    ]);

    for (const [name, dueDate] of dueFor(before, puppy)) {
      const item = await planned(puppy, name ?? '', dueDate ?? '');
      await post(`/api/care-plan-items/${item.id}/give`, vet, { date: today });
    }
    const after = await vaccinationsDue();
    expect(dueFor(after, puppy)).toEqual([]);
    expect(after.overdue).toBe(before.overdue - 3);
    expect(await statusOf(puppy)).toBe('Up to date');
  });
});
