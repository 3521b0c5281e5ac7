import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TOrganization, TOrganizationDetail } from '../../../src-shared/schemas/people.js';
import type { TPage } from '../../../src-shared/paging.js';
import {
  call,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  expectInvalid,
  getJson,
  postOk,
  rowCount,
  rowCounts,
  sql,
  todayIn,
} from '../../../test/fixtures.js';
import { putOk, useTestEnv } from '../../../test/fixtures-records.js';
import { COALITION_REFUSED } from './organizations.service.js';

/** Organizations through HTTP (docs/domain.md#people): the shelters, rescues, clinics and others records name. */

const env = useTestEnv();
const create = (body: Record<string, unknown>, cookie = env.s.staff) => call(env.t, 'POST', '/api/organizations', cookie, body);
const update = (id: number, body: Record<string, unknown>, cookie = env.s.staff) => call(env.t, 'PUT', `/api/organizations/${id}`, cookie, body);
const merge = (id: number, body: Record<string, unknown>, cookie = env.s.admin) => call(env.t, 'POST', `/api/organizations/${id}/merge`, cookie, body);
const detail = (id: number) => getJson<TOrganizationDetail>(env.t, `/api/organizations/${id}`, env.s.staff);
const added = (body: Record<string, unknown>, cookie = env.s.staff) => postOk<TOrganization>(env.t, '/api/organizations', cookie, body);
const page = (query: string, cookie = env.s.staff) => getJson<TPage<TOrganization>>(env.t, `/api/organizations?${query}`, cookie);
const counts = () => rowCounts(env.t, ['organizations', 'people', 'stays', 'audit_log']);

/** A contact of `organizationId`, as the people pages will add one. */
async function contact(name: string, organizationId: number): Promise<number> {
  const [row] = await sql<{ id: number }>(
    env.t,
    "insert into people (name, roles, organization_id, created_at, updated_at) values (?, '{Organization contact}', ?, now(), now()) returning id",
    [name, organizationId],
  );
  return row!.id;
}

/** An animal transferred in from one organization and out to another, through the journey's calls. */
async function transfer(from: number, to: number | null): Promise<number> {
  const today = todayIn(env.t);
  const animal = await createAnimal(env.t, env.s.staff, {
    intakeDate: addDays(today, -3),
    intake: { type: 'Transferred in', sourceOrganizationId: from, transferScope: 'In-state' },
  } as never);
  if (to !== null) {
    await postOk(env.t, `/api/animals/${animal.id}/outcome`, env.s.staff, {
      type: 'Transferred out',
      date: today,
      destinationOrganizationId: to,
      transferScope: 'In-state',
    });
  }
  return animal.id;
}

describe('POST /api/organizations', () => {
  it('adds an organization with its details, of kind Shelter or rescue unless told, and audits it', async () => {
    const clinic = await added({ name: '  Elm Street Vet Clinic ', kind: 'Vet clinic', email: 'desk@elmvet.example', phone: '555-010-6000' });
    expect(clinic).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Elm Street Vet Clinic',
      kind: 'Vet clinic',
      inCoalition: false,
      active: true,
      email: 'desk@elmvet.example',
      phone: '555-010-6000',
      address: null,
      notes: null,
    });
    expect(await added({ name: 'Prairie Rescue' })).toMatchObject({ kind: 'Shelter or rescue', inCoalition: false, active: true });
    expect(await sql(env.t, "select action from audit_log where entity = 'Organization' and entity_id = ?", [String(clinic.id)])).toEqual([
      { action: 'create' },
    ]);
  });

  it('lets only an administrator put a new organization in the coalition', async () => {
    const before = await counts();
    expectError(await create({ name: 'Coalition Hopeful', inCoalition: true }), 403, COALITION_REFUSED);
    expect(await counts()).toEqual(before);
    expect(await added({ name: 'Coalition Member', inCoalition: true }, env.s.admin)).toMatchObject({ inCoalition: true });
  });

  it('refuses a name already taken, whatever its case and spaces, with 409 naming the organization that has it', async () => {
    await added({ name: 'Second Chance Rescue', kind: 'Other' });
    const before = await counts();
    expectError(await create({ name: ' second CHANCE rescue  ' }), 409, 'There is already an organization named Second Chance Rescue');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await counts();
    expectInvalid(await create({ name: '   ' }), 'Name is required', 'name');
    expectInvalid(await create({ name: 'x'.repeat(201) }), 'Must be at most 200 characters', 'name');
    expectInvalid(await create({ name: 'Kindless', kind: 'Zoo' }), 'Kind must be one of: Shelter or rescue, Vet clinic, Other', 'kind');
    expectInvalid(await create({ name: 'Mailless', email: 'not-an-email' }), 'Invalid email address', 'email');
    expectInvalid(await create({ name: 'Flagless', active: 'yes' }), 'Must be true or false', 'active');
    expect(await counts()).toEqual(before);
  });

  it('is refused to volunteers and veterinarians, and without a session', async () => {
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: '/api/organizations', payload: { name: 'Sneaky Org' } },
      ['veterinarian', 'volunteer'],
      CANNOT.writeRecords,
    );
    expect(await rowCount(env.t, 'organizations', "name = 'Sneaky Org'")).toBe(0);
  });
});

