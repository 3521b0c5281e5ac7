import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, secondProcess, TEST_PASSWORD, type TTestApp } from '../test/app.js';
import { expectSlidingWindow } from '../test/login-attempt-window.js';
import { createUser } from './modules/users/users.service.js';
import { LOGIN_FAILURE_WINDOW_MS } from './modules/auth/login-failures.js';
import { PostgresLoginAttemptStore } from './modules/auth/postgres-login-attempt-store.js';

let t: TTestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { applicationRateLimit: 3 } });
  await createUser(t.db.orm.em.fork(), { username: 'maria', password: TEST_PASSWORD, name: 'Maria', role: 'staff' });
});
afterEach(() => t.close());

const login = (username: string, password: string, remoteAddress = '203.0.113.7', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

/** An animal to apply for, written by a staff member. */
async function animalToApplyFor(): Promise<number> {
  const cookie = await t.loginAs('staff');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/animals',
    headers: { cookie },
    payload: { name: 'Rex', species: 'Dog', breed: 'Mix', sex: 'Male', age: '3 years', intakeDate: '2026-01-01' },
  });
  return response.json<{ id: number }>().id;
}

let applicants = 0;
/** An application from another applicant each time: the same applicant again for the same animal is one application. */
const nextApplication = (animalId: number) => ({
  animalId,
  applicantName: 'Sam Rivera',
  applicantEmail: `sam.${++applicants}@example.org`,
  applicantPhone: '555-123-4567',
  homeType: 'House',
  rentOrOwn: 'own',
  hasChildren: false,
  hasOtherPets: false,
  previousPetExperience: 'Grew up with dogs',
  reasonForAdoption: 'A walking companion',
  howDidYouHear: 'A friend',
});

describe('login attempts', () => {
  it('after 5 failures from one address, even the right password waits, with the time to wait', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`nobody${i}`, 'wrong password')).statusCode).toBe(401);
    const blocked = await login('maria', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many failed logins. Try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await login('maria', TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('after 5 failures for one username, from any addresses, that account waits', async () => {
    for (let i = 0; i < 5; i++) expect((await login('maria', 'wrong password', `198.51.100.${i + 10}`)).statusCode).toBe(401);
    expect((await login('maria', TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    expect((await login('MARIA', TEST_PASSWORD, '198.51.100.98')).statusCode).toBe(429);
  });

  it('a success clears the account’s count', async () => {
    for (let i = 0; i < 4; i++) await login('maria', 'wrong password', `198.51.100.${i + 30}`);
    expect((await login('maria', TEST_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('maria', 'wrong password', `198.51.100.${i + 60}`);
    expect((await login('maria', TEST_PASSWORD, '198.51.100.51')).statusCode).toBe(200);
  });
});

describe('adoption applications', () => {
  it('are limited per address (configurable), then 429 with nothing stored', async () => {
    const animalId = await animalToApplyFor();
    const fromNext = () => nextApplication(animalId);
    const apply = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/public/adoption-application', remoteAddress, payload: fromNext() });
    for (let i = 0; i < 3; i++) expect((await apply('203.0.113.20')).statusCode).toBe(200);
    const refused = await apply('203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many applications from this network. Try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await apply('203.0.113.21')).statusCode).toBe(200);
    const [row] = await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from adoption_applications');
    expect(Number(row?.n)).toBe(4);

    // The portal's own calls go through /trpc, batched: they count against the same limit.
    const viaTrpc = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/trpc/public.submitApplication?batch=1', remoteAddress, payload: { 0: fromNext() } });
    expect((await viaTrpc('203.0.113.20')).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) expect((await viaTrpc('203.0.113.21')).statusCode).toBe(200);
    const refusedTwin = await viaTrpc('203.0.113.21');
    expect(refusedTwin.statusCode).toBe(429);
    expect(refusedTwin.headers['retry-after']).toBeDefined();
    expect(refusedTwin.body).toContain('Too many applications from this network. Try again in 15 minutes.');
    expect((await apply('203.0.113.21')).statusCode).toBe(429);
  });

  it('count only applications that pass validation, as before', async () => {
    const invalid = () => t.app.inject({ method: 'POST', url: '/api/public/adoption-application', remoteAddress: '203.0.113.30', payload: { animalId: 1 } });
    for (let i = 0; i < 5; i++) expect((await invalid()).statusCode).toBe(400);
  });
});

describe('two server processes on one database', () => {
  let other: { app: FastifyInstance; close(): Promise<void> };
  beforeEach(async () => {
    other = await secondProcess(t);
  });
  afterEach(() => other.close());

  it('count failed logins together: five spread over both lock the sixth, on either', async () => {
    const apps = [t.app, other.app];
    for (let i = 0; i < 5; i++) expect((await login('maria', 'wrong password', `198.51.100.${i + 10}`, apps[i % 2])).statusCode).toBe(401);
    for (const app of apps) expect((await login('maria', TEST_PASSWORD, '198.51.100.99', app)).statusCode).toBe(429);
  });

  it('count applications together', async () => {
    const animalId = await animalToApplyFor();
    const apply = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/public/adoption-application', remoteAddress: '203.0.113.40', payload: nextApplication(animalId) });
    for (const app of [t.app, other.app, t.app]) expect((await apply(app)).statusCode).toBe(200);
    expect((await apply(other.app)).statusCode).toBe(429);
    expect((await apply(t.app)).statusCode).toBe(429);
  });
});

describe('the failed-login window', () => {
  it('slides: the wait ends when the oldest of the last five failures is 15 minutes old', async () => {
    await expectSlidingWindow(new PostgresLoginAttemptStore(t.db.orm, LOGIN_FAILURE_WINDOW_MS), 'ip:203.0.113.7');
  });
});
