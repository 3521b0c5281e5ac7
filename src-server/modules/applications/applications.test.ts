import { describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  animalRow,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  getJson,
  postOk,
  rowCount,
  sql,
  todayIn,
} from '../../../test/fixtures.js';
import { put, putOk, saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications.js';
import { anonymizeExpiredApplications } from './applications.service.js';

const env = useTestEnv();

const url = (id: number) => `/api/adoption-applications/${id}`;
const read = (id: number) => getJson<TAdoptionApplication>(env.t, url(id), env.s.staff);
const list = async (query: string) => (await getJson<TAdoptionApplication[]>(env.t, `/api/adoption-applications?${query}`, env.s.staff)).map((a) => a.id);
const decide = (id: number, status: string, version?: number) => putOk<TAdoptionApplication>(env.t, url(id), env.s.staff, { status, version });
const adoptionsOf = (animalId: number) => getJson<TAdoption[]>(env.t, `/api/adoptions?animalId=${animalId}`, env.s.staff);

describe('GET /api/adoption-applications', () => {
  it('lists applications newest first and filters by status, animal and q (name, e-mail, phone, reference)', async () => {
    const { t, s } = env;
    const [first, second] = [await createAnimal(t, s.staff), await createAnimal(t, s.staff)];
    const robin = await submitApplication(t, first.id, {
      applicantName: 'Robin Quill',
      applicantEmail: 'robin.quill@example.com',
      applicantPhone: '555-010-4111',
    });
    const morgan = await submitApplication(t, first.id, { applicantName: 'Morgan Diaz', applicantEmail: 'mdiaz@example.org', applicantPhone: '312-555-0199' });
    const casey = await submitApplication(t, second.id, { applicantName: 'Casey Kim', applicantEmail: 'casey@example.net', applicantPhone: '773-555-0142' });
    await decide(casey.id, 'Declined');

    expect(await list(`animalId=${first.id}`)).toEqual([morgan.id, robin.id]);
    expect(await list(`animalId=${second.id}`)).toEqual([casey.id]);
    expect(await list(`animalId=${second.id}&status=Declined`)).toEqual([casey.id]);
    expect(await list(`animalId=${second.id}&status=Received`)).toEqual([]);
    expect(await list(`animalId=${first.id}&status=Received`)).toEqual([morgan.id, robin.id]);
    expect(await list('q=morgan%20DIAZ')).toEqual([morgan.id]);
    expect(await list('q=mdiaz%40example')).toEqual([morgan.id]);
    expect(await list('q=773-555-0142')).toEqual([casey.id]);
    expect(await list(`q=${casey.reference}`)).toEqual([casey.id]);
    expect(await list(`q=quill&animalId=${second.id}`)).toEqual([]);
    const page = await env.t.app.inject({ url: `/api/adoption-applications?animalId=${first.id}&limit=1&offset=1`, headers: { cookie: s.staff } });
    expect(page.json<TAdoptionApplication[]>().map((a) => a.id)).toEqual([robin.id]);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('filters from/to (inclusive) by the day of submission in the organization’s time zone', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const early = await submitApplication(t, animal.id);
    const late = await submitApplication(t, animal.id);
    // 00:30 and 20:00 on 5 March in Chicago (UTC-6): the later one is already the 6th in UTC.
    await sql(t, `update adoption_applications set created_at = ? where id = ?`, ['2026-03-05T06:30:00Z', early.id]);
    await sql(t, `update adoption_applications set created_at = ? where id = ?`, ['2026-03-06T02:00:00Z', late.id]);
    expect(await list(`animalId=${animal.id}&from=2026-03-05&to=2026-03-05`)).toEqual([late.id, early.id]);
    expect(await list(`animalId=${animal.id}&from=2026-03-06`)).toEqual([]);
    expect(await list(`animalId=${animal.id}&to=2026-03-04`)).toEqual([]);
  });

  it('is for the console’s readers: 401 without a session, 403 for a volunteer', async () => {
    await expectGuarded(env.t, env.s, { method: 'GET', url: '/api/adoption-applications' }, ['volunteer'], CANNOT.readConsole);
    await expectGuarded(env.t, env.s, { method: 'GET', url: url(1) }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('GET /api/adoption-applications/{id}', () => {
  it('shows every answer of the form', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { name: 'Juniper' });
    const answers = {
      applicantName: 'Dana Wells',
      applicantEmail: 'dana@example.com',
      applicantPhone: '555-010-4222',
      homeType: 'Apartment',
      rentOrOwn: 'rent',
      landlordApproval: true,
      hasChildren: true,
      hasOtherPets: true,
      otherPetsDetails: 'An old cat',
      previousPetExperience: 'Two dogs over ten years',
      reasonForAdoption: 'A companion for walks',
      howDidYouHear: 'Instagram',
      additionalNotes: 'Available weekends',
    };
    const { id, reference } = await submitApplication(t, animal.id, answers);
    expect(await read(id)).toEqual({
      id,
      version: 1,
      animalId: animal.id,
      animalName: 'Juniper',
      animalCode: animal.animalId,
      reference,
      status: 'Received',
      ...answers,
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      decidedAt: null,
      anonymized: false,
      adoptionId: null,
      backup: false,
      otherApplications: [],
      staffNote: null,
      declineReason: null,
      personId: null,
      person: null,
      matches: [],
    });
  });

  it('answers 404 "Application not found" for an unknown id and 400 for a malformed one', async () => {
    expectError(await env.t.app.inject({ url: url(999999), headers: { cookie: env.s.staff } }), 404, 'Application not found');
    expect((await env.t.app.inject({ url: '/api/adoption-applications/abc', headers: { cookie: env.s.staff } })).statusCode).toBe(400);
  });
});

describe('PUT /api/adoption-applications/{id} (docs/domain.md#applications)', () => {
  it('Approve opens a Pending adoption dated today with the default fee, linked to the application', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const { id } = await submitApplication(t, animal.id, { applicantName: 'Lee Park', applicantEmail: 'lee@example.com', applicantPhone: '555-010-4333' });
    const approved = await decide(id, 'Approved', 1);
    const [adoption] = await adoptionsOf(animal.id);
    expect(await adoptionsOf(animal.id)).toEqual([
      {
        id: expect.any(Number),
        version: 1,
        animalId: animal.id,
        animalName: animal.name,
        animalCode: animal.animalId,
        personId: approved.personId,
        adopterName: 'Lee Park',
        adopterEmail: 'lee@example.com',
        adopterPhone: '555-010-4333',
        adoptionDate: todayIn(t),
        feeAmount: 15000,
        status: 'Pending',
        applicationId: id,
        returnedOn: null,
        returnReason: null,
        outcomeTime: null,
        outcomeCondition: null,
      },
    ]);
    expect(approved).toMatchObject({ status: 'Approved', version: 2, adoptionId: adoption?.id, decidedAt: expect.stringMatching(/^\d{4}-/) });
    expect(await read(id)).toEqual(approved);
    expect((await animalRow(t, animal.id)).status).toBe('Available');
  });

  it('Approve uses the default adoption fee saved in the settings', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const { id } = await submitApplication(t, animal.id);
    await saveSettings(env, { system: { defaultAdoptionFee: 9900 } });
    try {
      await decide(id, 'Approved');
    } finally {
      await saveSettings(env, { system: { defaultAdoptionFee: 15000 } });
    }
    expect((await adoptionsOf(animal.id)).map((a) => a.feeAmount)).toEqual([9900]);
  });

  it('refuses to approve once the animal has been adopted (409), opening no adoption', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const application = await submitApplication(t, animal.id);
    const other = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, { status: 'Completed' }));
    expectError(await put(t, url(application.id), s.staff, { status: 'Approved' }), 409, 'This animal has already been adopted');
    expect(await adoptionsOf(animal.id)).toEqual([other]);
    expect(await read(application.id)).toMatchObject({ status: 'Received', version: 1, decidedAt: null, adoptionId: null });
  });

  it('Decline and Withdraw are final: a Declined application cannot be Approved (409)', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const declined = await submitApplication(t, animal.id);
    const withdrawn = await submitApplication(t, animal.id);
    expect(await decide(declined.id, 'Declined', 1)).toMatchObject({ status: 'Declined', version: 2, adoptionId: null });
    expect(await decide(withdrawn.id, 'Withdrawn', 1)).toMatchObject({ status: 'Withdrawn', version: 2, adoptionId: null });
    expectError(await put(t, url(declined.id), s.staff, { status: 'Approved' }), 409, 'An application that is Declined cannot become Approved');
    expectError(await put(t, url(withdrawn.id), s.staff, { status: 'Declined' }), 409, 'An application that is Withdrawn cannot become Declined');
    expect(await adoptionsOf(animal.id)).toEqual([]);
    expect((await read(declined.id)).status).toBe('Declined');
  });

  it('Approved → Withdrawn cancels its Pending adoption; Approved → Declined is refused', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const { id } = await submitApplication(t, animal.id);
    const approved = await decide(id, 'Approved');
    expectError(await put(t, url(id), s.staff, { status: 'Declined' }), 409, 'An application that is Approved cannot become Declined');
    const withdrawn = await decide(id, 'Withdrawn', approved.version);
    expect(withdrawn).toMatchObject({ status: 'Withdrawn', adoptionId: approved.adoptionId });
    expect(await adoptionsOf(animal.id)).toEqual([expect.objectContaining({ id: approved.adoptionId, status: 'Cancelled', applicationId: id })]);
  });

  it('refuses a stale version (409), an unknown status (400) and an unknown id (404)', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const { id } = await submitApplication(t, animal.id);
    const stale = 'This application was changed by someone else. Reload it and try again.';
    expectError(await put(t, url(id), s.staff, { status: 'Declined', version: 2 }), 409, stale);
    const received = await put(t, url(id), s.staff, { status: 'Received' });
    expect(received.statusCode).toBe(400);
    expect(received.json()).toMatchObject({ message: 'Status must be one of: Approved, Declined, Withdrawn', issues: [{ path: 'status' }] });
    expectError(await put(t, url(999999), s.staff, { status: 'Declined' }), 404, 'Application not found');
    expect(await read(id)).toMatchObject({ status: 'Received', version: 1 });
  });

  it('answers 401 without a session and 403 for a veterinarian or volunteer, deciding nothing', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const { id } = await submitApplication(t, animal.id);
    await expectGuarded(t, s, { method: 'PUT', url: url(id), payload: { status: 'Approved' } }, ['veterinarian', 'volunteer'], CANNOT.writeRecords);
    expect(await read(id)).toMatchObject({ status: 'Received', version: 1 });
    expect(await rowCount(t, 'adoptions', 'application_id = ?', [id])).toBe(0);
  });
});

