import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adoptionPayload, call, createAnimal, expectInvalid, medicalPayload, postOk, sql, sqlWrite } from '../../../test/fixtures.js';
import { adoptionBy, createPerson } from '../../../test/fixtures-people.js';
import { put, putOk, saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications.js';
import type { TMessagePreferences } from '../../../src-shared/schemas/messages.js';
import type { TRole } from '../../../src-shared/roles.js';
import { anonymizeExpiredApplications } from '../applications/applications.service.js';

const env = useTestEnv();

interface TRow {
  kind: string;
  state: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  person_id: number | null;
  user_id: number | null;
  application_id: number | null;
}

const messages = (where = 'true', params: unknown[] = []) => sql<TRow>(env.t, `select * from messages where ${where} order by id`, params);
const userIdOf = async (role: TRole) => (await sql<{ id: number }>(env.t, `select id from users where role = ? order by id limit 1`, [role]))[0]!.id;

const PREFERENCES: TMessagePreferences = { email: null, newApplications: 'off', digestHour: 8, appointmentReminders: false, fosterEnding: false };
const choose = (role: TRole, preferences: Partial<TMessagePreferences>) =>
  putOk<TMessagePreferences>(env.t, '/api/users/me/messages', env.s[role], { ...PREFERENCES, ...preferences });

beforeAll(async () => {
  await choose('admin', { email: 'admin@shelter.example', newApplications: 'immediately' });
  await choose('staff', { email: 'staff@shelter.example', newApplications: 'daily' });
  await choose('veterinarian', { email: 'vet@shelter.example' });
  await choose('volunteer', { email: 'volunteer@shelter.example' });
  // A choice stored before the rule (or by hand) still sends a volunteer nothing.
  await sqlWrite(env.t, `update users set notify_new_applications = 'immediately' where role = 'volunteer'`);
});
afterEach(async () => {
  await sqlWrite(env.t, 'delete from messages');
  await sqlWrite(env.t, `delete from settings where key = 'notifications' or key = 'system'`);
});

const decide = (id: number, body: Record<string, unknown>) => put(env.t, `/api/adoption-applications/${id}`, env.s.staff, body);

describe('a new application from the portal', () => {
  it('writes the applicant’s acknowledgement, and a message to each user who chose “immediately”, none to others', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { name: 'Biscuit' });
    const { id, reference } = await submitApplication(t, animal.id, { applicantName: 'Jordan Rivera', applicantEmail: 'jordan@example.com' });
    const rows = await messages();
    expect(rows.map((row) => [row.kind, row.to_address])).toEqual([
      ['applicationReceived', 'jordan@example.com'],
      ['newApplications', 'admin@shelter.example'],
    ]);
    const [received, staff] = rows as [TRow, TRow];
    expect(received).toMatchObject({
      state: 'kept',
      to_name: 'Jordan Rivera',
      subject: 'We received your application for Biscuit',
      application_id: id,
      user_id: null,
    });
    expect(received.text_body).toContain(`Dear Jordan Rivera,`);
    expect(received.text_body).toContain(`its reference is ${reference}`);
    expect(received.text_body).toContain('Opening hours: Mon-Fri 10am-6pm, Sat-Sun 11am-4pm');
    expect(staff).toMatchObject({ subject: '1 new adoption application(s)', application_id: id, user_id: await userIdOf('admin') });
    // The console link is absolute: the address the applicant used (PUBLIC_URL is not set here).
    expect(staff.text_body).toContain(`- ${reference}: Jordan Rivera for Biscuit: http://localhost:80/adoptions?tab=applications&application=${id}`);
    expect(staff.html_body).toContain(
      `<ul><li>${reference}: Jordan Rivera for Biscuit: <a href="http://localhost:80/adoptions?tab=applications&amp;application=${id}">`,
    );
  });

  it('escapes what the applicant typed in the HTML part, which stays words', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    await submitApplication(t, animal.id, { applicantName: '<b>x</b>& http://evil.example' });
    const [received] = await messages(`kind = 'applicationReceived'`);
    expect(received!.text_body).toContain('Dear <b>x</b>& http://evil.example,');
    expect(received!.html_body).toContain('<p>Dear &lt;b&gt;x&lt;/b&gt;&amp; http://evil.example,</p>');
    expect(received!.html_body).not.toContain('<b>x</b>');
    expect(received!.html_body).not.toContain('href="http://evil');
  });

  it('writes nothing when its switches are off, or Settings → System’s e-mail switch is', async () => {
    const { t, s } = env;
    await saveSettings(env, { notifications: { applicationReceived: false, newApplications: false } });
    await submitApplication(t, (await createAnimal(t, s.staff)).id);
    expect(await messages()).toEqual([]);

    await saveSettings(env, { notifications: { applicationReceived: true, newApplications: true }, system: { enableEmailNotifications: false } });
    await submitApplication(t, (await createAnimal(t, s.staff)).id);
    expect(await messages()).toEqual([]);

    await saveSettings(env, { system: { enableEmailNotifications: true }, notifications: { newApplications: false } });
    await submitApplication(t, (await createAnimal(t, s.staff)).id);
    expect((await messages()).map((row) => row.kind)).toEqual(['applicationReceived']);
  });
});

