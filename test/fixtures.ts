import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { dateInZone } from '../src-shared/dates.js';
import { ROLES, type TRole } from '../src-shared/roles.js';
import type { TAnimal, TAnimalCreateInput } from '../src-shared/schemas/animals.js';
import type { TApplicationInput } from '../src-shared/schemas/public.js';
import type { TSystemSettings } from '../src-shared/schemas/settings.js';
import type { TTestApp } from './app.js';

/**
 * Shared helpers of the integration tests: sessions for every role, records created through
 * the API, row counts read straight from the database, and the checks every call shares
 * (401/403, id parameters, error bodies).
 */

export type TSessions = Record<TRole, string>;
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type TPayload = Record<string, unknown>;

/** One signed-in user of each role. */
export async function loginAll(t: TTestApp): Promise<TSessions> {
  const [admin, staff, veterinarian, volunteer] = await Promise.all(ROLES.map((role) => t.loginAs(role)));
  return { admin: admin!, staff: staff!, veterinarian: veterinarian!, volunteer: volunteer! };
}

/** The organization's today (the test config's zone, America/Chicago). */
export const todayIn = (t: TTestApp): string => dateInZone(new Date(), t.config.timeZone);

export function call(t: TTestApp, method: TMethod, url: string, cookie?: string, payload?: TPayload): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  // Writes are JSON, as the CSRF guard asks; a DELETE carries its input in the query.
  if (method !== 'GET' && !payload) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export const getJson = async <T>(t: TTestApp, url: string, cookie?: string): Promise<T> => {
  const response = await call(t, 'GET', url, cookie);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

/** A POST that must succeed; answers the created record. */
export const postOk = async <T>(t: TTestApp, url: string, cookie: string | undefined, payload: TPayload): Promise<T> => {
  const response = await call(t, 'POST', url, cookie, payload);
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

/** Rows in a table, optionally under a SQL condition with `?` parameters. */
export async function rowCount(t: TTestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table} where ${where}`, params);
  return Number(rows[0]?.n);
}

/** Row counts of several tables at once, to show a refused call wrote nothing anywhere. */
export async function rowCounts(t: TTestApp, tables: readonly string[] = RECORD_TABLES): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await rowCount(t, table)] as const)));
}

export const RECORD_TABLES = [
  'animals',
  'medical_records',
  'behavior_notes',
  'appointments',
  'foster_care',
  'adoptions',
  'financial_transactions',
  'adoption_applications',
  'stays',
  'holds',
  'animal_moves',
  'people',
  'organizations',
] as const;

/** Plain SQL rows, for checking what a call stored. */
export function sql<T extends object>(t: TTestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export async function animalRow(t: TTestApp, id: number): Promise<{ status: string; version: number }> {
  const [row] = await sql<{ status: string; version: number }>(t, 'select status, version from animals where id = ?', [id]);
  if (!row) throw new Error(`No animal ${id}`);
  return row;
}

/** Stores system settings over the defaults (the settings screen's write comes later). */
/** SQL by hand in a transaction of the app's ORM: the app takes it as any write and drops its read caches. */
export async function sqlWrite(t: TTestApp, query: string, params: unknown[] = []): Promise<void> {
  await t.db.orm.em.fork().transactional((tx) => tx.execute(query, params));
}

/** Stores system settings as given, unchecked. */
export async function setSystemSettings(t: TTestApp, values: Partial<TSystemSettings>): Promise<void> {
  await sqlWrite(
    t,
    `insert into settings (key, value, updated_at) values ('system', ?::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify(values)],
  );
}

// ---- payloads ---------------------------------------------------------------------------

let animals = 0;
export const animalPayload = (overrides: Partial<TAnimalCreateInput> = {}): TAnimalCreateInput => ({
  name: `Animal ${++animals}`,
  species: 'Dog',
  breed: 'Beagle',
  sex: 'Female',
  age: '2 years',
  intakeDate: '2026-01-10',
  ...overrides,
});

/** An animal created through POST /api/animals; `microchipId` defaults to a unique chip so adoptions may complete. */
export async function createAnimal(t: TTestApp, cookie: string, overrides: Partial<TAnimalCreateInput> = {}): Promise<TAnimal> {
  return postOk<TAnimal>(t, '/api/animals', cookie, { microchipId: `985000${String(1_000_000 + animals)}`, ...animalPayload(overrides) });
}

export const medicalPayload = (animalId: number, overrides: TPayload = {}): TPayload => ({
  animalId,
  recordType: 'Vaccination',
  date: '2026-02-01',
  description: 'Rabies booster',
  provider: 'Dr. Patel',
  notes: 'No reaction',
  ...overrides,
});

export const appointmentPayload = (animalId: number, overrides: TPayload = {}): TPayload => ({
  animalId,
  appointmentType: 'Check-up',
  date: '2026-04-01',
  time: '09:30',
  staffMember: 'Dr. Patel',
  ...overrides,
});

