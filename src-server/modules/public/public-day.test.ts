import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dateInZone } from '../../../src-shared/dates.js';
import type { TCarePlan } from '../../../src-shared/schemas/care-plans.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, getJson, postOk } from '../../../test/fixtures.js';

/**
 * The portal's cached answers hold for the shelter's day (plugins/api-caching.ts): a vaccination
 * becomes due at midnight without any write, and the first read after it says so.
 */

/** The next midnight in the shelter's zone (the test config's, America/Chicago), to the minute. */
function nextMidnight(timeZone: string): { day: string; midnight: number } {
  const day = dateInZone(new Date(), timeZone);
  let instant = Math.ceil(Date.now() / 60_000) * 60_000;
  while (dateInZone(new Date(instant), timeZone) === day) instant += 60_000;
  return { day, midnight: instant };
}

let t: TTestApp;
let day: string;
let midnight: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ day, midnight } = nextMidnight(t.config.timeZone));
  // Sessions are judged by the database's clock: the faked one stays within hours of it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(midnight - 30_000);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('the portal’s read cache', () => {
  it('answers afresh on a new shelter day: a vaccination due in a week turns Due at midnight', async () => {
    const staff = await t.loginAs('staff');
    const animal = await createAnimal(t, staff, {
      name: 'Midnight',
      intakeDate: addDays(day, -8),
      carePlan: {
        protocolId: null,
        items: [
          { itemType: 'Vaccination', name: 'DHPP', dueDate: addDays(day, -8) },
          // A week from tomorrow: outside this week's Due, inside tomorrow's.
          { itemType: 'Vaccination', name: 'DHPP booster', dueDate: addDays(day, 7) },
        ],
      },
    });
    const [first] = (await getJson<TCarePlan>(t, `/api/animals/${animal.id}/care-plan`, staff)).items;
    await postOk(t, `/api/care-plan-items/${first?.id}/give`, staff, { date: day });

    const portal = async () => {
      const response = await call(t, 'GET', '/api/public/adoptable-animals');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TAdoptableAnimal[]>().find((adoptable) => adoptable.id === animal.id)?.vaccinationStatus;
    };
    expect(await portal()).toBe('Up to date');
    expect(await portal()).toBe('Up to date');

    // 40 s later, within the cached answer's minute, but the next day.
    vi.setSystemTime(midnight + 10_000);
    expect(await portal()).toBe('Due');
  });
});
