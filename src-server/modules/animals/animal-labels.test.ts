import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { appointmentPayload, createAnimal, postOk } from '../../../test/fixtures.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('staff');
});
afterAll(() => t.close());

/**
 * The procedures of one tRPC batch share an EntityManager. A list labelled with its animals' names
 * (a partial load of those animals) once left them half-built in the identity map, and a whole
 * animal list in the same batch then failed its output check for the missing version: a 500 now
 * and then on the dashboard and the animals screen.
 */
it('a labelled list batched with an animal list leaves the animals whole', async () => {
  const animals: TAnimal[] = [];
  for (let i = 0; i < 4; i++) animals.push(await createAnimal(t, cookie, { name: `Label ${i}` }));
  for (const animal of animals) await postOk(t, '/api/appointments', cookie, appointmentPayload(animal.id));
  const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
  for (let round = 0; round < 10; round++) {
    const response = await t.app.inject({ method: 'GET', url: `/trpc/appointments.list,animals.page?batch=1&input=${input}`, headers: { cookie } });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const [, page] = response.json<[unknown, { result: { data: { items: TAnimal[] } } }]>();
    expect(page.result.data.items.map((item) => typeof item.version)).toEqual(['number', 'number', 'number', 'number']);
  }
});
