import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { TPage } from '../../../src-shared/paging.js';
import type { TMessage, TMessageSummary, TMessagingStatus } from '../../../src-shared/schemas/messages.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, expectError, expectGuarded, getJson, loginAll, postOk, sql, type TSessions } from '../../../test/fixtures.js';
import { startSmtpSink, type TSmtpSink } from '../../../test/smtp-sink.js';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe.js';

const ADMIN_ONLY = 'manage settings, users, the audit log or backups';

/** The outbox's REST paths and the unsubscribe links (docs/domain.md#messages). */
describe('the outbox for admins', () => {
  let t: TTestApp;
  let sink: TSmtpSink;
  let sessions: TSessions;

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (address) => address.startsWith('gone') });
    const withLogin = sink.url.replace('smtp://', 'smtp://mailer:s3cret@');
    t = await createTestApp({ config: { mail: { smtpUrl: withLogin, from: 'Shelter <hello@shelter.example.org>' } } });
    sessions = await loginAll(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  test('only admins read or send: others 401/403', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/messages' },
      { method: 'GET' as const, url: '/api/messages/status' },
      { method: 'GET' as const, url: '/api/messages/1' },
      { method: 'POST' as const, url: '/api/messages/1/send-again', payload: {} },
      { method: 'POST' as const, url: '/api/messages/test', payload: { to: 'a@example.org' } },
    ]) {
      await expectGuarded(t, sessions, request, ['staff', 'veterinarian', 'volunteer'], ADMIN_ONLY);
    }
    expect(await sql(t, 'select id from messages')).toEqual([]);
  });

  test('the status names the SMTP host without its credentials, the sender and the e-mail switch', async () => {
    const status = await getJson<TMessagingStatus>(t, '/api/messages/status', sessions.admin);
    expect(status).toEqual({
      smtpConfigured: true,
      smtpHost: sink.url.slice('smtp://'.length),
      from: 'Shelter <hello@shelter.example.org>',
      emailEnabled: true,
    });
  });

  test('a test message goes through the outbox and arrives; list, search and detail show it', async () => {
    expectError(await call(t, 'POST', '/api/messages/test', sessions.admin, { to: 'not an address' }), 400, 'Invalid email address');
    const summary = await postOk<TMessageSummary>(t, '/api/messages/test', sessions.admin, { to: 'tester@example.org' });
    expect(summary).toMatchObject({ kind: 'test', state: 'queued', to: 'tester@example.org', subject: 'Test message from City Animal Shelter' });
    await vi.waitFor(async () => expect((await getJson<TMessage>(t, `/api/messages/${summary.id}`, sessions.admin)).state).toBe('sent'), { timeout: 10_000 });
    const detail = await getJson<TMessage>(t, `/api/messages/${summary.id}`, sessions.admin);
    expect(sink.messages.find((m) => m.messageId === detail.messageId)).toMatchObject({
      to: ['tester@example.org'],
      from: 'Shelter <hello@shelter.example.org>',
    });
    expect(detail).toMatchObject({ attempts: 1, smtpResponse: '250 Message queued as test', sentAt: expect.any(String), lastAttemptAt: expect.any(String) });
    const second = await postOk<TMessageSummary>(t, '/api/messages/test', sessions.admin, { to: 'other@example.org' });
    const list = await getJson<TPage<TMessageSummary>>(t, '/api/messages', sessions.admin);
    expect(list.items.map((m) => m.id)).toEqual([second.id, summary.id]);
    expect(list.total).toBe(2);
    const found = await getJson<TPage<TMessageSummary>>(t, '/api/messages?q=TESTER&kind=test', sessions.admin);
    expect(found).toEqual({ items: [expect.objectContaining({ id: summary.id })], total: 1 });
    expect((await getJson<TPage<TMessageSummary>>(t, '/api/messages?state=refused', sessions.admin)).total).toBe(0);
    expectError(await call(t, 'GET', '/api/messages?state=lost', sessions.admin), 400, 'State must be one of: queued, sent, failed, refused, kept');
    expectError(await call(t, 'GET', '/api/messages/999999', sessions.admin), 404, 'Message not found');
  });

  test('a refused message may be sent again, with a new job; a sent one may not (409)', async () => {
    const refused = await postOk<TMessageSummary>(t, '/api/messages/test', sessions.admin, { to: 'gone@example.org' });
    await vi.waitFor(async () => expect((await getJson<TMessage>(t, `/api/messages/${refused.id}`, sessions.admin)).state).toBe('refused'), {
      timeout: 10_000,
    });
    const sent = (await getJson<TPage<TMessageSummary>>(t, '/api/messages?state=sent', sessions.admin)).items[0]!;
    expectError(
      await call(t, 'POST', `/api/messages/${sent.id}/send-again`, sessions.admin, {}),
      409,
      'A message that is sent cannot be sent again; only failed or refused ones can',
    );
    const again = await postOk<TMessage>(t, `/api/messages/${refused.id}/send-again`, sessions.admin, {});
    expect(again).toMatchObject({ state: 'queued', attempts: 0 });
    // Refused again by the same server, on a second job.
    await vi.waitFor(async () => expect((await getJson<TMessage>(t, `/api/messages/${refused.id}`, sessions.admin)).state).toBe('refused'), {
      timeout: 10_000,
    });
    const jobs = await sql(t, "select state from pgboss.job where name = 'deliver-message' and data->>'messageId' = ?", [String(refused.id)]);
    expect(jobs).toHaveLength(2);
  });
});

