import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app.js';
import { animalPayload, call, expectInvalid, rowCounts } from '../../test/fixtures.js';

/**
 * Text PostgreSQL cannot store (found by the fuzzer as 500s): U+0000 anywhere, and an unpaired
 * surrogate, which the audit trail's JSON refuses. Both are invalid input, with the field named.
 */

let t: TTestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('staff');
});
afterAll(() => t.close());

it('refuses a NUL character in a body field or a query parameter with 400, writing nothing', async () => {
  const counts = await rowCounts(t);
  expectInvalid(await call(t, 'POST', '/api/animals', staff, animalPayload({ name: 'Rex\u0000' })), 'Text cannot contain the NUL character', 'name');
  expectInvalid(await call(t, 'GET', '/api/financial-transactions?q=a%00b', staff), 'Text cannot contain the NUL character', 'q');
  expect(await rowCounts(t)).toEqual(counts);
});

it('refuses an unpaired surrogate with 400', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/medical-records',
    headers: { cookie: staff, 'content-type': 'application/json' },
    payload: '{"animalId":1,"recordType":"Vaccination","date":"2026-01-01","description":"\\ud800"}',
  });
  expectInvalid(response, 'Text contains an invalid character (an unpaired surrogate)', 'description');
});

it('refuses a NUL character that only appears once a path parameter is decoded with 400', async () => {
  const response = await call(t, 'GET', '/api/microchips/a%00b', staff);
  expect(response.statusCode, response.body).toBe(400);
  // The router decodes path parameters before the procedure's input is checked, so the field is named.
  expectInvalid(response, 'Text cannot contain the NUL character', 'number');
});

it('keeps every other character, emoji and scripts included', async () => {
  const response = await call(t, 'POST', '/api/animals', staff, animalPayload({ name: 'Zoë 🐾 猫 كلب' }));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ name: 'Zoë 🐾 猫 كلب' });
});
