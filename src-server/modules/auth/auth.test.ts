import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TTestApp } from '../../../test/app.js';
import { createUser } from '../users/users.service.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db.orm.em.fork(), { username: 'maria', password: TEST_PASSWORD, name: 'Maria Lopez', role: 'staff' });
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
const sessionCount = async () => {
  const [row] = await t.db.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from sessions');
  return Number(row?.n);
};

describe('POST /api/login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const before = await sessionCount();
    const response = await login({ username: 'maria', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Maria Lopez', role: 'staff', imageUrl: null, mustChangePassword: false });
    const cookie = response.cookies.find((c) => c.name === 'shelter_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await sessionCount()).toBe(before + 1);
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    for (const payload of [
      { username: 'maria', password: 'not her password' },
      { username: 'nobody', password: TEST_PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password', code: 'UNAUTHORIZED' });
      expect(response.cookies.find((c) => c.name === 'shelter_session' && c.value)).toBeUndefined();
    }
  });

  it('names each missing field', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Username is required',
      code: 'BAD_REQUEST',
      issues: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
  });

  it('refuses a deactivated user', async () => {
    await createUser(t.db.orm.em.fork(), { username: 'gone', password: TEST_PASSWORD, name: 'Gone', role: 'staff' });
    await t.db.orm.em.fork().getConnection().execute("update users set active = false where username = 'gone'");
    expect((await login({ username: 'gone', password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('replaces the session the browser already had (no fixation)', async () => {
    const first = sessionCookie(await login({ username: 'maria', password: TEST_PASSWORD }));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first },
      payload: { username: 'maria', password: TEST_PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: sessionCookie(second) } })).statusCode).toBe(200);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('knows the signed-in user, and forgets them after logout', async () => {
    const cookie = sessionCookie(await login({ username: 'maria', password: TEST_PASSWORD }));
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: expect.any(Number), name: 'Maria Lopez', role: 'staff', imageUrl: null, mustChangePassword: false });

    const before = await sessionCount();
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie }, payload: {} });
    expect(logout.statusCode).toBe(200);
    expect(await sessionCount()).toBe(before - 1);
    // The old cookie, replayed, no longer opens anything.
    const replay = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Please log in', code: 'UNAUTHORIZED' });
  });

  it('answers 401 without a cookie and with a forged one', async () => {
    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: 'shelter_session=forged;' } })).statusCode).toBe(401);
  });

  it('works through /trpc as well', async () => {
    const cookie = sessionCookie(await login({ username: 'maria', password: TEST_PASSWORD }));
    const response = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: { data: { id: expect.any(Number), name: 'Maria Lopez', role: 'staff', imageUrl: null, mustChangePassword: false } },
    });
  });
});

describe('roles', () => {
  it('refuses a role without the right with 403 and a message naming what it cannot do', async () => {
    const cookie = await t.loginAs('staff');
    const response = await t.app.inject({ url: '/api/users', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The staff role cannot manage settings, users, the audit log or backups', code: 'FORBIDDEN' });
  });

  it('lets the admin through, and never shows a password hash', async () => {
    const cookie = await t.loginAs('admin');
    const response = await t.app.inject({ url: '/api/users', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'maria', role: 'staff', active: true })]));
    expect(response.body).not.toMatch(/"password(Hash)?"|argon2/i);
  });
});
