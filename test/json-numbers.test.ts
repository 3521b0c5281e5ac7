import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './app.js';
import {
  adoptionPayload,
  call,
  createAnimal,
  expectInvalid,
  loginAll,
  medicalPayload,
  postOk,
  rowCount,
  sql,
  transactionPayload,
  type TSessions,
} from './fixtures.js';

/**
 * Numbers in a JSON body are JSON numbers: "10.00" is not read as 10 cents. Path and query
 * parameters are text by nature and keep parsing (`/…/7`, `?limit=1`).
 */

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const AMOUNT_MESSAGE = 'Amount is required, in whole cents';

describe('POST /api/financial-transactions amount', () => {
  it.each([
    ['"10.00"', '10.00'],
    ['"10"', '10'],
    ['10.5', 10.5],
  ])('refuses %s with 400 naming the amount, storing nothing', async (_label, amount) => {
    const before = await rowCount(t, 'financial_transactions');
    expectInvalid(await call(t, 'POST', '/api/financial-transactions', s.staff, transactionPayload({ amount })), AMOUNT_MESSAGE, 'amount');
    expect(await rowCount(t, 'financial_transactions')).toBe(before);
  });

  it('stores 10 as 10 cents', async () => {
    const created = await postOk<{ id: number; amount: number }>(t, '/api/financial-transactions', s.staff, transactionPayload({ amount: 10 }));
    expect(created.amount).toBe(10);
    expect(await sql(t, 'select amount from financial_transactions where id = ?', [created.id])).toEqual([{ amount: 10 }]);
  });

  it('refuses a related record id sent as text', async () => {
    expectInvalid(
      await call(t, 'POST', '/api/financial-transactions', s.staff, transactionPayload({ relatedTo: '1' })),
      'id must be a positive integer',
      'relatedTo',
    );
  });
});

describe('other whole numbers in bodies', () => {
  it('refuses an adoption fee sent as text, storing no adoption', async () => {
    const animal = await createAnimal(t, s.staff);
    const response = await call(t, 'POST', '/api/adoptions', s.staff, adoptionPayload(animal.id, { feeAmount: '150.00' }));
    expectInvalid(response, 'Fee is whole cents', 'feeAmount');
    expect(await rowCount(t, 'adoptions')).toBe(0);
  });

  it('refuses the default adoption fee sent as text, leaving the settings as they were', async () => {
    const fee = async () => (await call(t, 'GET', '/api/settings', s.admin)).json<{ system: { defaultAdoptionFee: number } }>().system.defaultAdoptionFee;
    const before = await fee();
    expectInvalid(
      await call(t, 'PUT', '/api/settings', s.admin, { system: { defaultAdoptionFee: '15000' } }),
      'Amounts are whole cents',
      'system.defaultAdoptionFee',
    );
    expect(await fee()).toBe(before);
  });

  it('refuses a version sent as text, and takes the record id from the path', async () => {
    const created = await postOk<{ id: number; version: number }>(t, '/api/financial-transactions', s.staff, transactionPayload());
    const url = `/api/financial-transactions/${created.id}`;
    expectInvalid(await call(t, 'PUT', url, s.staff, { version: String(created.version), amount: 700 }), 'version must be a positive integer', 'version');
    const updated = await call(t, 'PUT', url, s.staff, { version: created.version, amount: 700 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await sql(t, 'select amount from financial_transactions where id = ?', [created.id])).toEqual([{ amount: 700 }]);
  });
});

describe('query parameters', () => {
  it('still parse limit, offset and animalId from the query string', async () => {
    const [first, second] = [await createAnimal(t, s.staff), await createAnimal(t, s.staff)];
    await postOk(t, '/api/medical-records', s.staff, medicalPayload(first.id));
    await postOk(t, '/api/medical-records', s.staff, medicalPayload(second.id));
    const page = await call(t, 'GET', `/api/medical-records?animalId=${second.id}&limit=1&offset=0`, s.staff);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ animalId: number }[]>().map((record) => record.animalId)).toEqual([second.id]);
  });
});

type TSchema = { type?: string | string[]; anyOf?: TSchema[]; properties?: Record<string, TSchema> };

/** Dotted paths of the body's fields that take a number, nested objects included. */
function numberFields(schema: TSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const at = `${prefix}${key}`;
    if (field.properties) return numberFields(field, `${at}.`);
    return takesNumber(field) ? [at] : [];
  });
}
const takesNumber = (schema: TSchema): boolean =>
  [schema.type].flat().some((type) => type === 'integer' || type === 'number') || (schema.anyOf ?? []).some(takesNumber);

/** `{ a: { b: value } }` for the path `a.b`. */
const bodyAt = (dotted: string, value: unknown): Record<string, unknown> =>
  dotted
    .split('.')
    .reverse()
    .reduce<Record<string, unknown>>((inner, key, index) => ({ [key]: index === 0 ? value : inner }), {});

it('every number field of every documented JSON body refuses the number as text', async () => {
  type TOperation = { requestBody?: { content: Record<string, { schema: TSchema }> } };
  const document = (await call(t, 'GET', '/api/openapi.json')).json<{ paths: Record<string, Record<string, TOperation>> }>();
  const checked: string[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      for (const field of numberFields(schema)) {
        const url = `/api${route.replace(/\{\w+\}/g, '1')}`;
        const response = await call(t, method.toUpperCase() as 'POST' | 'PUT', url, s.admin, bodyAt(field, '1'));
        const issues = response.json<{ issues?: { path: string }[] }>().issues ?? [];
        // A backup file is refused whole, its fields unnamed; a procedure's input names the field.
        const named = route === '/restore' || issues.some((issue) => issue.path === field);
        expect({ call: `${method} ${route} ${field}`, status: response.statusCode, named }).toEqual({
          call: `${method} ${route} ${field}`,
          status: 400,
          named: true,
        });
        checked.push(`${method} ${route} ${field}`);
      }
    }
  }
  expect(checked).toEqual(
    expect.arrayContaining(['post /financial-transactions amount', 'put /settings system.defaultAdoptionFee', 'post /medical-records animalId']),
  );
});
