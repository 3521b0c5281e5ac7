import { describe, expect, it } from 'vitest';
import type { TPage } from '../../../src-shared/paging.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TDuplicatePair, TFosterHome } from '../../../src-shared/schemas/people.js';
import { call, CANNOT, createAnimal, expectGuarded, getJson, sqlWrite, todayIn } from '../../../test/fixtures.js';
import { useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import { createPerson, placementWith } from '../../../test/fixtures-people.js';
import { MAX_DUPLICATE_PAIRS } from './person-duplicates.js';

/** The duplicates list and the foster homes (docs/domain.md#people), each over people of its own test. */

const env = useTestEnv();
const duplicates = (cookie = env.s.staff) => getJson<TDuplicatePair[]>(env.t, '/api/people/duplicates', cookie);
const pairsAmong = (pairs: TDuplicatePair[], ids: number[]) =>
  pairs.filter((pair) => ids.includes(pair.first.id) && ids.includes(pair.second.id)).map((pair) => [pair.reason, pair.first.id, pair.second.id]);

describe('GET /api/people/duplicates', () => {
  it('pairs people by the same e-mail whatever its case, the same phone digits, and the same name whatever its case, spaces and punctuation, most certain first', async () => {
    const ann = await createPerson(env.t, env.s.staff, { name: 'Annika Sorensen', email: 'Annika.S@example.org', phone: '555-210-3300' });
    const annAgain = await createPerson(env.t, env.s.staff, { name: 'Annie Sorensen', email: 'annika.s@EXAMPLE.org' });
    const bo = await createPerson(env.t, env.s.staff, { name: 'Bo Hendricks', phone: '(555) 987-6543' });
    const boAgain = await createPerson(env.t, env.s.staff, { name: 'Robert Hendricks', altPhone: '555.987.6543' });
    const cyd = await createPerson(env.t, env.s.staff, { name: 'Cydney Abernathy-Llewellyn' });
    const cydAgain = await createPerson(env.t, env.s.staff, { name: 'cydney abernathy llewellyn' });
    const dee = await createPerson(env.t, env.s.staff, { name: 'Deandra Okonkwo' });
    const deeAgain = await createPerson(env.t, env.s.staff, { name: 'DEANDRA OKONKWO' });
    // Alike in nothing that counts: too few digits, a different name.
    const eve = await createPerson(env.t, env.s.staff, { name: 'Eve Tanaka', phone: '0' });
    const evan = await createPerson(env.t, env.s.staff, { name: 'Evan Tanaka', phone: '0' });

    const pairs = await duplicates();
    expect(pairsAmong(pairs, [ann.id, annAgain.id, bo.id, boAgain.id, cyd.id, cydAgain.id, dee.id, deeAgain.id, eve.id, evan.id])).toEqual([
      ['Same e-mail', ann.id, annAgain.id],
      ['Same phone', bo.id, boAgain.id],
      ['Similar name', cyd.id, cydAgain.id],
      ['Similar name', dee.id, deeAgain.id],
    ]);
    expect(pairs.find((pair) => pair.first.id === ann.id)?.second).toMatchObject({ name: 'Annie Sorensen', email: 'annika.s@EXAMPLE.org' });
    // A pair is listed once, for its most certain reason; an erased person never.
    await sqlWrite(env.t, 'update people set phone = ? where id = ?', ['5552103300', annAgain.id]);
    await sqlWrite(env.t, "update people set anonymized_at = now(), name = '[removed]' where id = ?", [deeAgain.id]);
    const again = await duplicates();
    expect(pairsAmong(again, [ann.id, annAgain.id])).toEqual([['Same e-mail', ann.id, annAgain.id]]);
    expect(pairsAmong(again, [dee.id, deeAgain.id])).toEqual([]);
  });

  it('keeps its answer until the next write through the app', async () => {
    const first = await createPerson(env.t, env.s.staff, { name: 'Kept Pairless', email: 'kept.pairless@example.org' });
    const before = await duplicates();
    // Written behind the app's back (no transaction of the app's commits), as by hand: the kept answer stands.
    await env.t.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into people (name, email, roles, version, created_at, updated_at) values ('Kept Pairless', 'KEPT.pairless@example.org', '{}', 1, now(), now())`,
      );
    expect(await duplicates()).toEqual(before);
    await createPerson(env.t, env.s.staff, { name: 'Someone Else Entirely' });
    expect((await duplicates()).some((pair) => pair.first.id === first.id)).toBe(true);
  });

  it(`lists at most ${MAX_DUPLICATE_PAIRS} pairs, the most certain first`, async () => {
    await sqlWrite(
      env.t,
      `insert into people (name, email, roles, version, created_at, updated_at)
       select 'Twin ' || (i % 70), 'twin' || (i % 60) || '@example.org', '{}', 1, now(), now() from generate_series(1, 240) i`,
    );
    const pairs = await duplicates();
    expect(pairs).toHaveLength(MAX_DUPLICATE_PAIRS);
    expect(pairs.every((pair) => pair.reason === 'Same e-mail')).toBe(true);
  });

  it('hides contact details from whoever may not read them, and is for the roles that read the console', async () => {
    const pairs = await duplicates(env.s.veterinarian);
    expect(pairs[0]?.first).toMatchObject({ contactHidden: false });
    await expectGuarded(env.t, env.s, { method: 'GET', url: '/api/people/duplicates' }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('GET /api/people/foster-homes', () => {
  it('lists approved homes by name with the animals they have today and the room left', async () => {
    const today = todayIn(env.t);
    const roomy = await createPerson(env.t, env.s.staff, { name: 'Fern Holloway', fosterApprovedOn: '2026-01-02', fosterCapacity: 3, phone: '555-222-0001' });
    const full = await createPerson(env.t, env.s.staff, { name: 'Abel Quist', fosterApprovedOn: '2026-01-02', fosterCapacity: 1 });
    const open = await createPerson(env.t, env.s.staff, { name: 'Gil Moreau', fosterApprovedOn: '2026-01-02' });
    const notApproved = await createPerson(env.t, env.s.staff, { name: 'Hana Brook' });
    const [cat, dog, ended, later, voided] = await Promise.all(
      ['Whiskers', 'Rufus', 'Old Timer', 'Soon', 'Error'].map((name) => createAnimal(env.t, env.s.staff, { name, intakeDate: '2026-01-05' })),
    );
    const current = await placementWith(env.t, env.s.staff, roomy.id, cat!.id, { startDate: '2026-01-10' });
    await placementWith(env.t, env.s.staff, roomy.id, ended!.id, { startDate: '2026-01-06', endDate: today });
    await placementWith(env.t, env.s.staff, roomy.id, later!.id, { startDate: addDays(today, 1) });
    const wrong = await placementWith(env.t, env.s.staff, roomy.id, voided!.id, { startDate: '2026-01-10' });
    await voidOk(env.t, `/api/foster-care/${wrong.id}`, env.s.staff, 'Wrong home');
    await placementWith(env.t, env.s.staff, full.id, dog!.id, { startDate: '2026-01-10', endDate: addDays(today, 5) });

    const { items: homes } = await getJson<TPage<TFosterHome>>(env.t, '/api/people/foster-homes?limit=100', env.s.volunteer);
    const ours = homes.filter((home) => [roomy.id, full.id, open.id, notApproved.id].includes(home.person.id));
    expect(ours.map((home) => [home.person.name, home.capacityLeft, home.current.map((animal) => animal.animalName)])).toEqual([
      ['Abel Quist', 0, ['Rufus']],
      ['Fern Holloway', 2, ['Whiskers']],
      ['Gil Moreau', null, []],
    ]);
    expect(ours[1]?.current[0]).toEqual({
      placementId: current.id,
      animalId: cat!.id,
      animalName: 'Whiskers',
      animalCode: cat!.animalId,
      startDate: '2026-01-10',
    });
    // A volunteer reads foster care, without the homes' contact details.
    expect(ours[1]?.person).toMatchObject({ phone: null, contactHidden: true });
    expect((await call(env.t, 'GET', '/api/people/foster-homes')).statusCode).toBe(401);
  });

  it('pages, finds a home by name, and answers one person’s home (none when not approved)', async () => {
    const first = await createPerson(env.t, env.s.staff, { name: 'Ivo Pagewood', fosterApprovedOn: '2026-01-02' });
    const second = await createPerson(env.t, env.s.staff, { name: 'Jun Pagewood', fosterApprovedOn: '2026-01-02' });
    const notApproved = await createPerson(env.t, env.s.staff, { name: 'Kai Pagewood' });
    const page = (query: string) => getJson<TPage<TFosterHome>>(env.t, `/api/people/foster-homes?${query}`, env.s.staff);
    expect(await page('q=pagewood&limit=1')).toMatchObject({ total: 2, items: [{ person: { id: first.id } }] });
    expect(await page('q=pagewood&limit=1&offset=1')).toMatchObject({ total: 2, items: [{ person: { id: second.id } }] });
    expect((await page(`personId=${second.id}`)).items.map((home) => home.person.name)).toEqual(['Jun Pagewood']);
    expect(await page(`personId=${notApproved.id}`)).toEqual({ items: [], total: 0 });
    expect((await call(env.t, 'GET', '/api/people/foster-homes?limit=101', env.s.staff)).statusCode).toBe(400);
  });
});
