import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asApiClient, testConfig, TEST_PASSWORD } from '../test/app.js';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { buildApp, LOG_REDACT } from './app.js';
import { createUser } from './modules/users/users.service.js';

let db: TTestDatabase;
const lines: string[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

it('logs requests with ids but never passwords, cookies or session ids', async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'trace', redact: LOG_REDACT }, sink);
  const app = asApiClient(await buildApp({ config: await testConfig({ logLevel: 'trace' }), orm: db.orm, logger }));
  await createUser(db.orm.em.fork(), { username: 'maria', password: TEST_PASSWORD, name: 'Maria', role: 'staff' });
  await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'maria', password: 'the wrong password here' } });
  const ok = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'maria', password: TEST_PASSWORD } });
  const cookie = ok.cookies.find((c) => c.name === 'shelter_session')?.value ?? '';
  await app.inject({ url: '/api/me', headers: { cookie: `shelter_session=${encodeURIComponent(cookie)}` } });
  await app.close();

  const log = lines.join('');
  expect(log).toContain('"reqId"');
  expect(log).toContain('login failed');
  expect(cookie.length).toBeGreaterThan(20);
  for (const secret of [TEST_PASSWORD, 'the wrong password here', cookie, encodeURIComponent(cookie)]) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/argon2id/);
});
