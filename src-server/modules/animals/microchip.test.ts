import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, CANNOT, createAnimal, expectGuarded, expectIdChecked, expectInvalid, loginAll, sql, type TSessions } from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';

/** The microchip update: PUT /api/animals/{id} with the microchip fields (docs/domain.md#validation). */

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const put = (id: number | string, payload: Record<string, unknown>, cookie = s.staff) => call(t, 'PUT', `/api/animals/${id}`, cookie, payload);
const chipOf = async (id: number) =>
  (
    await sql<{ microchip_id: string | null; microchip_manufacturer: string | null; registration_id: string | null }>(
      t,
      'select microchip_id, microchip_manufacturer, registration_id from animals where id = ?',
      [id],
    )
  )[0];

describe('PUT /api/animals/{id} with the microchip fields', () => {
  it('stores the chip, its manufacturer and registration, leaving the other fields', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Chipper', microchipId: null });
    const response = await put(animal.id, { microchipId: '985112000111222', microchipManufacturer: 'Datamars', registrationId: 'ORD-42' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TAnimal>()).toMatchObject({
      name: 'Chipper',
      microchipId: '985112000111222',
      microchipManufacturer: 'Datamars',
      registrationId: 'ORD-42',
      version: 2,
    });
    expect(await chipOf(animal.id)).toEqual({ microchip_id: '985112000111222', microchip_manufacturer: 'Datamars', registration_id: 'ORD-42' });
    // Empty values are sent as null; a registration ID is optional.
    expect(
      (await put(animal.id, { microchipId: '985112000111222', microchipManufacturer: 'Datamars', registrationId: null })).json<TAnimal>().registrationId,
    ).toBeNull();
  });

  it.each([
    [{ microchipId: null, microchipManufacturer: 'HomeAgain', registrationId: null }, 'Microchip ID is required', 'microchipId'],
    [{ microchipId: '  ', microchipManufacturer: 'HomeAgain' }, 'Microchip ID is required', 'microchipId'],
    [{ microchipManufacturer: 'Avid' }, 'Microchip ID is required', 'microchipId'],
    [{ microchipId: '985112000333444', microchipManufacturer: null, registrationId: null }, 'Manufacturer is required', 'microchipManufacturer'],
    [{ microchipId: '985112000333444', microchipManufacturer: '' }, 'Manufacturer is required', 'microchipManufacturer'],
    [{ microchipId: '985112000333444' }, 'Manufacturer is required', 'microchipManufacturer'],
  ])('refuses %j with "%s" and changes nothing', async (payload, message, path) => {
    const animal = await createAnimal(t, s.staff, { microchipManufacturer: 'PetLink' });
    expectInvalid(await put(animal.id, payload), message, path);
    expect(await chipOf(animal.id)).toEqual({ microchip_id: animal.microchipId, microchip_manufacturer: 'PetLink', registration_id: null });
  });

  it('removes the chip when both are sent empty', async () => {
    const animal = await createAnimal(t, s.staff, { microchipId: '985000000000002', microchipManufacturer: 'Trovan' });
    expect((await put(animal.id, { microchipId: null, microchipManufacturer: null, registrationId: null })).statusCode).toBe(200);
    expect(await chipOf(animal.id)).toEqual({ microchip_id: null, microchip_manufacturer: null, registration_id: null });
  });

  it('checks the {id}, and answers 401 without a session and 403 for a volunteer or veterinarian', async () => {
    const animal = await createAnimal(t, s.staff);
    const payload = { microchipId: '985000000000003', microchipManufacturer: 'Avid' };
    await expectIdChecked(t, s.staff, 'PUT', (id) => `/api/animals/${id}`, payload);
    await expectGuarded(t, s, { method: 'PUT', url: `/api/animals/${animal.id}`, payload }, ['volunteer', 'veterinarian'], CANNOT.writeRecords);
    expect((await chipOf(animal.id))?.microchip_id).not.toBe('985000000000003');
  });
});
