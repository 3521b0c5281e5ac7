import { describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  getJson,
  postOk,
  rowCount,
  rowCounts,
  sql,
  sqlWrite,
} from '../../../test/fixtures.js';
import { put, putOk, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications.js';

/** An adoption's adopter is a person (docs/domain.md#people). */

const env = useTestEnv();

const adopt = async (overrides: Record<string, unknown>) => {
  const animal = await createAnimal(env.t, env.s.staff);
  return postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, adoptionPayload(animal.id, overrides));
};
const personRow = async (id: number) => {
  const [row] = await sql<{ name: string; email: string | null; phone: string | null; alt_phone: string | null; roles: string[] }>(
    env.t,
    'select name, email, phone, alt_phone, roles from people where id = ?',
    [id],
  );
  return row;
};
const application = (id: number) => getJson<TAdoptionApplication>(env.t, `/api/adoption-applications/${id}`, env.s.staff);

describe('the adopter of an adoption sent with the specification’s fields', () => {
  it('two adoptions to one e-mail, in any case, are one person with both', async () => {
    const first = await adopt({ adopterName: 'Avery Stone', adopterEmail: 'avery.stone@example.com', adopterPhone: '(555) 010-7001' });
    const second = await adopt({ adopterName: 'Avery S.', adopterEmail: 'Avery.Stone@Example.COM', adopterPhone: '555.010.7002' });
    expect(second.personId).toBe(first.personId);
    // The person's details stay theirs; the second phone is kept as another number.
    expect(second).toMatchObject({ adopterName: 'Avery Stone', adopterEmail: 'avery.stone@example.com', adopterPhone: '(555) 010-7001' });
    expect(await personRow(first.personId)).toEqual({
      name: 'Avery Stone',
      email: 'avery.stone@example.com',
      phone: '(555) 010-7001',
      alt_phone: '555.010.7002',
      roles: ['Adopter'],
    });
    expect(await rowCount(env.t, 'adoptions', 'person_id = ?', [first.personId])).toBe(2);
  });

  it('links by the phone’s digits a person who has no e-mail; a different e-mail is somebody else', async () => {
    await sqlWrite(env.t, `insert into people (name, phone, roles, created_at, updated_at) values ('Blair Ode', '555 010 7100', '{Finder}', now(), now())`);
    const [blair] = await sql<{ id: number }>(env.t, `select id from people where name = 'Blair Ode'`);
    const byPhone = await adopt({ adopterName: 'Blair Ode', adopterEmail: 'blair@example.com', adopterPhone: '555-010-7100' });
    expect(byPhone.personId).toBe(blair?.id);
    expect(await personRow(byPhone.personId)).toMatchObject({ email: 'blair@example.com', roles: ['Finder', 'Adopter'] });
    const other = await adopt({ adopterName: 'Blair Ode Jr', adopterEmail: 'junior@example.com', adopterPhone: '555-010-7100' });
    expect(other.personId).not.toBe(byPhone.personId);
  });

  it('a Pending adoption makes its person an applicant, and completing it an adopter', async () => {
    const pending = await adopt({ adopterEmail: 'casey.pending@example.com', status: 'Pending' });
    expect((await personRow(pending.personId))?.roles).toEqual(['Applicant']);
    await putOk(env.t, `/api/adoptions/${pending.id}`, env.s.staff, { status: 'Completed' });
    expect((await personRow(pending.personId))?.roles).toEqual(['Applicant', 'Adopter']);
  });

  it('a correction of the phone corrects the person; a new e-mail names another person', async () => {
    const adoption = await adopt({ adopterName: 'Dana Fix', adopterEmail: 'dana.fix@example.com', adopterPhone: '555-010-7200' });
    const corrected = await putOk<TAdoption>(env.t, `/api/adoptions/${adoption.id}`, env.s.staff, { adopterPhone: '555-010-7299', version: 1 });
    expect(corrected).toMatchObject({ personId: adoption.personId, adopterPhone: '555-010-7299', version: 2 });
    const moved = await putOk<TAdoption>(env.t, `/api/adoptions/${adoption.id}`, env.s.staff, { adopterEmail: 'someone.else@example.com', version: 2 });
    expect(moved.personId).not.toBe(adoption.personId);
    expect(moved).toMatchObject({ adopterName: 'Dana Fix', adopterEmail: 'someone.else@example.com', adopterPhone: '555-010-7299' });
    // The fee the adopter paid moves with them.
    expect(
      await sql<{ person_id: number }>(env.t, `select person_id from financial_transactions where related_to = ? and transaction_type = 'Adoption Fee'`, [
        adoption.id,
      ]),
    ).toEqual([{ person_id: moved.personId }]);
  });
});