/** Each animal's foster has an e-mail of their own, as its adopter has (adoptionPayload). */
export const fosterPayload = (animalId: number, overrides: TPayload = {}): TPayload => ({
  animalId,
  fosterName: 'Jamie Rivera',
  fosterEmail: `jamie.${animalId}@example.com`,
  fosterPhone: '555-010-2000',
  startDate: '2026-01-15',
  ...overrides,
});

/** Each animal's adopter has an e-mail of their own, so that tests sharing an app do not share a person (docs/domain.md#people). */
export const adoptionPayload = (animalId: number, overrides: TPayload = {}): TPayload => ({
  animalId,
  adopterName: 'Sam Carter',
  adopterEmail: `sam.${animalId}@example.com`,
  adopterPhone: '555-010-3000',
  adoptionDate: '2026-02-20',
  feeAmount: 15000,
  status: 'Completed',
  ...overrides,
});

export const transactionPayload = (overrides: TPayload = {}): TPayload => ({
  transactionType: 'Donation',
  amount: 5000,
  date: '2026-02-02',
  description: 'Monthly donor',
  paymentMethod: 'Credit Card',
  ...overrides,
});

let applicants = 0;
/** Each payload from another applicant (its own e-mail), unless told: one applicant's second one within a day is their first. */
export const applicationPayload = (animalId: number, overrides: Partial<Record<keyof TApplicationInput, unknown>> = {}): TPayload => ({
  animalId,
  applicantName: 'Robin Lee',
  applicantEmail: `robin.${++applicants}@example.com`,
  applicantPhone: '555-010-4000',
  homeType: 'House',
  rentOrOwn: 'own',
  hasChildren: false,
  hasOtherPets: true,
  otherPetsDetails: 'One cat',
  previousPetExperience: 'Grew up with dogs',
  reasonForAdoption: 'We have a big yard',
  howDidYouHear: 'A friend',
  ...overrides,
});

// ---- checks -----------------------------------------------------------------------------

/** A 400 whose message is `message` and whose issues name `path` with it (docs/architecture.md#errors). */
export function expectInvalid(response: LightMyRequestResponse, message: string, path: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ message: string; code: string; issues?: { path: string; message: string }[] }>();
  expect(body).toMatchObject({ message, code: 'BAD_REQUEST' });
  expect(body.issues).toContainEqual({ path, message });
}

/** An error answer with exactly this body. */
export function expectError(response: LightMyRequestResponse, status: number, message: string): void {
  const codes: Record<number, string> = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };
  expect(response.statusCode, response.body).toBe(status);
  const { issues, ...body } = response.json<{ message: string; code: string; issues?: { path: string; message: string }[] }>();
  expect(body).toEqual({ message, code: codes[status] });
  // A field-level problem also lists its field, first, with the same message.
  if (issues) expect(issues[0]?.message).toBe(message);
}

/**
 * A staff call answers 401 without a session, and 403 "The {role} role cannot {action}" for each
 * role docs/domain.md#roles leaves out. (The roles let in are exercised by the success tests.)
 */
export async function expectGuarded(
  t: TTestApp,
  sessions: TSessions,
  request: { method: TMethod; url: string; payload?: TPayload },
  refused: readonly TRole[],
  action: string,
): Promise<void> {
  expectError(await call(t, request.method, request.url, undefined, request.payload), 401, 'Please log in');
  for (const role of refused) {
    expectError(await call(t, request.method, request.url, sessions[role], request.payload), 403, `The ${role} role cannot ${action}`);
  }
}

/** The refusal texts of src-shared/roles.ts, named once for the tests. */
export const CANNOT = {
  readConsole: 'view this part of the console',
  writeRecords: 'change animals, adoptions, foster care, applications or finances',
  writeMedical: 'change medical records or appointments',
} as const;

/** `{id}` that is not a positive integer answers 400; an unknown one 404 "Animal not found". */
export async function expectIdChecked(t: TTestApp, cookie: string, method: TMethod, url: (id: string) => string, payload?: TPayload): Promise<void> {
  for (const id of ['abc', '0', '-3', '1.5']) {
    const response = await call(t, method, url(id), cookie, payload);
    expect(response.statusCode, `${method} ${url(id)}: ${response.body}`).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  }
  expectError(await call(t, method, url('999999'), cookie, payload), 404, 'Animal not found');
}

/** Records sorted as docs/architecture.md#lists says: by a date then id, newest first. */
export function expectNewestFirst<T extends { id: number }>(list: T[], date: (item: T) => string): void {
  expect(list.map((item) => item.id)).toEqual([...list].sort((a, b) => date(b).localeCompare(date(a)) || b.id - a.id).map((item) => item.id));
}