describe('a decision on an application', () => {
  it('approved: the applicant is told what to bring', async () => {
    const { t, s } = env;
    const { id, reference } = await submitApplication(t, (await createAnimal(t, s.staff, { name: 'Pepper' })).id, { applicantEmail: 'ann@example.com' });
    await sqlWrite(t, 'delete from messages');
    const decided = await putOk<TAdoptionApplication>(t, `/api/adoption-applications/${id}`, s.staff, { status: 'Approved' });
    const [approved, ...others] = await messages();
    expect(others).toEqual([]);
    expect(approved).toMatchObject({
      kind: 'applicationApproved',
      to_address: 'ann@example.com',
      subject: 'Good news about Pepper',
      application_id: id,
      person_id: decided.personId,
    });
    expect(approved!.text_body).toContain(`(reference ${reference}) has been approved`);
    expect(approved!.text_body).toMatch(/photo ID[\s\S]*proof of your address[\s\S]*landlord’s written permission[\s\S]*carrier or a leash/);
  });

  it('declined: the reason stays the shelter’s own unless staff chose to tell it', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const silent = await submitApplication(t, animal.id);
    const told = await submitApplication(t, animal.id);
    await sqlWrite(t, 'delete from messages');
    expect((await decide(silent.id, { status: 'Declined', declineReason: 'SECRET-REASON' })).statusCode).toBe(200);
    expect((await decide(told.id, { status: 'Declined', declineReason: 'Our dogs need a fenced yard', tellApplicantReason: true })).statusCode).toBe(200);
    const [first, second] = await messages();
    expect(first).toMatchObject({ kind: 'applicationDeclined', application_id: silent.id });
    expect(first!.text_body).not.toContain('SECRET-REASON');
    expect(first!.html_body).not.toContain('SECRET-REASON');
    expect(first!.text_body).toContain('we cannot go ahead with this adoption.\n\nThis is not a judgement');
    expect(second).toMatchObject({ kind: 'applicationDeclined', application_id: told.id });
    expect(second!.text_body).toContain('we cannot go ahead with this adoption.\n\nOur dogs need a fenced yard\n\nThis is not a judgement');
  });

  it('refuses to tell a reason there is none of (400), and writes nothing for a withdrawal or with the switch off', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const one = await submitApplication(t, animal.id);
    const two = await submitApplication(t, animal.id);
    await sqlWrite(t, 'delete from messages');
    expectInvalid(
      await decide(one.id, { status: 'Declined', tellApplicantReason: true }),
      'Only a decline with its reason can tell the applicant that reason',
      'tellApplicantReason',
    );
    expect((await decide(one.id, { status: 'Withdrawn' })).statusCode).toBe(200);
    await saveSettings(env, { notifications: { applicationDecided: false } });
    expect((await decide(two.id, { status: 'Approved' })).statusCode).toBe(200);
    expect(await messages()).toEqual([]);
  });
});

describe('a completed adoption', () => {
  it('welcomes the adopter with the live vaccinations and the microchip to register, once, from either path', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { name: 'Rex', microchipId: '985112003456789' });
    await postOk(t, '/api/medical-records', s.staff, medicalPayload(animal.id, { date: '2026-02-01', description: 'Rabies', product: 'Imrab 3' }));
    const voided = await postOk<{ id: number }>(
      t,
      '/api/medical-records',
      s.staff,
      medicalPayload(animal.id, { date: '2026-02-02', description: 'Entered in error' }),
    );
    await call(t, 'DELETE', `/api/medical-records/${voided.id}?reason=Wrong%20animal`, s.staff);
    const pending = await postOk<TAdoption>(
      t,
      '/api/adoptions',
      s.staff,
      adoptionPayload(animal.id, { status: 'Pending', adopterName: 'Kim Park', adopterEmail: 'kim@example.com' }),
    );
    expect(await messages()).toEqual([]);
    await putOk(t, `/api/adoptions/${pending.id}`, s.staff, { status: 'Completed' });
    const [welcome, ...others] = await messages();
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({
      kind: 'adoptionCompleted',
      to_address: 'kim@example.com',
      to_name: 'Kim Park',
      subject: 'Welcome home, Rex',
      person_id: pending.personId,
    });
    expect(welcome!.text_body).toContain('The vaccinations Rex received with us:\n- Feb 1, 2026: Rabies (Imrab 3)');
    expect(welcome!.text_body).not.toContain('Entered in error');
    expect(welcome!.text_body).toContain('Microchip number: 985112003456789\nPlease register the chip in your name with HomeAgain');
    expect(welcome!.html_body).toContain('<ul><li>Feb 1, 2026: Rabies (Imrab 3)</li></ul>');
    expect(welcome!.html_body).toContain('<a href="https://www.aaha.org/for-pet-parents/microchip-search/">');

    // Back to Pending and Completed again: the adopter was welcomed already.
    await putOk(t, `/api/adoptions/${pending.id}`, s.staff, { status: 'Pending' });
    await putOk(t, `/api/adoptions/${pending.id}`, s.staff, { status: 'Completed' });
    expect(await messages()).toHaveLength(1);

    const direct = await createAnimal(t, s.staff);
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(direct.id, { adopterEmail: 'lee@example.com' }));
    expect((await messages(`to_address = 'lee@example.com'`)).map((row) => row.kind)).toEqual(['adoptionCompleted']);
  });

  it('writes nothing when the adoption switch is off, or for an adopter without an address', async () => {
    const { t, s } = env;
    await saveSettings(env, { notifications: { adoptionProcessed: false } });
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload((await createAnimal(t, s.staff)).id));
    await saveSettings(env, { notifications: { adoptionProcessed: true } });
    const unreachable = await createPerson(t, s.staff, { name: 'No Mail', phone: '555-010-9999' });
    await adoptionBy(t, s.staff, unreachable.id, (await createAnimal(t, s.staff)).id, { adoptionDate: '2026-02-20' });
    expect(await messages()).toEqual([]);
  });
});

