import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '../src-shared/roles.js';
import type { TSettings, TSettingsUpdateInput } from '../src-shared/schemas/settings.js';
import { createTestApp, type TTestApp } from './app.js';
import { applicationPayload, call, expectError, expectGuarded, expectInvalid, loginAll, postOk, sql, type TSessions } from './fixtures.js';

/**
 * Helpers of the issue 4 tests: corrections (PUT) and voids (DELETE with a reason), the paged
 * tRPC procedures, settings saved through the API and applications sent through the portal.
 */

type TPayload = Record<string, unknown>;

/** The app and one signed-in user per role, set up before this file's tests and closed after. */
export interface TEnv {
  t: TTestApp;
  s: TSessions;
}

export function useTestEnv(): TEnv {
  let current: TEnv | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    current = { t, s: await loginAll(t) };
  });
  afterAll(() => current?.t.close());
  const get = (): TEnv => {
    if (!current) throw new Error('The test app is not ready: use it inside a test');
    return current;
  };
  return {
    get t() {
      return get().t;
    },
    get s() {
      return get().s;
    },
  };
}

export const put = (t: TTestApp, url: string, cookie: string | undefined, payload: TPayload): Promise<LightMyRequestResponse> =>
  call(t, 'PUT', url, cookie, payload);

/** DELETE `url?reason=…` (no reason at all when `reason` is undefined). */
export const voidCall = (t: TTestApp, url: string, cookie: string | undefined, reason?: string): Promise<LightMyRequestResponse> =>
  call(t, 'DELETE', reason === undefined ? url : `${url}?reason=${encodeURIComponent(reason)}`, cookie);