describe('retention: anonymizeExpiredApplications (the hourly job)', () => {
  it('erases the personal data of Declined and Withdrawn applications decided longer ago than dataRetentionDays, once', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const submit = async (applicantName: string, statuses: string[], decidedDaysAgo: number) => {
      const { id } = await submitApplication(t, animal.id, { applicantName, applicantEmail: `${applicantName.split(' ')[0]?.toLowerCase()}@example.com` });
      for (const status of statuses) await decide(id, status);
      await sql(
        t,
        `update adoption_applications set created_at = now() - make_interval(days => ?), decided_at = case when decided_at is null then null else now() - make_interval(days => ?) end where id = ?`,
        [decidedDaysAgo + 1, decidedDaysAgo, id],
      );
      return id;
    };
    const oldDeclined = await submit('Avery Old', ['Declined'], 100);
    const oldWithdrawn = await submit('Blake Old', ['Approved', 'Withdrawn'], 100);
    const recentDeclined = await submit('Corey Recent', ['Declined'], 10);
    const received = await submit('Drew Waiting', [], 200);
    const oldApproved = await submit('Emery Approved', ['Approved'], 100);
    const ids = [oldDeclined, oldWithdrawn, recentDeclined, received, oldApproved];
    const readAll = () => Promise.all(ids.map(read));
    const notes = async () =>
      (await sql<{ note: string }>(t, 'select note from behavior_notes where animal_id = ? order by id', [animal.id])).map((row) => row.note);
    const run = () => anonymizeExpiredApplications(t.db.orm.em.fork(), new Date());

    // Under the default 365 days, nothing has expired.
    const before = await readAll();
    expect(await run()).toBe(0);
    expect(await readAll()).toEqual(before);

    await saveSettings(env, { system: { dataRetentionDays: 90 } });
    try {
      expect(await run()).toBe(2);
      const after = await readAll();
      for (const [index, id] of [oldDeclined, oldWithdrawn].entries()) {
        expect(after[index]).toEqual({
          ...before[index],
          applicantName: '[removed]',
          applicantEmail: '[removed]',
          applicantPhone: '[removed]',
          homeType: '[removed]',
          otherPetsDetails: null,
          previousPetExperience: '[removed]',
          reasonForAdoption: '[removed]',
          howDidYouHear: '[removed]',
          additionalNotes: null,
          anonymized: true,
          // Erased, the applicant matches nobody.
          matches: [],
          version: (before[index]?.version ?? 0) + 1,
          id,
        });
      }
      // The adoption the withdrawn approval opened names a person, not the application's words: the
      // person follows the people's own retention (person-privacy.test.ts), not this job.
      expect((await adoptionsOf(animal.id)).map(({ applicationId, status, adopterName }) => ({ applicationId, status, adopterName }))).toEqual([
        { applicationId: oldApproved, status: 'Pending', adopterName: 'Emery Approved' },
        { applicationId: oldWithdrawn, status: 'Cancelled', adopterName: 'Blake Old' },
      ]);
      expect(after.slice(2)).toEqual(before.slice(2));
      expect(await notes()).toEqual([
        'Adoption application received from [removed]',
        'Adoption application received from [removed]',
        'Adoption application received from Corey Recent',
        'Adoption application received from Drew Waiting',
        'Adoption application received from Emery Approved',
      ]);
      expect(await list('q=Avery')).toEqual([]);

      // A second run finds nothing more to do.
      expect(await run()).toBe(0);
      expect(await readAll()).toEqual(after);
      expectError(
        await put(t, url(oldWithdrawn), s.staff, { status: 'Approved' }),
        409,
        'This application’s personal data has been erased; it can no longer change',
      );
    } finally {
      await saveSettings(env, { system: { dataRetentionDays: 365 } });
    }
  });
});