describe('erasure', () => {
  it('deletes the messages of an applicant erased after the retention period, with the staff messages naming them', async () => {
    const { t, s } = env;
    const { id } = await submitApplication(t, (await createAnimal(t, s.staff)).id, { applicantName: 'Forget Me' });
    const kept = await submitApplication(t, (await createAnimal(t, s.staff)).id, { applicantName: 'Keep Me' });
    expect((await decide(id, { status: 'Declined', declineReason: 'No' })).statusCode).toBe(200);
    expect((await messages(`text_body like '%Forget Me%'`)).map((row) => row.kind)).toEqual(['applicationReceived', 'newApplications', 'applicationDeclined']);
    await sqlWrite(t, `update adoption_applications set decided_at = now() - interval '400 days' where id = ?`, [id]);
    expect(await anonymizeExpiredApplications(t.db.orm.em.fork())).toBe(1);
    expect(await messages(`text_body like '%Forget Me%'`)).toEqual([]);
    expect(await messages('application_id = ?', [kept.id])).toHaveLength(2);
  });

  it('deletes the messages to a person erased on request', async () => {
    const { t, s } = env;
    const adoption = await postOk<TAdoption>(
      t,
      '/api/adoptions',
      s.staff,
      adoptionPayload((await createAnimal(t, s.staff)).id, { adopterEmail: 'gone@example.com' }),
    );
    expect(await messages('person_id = ?', [adoption.personId])).toHaveLength(1);
    await postOk(t, `/api/people/${adoption.personId}/erase`, s.admin, { reason: 'Asked by phone' });
    expect(await messages(`to_address = 'gone@example.com'`)).toEqual([]);
  });
});

describe('a user’s own messages', () => {
  it('reads and saves the signed-in user’s choices', async () => {
    const { t, s } = env;
    const saved = await choose('veterinarian', { email: 'vet@shelter.example', newApplications: 'daily', digestHour: 7, fosterEnding: true });
    expect(saved).toEqual({ ...PREFERENCES, email: 'vet@shelter.example', newApplications: 'daily', digestHour: 7, fosterEnding: true });
    const read = await call(t, 'GET', '/api/users/me/messages', s.veterinarian);
    expect(read.json()).toEqual(saved);
    await choose('veterinarian', { email: 'vet@shelter.example' });
  });

  it('refuses new applications to a volunteer (400) and saves nothing', async () => {
    const { t, s } = env;
    const response = await put(t, '/api/users/me/messages', s.volunteer, { ...PREFERENCES, email: 'v2@shelter.example', newApplications: 'daily' });
    expectInvalid(response, 'The volunteer role cannot read applications, so new applications cannot be e-mailed to you', 'newApplications');
    expect((await call(t, 'GET', '/api/users/me/messages', s.volunteer)).json()).toMatchObject({ email: 'volunteer@shelter.example' });
    expectInvalid(
      await put(t, '/api/users/me/messages', s.staff, { ...PREFERENCES, digestHour: 24 }),
      'Hour must be a whole number from 0 to 23',
      'digestHour',
    );
  });

  it('lets an admin see and set a user’s address; a user made volunteer stops hearing of applications', async () => {
    const { t, s } = env;
    const created = await postOk<{ id: number; email: string | null }>(t, '/api/users', s.admin, {
      username: 'mailer',
      password: 'correct horse battery staple',
      name: 'Mail Er',
      role: 'staff',
      email: 'mailer@shelter.example',
    });
    expect(created.email).toBe('mailer@shelter.example');
    await sqlWrite(t, `update users set notify_new_applications = 'immediately' where id = ?`, [created.id]);
    const updated = await putOk<{ email: string | null }>(t, `/api/users/${created.id}`, s.admin, { role: 'volunteer', email: '' });
    expect(updated.email).toBeNull();
    expect(await sql(t, 'select email, notify_new_applications as mode from users where id = ?', [created.id])).toEqual([{ email: null, mode: 'off' }]);
    expectInvalid(await put(t, `/api/users/${created.id}`, s.admin, { email: 'not-an-address' }), 'Invalid email address', 'email');
  });
});