/** A PUT that must succeed; answers the corrected record. */
export async function putOk<T>(t: TTestApp, url: string, cookie: string, payload: TPayload): Promise<T> {
  const response = await put(t, url, cookie, payload);
  expect(response.statusCode, `PUT ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** A void that must succeed; answers the voided record. */
export async function voidOk<T>(t: TTestApp, url: string, cookie: string, reason: string): Promise<T> {
  const response = await voidCall(t, url, cookie, reason);
  expect(response.statusCode, `DELETE ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** What the audit trail keeps of a row: whether and why it was voided. */
export async function voidState(t: TTestApp, table: string, id: number): Promise<{ voided: boolean; reason: string | null }> {
  const [row] = await sql<{ voided_at: Date | null; void_reason: string | null }>(t, `select voided_at, void_reason from ${table} where id = ?`, [id]);
  if (!row) throw new Error(`No row ${id} in ${table}`);
  return { voided: row.voided_at !== null, reason: row.void_reason };
}

/** A GET of a tRPC query procedure (`/trpc/<name>?input=…`), answering its status and data. */
export async function trpcQuery<T>(
  t: TTestApp,
  procedure: string,
  input: unknown,
  cookie?: string,
): Promise<{ status: number; data: T | undefined; message: string | undefined }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const body = response.json<{ result?: { data: T }; error?: { message: string } }>();
  return { status: response.statusCode, data: body.result?.data, message: body.error?.message };
}

/** Settings saved through PUT /api/settings by an admin; answers what was saved. */
export const saveSettings = (env: TEnv, input: TSettingsUpdateInput): Promise<TSettings> => putOk<TSettings>(env.t, '/api/settings', env.s.admin, input);

/** An application sent through the public portal; answers its row id and reference. */
export async function submitApplication(t: TTestApp, animalId: number, overrides: TPayload = {}): Promise<{ id: number; reference: string }> {
  const { reference } = await postOk<{ reference: string }>(t, '/api/public/adoption-application', undefined, applicationPayload(animalId, overrides));
  const [row] = await sql<{ id: number }>(t, 'select id from adoption_applications where reference = ?', [reference]);
  if (!row) throw new Error(`No application ${reference}`);
  return { id: row.id, reference };
}

// ---- the correction contract every record type shares -------------------------------------

export interface TCorrectable {
  id: number;
  version: number;
}

export interface TCorrectionSpec<R extends TCorrectable> {
  /** The collection path: PUT and DELETE go to `${path}/{id}`. */
  path: string;
  table: string;
  /** The record's name in messages ("Medical record not found"). */
  what: string;
  /** A fresh record, created through the API. */
  create(env: TEnv): Promise<R>;
  /** The list calls that show the record while it is live. */
  lists(record: R): string[];
  /** A correction of some fields; the record reads `{ ...before, ...change }` afterwards. */
  change: Partial<R> & TPayload;
  /** A correction the validation refuses, with its message and field. */
  invalid: { payload: TPayload; message: string; path: string };
  /** The role that corrects and voids in these tests. */
  writer: TRole;
  /** Roles docs/domain.md#roles refuses, and the refusal's action text. */
  refused: readonly TRole[];
  action: string;
}

/** The record as the first list that shows it reads it, or undefined once it has left. */
async function readBack<R extends TCorrectable>(env: TEnv, spec: TCorrectionSpec<R>, record: R): Promise<R | undefined> {
  const [url] = spec.lists(record);
  if (!url) throw new Error(`${spec.what}: no list to read it back from`);
  const response = await call(env.t, 'GET', url, env.s.admin);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<R[]>().find((item) => item.id === record.id);
}

/**
 * The corrections and voids of docs/domain.md#corrections, checked the same way for each record
 * type: partial PUT with optimistic locking by version, validation, 404, roles, and a void that
 * keeps the row with its reason but takes it out of every list.
 */
export function describeCorrections<R extends TCorrectable>(env: TEnv, spec: TCorrectionSpec<R>): void {
  const url = (id: number | string) => `${spec.path}/${id}`;
  const writer = () => env.s[spec.writer];
  const stale = `This ${spec.what.toLowerCase()} was changed by someone else. Reload it and try again.`;

  describe(`PUT ${spec.path}/{id}`, () => {
    it('changes only the fields sent and bumps the version', async () => {
      const record = await spec.create(env);
      expect(record.version).toBe(1);
      const corrected = await putOk<R>(env.t, url(record.id), writer(), { ...spec.change, version: 1 });
      expect(corrected).toEqual({ ...record, ...spec.change, version: 2 });
      expect(await readBack(env, spec, record)).toEqual(corrected);
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const record = await spec.create(env);
      const current = await putOk<R>(env.t, url(record.id), writer(), { ...spec.change, version: 1 });
      const response = await put(env.t, url(record.id), writer(), { ...record, id: undefined, version: 1 });
      expectError(response, 409, stale);
      expect(await readBack(env, spec, record)).toEqual(current);
    });

    it('lets exactly one of several simultaneous corrections at the same version through; the others get 409', async () => {
      const record = await spec.create(env);
      const responses = await Promise.all([1, 2, 3, 4].map(() => put(env.t, url(record.id), writer(), { ...spec.change, version: 1 })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(await readBack(env, spec, record)).toEqual({ ...record, ...spec.change, version: 2 });
    });

    it('applies a correction without a version as is', async () => {
      const record = await spec.create(env);
      await putOk<R>(env.t, url(record.id), writer(), { ...spec.change, version: 1 });
      const again = await putOk<R>(env.t, url(record.id), writer(), { ...record, id: undefined, version: undefined });
      expect(again).toEqual({ ...record, version: 3 });
    });

    it(`refuses invalid values with 400 "${spec.invalid.message}" and changes nothing`, async () => {
      const record = await spec.create(env);
      expectInvalid(await put(env.t, url(record.id), writer(), { ...spec.invalid.payload, version: 1 }), spec.invalid.message, spec.invalid.path);
      expect(await readBack(env, spec, record)).toEqual(record);
    });

    it(`answers 404 "${spec.what} not found" for an unknown id and 400 for a malformed one`, async () => {
      expectError(await put(env.t, url(999999), writer(), spec.change), 404, `${spec.what} not found`);
      const malformed = await put(env.t, url('abc'), writer(), spec.change);
      expect(malformed.statusCode, malformed.body).toBe(400);
    });

    it(`answers 401 without a session${spec.refused.length ? ` and 403 for ${spec.refused.join(', ')}` : ''}`, async () => {
      const record = await spec.create(env);
      await expectGuarded(env.t, env.s, { method: 'PUT', url: url(record.id), payload: spec.change }, spec.refused, spec.action);
      expect(await readBack(env, spec, record)).toEqual(record);
    });
  });

  describe(`DELETE ${spec.path}/{id}?reason=…`, () => {
    it('refuses a void without a reason with 400 "A reason is required"', async () => {
      const record = await spec.create(env);
      for (const reason of [undefined, '', '   ']) {
        const response = await voidCall(env.t, url(record.id), writer(), reason);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ message: 'A reason is required', code: 'BAD_REQUEST' });
      }
      expect(await voidState(env.t, spec.table, record.id)).toEqual({ voided: false, reason: null });
      expect(await readBack(env, spec, record)).toEqual(record);
    });

    it('keeps the row with its reason, takes it out of every list, and answers 404 after', async () => {
      const record = await spec.create(env);
      for (const list of spec.lists(record)) {
        const ids = (await call(env.t, 'GET', list, env.s.admin)).json<TCorrectable[]>().map((item) => item.id);
        expect(ids, list).toContain(record.id);
      }
      const voided = await voidOk<R>(env.t, url(record.id), writer(), 'Entered twice');
      expect(voided).toMatchObject({ id: record.id });
      expect(await voidState(env.t, spec.table, record.id)).toEqual({ voided: true, reason: 'Entered twice' });
      for (const list of spec.lists(record)) {
        const ids = (await call(env.t, 'GET', list, env.s.admin)).json<TCorrectable[]>().map((item) => item.id);
        expect(ids, list).not.toContain(record.id);
      }
      expectError(await voidCall(env.t, url(record.id), writer(), 'Again'), 404, `${spec.what} not found`);
      expectError(await put(env.t, url(record.id), writer(), spec.change), 404, `${spec.what} not found`);
      expect(await voidState(env.t, spec.table, record.id)).toEqual({ voided: true, reason: 'Entered twice' });
    });

    it(`answers 404 for an unknown id${spec.refused.length ? `, 401 without a session and 403 for ${spec.refused.join(', ')}` : ' and 401 without a session'}`, async () => {
      expectError(await voidCall(env.t, url(999999), writer(), 'Typo'), 404, `${spec.what} not found`);
      const record = await spec.create(env);
      await expectGuarded(env.t, env.s, { method: 'DELETE', url: `${url(record.id)}?reason=Typo` }, spec.refused, spec.action);
      expect(await voidState(env.t, spec.table, record.id)).toEqual({ voided: false, reason: null });
    });
  });
}
