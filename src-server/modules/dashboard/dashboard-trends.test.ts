import { beforeAll, describe, expect, it } from 'vitest';
import { adoptionPayload, createAnimal, getJson, postOk, todayIn } from '../../../test/fixtures.js';
import { useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard.js';
import { sameDaysLastMonth } from '../../../src-shared/statistics.js';

/**
 * The summary cards' comparisons (docs/domain.md#dashboard): animals in care now and at the end of
 * the day 7 days ago, from intake and adoption dates; this month's completed adoptions to date
 * against the same days of last month. Dates are relative to the shelter's today.
 */
const env = useTestEnv();
let today: string;
/** Every Completed, live adoption's date, to count the windows from. */
const completed: string[] = [];

beforeAll(async () => {
  const { t, s } = env;
  today = todayIn(t);
  const intake = (name: string, daysAgo: number) => createAnimal(t, s.staff, { name, intakeDate: addDays(today, -daysAgo) });
  const adopt = async (name: string, adoptionDate: string, status = 'Completed') => {
    const animal = await intake(name, 400);
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, { adoptionDate, status }));
    if (status === 'Completed') completed.push(adoptionDate);
    return adoption;
  };

  // In care now and 7 days ago.
  await intake('Ten Days In', 10);
  await intake('Seven Days In', 7);
  await adopt('Pending Three Days Ago', addDays(today, -3), 'Pending');
  const voided = await adopt('Voided Three Days Ago', addDays(today, -3));
  await voidOk(t, `/api/adoptions/${voided.id}`, s.staff, 'Entered for the wrong animal');
  completed.splice(completed.indexOf(addDays(today, -3)), 1);
  // In care now only.
  await intake('Three Days In', 3);
  await intake('In Today', 0);
  // In care 7 days ago only.
  await adopt('Adopted Three Days Ago', addDays(today, -3));
  // In care at neither: adopted on the day 7 days ago, or before it.
  await adopt('Adopted Seven Days Ago', addDays(today, -7));
  await adopt('Adopted Ten Days Ago', addDays(today, -10));

  // Last month's same days: its first and last day count; the day before, a Pending and a voided one do not.
  const [from, to] = sameDaysLastMonth(today);
  await adopt('First Of Last Month', from);
  await adopt('Same Day Last Month', to);
  await adopt('Before Last Month', addDays(from, -1));
  await adopt('Pending Last Month', to, 'Pending');
  const voidedLastMonth = await adopt('Voided Last Month', from);
  await voidOk(t, `/api/adoptions/${voidedLastMonth.id}`, s.staff, 'Duplicate');
  completed.splice(completed.indexOf(from), 1);
  await adopt('Adopted Today', today);
});

const stats = () => getJson<TDashboardStats>(env.t, '/api/stats/dashboard', env.s.staff);

describe('the dashboard’s comparisons', () => {
  it('counts the animals in care today and at the end of the day 7 days ago from intake and Completed adoption dates', async () => {
    const figures = await stats();
    // Both days: Ten Days In, Seven Days In, and the four animals whose adoption is Pending or voided.
    // Today also Three Days In and In Today; 7 days ago also Adopted Three Days Ago and Adopted Today.
    expect(figures.totalAnimals).toBe(8);
    expect(figures.inCareWeekAgo).toBe(8);
  });

  it('counts this month’s completed adoptions to today and the same days of last month', async () => {
    const [from, to] = sameDaysLastMonth(today);
    const figures = await stats();
    const lastMonth = completed.filter((date) => date >= from && date <= to);
    // Both ends of the window are in it, whatever today's day of the month.
    expect(lastMonth.filter((date) => date === from || date === to).length).toBeGreaterThanOrEqual(2);
    expect(figures.adoptionsSameDaysLastMonth).toBe(lastMonth.length);
    expect(figures.adoptionsThisMonth).toBe(completed.filter((date) => date >= `${today.slice(0, 7)}-01` && date <= today).length);
    expect(figures.adoptionsThisMonth).toBeGreaterThanOrEqual(1);
  });
});
