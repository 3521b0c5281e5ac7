import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { createAnimal, getJson, sql } from '../../../test/fixtures.js';
import { putOk, submitApplication } from '../../../test/fixtures-records.js';
import { startSmtpSink, type TSmtpSink } from '../../../test/smtp-sink.js';

/**
 * The applicant's side, end to end (issue 24's check): the portal's application, staff's approval
 * and an SMTP outage meet a real SMTP server, and every message arrives, once.
 */

let t: TTestApp;
let sink: TSmtpSink;
let staff: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: { mail: { smtpUrl: sink.url, from: 'Riverside Rescue <adopt@riverside.example.org>' } } });
  await t.app.ready();
  staff = await t.loginAs('staff');
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const to = (address: string) => sink.messages.filter((message) => message.to.includes(address));

it('a staff member who chose new applications as they arrive gets each, and its one-click unsubscribe stops them', async () => {
  await putOk(t, '/api/users/me/messages', staff, {
    email: 'sam@shelter.example.org',
    newApplications: 'immediately',
    digestHour: 8,
    appointmentReminders: false,
    fosterEnding: false,
  });
  const pepper = await createAnimal(t, staff, { name: 'Pepper' });
  const { reference } = await submitApplication(t, pepper.id, { applicantName: 'Robin Vale', applicantEmail: 'robin@example.org' });
  await vi.waitFor(() => expect(to('sam@shelter.example.org')).toHaveLength(1), { timeout: 10_000, interval: 100 });
  const [news] = to('sam@shelter.example.org');
  expect(news?.text).toContain(reference);
  expect(news?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(news?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  expect(news?.text).toContain(link);

  // What a mail client's unsubscribe button sends (RFC 8058): no session, no CSRF header.
  const { pathname, search } = new URL(link);
  const posted = await t.app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(posted.statusCode).toBe(200);
  expect((await getJson<{ newApplications: string }>(t, '/api/users/me/messages', staff)).newApplications).toBe('off');
  const later = await createAnimal(t, staff, { name: 'Later' });
  await submitApplication(t, later.id, { applicantName: 'Avery Late', applicantEmail: 'avery@example.org' });
  await vi.waitFor(() => expect(to('avery@example.org')).toHaveLength(1), { timeout: 10_000, interval: 100 });
  expect(to('sam@shelter.example.org')).toHaveLength(1);
});

it('an application is acknowledged within 10 s, its approval follows, and applications during an outage all arrive once', async () => {
  const juniper = await createAnimal(t, staff, { name: 'Juniper' });
  const { id, reference } = await submitApplication(t, juniper.id, { applicantName: 'Casey Park', applicantEmail: 'casey@example.org' });
  await vi.waitFor(() => expect(to('casey@example.org')).toHaveLength(1), { timeout: 10_000, interval: 100 });
  const [received] = to('casey@example.org');
  expect(received?.from).toBe('Riverside Rescue <adopt@riverside.example.org>');
  expect(received?.text).toContain(reference);
  expect(received?.text).toContain('Juniper');

  await putOk(t, `/api/adoption-applications/${id}`, staff, { status: 'Approved' });
  await vi.waitFor(() => expect(to('casey@example.org')).toHaveLength(2), { timeout: 10_000, interval: 100 });
  expect(to('casey@example.org')[1]).toMatchObject({ subject: 'Good news about Juniper', text: expect.stringContaining('approved') });

  await sink.stop();
  const applicants = ['ana', 'ben', 'cai', 'dee', 'eli'].map((name) => `${name}@example.org`);
  for (const [index, applicantEmail] of applicants.entries()) {
    const animal = await createAnimal(t, staff, { name: `Outage ${index}` });
    await submitApplication(t, animal.id, { applicantName: `Applicant ${index}`, applicantEmail });
  }
  // Each met the server down once before it returns.
  const tried = () =>
    sql<{ n: number }>(t, `select count(*)::int as n from messages where to_address like '%@example.org' and state = 'queued' and attempts >= 1`);
  await vi.waitFor(async () => expect(await tried()).toEqual([{ n: 5 }]), { timeout: 20_000, interval: 100 });
  await sink.start();
  await vi.waitFor(() => expect(applicants.map((address) => to(address).length)).toEqual([1, 1, 1, 1, 1]), { timeout: 60_000, interval: 200 });
  const ids = sink.messages.map((message) => message.messageId);
  expect(new Set(ids).size).toBe(ids.length);
}, 90_000);
