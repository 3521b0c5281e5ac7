import { describe, expect, it } from 'vitest';
import { createAnimal, expectError, getJson } from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';
import type { TMicrochipLookup } from '../../../src-shared/schemas/microchips.js';

const env = useTestEnv();

const lookUp = (number: string, cookie = env.s.staff) => getJson<TMicrochipLookup>(env.t, `/api/microchips/${encodeURIComponent(number)}`, cookie);
const ISO = 'ISO 11784/11785 (15 digits)';
const AAHA = 'https://www.aaha.org/for-pet-parents/microchip-search/';

describe('GET /api/microchips/{number}', () => {
  it('finds the animal carrying a chip that was entered with spaces, however the number is typed', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { name: 'Chipper', microchipId: '985 112 003 456 789' });
    expect(animal.microchipId).toBe('985112003456789');
    const expected: TMicrochipLookup = {
      number: '985112003456789',
      valid: true,
      format: ISO,
      manufacturer: 'HomeAgain (Destron Fearing)',
      registry: 'HomeAgain',
      message: 'An ISO chip; code 985 is HomeAgain (Destron Fearing).',
      animal: { id: animal.id, animalId: animal.animalId, name: 'Chipper', status: 'Available' },
      nationalLookupUrl: AAHA,
    };
    for (const typed of ['985112003456789', '985 112 003 456 789', '985-112-003-456-789', '985.112.003.456.789']) {
      expect(await lookUp(typed), typed).toEqual(expected);
    }
  });

  it('finds a legacy 10-character chip stored in lower case', async () => {
    const animal = await createAnimal(env.t, env.s.staff, { microchipId: '0a1b2c3d4e' });
    expect(await lookUp('0A1B2C3D4E')).toMatchObject({ number: '0A1B2C3D4E', valid: true, animal: { id: animal.id } });
  });

  it.each([
    ['977200000000001', 'Avid', 'AVID PETtrac'],
    ['981020000000002', 'Datamars', 'PetLink'],
    ['982000000000003', 'Allflex', '24PetWatch'],
    ['956000000000004', 'Trovan', 'AKC Reunite'],
    ['985141000000005', 'HomeAgain (Destron Fearing)', 'HomeAgain'],
    ['900164000000006', 'One of several smaller manufacturers (shared code 900)', 'Unknown: search every registry'],
  ])('names the manufacturer and registry of ISO chip %s', async (number, manufacturer, registry) => {
    expect(await lookUp(number)).toEqual({
      number,
      valid: true,
      format: ISO,
      manufacturer,
      registry,
      message: `An ISO chip; code ${number.slice(0, 3)} is ${manufacturer}.`,
      animal: null,
      nationalLookupUrl: AAHA,
    });
  });

  it('recognises country-coded ISO chips and the legacy 9- and 10-character formats', async () => {
    expect(await lookUp('840123456789012')).toMatchObject({
      valid: true,
      format: ISO,
      manufacturer: null,
      message: 'An ISO chip with country code 840; the manufacturer is not encoded.',
    });
    expect(await lookUp('123456789')).toMatchObject({ valid: true, format: 'Legacy 9-digit (AVID)', manufacturer: 'Avid', registry: 'AVID PETtrac' });
    expect(await lookUp('0A1B2C3D4F')).toMatchObject({ valid: true, format: 'Legacy 10-character (125 kHz)', animal: null });
  });

  it.each([
    ['12345', 'A chip number has 15 digits (ISO), 9 digits or 10 characters; this one has 5.'],
    ['9851120034567890', 'A chip number has 15 digits (ISO), 9 digits or 10 characters; this one has 16.'],
    ['ABC-XYZ', 'A chip number has digits only (ISO, 9-digit) or 10 hexadecimal characters.'],
    ['---', 'Enter a microchip number'],
  ])('answers a malformed %j as valid: false with its message', async (number, message) => {
    expect(await lookUp(number)).toMatchObject({ valid: false, format: null, manufacturer: null, registry: null, message, animal: null });
  });

  it('lets every signed-in role look up a chip (animals:read), and nobody without a session', async () => {
    const { t, s } = env;
    for (const cookie of [s.volunteer, s.veterinarian, s.admin]) expect((await lookUp('985112003456789', cookie)).valid).toBe(true);
    expectError(await t.app.inject({ url: '/api/microchips/985112003456789' }), 401, 'Please log in');
  });

  it('refuses a blank number (400 "Search value is required")', async () => {
    const response = await env.t.app.inject({ url: '/api/microchips/%20%20', headers: { cookie: env.s.staff } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Search value is required', code: 'BAD_REQUEST' });
  });
});
