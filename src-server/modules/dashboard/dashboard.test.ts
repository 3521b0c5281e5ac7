import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  appointmentPayload,
  call,
  CANNOT,
  createAnimal,
  expectGuarded,
  expectInvalid,
  fosterPayload,
  getJson,
  loginAll,
  postOk,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { addDays, addMonths } from '../../../src-shared/dates.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard.js';

let t: TTestApp;
let s: TSessions;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  today = todayIn(t);
});
afterAll(() => t.close());

const stats = (query = '', cookie = s.staff) => getJson<TDashboardStats>(t, `/api/stats/dashboard${query}`, cookie);
const FIELDS = [
  'totalAnimals',
  'inCareWeekAgo',
  'adoptionsThisMonth',
  'adoptionsSameDaysLastMonth',
  'appointmentsToday',
  'inFosterCare',
  'recentIntakes',
  'todayAppointments',
  'dailyAdoptions',
  'totalAdoptionsThisWeek',
  'adoptionRate',
  'adoptableAnimals',
];

describe('GET /api/stats/dashboard', () => {
  it('answers every field, all zero on an empty shelter', async () => {
    const empty = await stats();
    for (const field of FIELDS) expect(empty, field).toHaveProperty(field);
    expect(empty).toMatchObject({
      totalAnimals: 0,
      inCareWeekAgo: 0,
      adoptionsThisMonth: 0,
      adoptionsSameDaysLastMonth: 0,
      appointmentsToday: 0,
      inFosterCare: 0,
      recentIntakes: [],
      todayAppointments: [],
      totalAdoptionsThisWeek: 0,
      adoptionRate: 0,
      adoptableAnimals: [],
    });
    expect(empty.dailyAdoptions.map((bucket) => bucket.count)).toEqual(Array(7).fill(0));
  });

  it('gives an adoption rate of 0 when nothing came in over the last 30 days, even with adoptions', async () => {
    const old = await createAnimal(t, s.staff, { name: 'Old Timer', intakeDate: addDays(today, -100) });
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(old.id, { adoptionDate: today }));
    const figures = await stats();
    expect(figures).toMatchObject({ adoptionRate: 0, adoptionsThisMonth: 1, totalAdoptionsThisWeek: 1, totalAnimals: 0 });
  });

  describe('with a shelter’s worth of records', () => {
    /** Completed adoptions' dates, including the one above; the others (Pending, Cancelled) never count. */
    const completed: string[] = [];
    const animals: TAnimal[] = [];
    let expectedRate = 0;
    beforeAll(async () => {
      completed.push(today);
      const intake = (name: string, daysAgo: number, overrides: Partial<Parameters<typeof createAnimal>[2]> = {}) =>
        createAnimal(t, s.staff, { name, intakeDate: addDays(today, -daysAgo), ...overrides }).then((animal) => {
          animals.push(animal);
          return animal;
        });
      await intake('Fresh', 0);
      await intake('Recent', 3);
      const fostered = await intake('Fostered', 10);
      await intake('Held', 12, { status: 'Medical Hold' });
      await intake('Older', 45);
      await intake('Ancient', 400);
      const adoptedRecently = await intake('Adopted Recently', 5);
      const adoptedEarlier = await intake('Adopted Earlier', 60);
      const adoptedLongAgo = await intake('Adopted Long Ago', 200);
      const pending = await intake('Pending One', 8);
      const cancelled = await intake('Cancelled One', 9);

      await postOk(t, '/api/foster-care', s.staff, fosterPayload(fostered.id, { startDate: addDays(today, -2) }));
      for (const [animal, daysAgo] of [
        [adoptedRecently, 2],
        [adoptedEarlier, 20],
        [adoptedLongAgo, 150],
      ] as const) {
        await postOk(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, { adoptionDate: addDays(today, -daysAgo) }));
        completed.push(addDays(today, -daysAgo));
      }
      await postOk(t, '/api/adoptions', s.staff, adoptionPayload(pending.id, { adoptionDate: today, status: 'Pending' }));
      await postOk(t, '/api/adoptions', s.staff, adoptionPayload(cancelled.id, { adoptionDate: addDays(today, -1), status: 'Cancelled' }));

      for (const [date, time, status] of [
        [today, '15:30', 'Upcoming'],
        [today, '08:15', 'Confirmed'],
        [today, '10:00', 'Cancelled'],
        [addDays(today, 1), '09:00', 'Upcoming'],
        [addDays(today, -1), '09:00', 'Confirmed'],
      ] as const) {
        // Recent (taken in 3 days ago), so yesterday's appointment is after its intake.
        await postOk(t, '/api/appointments', s.staff, appointmentPayload(animals[1]!.id, { date, time, status }));
      }

      // Intakes of the last 30 days (today - 29 through today): Fresh, Recent, Fostered, Held,
      // Adopted Recently, Pending One, Cancelled One = 7; completed adoptions in that window:
      // today, today - 2 and today - 20 = 3.
      expectedRate = Math.round((3 / 7) * 100);
    });

    const inRange = (from: string) => completed.filter((date) => date >= from && date <= today).length;

    it('counts animals, this month’s and this week’s completed adoptions, today’s appointments and foster care', async () => {
      const figures = await stats();
      // Every animal but the three adopted by today.
      expect(figures.totalAnimals).toBe(animals.length - 3);
      expect(figures.inFosterCare).toBe(1);
      expect(figures.appointmentsToday).toBe(2);
      expect(figures.adoptionsThisMonth).toBe(inRange(`${today.slice(0, 7)}-01`));
      expect(figures.totalAdoptionsThisWeek).toBe(2);
      expect(figures.adoptionRate).toBe(expectedRate);
      expect(expectedRate).toBe(43);
    });

    it('lists today’s appointments by time without the cancelled one', async () => {
      const figures = await stats();
      expect(figures.todayAppointments.map((a) => [a.date, a.time, a.status])).toEqual([
        [today, '08:15', 'Confirmed'],
        [today, '15:30', 'Upcoming'],
      ]);
    });

    it('lists the 5 newest intakes and the 4 newest animals not adopted', async () => {
      const figures = await stats();
      const newest = [...animals].sort((a, b) => b.intakeDate.localeCompare(a.intakeDate) || b.id - a.id);
      expect(figures.recentIntakes.map((a) => a.name)).toEqual(newest.slice(0, 5).map((a) => a.name));
      expect(figures.recentIntakes.map((a) => a.name)).toEqual(['Fresh', 'Recent', 'Adopted Recently', 'Pending One', 'Cancelled One']);
      expect(figures.adoptableAnimals.map((a) => a.name)).toEqual(['Fresh', 'Recent', 'Pending One', 'Cancelled One']);
      expect(figures.adoptableAnimals.every((a) => a.status !== 'Adopted')).toBe(true);
    });

    it('buckets the last 7 days by default and for period=week, today last', async () => {
      for (const query of ['', '?period=week']) {
        const { dailyAdoptions, period } = await stats(query);
        expect(period).toBe('week');
        expect(dailyAdoptions).toHaveLength(7);
        expect(dailyAdoptions.map((b) => b.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
        expect(dailyAdoptions.map((b) => b.isToday)).toEqual([false, false, false, false, false, false, true]);
        expect(dailyAdoptions.map((b) => b.count)).toEqual([0, 0, 0, 0, 1, 0, 1]);
        const weekday = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
        expect(dailyAdoptions[6]?.day).toBe(weekday);
      }
    });

    it('buckets the last 30 days for period=month', async () => {
      const { dailyAdoptions } = await stats('?period=month');
      expect(dailyAdoptions).toHaveLength(30);
      expect(dailyAdoptions[0]?.date).toBe(addDays(today, -29));
      expect(dailyAdoptions.filter((b) => b.isToday).map((b) => b.date)).toEqual([today]);
      expect(dailyAdoptions[29]?.isToday).toBe(true);
      expect(dailyAdoptions.reduce((sum, b) => sum + b.count, 0)).toBe(3);
      expect(dailyAdoptions.find((b) => b.date === addDays(today, -20))?.count).toBe(1);
    });

    it('buckets the last 12 months for period=year, this month last', async () => {
      const { dailyAdoptions } = await stats('?period=year');
      const thisMonth = `${today.slice(0, 7)}-01`;
      expect(dailyAdoptions).toHaveLength(12);
      expect(dailyAdoptions.map((b) => b.date)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths(thisMonth, i - 11)));
      expect(dailyAdoptions.map((b) => b.isToday)).toEqual([...Array(11).fill(false), true]);
      const expected = dailyAdoptions.map((b) => completed.filter((date) => date.slice(0, 7) === b.date.slice(0, 7) && date <= today).length);
      expect(dailyAdoptions.map((b) => b.count)).toEqual(expected);
      expect(dailyAdoptions.reduce((sum, b) => sum + b.count, 0)).toBe(4);
    });

    it('refuses an unknown period with 400', async () => {
      const response = await call(t, 'GET', '/api/stats/dashboard?period=decade', s.staff);
      expectInvalid(response, 'period must be week, month or year', 'period');
    });

    it('answers a veterinarian and admin, 401 without a session and 403 for a volunteer', async () => {
      expect((await stats('', s.veterinarian)).totalAnimals).toBe(animals.length - 3);
      expect((await stats('', s.admin)).inFosterCare).toBe(1);
      await expectGuarded(t, s, { method: 'GET', url: '/api/stats/dashboard' }, ['volunteer'], CANNOT.readConsole);
    });
  });
});