describe('unsubscribing by a message’s link', () => {
  let t: TTestApp;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.loginAs('staff', 'digest-reader');
    const [user] = await sql<{ id: number }>(
      t,
      "update users set notify_new_applications = 'daily', notify_foster_ending = true where username = 'digest-reader' returning id",
    );
    userId = user!.id;
  });
  afterAll(() => t.close());

  const choices = async () =>
    (await sql(t, 'select notify_new_applications as "newApplications", notify_foster_ending as "fosterEnding" from users where id = ?', [userId]))[0];
  const path = (url: string) => url.slice('https://shelter.example.org'.length);

  test('the headers name the link and one-click unsubscribe', () => {
    const url = unsubscribeUrl(t.app.outbox, 'https://shelter.example.org/', userId, 'newApplications');
    expect(url).toMatch(/^https:\/\/shelter\.example\.org\/unsubscribe\?token=/);
    expect(unsubscribeHeaders(t.app.outbox, 'https://shelter.example.org', userId, 'newApplications')).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  test('opening the link only asks; its button (or a mail client’s one-click POST) turns that choice off', async () => {
    const url = path(unsubscribeUrl(t.app.outbox, 'https://shelter.example.org', userId, 'newApplications'));
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You will no longer receive e-mails about new adoption applications.');
    expect(page.body).toContain('<form method="post"');
    expect(await choices()).toEqual({ newApplications: 'daily', fosterEnding: true });
    // A mail client's one-click POST: a form body, from no page of ours, with no session or CSRF header.
    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-shelter-csrf': undefined, origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.body).toContain('You are unsubscribed');
    expect(await choices()).toEqual({ newApplications: 'off', fosterEnding: true });
    const foster = path(unsubscribeUrl(t.app.outbox, 'https://shelter.example.org', userId, 'fosterEnding'));
    expect((await t.app.inject({ method: 'POST', url: foster })).statusCode).toBe(200);
    expect(await choices()).toEqual({ newApplications: 'off', fosterEnding: false });
  });

  test('a forged or damaged token answers 400 and changes nothing', async () => {
    await sql(t, "update users set notify_new_applications = 'daily' where id = ?", [userId]);
    const url = path(unsubscribeUrl(t.app.outbox, 'https://shelter.example.org', userId, 'newApplications'));
    const otherUser = url.replace(`token=${userId}.`, `token=${userId + 1}.`);
    for (const forged of [otherUser, `${url}x`, '/unsubscribe?token=', '/unsubscribe', url.replace('newApplications', 'fosterEnding')]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: forged });
        expect(response.statusCode, `${method} ${forged}`).toBe(400);
        expect(response.body).toContain('This link is not valid');
      }
    }
    expect(await choices()).toEqual({ newApplications: 'daily', fosterEnding: false });
  });
});
