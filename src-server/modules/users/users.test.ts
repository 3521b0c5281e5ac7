import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TTestApp } from '../../../test/app.js';
import { createAnimal } from '../../../test/fixtures.js';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin', 'chief');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a fresh phrase for the kennel';
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const login = async (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const me = (cookie: string) => inject('GET', '/api/me', cookie);

async function createUser(username: string, role = 'staff') {
  const response = await inject('POST', '/api/users', admin, { username, password: TEST_PASSWORD, name: `User ${username}`, role });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; username: string; role: string; active: boolean }>();
}

describe('users, for admins', () => {
  it('creates a user who can log in, and lists them without secrets', async () => {
    const user = await createUser('jordan', 'volunteer');
    expect(user).toMatchObject({ username: 'jordan', role: 'volunteer', active: true });
    expect((await login('jordan', TEST_PASSWORD)).statusCode).toBe(200);
    const list = await inject('GET', '/api/users', admin);
    expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'jordan' })]));
    expect(list.body).not.toMatch(/"password(Hash)?"|argon2/i);
  });

  it('refuses a taken username (409), a short or common password (400)', async () => {
    await createUser('taken');
    expect((await inject('POST', '/api/users', admin, { username: 'taken', password: TEST_PASSWORD, name: 'X', role: 'staff' })).statusCode).toBe(409);
    const short = await inject('POST', '/api/users', admin, { username: 'shorty', password: 'short', name: 'X', role: 'staff' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 12 characters');
    const common = await inject('POST', '/api/users', admin, { username: 'common', password: 'Password1234!', name: 'X', role: 'staff' });
    expect(common.json().message).toBe('This password is too common: choose a longer phrase of your own');
  });

  it('changes a role, which the next request already sees', async () => {
    const user = await createUser('sam');
    const cookie = sessionCookie(await login('sam', TEST_PASSWORD));
    expect((await inject('GET', '/api/stats/dashboard', cookie)).statusCode).toBe(200);
    await inject('PUT', `/api/users/${user.id}`, admin, { role: 'volunteer' });
    expect((await me(cookie)).json().role).toBe('volunteer');
    expect((await inject('GET', '/api/stats/dashboard', cookie)).statusCode).toBe(403);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const user = await createUser('leaving');
    const cookie = sessionCookie(await login('leaving', TEST_PASSWORD));
    const response = await inject('PUT', `/api/users/${user.id}`, admin, { active: false });
    expect(response.json().active).toBe(false);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login('leaving', TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('resetting a password ends the user’s sessions; the new one works', async () => {
    const user = await createUser('forgetful');
    const cookie = sessionCookie(await login('forgetful', TEST_PASSWORD));
    expect((await inject('PUT', `/api/users/${user.id}`, admin, { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login('forgetful', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps one active admin', async () => {
    const users = (await inject('GET', '/api/users', admin)).json<{ id: number; username: string }[]>();
    const chief = users.find((user) => user.username === 'chief');
    const response = await inject('PUT', `/api/users/${chief?.id}`, admin, { role: 'staff' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The last active admin cannot be deactivated or given another role');
  });

  it('is for admins only', async () => {
    const staff = await t.loginAs('staff');
    expect((await inject('GET', '/api/users', staff)).statusCode).toBe(403);
    expect((await inject('POST', '/api/users', staff, { username: 'x', password: TEST_PASSWORD, name: 'X', role: 'admin' })).statusCode).toBe(403);
    expect((await inject('PUT', '/api/users/1', staff, { role: 'admin' })).statusCode).toBe(403);
  });
});

describe('euthanasia certification', () => {
  const usersNamed = async () =>
    new Map(
      (await inject('GET', '/api/users', admin)).json<{ username: string; id: number; euthanasiaCertified: boolean }[]>().map((user) => [user.username, user]),
    );
  const euthanasia = (animalId: number, performedByUserId: number, authorizedByUserId: number) =>
    ({
      type: 'Shelter euthanasia',
      date: '2026-02-01',
      time: '10:30',
      performedByUserId,
      authorizedByUserId,
      drug: 'Pentobarbital',
      dose: '6 mL',
      reason: 'Untreatable illness',
    }) as const;

  it('an admin certifies a staff member, who may then record a euthanasia they performed', async () => {
    const user = await createUser('casey');
    expect((await usersNamed()).get('casey')?.euthanasiaCertified).toBe(false);
    const casey = sessionCookie(await login('casey', TEST_PASSWORD));
    const chief = (await usersNamed()).get('chief')!;
    const animal = await createAnimal(t, admin);

    const refused = await inject('POST', `/api/animals/${animal.id}/outcome`, casey, euthanasia(animal.id, user.id, chief.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only admins, veterinarians and staff certified for euthanasia may record a euthanasia');

    const certified = await inject('PUT', `/api/users/${user.id}`, admin, { euthanasiaCertified: true });
    expect(certified.json()).toMatchObject({ username: 'casey', euthanasiaCertified: true });
    expect((await usersNamed()).get('casey')?.euthanasiaCertified).toBe(true);
    const recorded = await inject('POST', `/api/animals/${animal.id}/outcome`, casey, euthanasia(animal.id, user.id, chief.id));
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await inject('GET', `/api/animals/${animal.id}`, casey)).json().status).toBe('Euthanized');
  });

  it('is for staff members only: admins and veterinarians are by role, and a user who leaves staff loses it', async () => {
    for (const role of ['admin', 'veterinarian', 'volunteer']) {
      const user = await createUser(`not-staff-${role}`, role);
      const response = await inject('PUT', `/api/users/${user.id}`, admin, { euthanasiaCertified: true });
      expect(response.statusCode, role).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Only staff members are certified for euthanasia: administrators and veterinarians may by their role',
        issues: [{ path: 'euthanasiaCertified' }],
      });
    }
    const user = await createUser('moving-on');
    await inject('PUT', `/api/users/${user.id}`, admin, { euthanasiaCertified: true });
    expect((await inject('PUT', `/api/users/${user.id}`, admin, { role: 'volunteer' })).json().euthanasiaCertified).toBe(false);
    expect((await inject('PUT', `/api/users/${user.id}`, admin, { role: 'staff' })).json().euthanasiaCertified).toBe(false);
    // Made staff and certified in one change.
    const vet = await createUser('becoming-staff', 'veterinarian');
    expect((await inject('PUT', `/api/users/${vet.id}`, admin, { role: 'staff', euthanasiaCertified: true })).json().euthanasiaCertified).toBe(true);
  });

  it('only an admin certifies: a staff member cannot certify themselves', async () => {
    const user = await createUser('eager');
    const eager = sessionCookie(await login('eager', TEST_PASSWORD));
    expect((await inject('PUT', `/api/users/${user.id}`, eager, { euthanasiaCertified: true })).statusCode).toBe(403);
    expect((await usersNamed()).get('eager')?.euthanasiaCertified).toBe(false);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    await createUser('pat');
    const here = sessionCookie(await login('pat', TEST_PASSWORD));
    const elsewhere = sessionCookie(await login('pat', TEST_PASSWORD));
    const wrong = await inject('POST', '/api/me/password', here, { currentPassword: 'not it at all', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect((await inject('POST', '/api/me/password', here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login('pat', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is open to every role, and refuses a weak new password', async () => {
    const volunteer = await t.loginAs('volunteer');
    const weak = await inject('POST', '/api/me/password', volunteer, { currentPassword: TEST_PASSWORD, newPassword: 'qwertyuiop123' });
    expect(weak.statusCode).toBe(400);
    expect((await inject('POST', '/api/me/password', undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });
});

describe('a password given by someone else is the user’s to replace (docs/domain.md#users)', () => {
  const mustChange = async (cookie: string) => (await me(cookie)).json<{ mustChangePassword: boolean }>().mustChangePassword;

  it('a user an admin creates chooses their own at the first login; the API keeps answering meanwhile', async () => {
    await createUser('newcomer', 'volunteer');
    const first = await login('newcomer', TEST_PASSWORD);
    expect(first.json()).toMatchObject({ name: 'User newcomer', mustChangePassword: true });
    const cookie = sessionCookie(first);
    expect(await mustChange(cookie)).toBe(true);
    // The console asks first; the API is not closed meanwhile (README, Logging in).
    expect((await inject('GET', '/api/animals', cookie)).statusCode).toBe(200);

    const wrong = await inject('POST', '/api/me/password', cookie, { currentPassword: 'not the given one', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(await mustChange(cookie)).toBe(true);
    expect((await inject('POST', '/api/me/password', cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await mustChange(cookie)).toBe(false);
    expect((await login('newcomer', NEW_PASSWORD)).json()).toMatchObject({ mustChangePassword: false });
  });

  it('the users list tells admins who has still to replace a password they were given', async () => {
    await createUser('not-yet', 'staff');
    const listed = async () =>
      (await inject('GET', '/api/users', admin)).json<{ username: string; mustChangePassword: boolean }[]>().find((u) => u.username === 'not-yet');
    expect(await listed()).toMatchObject({ mustChangePassword: true });
    await inject('POST', '/api/me/password', sessionCookie(await login('not-yet', TEST_PASSWORD)), {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(await listed()).toMatchObject({ mustChangePassword: false });
  });

  it('a password an admin resets is replaced the same way, but an admin’s own new password is not asked again', async () => {
    const user = await createUser('reset-me');
    await inject('POST', '/api/me/password', sessionCookie(await login('reset-me', TEST_PASSWORD)), {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect((await login('reset-me', NEW_PASSWORD)).json().mustChangePassword).toBe(false);
    expect((await inject('PUT', `/api/users/${user.id}`, admin, { password: 'the admin chose this one' })).statusCode).toBe(200);
    expect((await login('reset-me', 'the admin chose this one')).json().mustChangePassword).toBe(true);
    // Another change than the password leaves the flag as it is.
    await inject('PUT', `/api/users/${user.id}`, admin, { name: 'Renamed' });
    expect((await login('reset-me', 'the admin chose this one')).json().mustChangePassword).toBe(true);

    const self = await t.loginAs('admin', 'self-reset');
    const own = (await inject('GET', '/api/users', self)).json<{ id: number; username: string }[]>().find((u) => u.username === 'self-reset');
    expect((await inject('PUT', `/api/users/${own?.id}`, self, { password: 'my own new admin phrase' })).statusCode).toBe(200);
    expect((await login('self-reset', 'my own new admin phrase')).json().mustChangePassword).toBe(false);
  });
});