describe('GET /api/organizations and /api/organizations/{id}', () => {
  it('lists by name whatever its case, a page at a time, found by a part of the name and filtered by kind, for every role', async () => {
    for (const [name, kind] of [
      ['Zebra Lane Shelter', 'Shelter or rescue'],
      ['Aspen Lane Clinic', 'Vet clinic'],
      ['birch lane rescue', 'Shelter or rescue'],
    ] as const) {
      await added({ name, kind });
    }
    const lane = await page('q=LANE');
    expect(lane.items.map((organization) => organization.name)).toEqual(['Aspen Lane Clinic', 'birch lane rescue', 'Zebra Lane Shelter']);
    expect(lane.total).toBe(3);
    expect((await page('q=lane&kind=Shelter%20or%20rescue')).items.map((organization) => organization.name)).toEqual([
      'birch lane rescue',
      'Zebra Lane Shelter',
    ]);
    const second = await page('q=lane&limit=1&offset=1', env.s.volunteer);
    expect(second).toEqual({ items: [expect.objectContaining({ name: 'birch lane rescue' })], total: 3 });
    expect((await page('q=no such place')).items).toEqual([]);
    expectInvalid(await call(env.t, 'GET', '/api/organizations?kind=Zoo', env.s.staff), 'Kind must be one of: Shelter or rescue, Vet clinic, Other', 'kind');
    expectError(await call(env.t, 'GET', '/api/organizations'), 401, 'Please log in');
  });

  it('answers an organization with its contacts by name and the transfers it sent and received', async () => {
    const hills = await added({ name: 'Hills Humane Society' });
    const valley = await added({ name: 'Valley Rescue' });
    await contact('Zoe Hart', hills.id);
    await contact('Abe Moss', hills.id);
    await transfer(hills.id, valley.id);
    await transfer(hills.id, null);
    await transfer(valley.id, hills.id);
    expect(await detail(hills.id)).toEqual({
      ...hills,
      contacts: [expect.objectContaining({ name: 'Abe Moss', doNotAdopt: false }), expect.objectContaining({ name: 'Zoe Hart' })],
      transfersIn: 2,
      transfersOut: 1,
    });
    expect(await detail(valley.id)).toMatchObject({ contacts: [], transfersIn: 1, transfersOut: 1 });
    expect(await getJson(env.t, `/api/organizations/${hills.id}`, env.s.volunteer)).toMatchObject({ name: 'Hills Humane Society' });
    expectError(await call(env.t, 'GET', '/api/organizations/999999', env.s.staff), 404, 'Organization not found');
    expect((await call(env.t, 'GET', '/api/organizations/abc', env.s.staff)).statusCode).toBe(400);
  });
});

