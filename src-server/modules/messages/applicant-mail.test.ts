import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { createAnimal, sql } from '../../../test/fixtures.js';
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
