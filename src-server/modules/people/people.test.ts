import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TPage } from '../../../src-shared/paging.js';
import type { TPerson } from '../../../src-shared/schemas/people.js';
import { call, CANNOT, expectError, expectGuarded, expectInvalid, getJson, rowCount, sql, sqlWrite, todayIn } from '../../../test/fixtures.js';
import { putOk, useTestEnv } from '../../../test/fixtures-records.js';
import { createPerson } from '../../../test/fixtures-people.js';

/** People through HTTP (docs/domain.md#people): the list and its search, and what staff enter and correct. */

const env = useTestEnv();
const search = async (query: string, cookie = env.s.staff) => getJson<TPage<TPerson>>(env.t, `/api/people?${query}`, cookie);
const names = async (query: string, cookie = env.s.staff) => (await search(query, cookie)).items.map((person) => person.name);

async function organization(name: string): Promise<number> {
  await sqlWrite(env.t, 'insert into organizations (name, kind, in_coalition, active, version, created_at) values (?, ?, false, true, 1, now())', [
    name,
    'Vet clinic',
  ]);
  const [row] = await sql<{ id: number }>(env.t, 'select id from organizations where name = ?', [name]);
  return row!.id;
}

describe('POST /api/people', () => {
  it('creates a person with the roles their details give', async () => {
    const clinic = await organization('Northside Vet Clinic');
    const today = todayIn(env.t);
    const person = await createPerson(env.t, env.s.staff, {
      name: ' Dana Whitfield ',
      email: 'Dana.W@example.org',
      phone: '(555) 201-4400',
      address: '12 Birch Lane, Springfield',
      volunteerActive: true,
      fosterApprovedOn: today,
      fosterCapacity: 2,
      fosterSpecies: ['Cat'],
      fosterAgeGroups: ['Juvenile'],
      organizationId: clinic,
    });
    expect(person).toMatchObject({
      name: 'Dana Whitfield',
      email: 'Dana.W@example.org',
      phone: '(555) 201-4400',
      altPhone: null,
      contactHidden: false,
      roles: ['Volunteer', 'Foster home', 'Organization contact'],
      fosterApprovedOn: today,
      fosterCapacity: 2,
      organizationId: clinic,
      organizationName: 'Northside Vet Clinic',
      doNotAdopt: false,
      anonymized: false,
      version: 1,
    });
    const [audited] = await sql<{ action: string }>(env.t, "select action from audit_log where entity = 'Person' and entity_id = ?", [String(person.id)]);
    expect(audited?.action).toBe('create');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await rowCount(env.t, 'people');
    const post = (body: Record<string, unknown>) => call(env.t, 'POST', '/api/people', env.s.staff, body);
    expectInvalid(await post({ name: '  ' }), 'Name is required', 'name');
    expectInvalid(await post({ name: 'Flagged', doNotAdopt: true }), 'Say why this person may not adopt', 'doNotAdoptReason');
    expectInvalid(await post({ name: 'Nowhere', organizationId: 999_999 }), 'Organization not found', 'organizationId');
    expectInvalid(await post({ name: 'Early', fosterApprovedOn: addDays(todayIn(env.t), 1) }), 'Approval date cannot be in the future', 'fosterApprovedOn');
    expectInvalid(await post({ name: 'Crowded', fosterCapacity: 0 }), 'Capacity is at least 1', 'fosterCapacity');
    expectInvalid(await post({ name: 'Mail', email: 'not-an-address' }), 'Invalid email address', 'email');
    expect(await rowCount(env.t, 'people')).toBe(before);
  });

  it('is for staff and admins', async () => {
    await expectGuarded(env.t, env.s, { method: 'POST', url: '/api/people', payload: { name: 'Sneaky' } }, ['veterinarian', 'volunteer'], CANNOT.writeRecords);
    expect(await rowCount(env.t, 'people', "name = 'Sneaky'")).toBe(0);
  });
});

