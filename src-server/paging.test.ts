import { beforeAll, describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  appointmentPayload,
  call,
  CANNOT,
  createAnimal,
  fosterPayload,
  getJson,
  medicalPayload,
  postOk,
  transactionPayload,
} from '../test/fixtures.js';
import { submitApplication, trpcQuery, useTestEnv } from '../test/fixtures-records.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';

/**
 * The console's paged procedures answer `{ items, total }` over the same service functions as the
 * REST lists: `total` counts every matching row, `items` is the page. REST lists answer the page
 * with the total in X-Total-Count.
 */
const env = useTestEnv();

type TRow = { id: number };

beforeAll(async () => {
  const { t, s } = env;
  const animals: TAnimal[] = [];
  for (let i = 0; i < 8; i++) {
    animals.push(
      await createAnimal(t, s.staff, {
        species: i < 5 ? 'Dog' : 'Cat',
        intakeDate: `2026-01-${String(10 + i).padStart(2, '0')}`,
        status: i === 7 ? 'Medical Hold' : 'Available',
      }),
    );
  }
  const [first, second, third] = animals as [TAnimal, TAnimal, TAnimal];
  for (let i = 0; i < 7; i++) {
    await postOk(
      t,
      '/api/medical-records',
      s.staff,
      medicalPayload(first.id, { date: `2026-02-0${i + 1}`, recordType: i < 4 ? 'Vaccination' : 'Examination' }),
    );
    await postOk(
      t,
      '/api/appointments',
      s.staff,
      appointmentPayload(first.id, { date: '2026-04-01', time: `1${i}:00`, status: i < 3 ? 'Confirmed' : 'Upcoming' }),
    );
    await postOk(
      t,
      '/api/financial-transactions',
      s.staff,
      transactionPayload(i < 5 ? { amount: 1000 + i } : { transactionType: 'Facilities', amount: -(1000 + i) }),
    );
  }
  // Six ended placements for one animal (it stays Available) and one current one for another.
  for (let i = 0; i < 6; i++) {
    await postOk(t, '/api/foster-care', s.staff, fosterPayload(second.id, { startDate: `2026-0${i + 2}-01`, endDate: `2026-0${i + 2}-20` }));
  }
  await postOk(t, '/api/foster-care', s.staff, fosterPayload(third.id, { startDate: '2026-01-20' }));
  for (let i = 0; i < 6; i++) {
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(second.id, { status: i < 4 ? 'Pending' : 'Cancelled', adoptionDate: `2026-03-0${i + 1}` }));
  }
  for (let i = 0; i < 6; i++) await submitApplication(t, animals[4 + (i % 3)]!.id, { applicantName: `Applicant ${i}` });
});

/** Each paged procedure, its REST list, a filter both take, and how many rows match it. */
const CASES: { procedure: string; rest: string; filter: Record<string, string>; matching: number; all: number }[] = [
  { procedure: 'animals.page', rest: '/api/animals', filter: { status: 'Available' }, matching: 6, all: 8 },
  { procedure: 'medical.page', rest: '/api/medical-records', filter: { recordType: 'Vaccination' }, matching: 4, all: 7 },
  { procedure: 'appointments.page', rest: '/api/appointments', filter: { status: 'Upcoming' }, matching: 4, all: 7 },
  { procedure: 'foster.page', rest: '/api/foster-care', filter: { status: 'past' }, matching: 6, all: 7 },
  { procedure: 'adoptions.page', rest: '/api/adoptions', filter: { status: 'Pending' }, matching: 4, all: 6 },
  { procedure: 'transactions.page', rest: '/api/financial-transactions', filter: { kind: 'income' }, matching: 5, all: 7 },
  { procedure: 'applications.page', rest: '/api/adoption-applications', filter: { status: 'Received' }, matching: 6, all: 6 },
  { procedure: 'public.adoptablePage', rest: '/api/public/adoptable-animals', filter: { species: 'Cat' }, matching: 2, all: 7 },
];