describe('PUT /api/organizations/{id}', () => {
  it('corrects the fields sent, bumps the version and refuses a stale one (409)', async () => {
    const organization = await added({ name: 'Lakeside Rescue', phone: '555-010-6100' });
    const corrected = await putOk<TOrganization>(env.t, `/api/organizations/${organization.id}`, env.s.staff, {
      version: 1,
      kind: 'Other',
      address: '1 Lake Rd',
      active: false,
    });
    expect(corrected).toEqual({ ...organization, kind: 'Other', address: '1 Lake Rd', active: false, version: 2 });
    expectError(await update(organization.id, { version: 1, notes: 'Late' }), 409, 'This organization was changed by someone else. Reload it and try again.');
    expect(await detail(organization.id)).toMatchObject({ version: 2, notes: null });
  });

  it('refuses a name another organization has (409 naming it), but not its own in another case', async () => {
    await added({ name: 'North Shore Shelter' });
    const other = await added({ name: 'South Shore Shelter' });
    expectError(await update(other.id, { name: 'NORTH shore shelter' }), 409, 'There is already an organization named North Shore Shelter');
    expect(await putOk<TOrganization>(env.t, `/api/organizations/${other.id}`, env.s.staff, { name: 'south shore SHELTER' })).toMatchObject({
      name: 'south shore SHELTER',
    });
  });

  it('lets only an administrator move an organization in or out of the coalition', async () => {
    const organization = await added({ name: 'Ridge Rescue' });
    expectError(await update(organization.id, { inCoalition: true }), 403, COALITION_REFUSED);
    expect((await detail(organization.id)).inCoalition).toBe(false);
    expect(await putOk<TOrganization>(env.t, `/api/organizations/${organization.id}`, env.s.admin, { inCoalition: true })).toMatchObject({ inCoalition: true });
    // Sent unchanged, the flag is no change.
    expect((await update(organization.id, { inCoalition: true, notes: 'Calls back fast' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown organization, 400 for bad input, 403 for a volunteer, and writes nothing', async () => {
    const organization = await added({ name: 'Meadow Rescue' });
    const before = await counts();
    expectError(await update(999_999, { notes: 'x' }), 404, 'Organization not found');
    expectInvalid(await update(organization.id, { name: '' }), 'Name is required', 'name');
    expectInvalid(await update(organization.id, { email: 'nope' }), 'Invalid email address', 'email');
    await expectGuarded(
      env.t,
      env.s,
      { method: 'PUT', url: `/api/organizations/${organization.id}`, payload: { notes: 'x' } },
      ['volunteer'],
      CANNOT.writeRecords,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/organizations/{id}/merge', () => {
  it('moves every transfer and contact of the duplicate to the one kept, fills its blanks, deletes the duplicate and audits each change', async () => {
    const kept = await added({ name: 'County Animal Services', phone: '555-010-6200' });
    const duplicate = await added({ name: 'County Animal Svcs', email: 'intake@county.example', phone: '555-010-6299' });
    const other = await added({ name: 'Far Rescue' });
    const person = await contact('Jo Reyes', duplicate.id);
    const [inbound, roundTrip] = [await transfer(duplicate.id, other.id), await transfer(other.id, duplicate.id)];
    const audits = await rowCount(env.t, 'audit_log');

    const merged = await merge(kept.id, { duplicateId: duplicate.id, version: 1 });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<TOrganization>()).toEqual({ ...kept, email: 'intake@county.example', version: 2 });
    expect(await rowCount(env.t, 'organizations', 'id = ?', [duplicate.id])).toBe(0);
    expect(await detail(kept.id)).toMatchObject({ contacts: [expect.objectContaining({ id: person })], transfersIn: 1, transfersOut: 1 });
    expect(
      await sql(env.t, 'select animal_id, source_organization_id, destination_organization_id from stays where animal_id in (?, ?) order by animal_id', [
        inbound,
        roundTrip,
      ]),
    ).toEqual([
      { animal_id: inbound, source_organization_id: kept.id, destination_organization_id: other.id },
      { animal_id: roundTrip, source_organization_id: other.id, destination_organization_id: kept.id },
    ]);
    const logged = await sql<{ action: string; entity: string }>(env.t, 'select action, entity from audit_log where id > ? order by id', [audits]);
    expect(logged).toEqual(
      expect.arrayContaining([
        { action: 'update', entity: 'Stay' },
        { action: 'update', entity: 'Person' },
        { action: 'update', entity: 'Organization' },
        { action: 'delete', entity: 'Organization' },
      ]),
    );
    expect(logged.filter((entry) => entry.entity === 'Stay')).toHaveLength(2);
    // The duplicate's name is free again.
    expect(await added({ name: 'County Animal Svcs' })).toMatchObject({ name: 'County Animal Svcs' });
  });

  it('refuses a merge with itself or with no such duplicate (400), an unknown organization (404), a stale version (409), and non-administrators (403)', async () => {
    const kept = await added({ name: 'Harbor Rescue' });
    const duplicate = await added({ name: 'Harbour Rescue' });
    await transfer(duplicate.id, null);
    const before = await counts();
    expectInvalid(await merge(kept.id, { duplicateId: kept.id }), 'An organization cannot be merged with itself', 'duplicateId');
    expectInvalid(await merge(kept.id, { duplicateId: 999_999 }), 'Organization not found', 'duplicateId');
    expectInvalid(await merge(kept.id, {}), 'id must be a positive integer', 'duplicateId');
    expectError(await merge(999_999, { duplicateId: duplicate.id }), 404, 'Organization not found');
    expectError(
      await merge(kept.id, { duplicateId: duplicate.id, version: 7 }),
      409,
      'This organization was changed by someone else. Reload it and try again.',
    );
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: `/api/organizations/${kept.id}/merge`, payload: { duplicateId: duplicate.id } },
      ['staff', 'veterinarian', 'volunteer'],
      'manage settings, users, the audit log or backups',
    );
    expect(await counts()).toEqual(before);
    expect((await detail(duplicate.id)).transfersIn).toBe(1);
  });
});