describe('GET /api/people', () => {
  it('finds people by name, e-mail, phone as written or by its digits, and address, by name then id', async () => {
    const tag = 'Quillfeather';
    const ada = await createPerson(env.t, env.s.staff, { name: `Ada ${tag}`, email: 'ada.q@example.org', phone: '555-0100', address: '7 Juniper Court' });
    const ben = await createPerson(env.t, env.s.staff, { name: `Ben ${tag}`, phone: '555 777 1234', altPhone: '(555) 010-9999' });
    expect(await names(`q=${tag.toLowerCase()}`)).toEqual([ada.name, ben.name]);
    expect(await names('q=ADA.Q@EXAMPLE')).toEqual([ada.name]);
    expect(await names('q=5550100')).toEqual([ada.name]);
    expect(await names('q=555-0100')).toEqual([ada.name]);
    expect(await names(`q=${encodeURIComponent('555.777.1234')}`)).toEqual([ben.name]);
    expect(await names('q=5550109999')).toEqual([ben.name]);
    expect(await names('q=juniper')).toEqual([ada.name]);
    // % and _ are taken literally.
    expect(await names('q=%25')).toEqual([]);
    const page = await search(`q=${tag}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 2, items: [{ id: ben.id }] });
  });

  it('filters by role and by flag', async () => {
    const tag = 'Marrowby';
    const flagged = await createPerson(env.t, env.s.staff, { name: `Flo ${tag}`, doNotAdopt: true, doNotAdoptReason: 'Animal neglect case 2024-18' });
    const home = await createPerson(env.t, env.s.staff, { name: `Gus ${tag}`, fosterApprovedOn: todayIn(env.t) });
    const helper = await createPerson(env.t, env.s.staff, { name: `Hal ${tag}`, volunteerActive: true });
    await createPerson(env.t, env.s.staff, { name: `Ivy ${tag}` });
    expect(await names(`q=${tag}&flag=Do%20not%20adopt`)).toEqual([flagged.name]);
    expect(await names(`q=${tag}&flag=Foster%20home%20approved`)).toEqual([home.name]);
    expect(await names(`q=${tag}&flag=Volunteer%20active`)).toEqual([helper.name]);
    expect(await names(`q=${tag}&role=Foster%20home`)).toEqual([home.name]);
    expect(await names(`q=${tag}&role=Volunteer`)).toEqual([helper.name]);
    expect(await names(`q=${tag}`)).toHaveLength(4);
    const refused = await call(env.t, 'GET', '/api/people?role=Mayor', env.s.staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^Role must be one of: Adopter, /);
  });

  it('shows a volunteer no contact details, and searches only names for them', async () => {
    const tag = 'Pennywhistle';
    const person = await createPerson(env.t, env.s.staff, {
      name: `Kit ${tag}`,
      email: 'kit.secret@example.org',
      phone: '555-313-3131',
      notes: 'Prefers calls',
    });
    const [seen] = (await search(`q=${tag}`, env.s.volunteer)).items;
    expect(seen).toMatchObject({ id: person.id, name: person.name, email: null, phone: null, altPhone: null, address: null, notes: null, contactHidden: true });
    expect(await names('q=kit.secret', env.s.volunteer)).toEqual([]);
    expect(await names('q=5553133131', env.s.volunteer)).toEqual([]);
    expect(await names('q=kit.secret')).toEqual([person.name]);
    const page = await getJson<TPerson>(env.t, `/api/people/${person.id}`, env.s.volunteer);
    expect(page).toMatchObject({ email: null, phone: null, notes: null, contactHidden: true });
  });

  it('answers 401 without a session', async () => {
    expectError(await call(env.t, 'GET', '/api/people'), 401, 'Please log in');
  });
});

describe('PUT /api/people/{id}', () => {
  it('changes only the fields sent, bumps the version, and adds roles, never removing one', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Lou Brandt', email: 'lou@example.org' });
    const updated = await putOk<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff, { version: 1, phone: '555-444-1212', volunteerActive: true });
    expect(updated).toMatchObject({
      name: 'Lou Brandt',
      email: 'lou@example.org',
      phone: '555-444-1212',
      volunteerActive: true,
      roles: ['Volunteer'],
      version: 2,
    });
    const flagged = await putOk<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff, { doNotAdopt: true, doNotAdoptReason: 'Returned two dogs injured' });
    expect(flagged).toMatchObject({ doNotAdopt: true, doNotAdoptReason: 'Returned two dogs injured', version: 3 });
    const cleared = await putOk<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff, { doNotAdopt: false, volunteerActive: false });
    expect(cleared).toMatchObject({ doNotAdopt: false, doNotAdoptReason: null, volunteerActive: false, roles: ['Volunteer'] });
    const changes = await sql<{ changes: Record<string, unknown> }>(
      env.t,
      "select changes from audit_log where entity = 'Person' and entity_id = ? and action = 'update' order by id",
      [String(person.id)],
    );
    expect(changes[0]?.changes).toMatchObject({ phone: [null, '555-444-1212'], volunteerActive: [false, true] });
  });

  it('refuses a stale version with 409, an unknown person with 404, bad input with 400, and changes nothing', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Mo Okafor', fosterCapacity: 3 });
    await putOk(env.t, `/api/people/${person.id}`, env.s.staff, { version: 1, name: 'Mo Okafor-Reid' });
    const put = (id: number, body: Record<string, unknown>) => call(env.t, 'PUT', `/api/people/${id}`, env.s.staff, body);
    expectError(await put(person.id, { version: 1, name: 'Late Edit' }), 409, 'This person was changed by someone else. Reload it and try again.');
    expectError(await put(999_999, { name: 'Nobody' }), 404, 'Person not found');
    expectInvalid(await put(person.id, { doNotAdopt: true }), 'Say why this person may not adopt', 'doNotAdoptReason');
    expectInvalid(await put(person.id, { organizationId: 999_999 }), 'Organization not found', 'organizationId');
    expectInvalid(await put(person.id, { fosterCapacity: 51 }), 'Capacity is at most 50', 'fosterCapacity');
    const flagged = await putOk<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff, { doNotAdopt: true, doNotAdoptReason: 'Bite history' });
    expectInvalid(await put(person.id, { doNotAdoptReason: null }), 'Say why this person may not adopt', 'doNotAdoptReason');
    expect(await getJson<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff)).toMatchObject({
      name: 'Mo Okafor-Reid',
      fosterCapacity: 3,
      doNotAdopt: true,
      doNotAdoptReason: 'Bite history',
      version: flagged.version,
    });
  });

  it('lets exactly one of several simultaneous corrections at the same version through', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Nia Castell' });
    const responses = await Promise.all(
      ['A', 'B', 'C'].map((letter) => call(env.t, 'PUT', `/api/people/${person.id}`, env.s.staff, { version: 1, notes: letter })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await getJson<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff)).version).toBe(2);
  });

  it('refuses to change an erased person with 409', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Oda Finch' });
    expect((await call(env.t, 'POST', `/api/people/${person.id}/erase`, env.s.admin, { reason: 'Asked by e-mail' })).statusCode).toBe(200);
    expectError(
      await call(env.t, 'PUT', `/api/people/${person.id}`, env.s.staff, { name: 'Oda Finch' }),
      409,
      'This person’s details were erased: the record can no longer change',
    );
    // Erased people are no one to find any more.
    expect(await names('q=removed')).toEqual([]);
  });

  it('is for staff and admins', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Pia Lund' });
    await expectGuarded(
      env.t,
      env.s,
      { method: 'PUT', url: `/api/people/${person.id}`, payload: { name: 'X' } },
      ['veterinarian', 'volunteer'],
      CANNOT.writeRecords,
    );
    expect((await getJson<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff)).name).toBe('Pia Lund');
  });
});

describe('GET /api/backup', () => {
  it('holds the people', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Quinn Backup', email: 'quinn@example.org' });
    const response = await call(env.t, 'GET', '/api/backup', env.s.admin);
    expect(response.statusCode).toBe(200);
    const { tables } = response.json<{ tables: Record<string, { id: number; name: string; email: string }[]> }>();
    expect(tables.people?.find((row) => row.id === person.id)).toMatchObject({ name: 'Quinn Backup', email: 'quinn@example.org' });
    expect(tables.organizations).toBeDefined();
  });
});