describe('the adopter named by the console’s picker (personId)', () => {
  it('adopts to the person without the three fields and answers with their details', async () => {
    await sqlWrite(
      env.t,
      `insert into people (name, email, phone, roles, created_at, updated_at) values ('Eli Pick', 'eli@example.com', '555-010-7300', '{}', now(), now())`,
    );
    const [eli] = await sql<{ id: number }>(env.t, `select id from people where name = 'Eli Pick'`);
    const animal = await createAnimal(env.t, env.s.staff);
    const adoption = await postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, {
      animalId: animal.id,
      personId: eli?.id,
      adoptionDate: '2026-02-20',
      status: 'Completed',
    });
    expect(adoption).toMatchObject({ personId: eli?.id, adopterName: 'Eli Pick', adopterEmail: 'eli@example.com', adopterPhone: '555-010-7300' });
  });

  it('refuses an unknown person with 400 and neither name nor person with the specification’s messages, writing nothing', async () => {
    const animal = await createAnimal(env.t, env.s.staff);
    const before = await rowCounts(env.t);
    const base = { animalId: animal.id, adoptionDate: '2026-02-20', status: 'Completed' };
    expectInvalid(await call(env.t, 'POST', '/api/adoptions', env.s.staff, { ...base, personId: 999999 }), 'Person not found', 'personId');
    expectInvalid(await call(env.t, 'POST', '/api/adoptions', env.s.staff, base), 'Adopter name is required', 'adopterName');
    expect(await rowCounts(env.t)).toEqual(before);
  });

  it('refuses to give an animal to a person flagged Do not adopt (409), writing nothing', async () => {
    await sqlWrite(
      env.t,
      `insert into people (name, email, roles, do_not_adopt, do_not_adopt_reason, created_at, updated_at)
       values ('Flo Flag', 'flo@example.com', '{}', true, 'Returned two dogs in poor condition', now(), now())`,
    );
    const animal = await createAnimal(env.t, env.s.staff);
    const before = await rowCounts(env.t);
    const response = await call(env.t, 'POST', '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adopterEmail: 'FLO@example.com' }));
    expectError(response, 409, 'Flo Flag is flagged Do not adopt (Returned two dogs in poor condition): clear the flag on their record to go on');
    expect(await rowCounts(env.t)).toEqual(before);
  });
});

