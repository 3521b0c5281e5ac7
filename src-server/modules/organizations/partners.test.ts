import { describe, expect, it } from 'vitest';
import type { TPartner } from '../../../src-shared/schemas/partners.js';
import { call, expectError, expectGuarded, expectInvalid, getJson, postOk, rowCount, sql } from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';

/** Partner organizations through HTTP (docs/domain.md#partners). */

const env = useTestEnv();
const list = (cookie = env.s.staff) => getJson<TPartner[]>(env.t, '/api/partners', cookie);
const create = (body: Record<string, unknown>, cookie = env.s.admin) => call(env.t, 'POST', '/api/partners', cookie, body);
const update = (id: number, body: Record<string, unknown>, cookie = env.s.admin) => call(env.t, 'PUT', `/api/partners/${id}`, cookie, body);
const MANAGE = 'manage settings, users, the audit log or backups';

describe('partner organizations (/api/partners)', () => {
  it('creates partners, lists them by name for every console role, and audits the change', async () => {
    const hope = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: '  Hope Rescue League ', inCoalition: true });
    expect(hope).toEqual({ id: expect.any(Number), version: 1, name: 'Hope Rescue League', inCoalition: true, active: true });
    const county = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: 'County Animal Services' });
    expect(county.inCoalition).toBe(false);

    for (const cookie of [env.s.staff, env.s.veterinarian, env.s.volunteer]) {
      expect((await list(cookie)).map((partner) => partner.name)).toEqual(['County Animal Services', 'Hope Rescue League']);
    }
    const audited = await sql<{ action: string; entity_id: string }>(
      env.t,
      "select action, entity_id from audit_log where entity = 'Organization' order by id",
    );
    expect(audited).toEqual([
      { action: 'create', entity_id: String(hope.id) },
      { action: 'create', entity_id: String(county.id) },
    ]);
  });

  it('renames a partner, moves it in or out of the coalition, and takes it out of use', async () => {
    const partner = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: 'Tri-State SPCA' });
    const renamed = await update(partner.id, { version: partner.version, name: 'Tri-State SPCA North', inCoalition: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TPartner>()).toMatchObject({ name: 'Tri-State SPCA North', inCoalition: true, active: true, version: 2 });
    const retired = await update(partner.id, { active: false });
    expect(retired.json<TPartner>()).toMatchObject({ name: 'Tri-State SPCA North', active: false, version: 3 });
    expect((await list()).find((item) => item.id === partner.id)?.active).toBe(false);

    expectError(await update(partner.id, { version: 1, name: 'Late Edit' }), 409, 'This partner was changed by someone else. Reload it and try again.');
    expectError(await update(999_999, { name: 'Nobody' }), 404, 'Partner not found');
  });

  it('refuses a name already taken, whatever its case and spaces, with 409 naming it', async () => {
    const first = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: 'Second Chance Rescue' });
    const other = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: 'Paws Across Borders' });
    const before = await rowCount(env.t, 'organizations');
    expectError(await create({ name: ' second CHANCE rescue  ' }), 409, 'There is already a partner named Second Chance Rescue');
    expectError(await update(other.id, { name: 'SECOND chance Rescue' }), 409, 'There is already a partner named Second Chance Rescue');
    expect(await rowCount(env.t, 'organizations')).toBe(before);
    // Its own name, differently cased, is no conflict.
    expect((await update(first.id, { name: 'Second chance rescue' })).statusCode).toBe(200);
  });

  it('lets only administrators add or change partners', async () => {
    const partner = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: 'Riverside Humane Society' });
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: '/api/partners', payload: { name: 'Sneaky Rescue' } },
      ['staff', 'veterinarian', 'volunteer'],
      MANAGE,
    );
    await expectGuarded(
      env.t,
      env.s,
      { method: 'PUT', url: `/api/partners/${partner.id}`, payload: { inCoalition: true } },
      ['staff', 'veterinarian', 'volunteer'],
      MANAGE,
    );
    expectError(await call(env.t, 'GET', '/api/partners'), 401, 'Please log in');
    expect(await rowCount(env.t, 'organizations', "name = 'Sneaky Rescue'")).toBe(0);
    expect((await list()).find((item) => item.id === partner.id)?.inCoalition).toBe(false);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const partner = await postOk<TPartner>(env.t, '/api/partners', env.s.admin, { name: 'Valley Cat Rescue' });
    const before = await rowCount(env.t, 'organizations');
    const audits = await rowCount(env.t, 'audit_log');
    expectInvalid(await create({ name: '   ' }), 'Name is required', 'name');
    expectInvalid(await create({}), 'Name is required', 'name');
    expectInvalid(await create({ name: 'x'.repeat(201) }), 'Must be at most 200 characters', 'name');
    expectInvalid(await create({ name: 'Flag Rescue', inCoalition: 'yes' }), 'Must be true or false', 'inCoalition');
    expectInvalid(await update(partner.id, { active: 'no' }), 'Must be true or false', 'active');
    expect(await rowCount(env.t, 'organizations')).toBe(before);
    expect(await rowCount(env.t, 'audit_log')).toBe(audits);
  });
});
