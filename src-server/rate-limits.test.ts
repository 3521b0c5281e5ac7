import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TTestApp } from '../test/app.js';
import { createUser } from './modules/users/users.service.js';
import { RateLimiter } from './rate-limiter.js';

let t: TTestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { applicationRateLimit: 3 } });
  await createUser(t.db.orm.em.fork(), { username: 'maria', password: TEST_PASSWORD, name: 'Maria', role: 'staff' });
});
afterEach(() => t.close());

const login = (username: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

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
    const cookie = await t.loginAs('staff');
    const animal = (
      await t.app.inject({
        method: 'POST',
        url: '/api/animals',
        headers: { cookie },
        payload: { name: 'Rex', species: 'Dog', breed: 'Mix', sex: 'Male', age: '3 years', intakeDate: '2026-01-01' },
      })
    ).json();
    const application = {
      animalId: animal.id,
      applicantName: 'Sam Rivera',
      applicantEmail: 'sam@example.org',
      applicantPhone: '555-123-4567',
      homeType: 'House',
      rentOrOwn: 'own',
      hasChildren: false,
      hasOtherPets: false,
      previousPetExperience: 'Grew up with dogs',
      reasonForAdoption: 'A walking companion',
      howDidYouHear: 'A friend',
    };
    const apply = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/public/adoption-application', remoteAddress, payload: application });
    for (let i = 0; i < 3; i++) expect((await apply('203.0.113.20')).statusCode).toBe(200);
    const refused = await apply('203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many applications from this network. Try again in 15 minutes.');
    expect((await apply('203.0.113.21')).statusCode).toBe(200);
    const [row] = await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from adoption_applications');
    expect(Number(row?.n)).toBe(4);
  });
});

describe('RateLimiter', () => {
  it('forgets events older than its window', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    limiter.record(['k']);
    limiter.record(['k']);
    expect(limiter.retryAfterMs(['k'])).toBe(1000);
    now = 600;
    expect(limiter.retryAfterMs(['k'])).toBe(400);
    now = 1001;
    expect(limiter.retryAfterMs(['k'])).toBe(0);
  });
});
