import { describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  applicationPayload,
  call,
  createAnimal,
  expectError,
  getJson,
  postOk,
  rowCounts,
  sql,
  sqlWrite,
  todayIn,
} from '../../../test/fixtures.js';
import { putOk, saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';

/** Duplicates, an applicant's several applications, pending adoptions and backups (docs/domain.md#applications). */

const env = useTestEnv();

const TABLES = ['adoption_applications', 'behavior_notes'];
const post = (payload: Record<string, unknown>) => call(env.t, 'POST', '/api/public/adoption-application', undefined, payload);
const read = (id: number) => getJson<TAdoptionApplication>(env.t, `/api/adoption-applications/${id}`, env.s.staff);
const publicView = (id: number) => getJson<TAdoptableAnimal>(env.t, `/api/public/animals/${id}`, undefined);
const approve = (id: number) => putOk<TAdoptionApplication>(env.t, `/api/adoption-applications/${id}`, env.s.staff, { status: 'Approved' });

describe('the same applicant applying twice for the same animal', () => {
  it('within a day is one application: the second gets the first’s reference and writes nothing', async () => {
    const animal = await createAnimal(env.t, env.s.staff);
    const first = await submitApplication(env.t, animal.id, { applicantEmail: 'jo.marsh@example.com' });
    const before = await rowCounts(env.t, TABLES);
    const again = await post(applicationPayload(animal.id, { applicantEmail: '  Jo.Marsh@Example.COM ', applicantName: 'Jo M.' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ reference: first.reference });
    expect(await rowCounts(env.t, TABLES)).toEqual(before);
  });

  it('a day after the first is a new application', async () => {
    const animal = await createAnimal(env.t, env.s.staff);
    const first = await submitApplication(env.t, animal.id, { applicantEmail: 'lee.park@example.com' });
    await sqlWrite(env.t, "update adoption_applications set created_at = now() - interval '24 hours 1 minute' where id = ?", [first.id]);
    const second = await submitApplication(env.t, animal.id, { applicantEmail: 'lee.park@example.com' });
    expect(second.reference).not.toBe(first.reference);
    expect(second.id).not.toBe(first.id);
  });

  it('sent twice at once stores one application', async () => {
    const animal = await createAnimal(env.t, env.s.staff);
    const payload = applicationPayload(animal.id, { applicantEmail: 'twice@example.com' });
    const [a, b] = await Promise.all([post(payload), post(payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await sql(env.t, 'select id from adoption_applications where animal_id = ?', [animal.id])).toHaveLength(1);
  });
});

describe('an applicant who applied for several animals', () => {
  it('is a new application per animal, and each lists the others in the inbox', async () => {
    const [first, second] = [await createAnimal(env.t, env.s.staff, { name: 'Pepper' }), await createAnimal(env.t, env.s.staff, { name: 'Mocha' })];
    const one = await submitApplication(env.t, first.id, { applicantEmail: 'sam.rivera@example.com' });
    const two = await submitApplication(env.t, second.id, { applicantEmail: 'Sam.Rivera@example.com' });
    const alone = await submitApplication(env.t, second.id, { applicantEmail: 'someone.else@example.com' });
    expect(two.reference).not.toBe(one.reference);

    expect((await read(one.id)).otherApplications).toEqual([
      {
        id: two.id,
        animalId: second.id,
        animalName: 'Mocha',
        animalCode: second.animalId,
        reference: two.reference,
        status: 'Received',
        submittedAt: expect.any(String),
      },
    ]);
    expect((await read(two.id)).otherApplications.map((other) => [other.reference, other.animalName])).toEqual([[one.reference, 'Pepper']]);
    expect((await read(alone.id)).otherApplications).toEqual([]);

    const inbox = await getJson<TAdoptionApplication[]>(env.t, '/api/adoption-applications?email=SAM.RIVERA%40example.com', env.s.staff);
    expect(inbox.map((application) => [application.id, application.otherApplications.length])).toEqual([
      [two.id, 1],
      [one.id, 1],
    ]);
  });
});

describe('an animal whose adoption is pending', () => {
  it('shows adoptionPending on the portal once an application is Approved, and refuses new applications with 409', async () => {
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Biscuit' });
    const { id } = await submitApplication(env.t, animal.id);
    expect(await publicView(animal.id)).toMatchObject({ adoptionPending: false, acceptsBackupApplications: false });
    await approve(id);
    expect(await publicView(animal.id)).toMatchObject({ adoptionPending: true, acceptsBackupApplications: false });
    const listed = await getJson<TAdoptableAnimal[]>(env.t, '/api/public/adoptable-animals?q=Biscuit', undefined);
    expect(listed.map((item) => [item.name, item.adoptionPending])).toEqual([['Biscuit', true]]);

    const before = await rowCounts(env.t, TABLES);
    expectError(await post(applicationPayload(animal.id)), 409, 'An adoption is already pending for Biscuit');
    expect(await rowCounts(env.t, TABLES)).toEqual(before);

    await putOk(env.t, `/api/adoption-applications/${id}`, env.s.staff, { status: 'Withdrawn' });
    expect((await publicView(animal.id)).adoptionPending).toBe(false);
    await submitApplication(env.t, animal.id);
  });

  it('counts a Pending adoption entered by staff, but not a voided one', async () => {
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Clover' });
    const adoption = await postOk<{ id: number }>(
      env.t,
      '/api/adoptions',
      env.s.staff,
      adoptionPayload(animal.id, { status: 'Pending', adoptionDate: todayIn(env.t) }),
    );
    expect((await publicView(animal.id)).adoptionPending).toBe(true);
    expectError(await post(applicationPayload(animal.id)), 409, 'An adoption is already pending for Clover');
    expect((await call(env.t, 'DELETE', `/api/adoptions/${adoption.id}?reason=Entered%20twice`, env.s.staff)).statusCode).toBe(200);
    expect((await publicView(animal.id)).adoptionPending).toBe(false);
  });

  it('takes backup applications, flagged as such, when the settings accept them', async () => {
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Maple' });
    const first = await submitApplication(env.t, animal.id);
    await approve(first.id);
    await saveSettings(env, { system: { acceptBackupApplications: true } });
    try {
      expect(await publicView(animal.id)).toMatchObject({ adoptionPending: true, acceptsBackupApplications: true });
      const backup = await submitApplication(env.t, animal.id, { applicantEmail: 'backup@example.com' });
      expect(await read(backup.id)).toMatchObject({ status: 'Received', backup: true });
      expect((await read(first.id)).backup).toBe(false);
    } finally {
      await saveSettings(env, { system: { acceptBackupApplications: false } });
    }
    expectError(await post(applicationPayload(animal.id)), 409, 'An adoption is already pending for Maple');
  });
});
