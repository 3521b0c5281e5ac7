import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { applicationPayload, call, createAnimal, expectError, getJson, loginAll, rowCounts, type TSessions } from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';
import type { TAnimalFlyer } from '../../../src-shared/schemas/printables.js';

let t: TTestApp;
let s: TSessions;
let listed: TAnimal;
let kept: TAnimal;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  listed = await createAnimal(t, s.staff, { name: 'Listed' });
  kept = await createAnimal(t, s.staff, { name: 'Kept Back', publicListing: false });
});
afterAll(() => t.close());

const portalNames = async () => (await getJson<TAdoptableAnimal[]>(t, '/api/public/adoptable-animals')).map((animal) => animal.name);

describe('an animal staff keep off the public channels (docs/domain.md#website)', () => {
  it('is created listed unless staff say otherwise, and answers its switch', () => {
    expect(listed).toMatchObject({ status: 'Available', publicListing: true });
    expect(kept).toMatchObject({ status: 'Available', publicListing: false });
  });

  it('is absent from the portal’s list, its page and its HTML, though Available', async () => {
    expect(await portalNames()).toEqual(['Listed']);
    expect((await call(t, 'GET', `/api/public/animals/${kept.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/public/animals/${kept.id}`)).statusCode).toBe(404);
  });

  it('takes no application, and nothing is written', async () => {
    const before = await rowCounts(t);
    expectError(await call(t, 'POST', '/api/public/adoption-application', undefined, applicationPayload(kept.id)), 404, 'Animal not found');
    expect(await rowCounts(t)).toEqual(before);
  });

  it('prints its flyer without a link to a portal page that would not open', async () => {
    expect((await getJson<TAnimalFlyer>(t, `/api/animals/${kept.id}/flyer`, s.staff)).animal.portalUrl).toBeNull();
    expect((await getJson<TAnimalFlyer>(t, `/api/animals/${listed.id}/flyer`, s.staff)).animal.portalUrl).toMatch(new RegExp(`/public/animals/${listed.id}$`));
  });

  it('comes back on every channel when staff list it again, and goes when they take it off', async () => {
    const shown = await call(t, 'PUT', `/api/animals/${kept.id}`, s.staff, { publicListing: true, version: kept.version });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await portalNames()).toEqual(['Kept Back', 'Listed']);
    const hidden = await call(t, 'PUT', `/api/animals/${kept.id}`, s.staff, { publicListing: false, version: shown.json<TAnimal>().version });
    expect(hidden.json<TAnimal>().publicListing).toBe(false);
    expect(await portalNames()).toEqual(['Listed']);
  });

  it('refuses a switch that is not true or false, and changes nothing', async () => {
    const response = await call(t, 'PUT', `/api/animals/${listed.id}`, s.staff, { publicListing: 'no', version: listed.version });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'publicListing', message: 'Must be true or false' }] });
    expect(await portalNames()).toContain('Listed');
  });
});
