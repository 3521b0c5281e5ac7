import { describe, expect, it } from 'vitest';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard.js';
import {
  adoptionPayload,
  animalPayload,
  applicationPayload,
  appointmentPayload,
  call,
  createAnimal,
  expectError,
  fosterPayload,
  getJson,
  medicalPayload,
  postOk,
  sql,
  todayIn,
} from '../../../test/fixtures.js';
import { put, useTestEnv, voidCall, voidOk, voidState } from '../../../test/fixtures-records.js';

/** Identities (docs/domain.md#identity): one microchip, one animal; the registry search; voiding an animal. */

const env = useTestEnv();

const post = (payload: Record<string, unknown>, cookie = env.s.staff) => call(env.t, 'POST', '/api/animals', cookie, payload);
const search = async (q: string) => (await getJson<TAnimal[]>(env.t, `/api/animals?q=${encodeURIComponent(q)}`, env.s.staff)).map((animal) => animal.name);

/** A 409 naming the animal that has the chip, listed at the microchip field; the body has no other fields. */
function expectChipTaken(response: { statusCode: number; json: <T>() => T; body: string }, message: string): void {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ message, code: 'CONFLICT', issues: [{ path: 'microchipId', message }] });
}

describe('one microchip, one animal', () => {
  it('refuses a new animal with a chip another animal has, however it is typed, naming that animal', async () => {
    const { t, s } = env;
    const biscuit = await createAnimal(t, s.staff, { name: 'Biscuit', microchipId: '985141000123456' });
    const message = `Microchip 985141000123456 is already recorded for Biscuit (${biscuit.animalId})`;
    const before = await sql(t, 'select id from animals');
    expectChipTaken(await post(animalPayload({ name: 'Copy', microchipId: '985 141 000 123 456' })), message);
    expect(await sql(t, 'select id from animals')).toEqual(before);
  });

  it('refuses giving an animal a chip another animal has, and lets it keep its own', async () => {
    const { t, s } = env;
    const pepper = await createAnimal(t, s.staff, { name: 'Pepper', microchipId: '981020000000777' });
    const salt = await createAnimal(t, s.staff, { name: 'Salt', microchipId: null });
    const update = { microchipId: '981-020-000-000-777', microchipManufacturer: 'Datamars' };
    expectChipTaken(await put(t, `/api/animals/${salt.id}`, s.staff, update), `Microchip 981020000000777 is already recorded for Pepper (${pepper.animalId})`);
    expect((await sql<{ microchip_id: string | null }>(t, 'select microchip_id from animals where id = ?', [salt.id]))[0]?.microchip_id).toBeNull();
    // Its own number again is no conflict.
    expect((await put(t, `/api/animals/${pepper.id}`, s.staff, { ...update, name: 'Pepper II' })).statusCode).toBe(200);
  });

  it('lets one of two concurrent intakes with the same chip in, and refuses the other with the same 409', async () => {
    const { t } = env;
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => post(animalPayload({ name: `Twin ${i}`, microchipId: '956000000004242' }))));
    const created = responses.filter((response) => response.statusCode === 200);
    expect(created).toHaveLength(1);
    const winner = created[0]!.json<TAnimal>();
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expectChipTaken(refused, `Microchip 956000000004242 is already recorded for ${winner.name} (${winner.animalId})`);
    }
    expect(await sql(t, "select id from animals where microchip_id = '956000000004242'")).toEqual([{ id: winner.id }]);
  });

  it('frees the chip of a voided animal for the animal that really carries it', async () => {
    const { t, s } = env;
    const mistake = await createAnimal(t, s.staff, { name: 'Mistake', microchipId: '977200000000999' });
    await voidOk(t, `/api/animals/${mistake.id}`, s.admin, 'Wrong animal');
    expect((await post(animalPayload({ name: 'Right one', microchipId: '977200000000999' }))).statusCode).toBe(200);
  });
});

