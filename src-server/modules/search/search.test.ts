import { beforeAll, describe, expect, it } from 'vitest';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TSearchResults } from '../../../src-shared/schemas/search.js';
import { createPerson } from '../../../test/fixtures-people.js';
import { submitApplication, useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import { call, createAnimal, expectError, getJson, sqlWrite } from '../../../test/fixtures.js';

/** GET /api/search (docs/domain.md#search): one box over animals, people and applications. */
const env = useTestEnv();
const search = (q: string, cookie: string) => getJson<TSearchResults>(env.t, `/api/search?q=${encodeURIComponent(q)}`, cookie);
const labels = (group: { items: { label: string }[] } | null) => group?.items.map((item) => item.label);

let biscuit: TAnimal;
let application: { id: number; reference: string };
let personId: number;

beforeAll(async () => {
  const { t, s } = env;
  biscuit = await createAnimal(t, s.admin, { name: 'Biscuit', microchipId: '985141000123456', intakeDate: '2026-01-05' });
  // Seven of one name: more than a group shows. Without chips: a chip numbered from the fixtures'
  // running count (shared by the files a worker runs) could hold the part of Biscuit's searched for.
  for (let n = 1; n <= 7; n++) {
    await createAnimal(t, s.admin, { name: `Quillon ${n}`, intakeDate: `2026-01-${String(10 + n).padStart(2, '0')}`, microchipId: '' });
  }
  personId = (await createPerson(t, s.admin, { name: 'Jordan Wexley', email: 'jordan.wexley@example.com', phone: '(555) 010-7788' })).id;
  application = await submitApplication(t, biscuit.id, { applicantName: 'Marisol Quintero' });
});

describe('GET /api/search', () => {
  it('finds an animal by its microchip number however it is typed, whole or its start or end, and says how to open it', async () => {
    // A whole number's start or its end (9 characters or more), or any shorter part of it.
    for (const q of ['985141000123456', '985 141 000 123 456', '985-141-000', '141 000 123 456', '000123']) {
      const { animals } = await search(q, env.s.staff);
      expect(animals.total, q).toBe(1);
      expect(animals.items).toEqual([
        { id: biscuit.id, label: 'Biscuit', sublabel: `${biscuit.animalId} · Dog · Available · Chip 985141000123456`, url: `/animals/${biscuit.id}` },
      ]);
    }
  });

  it('finds an animal by its ID with or without the dashes, and by name', async () => {
    for (const q of [biscuit.animalId, biscuit.animalId.replace(/-/g, ''), 'biscu']) {
      expect(labels((await search(q, env.s.volunteer)).animals), q).toEqual(['Biscuit']);
    }
  });

  it('shows the first five of a group, newest intake first, with the number found', async () => {
    const { animals } = await search('Quillon', env.s.admin);
    expect([animals.total, animals.exact]).toEqual([7, true]);
    expect(labels(animals)).toEqual(['Quillon 7', 'Quillon 6', 'Quillon 5', 'Quillon 4', 'Quillon 3']);
  });

  it('counts what it found up to 100, and says when more were found', async () => {
    await sqlWrite(
      env.t,
      `insert into people (name, roles, foster_species, foster_age_groups, do_not_adopt, volunteer_active, version, created_at, updated_at)
       select 'Tillbury ' || g, '{}', '{}', '{}', false, false, 1, now(), now() from generate_series(1, 103) g`,
    );
    const { people } = await search('Tillbury', env.s.staff);
    expect([people.total, people.exact]).toEqual([100, false]);
    // Newest record first: the last five inserted.
    expect(labels(people)).toEqual(['Tillbury 103', 'Tillbury 102', 'Tillbury 101', 'Tillbury 100', 'Tillbury 99']);
    await sqlWrite(env.t, `delete from people where name like 'Tillbury %' and name <> 'Tillbury 7'`);
    expect((await search('Tillbury', env.s.staff)).people).toMatchObject({ total: 1, exact: true });
  });

  it('finds people by name, e-mail or a phone’s digits, with their contact for the console’s readers', async () => {
    for (const q of ['Wexley', 'jordan.wexley@', '5550107788', '010-7788']) {
      const { people } = await search(q, env.s.veterinarian);
      expect(people.items, q).toEqual([
        { id: personId, label: 'Jordan Wexley', sublabel: 'jordan.wexley@example.com · (555) 010-7788', url: `/people/${personId}` },
      ]);
    }
  });

  it('finds applications by reference or applicant name, opening them in the inbox', async () => {
    const hit = {
      id: application.id,
      label: 'Marisol Quintero',
      sublabel: `#${application.reference} · Biscuit · Received`,
      url: `/adoptions?tab=applications&application=${application.id}`,
    };
    expect((await search(application.reference, env.s.staff)).applications).toEqual({ items: [hit], total: 1, exact: true });
    expect((await search('quinter', env.s.veterinarian)).applications).toEqual({ items: [hit], total: 1, exact: true });
    // Part of a reference is no reference: nothing by that text.
    expect((await search(application.reference.slice(0, 6), env.s.staff)).applications).toEqual({ items: [], total: 0, exact: true });
  });

  it('answers a volunteer animals and people by name only, never contact details or applications', async () => {
    const byName = await search('Wexley', env.s.volunteer);
    expect(byName.applications).toBeNull();
    expect(byName.people.items).toEqual([{ id: personId, label: 'Jordan Wexley', sublabel: 'Person', url: `/people/${personId}` }]);
    expect(JSON.stringify(byName)).not.toMatch(/example\.com|7788/);
    // Their e-mail or phone finds no one for a volunteer.
    for (const q of ['jordan.wexley@', '5550107788']) expect((await search(q, env.s.volunteer)).people).toEqual({ items: [], total: 0, exact: true });
    expect((await search(application.reference, env.s.volunteer)).applications).toBeNull();
    expect(labels((await search('Marisol', env.s.volunteer)).people)).toEqual([]);
  });

  it('leaves out an animal voided as entered in error, and its applications', async () => {
    const typo = await createAnimal(env.t, env.s.admin, { name: 'Zephyrine' });
    const its = await submitApplication(env.t, typo.id, { applicantName: 'Ottoline Varga' });
    expect(labels((await search('Zephyrine', env.s.admin)).animals)).toEqual(['Zephyrine']);
    await voidOk(env.t, `/api/animals/${typo.id}`, env.s.admin, 'Entered twice');
    expect((await search('Zephyrine', env.s.admin)).animals).toEqual({ items: [], total: 0, exact: true });
    expect((await search(its.reference, env.s.admin)).applications).toEqual({ items: [], total: 0, exact: true });
  });

  it('refuses a search too short, too long or missing with 400, and answers only a signed-in user', async () => {
    const { t, s } = env;
    for (const q of ['bi', '%20b%20%20']) expectError(await call(t, 'GET', `/api/search?q=${q}`, s.staff), 400, 'Type at least 3 characters to search');
    expectError(await call(t, 'GET', '/api/search', s.staff), 400, 'Type at least 3 characters to search');
    expectError(await call(t, 'GET', `/api/search?q=${'x'.repeat(201)}`, s.staff), 400, 'Must be at most 200 characters');
    expectError(await call(t, 'GET', '/api/search?q=Biscuit'), 401, 'Please log in');
  });
});