describe('an application and the people it matches', () => {
  it('shows the matching person without linking them, until staff confirm', async () => {
    const adoption = await adopt({ adopterName: 'Gale Home', adopterEmail: 'gale@example.com', adopterPhone: '555-010-7400' });
    const animal = await createAnimal(env.t, env.s.staff);
    const applied = await submitApplication(env.t, animal.id, {
      applicantName: 'Gale Home',
      applicantEmail: 'GALE@example.com',
      applicantPhone: '555-010-9999',
    });
    const unconfirmed = await application(applied.id);
    expect(unconfirmed).toMatchObject({
      personId: null,
      person: null,
      matches: [{ id: adoption.personId, name: 'Gale Home', doNotAdopt: false, doNotAdoptReason: null }],
    });
    expect(await rowCount(env.t, 'adoption_applications', 'id = ? and person_id is not null', [applied.id])).toBe(0);

    const confirmed = await postOk<TAdoptionApplication>(env.t, `/api/adoption-applications/${applied.id}/person`, env.s.staff, {
      personId: adoption.personId,
    });
    expect(confirmed).toMatchObject({ personId: adoption.personId, person: { id: adoption.personId, name: 'Gale Home' }, matches: [] });
    expect((await personRow(adoption.personId))?.roles).toEqual(['Adopter', 'Applicant']);
  });

  it('“not this person” makes a new person from the applicant’s details', async () => {
    await adopt({ adopterName: 'Hal One', adopterEmail: 'hal@example.com', adopterPhone: '555-010-7500' });
    const animal = await createAnimal(env.t, env.s.staff);
    const applied = await submitApplication(env.t, animal.id, { applicantName: 'Hal Two', applicantEmail: 'hal@example.com', applicantPhone: '555-010-7501' });
    const linked = await postOk<TAdoptionApplication>(env.t, `/api/adoption-applications/${applied.id}/person`, env.s.staff, {});
    expect(await personRow(linked.personId ?? 0)).toEqual({
      name: 'Hal Two',
      email: 'hal@example.com',
      phone: '555-010-7501',
      alt_phone: null,
      roles: ['Applicant'],
    });
  });

  it('flags an applicant who matches a person flagged Do not adopt, and approval is refused', async () => {
    await sqlWrite(
      env.t,
      `insert into people (name, email, phone, roles, do_not_adopt, do_not_adopt_reason, created_at, updated_at)
       values ('Ivy Nope', 'ivy@example.com', '555-010-7600', '{Adopter}', true, 'Cruelty case 2024', now(), now())`,
    );
    const animal = await createAnimal(env.t, env.s.staff);
    const applied = await submitApplication(env.t, animal.id, {
      applicantName: 'Ivy N',
      applicantEmail: 'other.ivy@example.com',
      applicantPhone: '(555) 010-7600',
    });
    const { matches } = await application(applied.id);
    expect(matches).toEqual([{ id: expect.any(Number), name: 'Ivy Nope', doNotAdopt: true, doNotAdoptReason: 'Cruelty case 2024' }]);
    const inbox = await getJson<TAdoptionApplication[]>(env.t, '/api/adoption-applications?status=Received', env.s.staff);
    expect(inbox.find((row) => row.id === applied.id)?.matches[0]?.doNotAdopt).toBe(true);

    await postOk(env.t, `/api/adoption-applications/${applied.id}/person`, env.s.staff, { personId: matches[0]?.id });
    const before = await rowCounts(env.t);
    expectError(
      await put(env.t, `/api/adoption-applications/${applied.id}`, env.s.staff, { status: 'Approved' }),
      409,
      'Ivy Nope is flagged Do not adopt (Cruelty case 2024): clear the flag on their record to go on',
    );
    expect(await rowCounts(env.t)).toEqual(before);
  });

  it('approval links the applicant as a staff call does, and the Pending adoption names them', async () => {
    const animal = await createAnimal(env.t, env.s.staff);
    const applied = await submitApplication(env.t, animal.id, {
      applicantName: 'Jo Approve',
      applicantEmail: 'jo.approve@example.com',
      applicantPhone: '555-010-7700',
    });
    const approved = await putOk<TAdoptionApplication>(env.t, `/api/adoption-applications/${applied.id}`, env.s.staff, { status: 'Approved' });
    const [adoption] = await getJson<TAdoption[]>(env.t, `/api/adoptions?animalId=${animal.id}`, env.s.staff);
    expect(approved.personId).toBe(adoption?.personId);
    expect(adoption).toMatchObject({ adopterName: 'Jo Approve', adopterEmail: 'jo.approve@example.com', status: 'Pending' });
  });

  it('answers 404 for an unknown application and 403 for a veterinarian', async () => {
    expectError(await call(env.t, 'POST', '/api/adoption-applications/999999/person', env.s.staff, {}), 404, 'Application not found');
    expect((await call(env.t, 'POST', '/api/adoption-applications/1/person', env.s.veterinarian, {})).statusCode).toBe(403);
  });
});
