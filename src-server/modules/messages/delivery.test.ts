import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, sql, sqlWrite } from '../../../test/fixtures.js';
import { createPerson } from '../../../test/fixtures-people.js';
import { startSmtpSink, type TSmtpSink } from '../../../test/smtp-sink.js';
import { queueMessages, type TNewMessage } from './outbox.js';

/** Delivery (docs/domain.md#messages): the outbox, the queue and a real SMTP server in this process. */
describe('delivering the outbox', () => {
  let t: TTestApp;
  let sink: TSmtpSink;
  let admin: string;

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (address) => address.startsWith('gone') });
    t = await createTestApp({ config: { mail: { smtpUrl: sink.url, from: 'hello@shelter.example.org' } } });
    await t.app.ready();
    admin = await t.loginAs('admin');
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const message = (overrides: Partial<TNewMessage> = {}): TNewMessage => ({
    kind: 'applicationReceived',
    to: 'ada@example.org',
    toName: 'Ada Lovelace',
    subject: 'We received your application',
    text: 'Thank you, Ada.',
    html: '<p>Thank you, Ada.</p>',
    ...overrides,
  });
  const queue = (messages: TNewMessage[]) => t.db.orm.em.fork().transactional((tx) => queueMessages(tx, t.app.outbox, messages));
  const rowOf = async (id: number) =>
    (
      await sql<{ state: string; attempts: number; message_id: string; smtp_response: string | null; sent_at: Date | null }>(
        t,
        'select * from messages where id = ?',
        [id],
      )
    )[0]!;
  const arrived = (messageId: string) => sink.messages.filter((m) => m.messageId === messageId);

  test('a message written in a committed transaction arrives as written, with its Message-ID, and is marked sent', async () => {
    const [id] = await queue([message({ headers: { 'X-Shelter-Test': 'yes' } })]);
    await vi.waitFor(async () => expect((await rowOf(id!)).state).toBe('sent'), { timeout: 10_000 });
    const row = await rowOf(id!);
    const [mail] = arrived(row.message_id);
    expect(mail).toMatchObject({ to: ['ada@example.org'], subject: 'We received your application', text: 'Thank you, Ada.', html: '<p>Thank you, Ada.</p>' });
    // MAIL_FROM has no name: the organization's.
    expect(mail?.from).toBe('City Animal Shelter <hello@shelter.example.org>');
    expect(mail?.headers.to).toBe('Ada Lovelace <ada@example.org>');
    expect(mail?.headers['x-shelter-test']).toBe('yes');
    expect(row).toMatchObject({ attempts: 1, smtp_response: '250 Message queued as test' });
    expect(row.sent_at).not.toBeNull();
  });

  test('a message whose transaction rolled back is neither kept nor sent', async () => {
    await expect(
      t.db.orm.em.fork().transactional(async (tx) => {
        await queueMessages(tx, t.app.outbox, [message({ subject: 'Never sent' })]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    // A message queued after it arrives; the rolled-back one, queued first, would have gone before it.
    const [after] = await queue([message({ subject: 'Sent after' })]);
    await vi.waitFor(async () => expect((await rowOf(after!)).state).toBe('sent'), { timeout: 10_000 });
    expect(sink.messages.map((m) => m.subject)).not.toContain('Never sent');
    expect(await sql(t, "select id from messages where subject = 'Never sent'")).toEqual([]);
  });

  test('a 550 refusal marks the message refused at once and flags the people with that address, until it changes', async () => {
    const person = await createPerson(t, admin, { email: 'Gone@example.org' });
    const other = await createPerson(t, admin, { email: 'kept@example.org' });
    const [id] = await queue([message({ to: 'gone@example.org', personId: person.id })]);
    await vi.waitFor(async () => expect((await rowOf(id!)).state).toBe('refused'), { timeout: 10_000 });
    const row = await rowOf(id!);
    expect(row.attempts).toBe(1);
    expect(row.smtp_response).toMatch(/^550 .*Recipient address rejected/);
    const flagged = await sql<{ id: number; email_refused_reason: string | null }>(
      t,
      'select id, email_refused_reason from people where id in (?, ?) order by id',
      [person.id, other.id],
    );
    expect(flagged).toEqual([
      { id: person.id, email_refused_reason: row.smtp_response },
      { id: other.id, email_refused_reason: null },
    ]);
    // Not retried: its job is done.
    const jobs = await sql<{ state: string }>(t, "select state from pgboss.job where name = 'deliver-message' and data->>'messageId' = ?", [String(id)]);
    expect(jobs).toEqual([{ state: 'completed' }]);
    // The same address with another case is the same address; a new one clears the flag.
    const same = await call(t, 'PUT', `/api/people/${person.id}`, admin, { id: person.id, email: 'GONE@example.org' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await sql<{ r: string | null }>(t, 'select email_refused_reason as r from people where id = ?', [person.id]))[0]?.r).toBe(row.smtp_response);
    const changed = await call(t, 'PUT', `/api/people/${person.id}`, admin, { id: person.id, email: 'ada.new@example.org' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sql(t, 'select email_refused_at, email_refused_reason from people where id = ?', [person.id])).toEqual([
      { email_refused_at: null, email_refused_reason: null },
    ]);
  });

  test('with the SMTP server down, a burst of 50 is retried and each arrives once when it is back; the last try marks failed', async () => {
    await sink.stop();
    const ids = await queue(Array.from({ length: 50 }, (_, i) => message({ subject: `Burst ${i}` })));
    const [last] = await queue([message({ subject: 'Out of tries' })]);
    // Down until every message has been tried twice (about 15 to 30 seconds of backoff).
    await vi.waitFor(
      async () => {
        const [tried] = await sql<{ n: number }>(t, 'select count(*)::int as n from messages where id in (?) and attempts >= 2', [ids]);
        expect(tried?.n).toBe(50);
      },
      { timeout: 60_000, interval: 500 },
    );
    const waiting = await sql<{ state: string; smtp_response: string }>(t, 'select distinct state, smtp_response from messages where id in (?)', [ids]);
    expect(waiting).toEqual([{ state: 'queued', smtp_response: expect.stringMatching(/ECONNREFUSED|connect/) }]);
    // The message out of tries: its next is its last (the retry limit's 12 after the first).
    await sqlWrite(t, 'update messages set attempts = 12 where id = ?', [last]);
    await vi.waitFor(async () => expect((await rowOf(last!)).state).toBe('failed'), { timeout: 60_000, interval: 500 });
    await sink.start();
    await vi.waitFor(
      async () => {
        const [sent] = await sql<{ n: number }>(t, "select count(*)::int as n from messages where id in (?) and state = 'sent'", [ids]);
        expect(sent?.n).toBe(50);
      },
      { timeout: 90_000, interval: 500 },
    );
    const messageIds = (await sql<{ message_id: string }>(t, 'select message_id from messages where id in (?)', [ids])).map((row) => row.message_id);
    for (const messageId of messageIds) expect(arrived(messageId), messageId).toHaveLength(1);
    expect((await rowOf(last!)).state).toBe('failed');
    expect(arrived((await rowOf(last!)).message_id)).toEqual([]);
  }, 200_000);
});
