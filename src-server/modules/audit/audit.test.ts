import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import type { TAuditEntry } from '../../../src-shared/schemas/audit.js';
import { trpcQuery } from '../../../test/fixtures-records.js';

let t: TTestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin', 'chief');
  staff = await t.loginAs('staff', 'maria');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, ...(payload ? { payload } : {}) });
const auditOf = async (query: string) => (await send('GET', `/api/audit-log?${query}`, admin)).json<TAuditEntry[]>();
const auditRows = async () => Number((await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from audit_log'))[0]?.n);

async function newAnimal(extra: object = {}) {
  const response = await send('POST', '/api/animals', staff, {
    name: 'Rex',
    species: 'Dog',
    breed: 'Mix',
    sex: 'Male',
    age: '3 years',
    intakeDate: '2026-02-01',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; animalId: string }>();
}

describe('the audit trail', () => {
  it('records a creation with who, what and the values', async () => {
    const animal = await newAnimal();
    const [entry] = await auditOf(`entity=Animal&entityId=${animal.id}`);
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'Animal',
      entityId: String(animal.id),
      username: 'maria',
      animalId: animal.id,
      animalCode: animal.animalId,
    });
    expect(entry?.changes).toMatchObject({ name: [null, 'Rex'], animalId: [null, animal.animalId], status: [null, 'Available'] });
  });

  it('records an update with the old and new value of each changed field only', async () => {
    const animal = await newAnimal();
    await send('PUT', `/api/animals/${animal.id}`, staff, { name: 'Rexford', breed: 'Mix', status: 'Medical Hold' });
    const [latest] = await auditOf(`entity=Animal&entityId=${animal.id}`);
    expect(latest).toMatchObject({ action: 'update', username: 'maria' });
    expect(latest?.changes).toEqual({ name: ['Rex', 'Rexford'], status: ['Available', 'Medical Hold'] });
  });

  it('records a void, and the status change it causes, on the animal’s history', async () => {
    const animal = await newAnimal({ microchipId: '985112003456789' });
    const adoption = (
      await send('POST', '/api/adoptions', staff, {
        animalId: animal.id,
        adopterName: 'Ana Ruiz',
        adopterEmail: 'ana@example.org',
        adopterPhone: '555-222-3333',
        adoptionDate: '2026-02-10',
        feeAmount: 12000,
        status: 'Completed',
      })
    ).json<{ id: number }>();
    await send('DELETE', `/api/adoptions/${adoption.id}?reason=Entered%20twice`, staff);
    const history = (await send('GET', `/api/animals/${animal.id}/history`, staff)).json<TAuditEntry[]>();
    const summary = history.map((entry) => `${entry.action} ${entry.entity}`);
    expect(summary).toEqual(expect.arrayContaining(['create Animal', 'create Adoption', 'update Adoption', 'update Animal']));
    const voided = history.find((entry) => entry.entity === 'Adoption' && entry.action === 'update');
    expect(voided?.changes).toMatchObject({ voidReason: [null, 'Entered twice'] });
    // The fee transaction, booked and voided with it, is in the log too (it names no animal).
    const fees = await auditOf('entity=Transaction');
    expect(fees.map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  it('writes nothing when the write is refused: the audit row shares the transaction', async () => {
    const animal = await newAnimal();
    const before = await auditRows();
    const refused = await send('POST', '/api/adoptions', staff, {
      animalId: animal.id,
      adopterName: 'Ana Ruiz',
      adopterEmail: 'ana@example.org',
      adopterPhone: '555-222-3333',
      adoptionDate: '2026-02-10',
      feeAmount: 12000,
      status: 'Completed',
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditRows()).toBe(before);
  });

  it('never holds a password, only that it changed', async () => {
    const created = (
      await send('POST', '/api/users', admin, { username: 'newbie', password: 'a long and private phrase', name: 'New Bie', role: 'volunteer' })
    ).json<{ id: number }>();
    await send('PUT', `/api/users/${created.id}`, admin, { password: 'another private phrase here' });
    const entries = await auditOf(`entity=User&entityId=${created.id}`);
    expect(entries.map((entry) => entry.changes.password)).toEqual(['changed', 'changed']);
    const raw = JSON.stringify(await t.db.orm.em.fork().getConnection().execute('select changes from audit_log'));
    expect(raw).not.toMatch(/argon2|a long and private phrase|another private phrase/);
  });

  it('records the public portal’s writes without a user', async () => {
    const animal = await newAnimal();
    await t.app.inject({
      method: 'POST',
      url: '/api/public/adoption-application',
      payload: {
        animalId: animal.id,
        applicantName: 'Sam Rivera',
        applicantEmail: 'sam@example.org',
        applicantPhone: '555-123-4567',
        homeType: 'House',
        hasChildren: false,
        hasOtherPets: false,
        previousPetExperience: 'Dogs',
        reasonForAdoption: 'Walks',
        howDidYouHear: 'Friend',
      },
    });
    const [entry] = await auditOf('entity=Application');
    expect(entry).toMatchObject({ action: 'create', userId: null, username: null });
  });

  it('pages an animal’s history for the console: the REST history’s entries, with their total', async () => {
    // No care plan: its items would be in the history too.
    const animal = await newAnimal({ carePlan: null });
    for (const breed of ['Beagle mix', 'Boxer', 'Collie']) await send('PUT', `/api/animals/${animal.id}`, staff, { breed });
    const history = (await send('GET', `/api/animals/${animal.id}/history`, staff)).json<TAuditEntry[]>();
    // The intake (its stay) and the three edits, after the animal's creation.
    expect(history).toHaveLength(5);
    const { status, data } = await trpcQuery<{ items: TAuditEntry[]; total: number }>(
      t,
      'audit.animalHistoryPage',
      { id: animal.id, limit: 2, offset: 1 },
      staff,
    );
    expect(status).toBe(200);
    expect(data?.total).toBe(5);
    expect(data?.items.map((entry) => entry.id)).toEqual(history.slice(1, 3).map((entry) => entry.id));
    expect(data?.items[0]?.changes).toEqual({ breed: ['Beagle mix', 'Boxer'] });
    expect(await trpcQuery(t, 'audit.animalHistoryPage', { id: 999999, limit: 2, offset: 0 }, staff)).toMatchObject({ status: 404 });
  });

  it('is browsed by admins only, filtered and paged', async () => {
    expect((await send('GET', '/api/audit-log', staff)).statusCode).toBe(403);
    const page = await send('GET', '/api/audit-log?limit=2&username=x', admin);
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBe(await auditRows());
    const byUser = await auditOf(`userId=${(await auditOf('entity=Animal'))[0]?.userId}`);
    expect(byUser.every((entry) => entry.username === 'maria')).toBe(true);
  });
});