describe('GET /api/animals?q= (the registry search)', () => {
  it('matches names, animal IDs with or without dashes and in any case, and chip numbers however formatted', async () => {
    const { t, s } = env;
    const marble = await createAnimal(t, s.staff, { name: 'Marble', animalId: 'Q-2031-0417', microchipId: '982000123450001', breed: 'Poodle' });
    await createAnimal(t, s.staff, { name: 'Granite', animalId: 'Q-2031-0418', microchipId: '982000999990002', breed: 'Poodle' });
    expect(marble.animalId).toBe('Q-2031-0417');
    expect(await search('marb')).toEqual(['Marble']);
    for (const q of ['Q-2031-0417', 'q20310417', '2031-0417', 'Q20310417']) expect(await search(q), q).toEqual(['Marble']);
    for (const q of ['982000123450001', '982 000 123 450 001', '982-000-1234', '123450001']) expect(await search(q), q).toEqual(['Marble']);
    expect(await search('Q-2031-041')).toEqual(['Granite', 'Marble']);
    expect(await search('98200099999')).toEqual(['Granite']);
    expect(await search('nothing like it')).toEqual([]);
  });
});

describe('DELETE /api/animals/{id}?reason= (voiding an animal entered in error)', () => {
  it('is for admins only, and needs a reason', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    for (const role of ['staff', 'veterinarian', 'volunteer'] as const) {
      expectError(await voidCall(t, `/api/animals/${animal.id}`, s[role], 'Mistake'), 403, `The ${role} role cannot void an animal entered in error`);
    }
    expectError(await voidCall(t, `/api/animals/${animal.id}`, undefined, 'Mistake'), 401, 'Please log in');
    expect((await voidCall(t, `/api/animals/${animal.id}`, s.admin)).statusCode).toBe(400);
    expect((await voidCall(t, `/api/animals/${animal.id}`, s.admin, '   ')).json()).toMatchObject({ message: 'A reason is required', code: 'BAD_REQUEST' });
    expect(await voidState(t, 'animals', animal.id)).toEqual({ voided: false, reason: null });
    expectError(await voidCall(t, '/api/animals/999999', s.admin, 'Mistake'), 404, 'Animal not found');
  });

  it('takes the animal and its records out of every list and figure, keeps the rows and the audit entry', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    const stats = () => getJson<TDashboardStats>(t, '/api/stats/dashboard', s.staff);
    const intakes = () => getJson<{ summary: { total: number }; rows: { id: number }[] }>(t, `/api/reports/intakes?from=${today}&to=${today}`, s.staff);
    const asilomar = () => getJson<{ beginningShelterCount: number }>(t, `/api/reports/asilomar?from=${today}&to=${today}`, s.staff);
    const portal = async () => (await getJson<{ id: number }[]>(t, '/api/public/adoptable-animals', undefined)).map((animal) => animal.id);

    const before = { stats: await stats(), intakes: await intakes(), asilomar: await asilomar() };
    const ghost = await createAnimal(t, s.staff, { name: 'Ghost', intakeDate: today, microchipId: '985141000555555' });
    const adopted = await createAnimal(t, s.staff, { name: 'Ghost adopted', intakeDate: today });
    const medical = await postOk<{ id: number }>(t, '/api/medical-records', s.staff, medicalPayload(ghost.id, { date: today }));
    const appointment = await postOk<{ id: number }>(t, '/api/appointments', s.staff, appointmentPayload(ghost.id, { date: today }));
    const note = await postOk<{ id: number }>(t, `/api/animals/${ghost.id}/behavior-notes`, s.staff, { date: today, note: 'Shy at first' });
    const placement = await postOk<{ id: number }>(t, '/api/foster-care', s.staff, fosterPayload(ghost.id, { startDate: today }));
    const adoption = await postOk<{ id: number }>(t, '/api/adoptions', s.staff, adoptionPayload(adopted.id, { adoptionDate: today }));
    await postOk(t, '/api/public/adoption-application', undefined, applicationPayload(ghost.id));
    const applicationIds = async () => (await getJson<{ animalId: number }[]>(t, '/api/adoption-applications?limit=1000', s.admin)).map((row) => row.animalId);
    expect(await applicationIds()).toContain(ghost.id);
    const [fee] = await sql<{ id: number }>(t, "select id from financial_transactions where related_to = ? and transaction_type = 'Adoption Fee'", [
      adoption.id,
    ]);
    expect((await stats()).inFosterCare).toBe(before.stats.inFosterCare + 1);
    expect((await portal()).includes(ghost.id)).toBe(true);
    expect((await intakes()).summary.total).toBe(before.intakes.summary.total + 2);

    const voided = await voidOk<TAnimal>(t, `/api/animals/${ghost.id}`, s.admin, 'Entered twice');
    expect(voided).toMatchObject({ id: ghost.id, name: 'Ghost' });
    await voidOk(t, `/api/animals/${adopted.id}`, s.admin, 'Not our animal');

    // Gone for everyone, by id and from every list, figure and the portal.
    expectError(await call(t, 'GET', `/api/animals/${ghost.id}`, s.admin), 404, 'Animal not found');
    expectError(await voidCall(t, `/api/animals/${ghost.id}`, s.admin, 'Again'), 404, 'Animal not found');
    expectError(await put(t, `/api/animals/${ghost.id}`, s.staff, { name: 'Back' }), 404, 'Animal not found');
    expectError(await call(t, 'GET', `/api/public/animals/${ghost.id}`), 404, 'Animal not found');
    expect((await getJson<TAnimal[]>(t, '/api/animals?limit=1000', s.staff)).map((animal) => animal.id)).not.toContain(ghost.id);
    expect(await search('Ghost')).toEqual([]);
    expect(await portal()).not.toContain(ghost.id);
    expect((await getJson<{ animal: unknown }>(t, '/api/microchips/985141000555555', s.staff)).animal).toBeNull();
    const after = await stats();
    expect({ total: after.totalAnimals, foster: after.inFosterCare, week: after.totalAdoptionsThisWeek }).toEqual({
      total: before.stats.totalAnimals,
      foster: before.stats.inFosterCare,
      week: before.stats.totalAdoptionsThisWeek,
    });
    expect(after.recentIntakes.map((animal) => animal.id)).not.toContain(ghost.id);
    expect(after.adoptableAnimals.map((animal) => animal.id)).not.toContain(ghost.id);
    expect((await intakes()).summary.total).toBe(before.intakes.summary.total);
    expect((await intakes()).rows.map((row) => row.id)).not.toContain(ghost.id);
    expect(await asilomar()).toEqual(before.asilomar);
    expect(await applicationIds()).not.toContain(ghost.id);
    for (const path of ['/api/medical-records', '/api/appointments', '/api/foster-care', '/api/adoptions', '/api/financial-transactions']) {
      const ids = (await getJson<{ id: number }[]>(t, `${path}?limit=1000`, s.admin)).map((row) => row.id);
      expect(ids, path).not.toContain(
        path.includes('medical')
          ? medical.id
          : path.includes('appointments')
            ? appointment.id
            : path.includes('foster')
              ? placement.id
              : path.includes('adoptions')
                ? adoption.id
                : fee!.id,
      );
    }

    // The rows stay, voided with the reason; the audit log keeps the animal's void.
    expect(await voidState(t, 'animals', ghost.id)).toEqual({ voided: true, reason: 'Entered twice' });
    for (const [table, id] of [
      ['medical_records', medical.id],
      ['appointments', appointment.id],
      ['behavior_notes', note.id],
      ['foster_care', placement.id],
    ] as const) {
      expect(await voidState(t, table, id), table).toEqual({ voided: true, reason: 'Animal voided: Entered twice' });
    }
    expect(await voidState(t, 'adoptions', adoption.id)).toEqual({ voided: true, reason: 'Animal voided: Not our animal' });
    expect(await voidState(t, 'financial_transactions', fee!.id)).toEqual({ voided: true, reason: 'Animal voided: Not our animal' });
    const audit = await getJson<{ entity: string; entityId: string; animalCode: string | null; username: string | null; changes: Record<string, unknown> }[]>(
      t,
      `/api/audit-log?entity=Animal&entityId=${ghost.id}`,
      s.admin,
    );
    expect(audit[0]).toMatchObject({ entityId: String(ghost.id), animalCode: ghost.animalId, changes: { voidReason: [null, 'Entered twice'] } });
  });

  it('never gives a voided animal’s ID again', async () => {
    const { t, s } = env;
    const first = await createAnimal(t, s.staff, { intakeDate: '1995-05-01' });
    await voidOk(t, `/api/animals/${first.id}`, s.admin, 'Mistake');
    const next = await createAnimal(t, s.staff, { intakeDate: '1995-05-02' });
    expect([first.animalId, next.animalId]).toEqual(['A-1995-0001', 'A-1995-0002']);
    expectError(await post(animalPayload({ animalId: first.animalId })), 409, `Animal ID ${first.animalId} is already in use`);
  });
});