const restList = async (rest: string, query: Record<string, string | number>) => {
  const response = await call(
    env.t,
    'GET',
    `${rest}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    env.s.staff,
  );
  expect(response.statusCode, response.body).toBe(200);
  return { ids: response.json<TRow[]>().map((row) => row.id), total: response.headers['x-total-count'] };
};

describe.each(CASES)('$procedure', ({ procedure, rest, filter, matching, all }) => {
  it('answers { items, total }: total counts every row, items is the page the list order gives', async () => {
    const whole = await restList(rest, {});
    expect(whole.ids).toHaveLength(all);
    expect(whole.total).toBeUndefined();
    const { status, data } = await trpcQuery<{ items: TRow[]; total: number }>(env.t, procedure, { limit: 3, offset: 2 }, env.s.staff);
    expect(status).toBe(200);
    expect(data?.total).toBe(all);
    expect(data?.items.map((row) => row.id)).toEqual(whole.ids.slice(2, 5));
    const last = await trpcQuery<{ items: TRow[]; total: number }>(env.t, procedure, { limit: 5, offset: all - 2 }, env.s.staff);
    expect(last.data).toMatchObject({ total: all, items: [{ id: whole.ids[all - 2] }, { id: whole.ids[all - 1] }] });
  });

  it(`counts only the rows matching ${JSON.stringify(filter)}`, async () => {
    const matches = await restList(rest, filter);
    expect(matches.ids).toHaveLength(matching);
    const { data } = await trpcQuery<{ items: TRow[]; total: number }>(env.t, procedure, { ...filter, limit: 2 }, env.s.staff);
    expect(data?.total).toBe(matching);
    expect(data?.items.map((row) => row.id)).toEqual(matches.ids.slice(0, 2));
  });

  it('its REST list pages with limit/offset and tells the total in X-Total-Count', async () => {
    const whole = await restList(rest, filter);
    const page = await restList(rest, { ...filter, limit: 2, offset: 1 });
    expect(page).toEqual({ ids: whole.ids.slice(1, 3), total: String(matching) });
    expect(await restList(rest, { ...filter, limit: 2, offset: 100 })).toEqual({ ids: [], total: String(matching) });
  });
});

describe('paged procedures keep their list’s roles', () => {
  it('refuses console-only pages to a volunteer (403) and every staff page without a session (401)', async () => {
    const { t, s } = env;
    for (const procedure of ['medical.page', 'adoptions.page', 'transactions.page', 'applications.page']) {
      expect(await trpcQuery(t, procedure, {}, s.volunteer), procedure).toMatchObject({
        status: 403,
        message: `The volunteer role cannot ${CANNOT.readConsole}`,
      });
    }
    for (const procedure of ['animals.page', 'appointments.page', 'foster.page']) {
      expect((await trpcQuery<{ total: number }>(t, procedure, {}, s.volunteer)).status, procedure).toBe(200);
    }
    for (const { procedure } of CASES.filter((c) => c.procedure !== 'public.adoptablePage')) {
      expect(await trpcQuery(t, procedure, {}), procedure).toMatchObject({ status: 401, message: 'Please log in' });
    }
    expect((await trpcQuery<{ total: number }>(t, 'public.adoptablePage', {})).data?.total).toBe(7);
  });

  it('refuses a malformed page (400)', async () => {
    const { t, s } = env;
    for (const input of [{ limit: 0 }, { offset: -1 }, { limit: 'ten' }]) {
      expect((await trpcQuery(t, 'animals.page', input, s.staff)).status, JSON.stringify(input)).toBe(400);
    }
    expect((await call(t, 'GET', '/api/animals?limit=0', s.staff)).statusCode).toBe(400);
  });

  it('the animals page searches name, animal ID, species and breed', async () => {
    const { t, s } = env;
    const [newest] = await getJson<TAnimal[]>(t, '/api/animals', s.staff);
    const page = async (q: string) => (await trpcQuery<{ items: TAnimal[]; total: number }>(t, 'animals.page', { q, limit: 1 }, s.staff)).data?.total;
    expect(await page(newest!.name)).toBe(1);
    expect(await page(newest!.animalId.toLowerCase())).toBe(1);
    expect(await page('cat')).toBe(3);
    expect(await page('beag')).toBe(8);
    expect(await page('poodle')).toBe(0);
  });
});
