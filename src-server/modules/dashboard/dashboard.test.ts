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
  sql,
  todayIn,
  type TSessions,
} from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';
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
  'liveReleaseRate',
  'averageLengthOfStayDays',
  'monthlyFlow',
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
      liveReleaseRate: null,
      averageLengthOfStayDays: null,
      adoptableAnimals: [],
    });
    expect(empty.dailyAdoptions.map((bucket) => bucket.count)).toEqual(Array(7).fill(0));
    // Twelve months through this one, oldest first, each listed though empty.
    const thisMonth = `${today.slice(0, 7)}-01`;
    expect(empty.monthlyFlow).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ month: addMonths(thisMonth, i - 11).slice(0, 7), intakes: 0, outcomes: 0, liveOutcomes: 0 })),
    );
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

describe('the live release rate, average stay and monthly flow, from stays', () => {
  // A shelter of its own: these figures count every stay, so no other test's records may be in it.
  const env = useTestEnv();
  let figures: TDashboardStats;

  interface TStayPlan {
    intake: number;
    intakeCondition?: string;
    /** Days ago, how it ended, and the condition at outcome. */
    outcome?: [number, string, string?];
    voided?: boolean;
  }
  /** Days before the shelter's today. The window of the rate and the average is today − 29 through today. */
  const STAYS: TStayPlan[] = [
    { intake: 10, outcome: [5, 'Returned to owner'] },
    { intake: 40, outcome: [20, 'Transferred out'] },
    { intake: 30, outcome: [1, 'Adoption'] },
    { intake: 29, outcome: [29, 'Returned to field'] },
    { intake: 12, outcome: [2, 'Shelter euthanasia', 'Unhealthy-Untreatable'] },
    // Owner-requested, unhealthy-untreatable at outcome, or at intake when the outcome's condition is not assessed…
    { intake: 3, outcome: [3, 'Owner-intended euthanasia', 'Unhealthy-Untreatable'] },
    { intake: 1, intakeCondition: 'Unhealthy-Untreatable', outcome: [0, 'Owner-intended euthanasia'] },
    // …but the condition at outcome decides when assessed.
    { intake: 7, intakeCondition: 'Unhealthy-Untreatable', outcome: [6, 'Owner-intended euthanasia', 'Treatable-Manageable'] },
    { intake: 8, outcome: [4, 'Died in care'] },
    // Outside the 30 days, still in care, voided, or older than the year's months.
    { intake: 100, outcome: [30, 'Returned to owner'] },
    { intake: 15 },
    { intake: 6, outcome: [2, 'Returned to owner'], voided: true },
    { intake: 300, outcome: [200, 'Transferred out'] },
    { intake: 420, outcome: [380, 'Other live outcome'] },
  ];
  const LIVE = ['Adoption', 'Returned to owner', 'Transferred out', 'Returned to field', 'Other live outcome'];
  const DETAILS: Record<string, Record<string, unknown>> = {
    'Transferred out': { destination: 'Hope Rescue League', transferScope: 'In-state' },
    'Shelter euthanasia': { drug: 'Pentobarbital', dose: '6 mL', reason: 'Untreatable pain' },
    'Owner-intended euthanasia': { drug: 'Pentobarbital', dose: '4 mL', reason: 'Owner request' },
  };

  beforeAll(async () => {
    const day = todayIn(env.t);
    const [admin] = await sql<{ id: number }>(env.t, "select id from users where role = 'admin' order by id limit 1");
    for (const plan of STAYS) {
      const animal = await createAnimal(env.t, env.s.admin, {
        intakeDate: addDays(day, -plan.intake),
        intake: { type: 'Other', condition: plan.intakeCondition ?? 'Healthy' },
      } as never);
      if (plan.outcome) {
        const [daysAgo, type, condition] = plan.outcome;
        const date = addDays(day, -daysAgo);
        if (type === 'Adoption') await postOk(env.t, '/api/adoptions', env.s.admin, adoptionPayload(animal.id, { adoptionDate: date }));
        else {
          const euthanasia = type.includes('euthanasia') ? { performedByUserId: admin?.id, authorizedByUserId: admin?.id } : {};
          await postOk(env.t, `/api/animals/${animal.id}/outcome`, env.s.admin, { type, date, condition, ...DETAILS[type], ...euthanasia });
        }
      }
      if (plan.voided) expect((await call(env.t, 'DELETE', `/api/animals/${animal.id}?reason=Entered+twice`, env.s.admin)).statusCode).toBe(200);
    }
    figures = await getJson<TDashboardStats>(env.t, '/api/stats/dashboard', env.s.staff);
  });

  it('gives the Asilomar live release rate of the last 30 days’ outcomes', () => {
    // Live: returned to owner, transferred, adopted, returned to field = 4. Euthanasia: 4, of which
    // 2 owner-requested of unhealthy-untreatable animals. Died in care is in neither: 4 / (4 + 4 − 2).
    expect(figures.liveReleaseRate).toBe(66.7);
  });

  it('averages the days in care of the stays that ended in the last 30 days, to one decimal', () => {
    // 5 + 20 + 29 + 0 + 10 + 0 + 1 + 1 + 4 = 70 days over 9 stays.
    expect(figures.averageLengthOfStayDays).toBe(7.8);
  });

  it('counts intakes, outcomes and live outcomes in each of the last 12 months, voided animals left out', () => {
    const day = todayIn(env.t);
    const thisMonth = `${day.slice(0, 7)}-01`;
    const counted = STAYS.filter((plan) => !plan.voided);
    const monthOf = (daysAgo: number) => addDays(day, -daysAgo).slice(0, 7);
    const expected = Array.from({ length: 12 }, (_, i) => {
      const month = addMonths(thisMonth, i - 11).slice(0, 7);
      const ended = counted.filter((plan) => plan.outcome && monthOf(plan.outcome[0]) === month);
      return {
        month,
        intakes: counted.filter((plan) => monthOf(plan.intake) === month).length,
        outcomes: ended.length,
        liveOutcomes: ended.filter((plan) => LIVE.includes(plan.outcome?.[1] ?? '')).length,
      };
    });
    expect(figures.monthlyFlow).toEqual(expected);
    // Every stay of the year but the voided one and the one taken in 420 days ago; its outcome, 380 days ago, is older still.
    expect(figures.monthlyFlow.reduce((sum, month) => sum + month.intakes, 0)).toBe(12);
    expect(figures.monthlyFlow.reduce((sum, month) => sum + month.outcomes, 0)).toBe(11);
  });
});
