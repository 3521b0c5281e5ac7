import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TSpecies } from '../../../src-shared/enums.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TDueItem, TDueList } from '../../../src-shared/schemas/care-plans.js';
import { useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import { call, CANNOT, createAnimal, expectGuarded, expectInvalid, fosterPayload, getJson, postOk, sql, todayIn } from '../../../test/fixtures.js';

/** GET /api/medical/due (docs/domain.md#due-list): what is due for the animals in care, by day. */
const env = useTestEnv();
let today: string;
const day = (days: number) => addDays(today, days);
const due = (query = '', cookie = env.s.staff) => getJson<TDueList>(env.t, `/api/medical/due${query}`, cookie);
/** Each item as "due date animal: name", the order the list gives. */
const lines = (list: TDueList) => list.items.map((item) => `${item.dueDate} ${item.animalName}: ${item.name}${item.doseOfDay ? ` #${item.doseOfDay}` : ''}`);
const counts = ({ total, overdue, today: dueToday, upcoming }: TDueList) => ({ total, overdue, today: dueToday, upcoming });

/** An animal in care with no plan of its own: the items each test adds are all it has. */
const intake = (name: string, species: TSpecies = 'Dog') =>
  createAnimal(env.t, env.s.staff, { name, species, intakeDate: addDays(today, -30), carePlan: null });

/** A plan item as the plan services write it (they are tested with their own calls). */
async function planItem(
  animal: TAnimal,
  dueDate: string,
  name: string,
  rest: { itemType?: string; status?: string; courseId?: number; doseOfDay?: number } = {},
): Promise<number> {
  const [row] = await sql<{ id: number }>(
    env.t,
    `insert into care_plan_items (animal_id, item_type, name, due_date, dose_of_day, status, course_id, version, created_at)
     values (?, ?, ?, ?, ?, ?, ?, 1, now()) returning id`,
    [animal.id, rest.itemType ?? 'Vaccination', name, dueDate, rest.doseOfDay ?? null, rest.status ?? 'Due', rest.courseId ?? null],
  );
  return row?.id ?? 0;
}

const places = { building: 0, ward: 0, kennel: 0, cattery: 0 };
const animals: Record<string, TAnimal> = {};
let courseId = 0;

beforeAll(async () => {
  const { t, s } = env;
  today = todayIn(t);
  places.building = (await postOk<{ id: number }>(t, '/api/locations', s.admin, { name: 'Dog Kennels', kind: 'Building' })).id;
  places.ward = (await postOk<{ id: number }>(t, '/api/locations', s.admin, { name: 'Ward A', kind: 'Room', parentId: places.building })).id;
  places.kennel = (await postOk<{ id: number }>(t, '/api/locations', s.admin, { name: 'Run 4', kind: 'Kennel', parentId: places.ward })).id;
  places.cattery = (await postOk<{ id: number }>(t, '/api/locations', s.admin, { name: 'Cattery', kind: 'Building' })).id;

  // Rex in a kennel: overdue, today, in six days, in a week (past the default range), and two done.
  const rex = (animals.rex = await intake('Rex'));
  await postOk(t, `/api/animals/${rex.id}/location`, s.staff, { locationId: places.kennel, date: day(-20) });
  await planItem(rex, day(-3), 'DHPP');
  await planItem(rex, day(0), 'Pyrantel', { itemType: 'Deworming' });
  await planItem(rex, day(6), 'Rabies');
  await planItem(rex, day(7), 'Bordetella');
  await planItem(rex, day(-17), 'DHPP', { status: 'Given' });
  await planItem(rex, day(-1), 'Heartworm test', { itemType: 'Test', status: 'Skipped' });

  // Abe in the cattery, on a twice-daily course, and a vaccination in two days.
  const abe = (animals.abe = await intake('Abe', 'Cat'));
  await postOk(t, `/api/animals/${abe.id}/location`, s.staff, { locationId: places.cattery, date: day(-20) });
  const [course] = await sql<{ id: number }>(
    t,
    `insert into treatment_courses (animal_id, drug, dose, route, frequency, start_date, end_date, version, created_at)
     values (?, 'Amoxicillin', '250 mg', 'Oral', 'Twice daily', ?, ?, 1, now()) returning id`,
    [abe.id, day(0), day(9)],
  );
  courseId = course?.id ?? 0;
  await planItem(abe, day(0), 'Amoxicillin', { itemType: 'Medication', courseId, doseOfDay: 1 });
  await planItem(abe, day(0), 'Amoxicillin', { itemType: 'Medication', courseId, doseOfDay: 2 });
  await planItem(abe, day(2), 'FVRCP');

  // Pip was in the kennel and is in foster now: foster homes give medication too.
  const pip = (animals.pip = await intake('Pip'));
  await postOk(t, `/api/animals/${pip.id}/location`, s.staff, { locationId: places.kennel, date: day(-20) });
  await postOk(t, '/api/foster-care', s.staff, fosterPayload(pip.id, { startDate: day(-5) }));
  await planItem(pip, day(-1), 'Meloxicam', { itemType: 'Medication' });

  // Gus left (transferred out) with an item still due; Typo was voided as entered in error.
  const gus = (animals.gus = await intake('Gus'));
  await planItem(gus, day(-2), 'DHPP');
  await postOk(t, `/api/animals/${gus.id}/outcome`, s.staff, {
    type: 'Transferred out',
    date: day(-1),
    destination: 'County Shelter',
    transferScope: 'In-state',
  });
  const typo = (animals.typo = await intake('Typo'));
  await planItem(typo, day(0), 'DHPP');
  await voidOk(t, `/api/animals/${typo.id}`, s.admin, 'Entered twice');
});

const DEFAULT_LIST = [
  '-3 Rex: DHPP',
  '-1 Pip: Meloxicam',
  '0 Abe: Amoxicillin #1',
  '0 Abe: Amoxicillin #2',
  '0 Rex: Pyrantel',
  '2 Abe: FVRCP',
  '6 Rex: Rabies',
];
/** The lines with their days made dates. */
const dated = (entries: string[]) => entries.map((line) => line.replace(/^(-?\d+)/, (offset) => day(Number(offset))));

describe('GET /api/medical/due', () => {
  it('lists the next 7 days and everything overdue, by day, animal and id, with the counts of each', async () => {
    const list = await due();
    expect(lines(list)).toEqual(dated(DEFAULT_LIST));
    expect(counts(list)).toEqual({ total: 7, overdue: 2, today: 3, upcoming: 2 });
  });

  it('answers each item with its animal, its course’s dose and where the animal is now', async () => {
    const { items } = await due();
    const [dose1] = items.filter((item) => item.name === 'Amoxicillin');
    expect(dose1).toEqual<TDueItem>({
      id: expect.any(Number),
      version: 1,
      animalId: animals.abe!.id,
      animalName: 'Abe',
      animalCode: animals.abe!.animalId,
      itemType: 'Medication',
      name: 'Amoxicillin',
      dueDate: today,
      doseOfDay: 1,
      status: 'Due',
      protocolId: null,
      courseId,
      detail: '250 mg · Oral',
      medicalRecordId: null,
      skipReason: null,
      doneBy: null,
      doneAt: null,
      species: 'Cat',
      location: 'Cattery',
      inFoster: false,
    });
    const where = Object.fromEntries(items.map((item) => [item.animalName, [item.location, item.inFoster]]));
    expect(where).toEqual({ Rex: ['Dog Kennels › Ward A › Run 4', false], Abe: ['Cattery', false], Pip: [null, true] });
  });

  it('filters by range and by type: `from` cuts the overdue off, `to` reaches further', async () => {
    expect(lines(await due(`?from=${today}`))).toEqual(dated(DEFAULT_LIST.slice(2)));
    expect(counts(await due(`?from=${today}`))).toEqual({ total: 5, overdue: 0, today: 3, upcoming: 2 });
    expect(lines(await due(`?to=${day(7)}`))).toEqual(dated([...DEFAULT_LIST, '7 Rex: Bordetella']));
    expect(lines(await due(`?from=${day(-3)}&to=${day(-1)}`))).toEqual(dated(DEFAULT_LIST.slice(0, 2)));
    const vaccinations = await due('?type=Vaccination');
    expect(lines(vaccinations)).toEqual(dated(['-3 Rex: DHPP', '2 Abe: FVRCP', '6 Rex: Rabies']));
    expect(counts(vaccinations)).toEqual({ total: 3, overdue: 1, today: 0, upcoming: 2 });
    expect(counts(await due('?type=Surgery'))).toEqual({ total: 0, overdue: 0, today: 0, upcoming: 0 });
  });

  it('filters by location: the animals there or anywhere under it, not those out in foster', async () => {
    const rex = dated(['-3 Rex: DHPP', '0 Rex: Pyrantel', '6 Rex: Rabies']);
    for (const place of [places.building, places.ward, places.kennel]) expect(lines(await due(`?locationId=${place}`))).toEqual(rex);
    expect(lines(await due(`?locationId=${places.cattery}`))).toEqual(dated(['0 Abe: Amoxicillin #1', '0 Abe: Amoxicillin #2', '2 Abe: FVRCP']));
    const both = await due(`?locationId=${places.building}&type=Vaccination`);
    expect(lines(both)).toEqual(dated(['-3 Rex: DHPP', '6 Rex: Rabies']));
    expect(counts(both)).toEqual({ total: 2, overdue: 1, today: 0, upcoming: 1 });
    expect(counts(await due('?locationId=999999'))).toEqual({ total: 0, overdue: 0, today: 0, upcoming: 0 });
  });

  it('answers a page at a time, each with the counts of the whole list, a page past the end too', async () => {
    const first = await due('?limit=2');
    expect(lines(first)).toEqual(dated(DEFAULT_LIST.slice(0, 2)));
    expect(counts(first)).toEqual({ total: 7, overdue: 2, today: 3, upcoming: 2 });
    expect(lines(await due('?limit=2&offset=2'))).toEqual(dated(DEFAULT_LIST.slice(2, 4)));
    const past = await due('?offset=50');
    expect(past.items).toEqual([]);
    expect(counts(past)).toEqual({ total: 7, overdue: 2, today: 3, upcoming: 2 });
  });

  it('leaves out an animal that left, and lists its plan again when it comes back', async () => {
    const gus = animals.gus!;
    expect(lines(await due()).some((line) => line.includes('Gus'))).toBe(false);
    await postOk(env.t, `/api/animals/${gus.id}/intakes`, env.s.staff, { intakeDate: today, intake: { type: 'Other' }, carePlan: null });
    const back = await due();
    expect(lines(back)).toEqual(dated(['-3 Rex: DHPP', '-2 Gus: DHPP', ...DEFAULT_LIST.slice(1)]));
    expect(counts(back)).toEqual({ total: 8, overdue: 3, today: 3, upcoming: 2 });
  });

  it('is for the roles that read the console: vets and staff, not volunteers', async () => {
    expect((await due('', env.s.veterinarian)).total).toBeGreaterThan(0);
    await expectGuarded(env.t, env.s, { method: 'GET', url: '/api/medical/due' }, ['volunteer'], CANNOT.readConsole);
  });

  it('refuses a range that ends before it starts, an unknown type and an oversized page with 400', async () => {
    const get = (query: string) => call(env.t, 'GET', `/api/medical/due${query}`, env.s.staff);
    expectInvalid(await get(`?from=${day(1)}&to=${today}`), 'from must not be after to', 'from');
    expect((await get('?type=Grooming')).statusCode).toBe(400);
    expect((await get('?limit=501')).statusCode).toBe(400);
    expect((await get('?from=yesterday')).statusCode).toBe(400);
  });
});
