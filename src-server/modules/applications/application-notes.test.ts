import { describe, expect, it } from 'vitest';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications.js';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public.js';
import { applicationPayload, createAnimal, expectError, getJson, postOk, sql } from '../../../test/fixtures.js';
import { put, putOk, saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import { anonymizeExpiredApplications } from './applications.service.js';

const env = useTestEnv();

const url = (id: number) => `/api/adoption-applications/${id}`;
const read = (id: number) => getJson<TAdoptionApplication>(env.t, url(id), env.s.staff);
const decide = (id: number, payload: Record<string, unknown>) => putOk<TAdoptionApplication>(env.t, url(id), env.s.staff, payload);
const stored = async (id: number) =>
  (
    await sql<{ staff_note: string | null; decline_reason: string | null }>(
      env.t,
      'select staff_note, decline_reason from adoption_applications where id = ?',
      [id],
    )
  )[0];

describe('a decision’s staff note and decline reason (docs/domain.md#applications)', () => {
  it('keeps the note of an approval and the reason and note of a decline, and staff read them', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const approved = await submitApplication(t, animal.id);
    const declined = await submitApplication(t, animal.id);

    expect(await decide(approved.id, { status: 'Approved', version: 1, staffNote: '  Home visit went well  ' })).toMatchObject({
      status: 'Approved',
      staffNote: 'Home visit went well',
      declineReason: null,
    });
    expect(await stored(approved.id)).toEqual({ staff_note: 'Home visit went well', decline_reason: null });

    await decide(declined.id, { status: 'Declined', declineReason: 'No secure fence for a sighthound', staffNote: 'Suggest an older dog' });
    expect(await stored(declined.id)).toEqual({ staff_note: 'Suggest an older dog', decline_reason: 'No secure fence for a sighthound' });
    expect(await read(declined.id)).toMatchObject({ status: 'Declined', staffNote: 'Suggest an older dog', declineReason: 'No secure fence for a sighthound' });
    const listed = await getJson<TAdoptionApplication[]>(t, `/api/adoption-applications?animalId=${animal.id}&status=Declined`, s.staff);
    expect(listed.map(({ staffNote, declineReason }) => ({ staffNote, declineReason }))).toEqual([
      { staffNote: 'Suggest an older dog', declineReason: 'No secure fence for a sighthound' },
    ]);
  });

  it('withdrawing an approval without a note keeps the approval’s; with one, it replaces it', async () => {
    const { t, s } = env;
    const first = await submitApplication(t, (await createAnimal(t, s.staff)).id);
    const second = await submitApplication(t, (await createAnimal(t, s.staff)).id);
    await decide(first.id, { status: 'Approved', staffNote: 'Met the family' });
    await decide(second.id, { status: 'Approved', staffNote: 'Met the family' });
    expect(await decide(first.id, { status: 'Withdrawn', staffNote: '' })).toMatchObject({ status: 'Withdrawn', staffNote: 'Met the family' });
    expect(await decide(second.id, { status: 'Withdrawn', staffNote: 'They moved abroad' })).toMatchObject({ staffNote: 'They moved abroad' });
  });

  it('still decides on the status alone, as the specification’s clients send it', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const { id } = await submitApplication(t, animal.id);
    expect(await decide(id, { status: 'Declined' })).toMatchObject({ status: 'Declined', version: 2, staffNote: null, declineReason: null });
    expect(await stored(id)).toEqual({ staff_note: null, decline_reason: null });
  });

  it('refuses a reason for anything but a decline, and text too long, with 400 at the field, deciding nothing', async () => {
    const { t, s } = env;
    const { id } = await submitApplication(t, (await createAnimal(t, s.staff)).id);
    const refused = async (payload: Record<string, unknown>, path: string, message: string) => {
      const response = await put(t, url(id), s.staff, payload);
      expectError(response, 400, message);
      expect(response.json()).toMatchObject({ issues: [{ path }] });
    };
    await refused({ status: 'Approved', declineReason: 'Not needed' }, 'declineReason', 'Only a declined application takes a decline reason');
    await refused({ status: 'Withdrawn', declineReason: 'Not needed' }, 'declineReason', 'Only a declined application takes a decline reason');
    await refused({ status: 'Declined', declineReason: 'x'.repeat(1001) }, 'declineReason', 'Must be at most 1000 characters');
    await refused({ status: 'Declined', staffNote: 'x'.repeat(2001) }, 'staffNote', 'Must be at most 2000 characters');
    await refused({ status: 'Declined', staffNote: 42 }, 'staffNote', 'Must be text');
    expect(await read(id)).toMatchObject({ status: 'Received', version: 1, staffNote: null, declineReason: null, decidedAt: null });
  });

  it('never shows the reason or the note to the public or the applicant', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff, { name: 'Portal Pup' });
    const applicant = { applicantName: 'Quinn Private', applicantEmail: 'quinn.private@example.com' };
    const { id, reference } = await submitApplication(t, animal.id, applicant);
    await decide(id, { status: 'Declined', declineReason: 'REASON-NEVER-PUBLIC', staffNote: 'NOTE-NEVER-PUBLIC' });

    // What the portal and the applicant are answered: the list, the animal's page, and applying again.
    const again = await postOk<unknown>(t, '/api/public/adoption-application', undefined, applicationPayload(animal.id, applicant));
    expect(again).toEqual({ reference });
    const portal = [
      await getJson<TAdoptableAnimal[]>(t, '/api/public/adoptable-animals'),
      await getJson<TAdoptableAnimal>(t, `/api/public/animals/${animal.id}`),
    ];
    expect(portal[1]).toMatchObject({ name: 'Portal Pup' });
    for (const answer of portal) {
      expect(JSON.stringify(answer)).not.toMatch(/NEVER-PUBLIC/);
    }
  });

  it('is erased with the applicant when the person they are is erased on request, from the audit log too', async () => {
    const { t, s } = env;
    const { id } = await submitApplication(t, (await createAnimal(t, s.staff)).id, { applicantEmail: 'erase.me@example.com' });
    const linked = await postOk<TAdoptionApplication>(t, `${url(id)}/person`, s.staff, {});
    await decide(id, { status: 'Declined', declineReason: 'REASON-TO-FORGET', staffNote: 'NOTE-TO-FORGET' });
    const audit = async () => JSON.stringify(await sql(t, `select changes from audit_log where entity = 'Application' and entity_id = ?`, [String(id)]));
    expect(await audit()).toContain('REASON-TO-FORGET');
    await postOk(t, `/api/people/${linked.personId}/erase`, s.admin, { reason: 'Asked by e-mail' });
    expect(await read(id)).toMatchObject({ anonymized: true, staffNote: null, declineReason: null });
    expect(await audit()).not.toMatch(/TO-FORGET/);
  });

  it('is erased with the applicant’s data after the retention period', async () => {
    const { t, s } = env;
    const { id } = await submitApplication(t, (await createAnimal(t, s.staff)).id);
    await decide(id, { status: 'Declined', declineReason: 'Said unkind things about cats', staffNote: 'Called on 3 March' });
    await sql(t, `update adoption_applications set created_at = now() - interval '101 days', decided_at = now() - interval '100 days' where id = ?`, [id]);
    await saveSettings(env, { system: { dataRetentionDays: 90 } });
    try {
      expect(await anonymizeExpiredApplications(t.db.orm.em.fork(), new Date())).toBe(1);
    } finally {
      await saveSettings(env, { system: { dataRetentionDays: 365 } });
    }
    expect(await read(id)).toMatchObject({ anonymized: true, status: 'Declined', staffNote: null, declineReason: null });
  });
});
