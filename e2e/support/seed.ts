import type { TAdoption } from '../../src-shared/schemas/adoptions.js';
import type { TAnimal, TAnimalCreateInput } from '../../src-shared/schemas/animals.js';
import type { TAppointment } from '../../src-shared/schemas/appointments.js';
import type { TCarePlanItem, TCarePlanItemCreate, TTreatmentCourse } from '../../src-shared/schemas/care-plans.js';
import type { TFosterPlacement } from '../../src-shared/schemas/foster.js';
import type { TMedicalRecord } from '../../src-shared/schemas/medical.js';
import type { TRole } from '../../src-shared/roles.js';
import { CSRF_HEADERS } from '../../test/app.js';
import { adoptionPayload, animalPayload, appointmentPayload, fosterPayload, medicalPayload } from '../../test/fixtures.js';
import type { TRunningApp } from './app.js';

type TPayload = Record<string, unknown>;

/**
 * Records put in place through the REST API, as a signed-in user would create them, so a browser
 * test starts from a known shelter. Every call must succeed; a refusal fails the test with the
 * server's answer.
 */
export interface TSeeder {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: TPayload): Promise<T>;
  animal(overrides?: Partial<TAnimalCreateInput>): Promise<TAnimal>;
  /** Several animals at once, named `{prefix} 1`, `{prefix} 2`, …, intakes a day apart (the first newest). */
  animals(count: number, prefix: string, overrides?: Partial<TAnimalCreateInput>): Promise<TAnimal[]>;
  medicalRecord(animal: Pick<TAnimal, 'id'>, overrides?: TPayload): Promise<TMedicalRecord>;
  appointment(animal: Pick<TAnimal, 'id'>, overrides?: TPayload): Promise<TAppointment>;
  fosterPlacement(animal: Pick<TAnimal, 'id'>, overrides?: TPayload): Promise<TFosterPlacement>;
  adoption(animal: Pick<TAnimal, 'id'>, overrides?: TPayload): Promise<TAdoption>;
  updateAnimal(animal: Pick<TAnimal, 'id'>, changes: TPayload): Promise<TAnimal>;
  /** One item on an animal's care plan (a DHPP vaccination unless told otherwise). */
  careItem(animal: Pick<TAnimal, 'id'>, item: Partial<Omit<TCarePlanItemCreate, 'animalId'>> & { dueDate: string }): Promise<TCarePlanItem>;
  /** A treatment course on an animal's plan (amoxicillin twice daily for 3 days from `startDate` unless told otherwise). */
  treatmentCourse(animal: Pick<TAnimal, 'id'>, overrides: TPayload & { startDate: string }): Promise<TTreatmentCourse>;
}

/** The Cookie header of a fresh session for a new user of that role. */
export async function sessionCookie(app: TRunningApp, role: TRole = 'admin'): Promise<string> {
  const user = await app.createStaffUser({ name: 'Seeding Staff', role });
  const response = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('shelter_session='));
  if (!response.ok || !cookie) throw new Error(`Seeding login failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

/** Days before 2026-03-01, as a calendar date (a fixed past, so "today" never matters). */
const daysBefore = (days: number) => new Date(Date.UTC(2026, 2, 1 - days)).toISOString().slice(0, 10);

export async function createSeeder(app: TRunningApp, role: TRole = 'admin'): Promise<TSeeder> {
  const cookie = await sessionCookie(app, role);
  const request = async <T>(method: string, path: string, body?: TPayload): Promise<T> => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(method === 'GET' ? {} : CSRF_HEADERS), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Seeding ${method} ${path} failed: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const seeder: TSeeder = {
    request,
    animal: (overrides = {}) => request<TAnimal>('POST', '/animals', animalPayload(overrides)),
    async animals(count, prefix, overrides = {}) {
      const created: TAnimal[] = [];
      // One after another: the server numbers animal IDs in creation order.
      for (let n = 1; n <= count; n++) created.push(await seeder.animal({ name: `${prefix} ${n}`, intakeDate: daysBefore(n), ...overrides }));
      return created;
    },
    medicalRecord: (animal, overrides) => request<TMedicalRecord>('POST', '/medical-records', medicalPayload(animal.id, overrides)),
    appointment: (animal, overrides) => request<TAppointment>('POST', '/appointments', appointmentPayload(animal.id, overrides)),
    fosterPlacement: (animal, overrides) => request<TFosterPlacement>('POST', '/foster-care', fosterPayload(animal.id, overrides)),
    adoption: (animal, overrides) => request<TAdoption>('POST', '/adoptions', adoptionPayload(animal.id, overrides)),
    updateAnimal: (animal, changes) => request<TAnimal>('PUT', `/animals/${animal.id}`, changes),
    careItem: (animal, item) => request<TCarePlanItem>('POST', '/care-plan-items', { animalId: animal.id, itemType: 'Vaccination', name: 'DHPP', ...item }),
    treatmentCourse: (animal, overrides) =>
      request<TTreatmentCourse>('POST', '/treatment-courses', {
        animalId: animal.id,
        drug: 'Amoxicillin',
        dose: '50 mg',
        route: 'Oral',
        frequency: 'Twice daily',
        doses: 6,
        ...overrides,
      }),
  };
  return seeder;
}
