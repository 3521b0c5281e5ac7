import { beforeAll, describe, expect, it } from 'vitest';
import type { TAnimal, TAnimalCreateInput } from '../../../src-shared/schemas/animals.js';
import { call, createAnimal, expectError, getJson } from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';

const env = useTestEnv();

/** The registry's animals (docs/domain.md#registry), on a database of this file's own. */
let seeded: Record<string, TAnimal>;
beforeAll(async () => {
  const { t, s } = env;
  const animal = (name: string, intakeDate: string, more: Partial<TAnimalCreateInput> = {}) => createAnimal(t, s.staff, { name, intakeDate, ...more });
  // Created in this order, so by record number: Zeus, bella, Apollo, Coco, Biscuit, Echo.
  seeded = {
    Zeus: await animal('Zeus', '2025-03-01'),
    bella: await animal('bella', '2025-05-01', { status: 'Medical Hold' }),
    Apollo: await animal('Apollo', '2025-01-15', { status: 'Behavioral Eval' }),
    Coco: await animal('Coco', '2025-05-01', { species: 'Cat', breed: 'Siamese' }),
    Biscuit: await animal('Biscuit', '2025-02-01', { species: 'Cat', breed: 'Tabby', status: 'Medical Hold' }),
    Echo: await animal('Echo', '2025-04-01', { species: 'Bird', breed: 'Parakeet' }),
  };
});

const names = async (query: string) => (await getJson<TAnimal[]>(env.t, `/api/animals?${query}`, env.s.volunteer)).map((animal) => animal.name);

describe('GET /api/animals?sort=…&order=… (docs/domain.md#registry)', () => {
  it('lists newest intake first without a sort, ties by the later record first, as it always did', async () => {
    // Coco and bella share 1 May: Coco was recorded later.
    const newest = ['Coco', 'bella', 'Echo', 'Zeus', 'Biscuit', 'Apollo'];
    expect(await names('')).toEqual(newest);
    expect(await names('sort=intakeDate')).toEqual(newest);
    expect(await names('sort=intakeDate&order=desc')).toEqual(newest);
    expect(await names('sort=intakeDate&order=asc')).toEqual([...newest].reverse());
    expect(await names('order=asc')).toEqual([...newest].reverse());
  });

  it('sorts by name whatever its case, A to Z unless asked Z to A', async () => {
    expect(await names('sort=name')).toEqual(['Apollo', 'bella', 'Biscuit', 'Coco', 'Echo', 'Zeus']);
    expect(await names('sort=name&order=desc')).toEqual(['Zeus', 'Echo', 'Coco', 'Biscuit', 'bella', 'Apollo']);
  });

  it('sorts by animal ID as text', async () => {
    const ids = Object.values(seeded).map((animal) => animal.animalId);
    const listed = async (query: string) => (await getJson<TAnimal[]>(env.t, `/api/animals?${query}`, env.s.staff)).map((animal) => animal.animalId);
    expect(await listed('sort=animalId')).toEqual([...ids].sort());
    expect(await listed('sort=animalId&order=desc')).toEqual([...ids].sort().reverse());
  });

  it('sorts by status A to Z or Z to A, each status newest intake first either way', async () => {
    expect(await names('sort=status')).toEqual(['Coco', 'Echo', 'Zeus', 'Apollo', 'bella', 'Biscuit']);
    expect(await names('sort=status&order=desc')).toEqual(['bella', 'Biscuit', 'Apollo', 'Coco', 'Echo', 'Zeus']);
  });

  it('pages a sorted list, with the total, and sorts what the filters and the search select', async () => {
    const response = await call(env.t, 'GET', '/api/animals?sort=name&limit=2&offset=2', env.s.staff);
    expect(response.json<TAnimal[]>().map((animal) => animal.name)).toEqual(['Biscuit', 'Coco']);
    expect(response.headers['x-total-count']).toBe('6');
    expect(await names('species=Cat&sort=name&order=desc')).toEqual(['Coco', 'Biscuit']);
    expect(await names('status=Medical%20Hold&sort=name')).toEqual(['bella', 'Biscuit']);
    expect(await names('q=ll&sort=name&order=desc')).toEqual(['bella', 'Apollo']);
  });

  it('filters by species and by every status, Behavioral Eval among them', async () => {
    expect(await names('species=Bird')).toEqual(['Echo']);
    expect(await names('species=Cat')).toEqual(['Coco', 'Biscuit']);
    expect(await names('status=Behavioral%20Eval')).toEqual(['Apollo']);
    expect(await names('status=Behavioral%20Eval&species=Cat')).toEqual([]);
  });

  it('refuses an unknown sort, order or species with 400 naming the choices', async () => {
    const get = (query: string) => call(env.t, 'GET', `/api/animals?${query}`, env.s.staff);
    expectError(await get('sort=age'), 400, 'Sort must be one of: name, animalId, intakeDate, status');
    expectError(await get('sort=Name'), 400, 'Sort must be one of: name, animalId, intakeDate, status');
    expectError(await get('sort=name&order=up'), 400, 'Order must be one of: asc, desc');
    expectError(await get('species=Dragon'), 400, 'Species must be one of: Dog, Cat, Bird, Small Animal, Other');
    expect((await get('sort=age')).json()).toMatchObject({ issues: [{ path: 'sort' }] });
  });
});
