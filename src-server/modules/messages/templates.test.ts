import { afterEach, describe, expect, it } from 'vitest';
import { call, createAnimal, expectError, expectGuarded, expectInvalid, getJson, postOk, sql, sqlWrite } from '../../../test/fixtures.js';
import { put, putOk, saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import { MESSAGE_TEMPLATE_KINDS, type TMessagePreview, type TMessageTemplate } from '../../../src-shared/schemas/messages.js';
import type { TSettings } from '../../../src-shared/schemas/settings.js';

const env = useTestEnv();
afterEach(async () => {
  await sqlWrite(env.t, 'delete from settings');
  await sqlWrite(env.t, 'delete from messages');
});

const ADMIN_ONLY = 'manage settings, users, the audit log or backups';
const url = (kind: string) => `/api/message-templates/${kind}`;

describe('GET /api/message-templates', () => {
  it('lists every message’s default template with the placeholders it fills', async () => {
    const templates = await getJson<TMessageTemplate[]>(env.t, '/api/message-templates', env.s.admin);
    expect(templates.map((template) => template.kind)).toEqual([...MESSAGE_TEMPLATE_KINDS]);
    expect(templates.every((template) => !template.customized && template.subject && template.body)).toBe(true);
    const declined = templates.find((template) => template.kind === 'applicationDeclined')!;
    expect(declined.placeholders).toEqual(expect.arrayContaining(['applicantName', 'animalName', 'reference', 'reason', 'openingHours', 'organizationPhone']));
    expect(declined.body).toContain('{reason}');
    expect(await getJson<TMessageTemplate>(env.t, url('applicationDeclined'), env.s.admin)).toEqual(declined);
  });

  it('is for admins: 401 without a session, 403 for the other roles', async () => {
    await expectGuarded(env.t, env.s, { method: 'GET', url: '/api/message-templates' }, ['staff', 'veterinarian', 'volunteer'], ADMIN_ONLY);
    await expectGuarded(env.t, env.s, { method: 'PUT', url: url('newApplications'), payload: { subject: 'X', body: 'Y' } }, ['staff'], ADMIN_ONLY);
    await expectGuarded(env.t, env.s, { method: 'DELETE', url: url('newApplications') }, ['staff'], ADMIN_ONLY);
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: `${url('newApplications')}/preview`, payload: { subject: 'X', body: 'Y' } },
      ['staff'],
      ADMIN_ONLY,
    );
    expect(await sql(env.t, `select key from settings where key = 'messageTemplates'`)).toEqual([]);
  });

  it('answers 400 for a kind there is none of', async () => {
    expectError(await call(env.t, 'GET', url('birthday'), env.s.admin), 400, 'Unknown message template');
  });
});

describe('PUT and DELETE /api/message-templates/{kind}', () => {
  it('saves a template the next message is written with, outside GET /api/settings, and puts it back to the default', async () => {
    const { t, s } = env;
    const saved = await putOk<TMessageTemplate>(t, url('applicationReceived'), s.admin, {
      subject: 'Thanks for applying for {animalName}!',
      body: 'Hi {applicantName},\n\nYour reference: {reference}',
    });
    expect(saved).toMatchObject({ kind: 'applicationReceived', subject: 'Thanks for applying for {animalName}!', customized: true });
    expect(Object.keys(await getJson<TSettings>(t, '/api/settings', s.admin)).sort()).toEqual([
      'notifications',
      'organization',
      'printing',
      'system',
      'website',
    ]);

    const { reference } = await submitApplication(t, (await createAnimal(t, s.staff, { name: 'Biscuit' })).id, { applicantName: 'Jordan Rivera' });
    expect(await sql(t, `select subject, text_body as text from messages where kind = 'applicationReceived'`)).toEqual([
      { subject: 'Thanks for applying for Biscuit!', text: `Hi Jordan Rivera,\n\nYour reference: ${reference}` },
    ]);

    const reset = await call(t, 'DELETE', url('applicationReceived'), s.admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ subject: 'We received your application for {animalName}', customized: false });
    expect((await getJson<TMessageTemplate[]>(t, '/api/message-templates', s.admin)).filter((template) => template.customized)).toEqual([]);
  });

  it('refuses a placeholder the message does not fill (400, naming it) and an empty body, and saves nothing', async () => {
    const { t, s } = env;
    const unknown = await put(t, url('fosterEnding'), s.admin, { subject: 'Ending', body: 'Dear {fosterPhone} and {applicantName}: {placementList}' });
    expectInvalid(
      unknown,
      'Unknown placeholders {fosterPhone}, {applicantName}: this message fills {recipientName}, {placementCount}, {placementList}, {organizationName}',
      'body',
    );
    expectInvalid(
      await put(t, url('fosterEnding'), s.admin, { subject: '{nope}', body: 'x' }),
      'Unknown placeholder {nope}: this message fills {recipientName}, {placementCount}, {placementList}, {organizationName}',
      'subject',
    );
    expectInvalid(await put(t, url('fosterEnding'), s.admin, { subject: 'Ending', body: '  ' }), 'Body is required', 'body');
    expect((await getJson<TMessageTemplate>(t, url('fosterEnding'), s.admin)).customized).toBe(false);
  });
});

describe('POST /api/message-templates/{kind}/preview', () => {
  it('fills the text as typed, unsaved, with a sample animal and applicant and the shelter’s real details', async () => {
    const { t, s } = env;
    await saveSettings(env, { organization: { name: 'Riverside Animal Rescue', openingHours: 'Daily 9am-5pm' } });
    const preview = await postOk<TMessagePreview>(t, `${url('applicationDeclined')}/preview`, s.admin, {
      subject: 'About {animalName}',
      body: 'Dear {applicantName} <3,\n{reason}\n\nSee https://riverside.example.org/adopt.\n\n{organizationName}, {openingHours}',
    });
    expect(preview.subject).toBe('About Biscuit');
    expect(preview.text).toBe(
      'Dear Jordan Rivera <3,\nWe are looking for a home with a securely fenced yard for Biscuit.\n\nSee https://riverside.example.org/adopt.\n\nRiverside Animal Rescue, Daily 9am-5pm',
    );
    expect(preview.html).toBe(
      [
        '<p>Dear Jordan Rivera &lt;3,<br>We are looking for a home with a securely fenced yard for Biscuit.</p>',
        '<p>See <a href="https://riverside.example.org/adopt">https://riverside.example.org/adopt</a>.</p>',
        '<p>Riverside Animal Rescue, Daily 9am-5pm</p>',
      ].join('\n'),
    );
    expect((await getJson<TMessageTemplate>(t, url('applicationDeclined'), s.admin)).customized).toBe(false);
    const lists = await postOk<TMessagePreview>(t, `${url('newApplications')}/preview`, s.admin, {
      subject: '{applicationCount} new',
      body: 'New:\n{applicationList}',
    });
    expect(lists.html).toMatch(
      /^<p>New:<\/p>\n<ul><li>48213957: Jordan Rivera for Biscuit: <a href="https:\/\/shelter\.example\.org\/adoptions\?tab=applications&amp;application=1">/,
    );
    expectInvalid(
      await call(t, 'POST', `${url('newApplications')}/preview`, s.admin, { subject: 'x', body: '{animalName}' }),
      'Unknown placeholder {animalName}: this message fills {recipientName}, {applicationCount}, {applicationList}, {organizationName}',
      'body',
    );
  });
});
