import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import type { TPerson, TPersonDetail } from '../../../src-shared/schemas/people.js';
import type { TDocument } from '../../../src-shared/schemas/photos.js';
import { call, createAnimal, expectError, expectGuarded, expectInvalid, getJson, sql, sqlWrite, todayIn } from '../../../test/fixtures.js';
import { multipartBody } from '../../../test/fixtures-photos.js';
import { putOk, saveSettings, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import {
  adoptionBy,
  confirmApplicant,
  createPerson,
  donationFrom,
  linkAdoption,
  linkDonation,
  linkStay,
  placementWith,
} from '../../../test/fixtures-people.js';
import { erasePeoplePastRetention } from './person-privacy.js';

/** Erasing people (docs/domain.md#people): on their request, and by the retention job. */

const env = useTestEnv();
const erase = (id: number, body: Record<string, unknown> = { reason: 'Asked in writing on 2026-05-01' }, cookie = env.s.admin) =>
  call(env.t, 'POST', `/api/people/${id}/erase`, cookie, body);
const MANAGE = 'manage settings, users, the audit log or backups';
const auditText = async () => JSON.stringify(await sql(env.t, 'select changes from audit_log'));

/** A PDF kept on the person, uploaded as the console does. */
async function documentOn(personId: number, fileName: string): Promise<TDocument> {
  const { body, contentType } = multipartBody([{ name: fileName, bytes: Buffer.from('%PDF-1.7\n%%EOF\n'), type: 'application/pdf' }], {}, 'file');
  const response = await env.t.app.inject({
    method: 'POST',
    url: `/api/people/${personId}/documents`,
    headers: { 'content-type': contentType, cookie: env.s.staff },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocument>();
}

describe('POST /api/people/{id}/erase', () => {
  it('removes the person’s details everywhere and keeps their records, linked to "[removed]"', async () => {
    const person = await createPerson(env.t, env.s.staff, {
      name: 'Xavier Quennell',
      email: 'xq.private@example.org',
      phone: '555-321-7788',
      address: '9 Hidden Way',
      notes: 'Prefers evenings',
      fosterApprovedOn: '2026-01-03',
      volunteerActive: true,
    });
    await call(env.t, 'PUT', `/api/people/${person.id}`, env.s.staff, { altPhone: '555-321-9900' });
    const [adopted, applied] = await Promise.all(['Clover', 'Dune'].map((name) => createAnimal(env.t, env.s.staff, { name, intakeDate: '2026-01-05' })));
    await adoptionBy(env.t, env.s.staff, person.id, adopted!.id, { adoptionDate: '2026-02-01' });
    await donationFrom(env.t, env.s.staff, person.id, { date: '2026-02-03', amount: 4200 });
    const application = await submitApplication(env.t, applied!.id, { applicantName: 'Xavier Quennell', applicantEmail: 'xq.private@example.org' });
    const confirmed = await confirmApplicant(env.t, env.s.staff, application.id, person.id);
    await putOk(env.t, `/api/adoption-applications/${application.id}`, env.s.staff, { status: 'Declined', version: confirmed.version });
    const before = await getJson<TPersonDetail>(env.t, `/api/people/${person.id}`, env.s.staff);

    const response = await erase(person.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPerson>()).toMatchObject({
      name: '[removed]',
      email: null,
      phone: null,
      altPhone: null,
      address: null,
      notes: 'Details erased on request: Asked in writing on 2026-05-01',
      fosterApprovedOn: null,
      volunteerActive: false,
      anonymized: true,
      roles: before.roles,
    });
    const after = await getJson<TPersonDetail>(env.t, `/api/people/${person.id}`, env.s.staff);
    expect(after.timeline.map((event) => [event.kind, event.recordId])).toEqual(before.timeline.map((event) => [event.kind, event.recordId]));
    expect(after.keptBecause).toEqual(['Adopted an animal (adoption records are kept)', 'Donor (tax records are kept)']);
    const [row] = await sql<Record<string, unknown>>(
      env.t,
      'select applicant_name, applicant_email, applicant_phone, anonymized_at is not null as anonymized from adoption_applications where id = ?',
      [application.id],
    );
    expect(row).toEqual({ applicant_name: '[removed]', applicant_email: '[removed]', applicant_phone: '[removed]', anonymized: true });
    const notes = await sql<{ note: string }>(env.t, 'select note from behavior_notes where application_id = ?', [application.id]);
    expect(notes.map((note) => note.note)).toEqual(['Adoption application received from [removed]']);
    // The audit trail keeps that the details changed, not what they were.
    const audit = await auditText();
    for (const detail of ['Xavier', 'xq.private', '321-7788', '321-9900', 'Hidden Way', 'Prefers evenings']) expect(audit).not.toContain(detail);
    expect(audit).toContain('Details erased on request: Asked in writing on 2026-05-01');
    expectError(await erase(person.id), 409, 'This person’s details were already erased');
  });

  it('waits while the shelter has open business with the person or a Do-not-adopt flag protects animals, with 409 naming why', async () => {
    const today = todayIn(env.t);
    const owner = await createPerson(env.t, env.s.staff, { name: 'Owner In Care' });
    const animal = await createAnimal(env.t, env.s.staff, {
      name: 'Hazel',
      intakeDate: '2026-01-05',
      intake: { type: 'Relinquished by owner', ownerPersonId: owner.id },
    });
    const fostering = await createPerson(env.t, env.s.staff, { name: 'Open Placement' });
    await placementWith(env.t, env.s.staff, fostering.id, animal.id, { startDate: '2026-01-10', endDate: addDays(today, 3) });
    const pending = await createPerson(env.t, env.s.staff, { name: 'Pending Adopter' });
    await adoptionBy(env.t, env.s.staff, pending.id, animal.id, { adoptionDate: today, status: 'Pending' });
    const flagged = await createPerson(env.t, env.s.staff, { name: 'Flagged', doNotAdopt: true, doNotAdoptReason: 'Cruelty conviction' });
    const applicant = await createPerson(env.t, env.s.staff, { name: 'Still Applying' });
    const wanted = await createAnimal(env.t, env.s.staff, { name: 'Juniper', intakeDate: '2026-01-05' });
    await confirmApplicant(env.t, env.s.staff, (await submitApplication(env.t, wanted.id)).id, applicant.id);

    expectError(await erase(fostering.id), 409, 'This person’s details are still needed: Open foster placement');
    expectError(await erase(pending.id), 409, 'This person’s details are still needed: Pending adoption');
    expectError(await erase(flagged.id), 409, 'This person’s details are still needed: Flagged Do not adopt');
    expectError(await erase(owner.id), 409, 'This person’s details are still needed: Owner or finder of an animal in care');
    expectError(await erase(applicant.id), 409, 'This person’s details are still needed: Application awaiting a decision');
    const names = await sql<{ name: string }>(env.t, 'select name from people where id in (?, ?, ?, ?, ?) and anonymized_at is null', [
      fostering.id,
      pending.id,
      flagged.id,
      owner.id,
      applicant.id,
    ]);
    expect(names).toHaveLength(5);
  });

  it('refuses an unknown person (404), no reason (400), and anyone but an admin', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Yara Keep' });
    expectError(await erase(999_999), 404, 'Person not found');
    expectInvalid(await erase(person.id, { reason: '  ' }), 'A reason is required', 'reason');
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: `/api/people/${person.id}/erase`, payload: { reason: 'x' } },
      ['staff', 'veterinarian', 'volunteer'],
      MANAGE,
    );
    expect((await getJson<TPerson>(env.t, `/api/people/${person.id}`, env.s.staff)).name).toBe('Yara Keep');
  });

  it('erases the trail of the people merged into them, and an old link says whom they became', async () => {
    const kept = await createPerson(env.t, env.s.staff, { name: 'Zed Merged', email: 'zed@example.com' });
    const twin = await createPerson(env.t, env.s.staff, { name: 'Zedd Merged', email: 'zedd.twin@example.com', phone: '555-010-9911' });
    expect((await call(env.t, 'POST', `/api/people/${kept.id}/merge`, env.s.admin, { duplicateId: twin.id })).statusCode).toBe(200);
    expectError(await call(env.t, 'GET', `/api/people/${twin.id}`, env.s.staff), 404, `Person not found: merged into Zed Merged (#${kept.id})`);
    expect(await auditText()).toContain('zedd.twin@example.com');

    expect((await erase(kept.id)).statusCode).toBe(200);
    const text = await auditText();
    for (const value of ['zed@example.com', 'zedd.twin@example.com', 'Zedd Merged', '555-010-9911']) expect(text).not.toContain(value);
  });
});

describe('retention: erasePeoplePastRetention (the hourly job)', () => {
  it('erases the people nothing keeps whose last activity is older than dataRetentionDays, once', async () => {
    const now = new Date();
    const today = todayIn(env.t);
    const longAgo = addDays(today, -200);
    const make = async (name: string) => {
      const person = await createPerson(env.t, env.s.staff, { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.org` });
      await sqlWrite(env.t, 'update people set created_at = ?::date, updated_at = ?::date where id = ?', [longAgo, longAgo, person.id]);
      return person.id;
    };
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Sable', intakeDate: '2026-01-05' });
    const goneQuiet = await make('Quiet Applicant');
    await linkAdoption(env.t, { animalId: animal.id, personId: goneQuiet, date: longAgo, status: 'Cancelled' });
    await sqlWrite(env.t, 'update adoptions set created_at = ?::date where person_id = ?', [longAgo, goneQuiet]);
    const donor = await make('Old Donor');
    await linkDonation(env.t, { personId: donor, date: longAgo, amount: 300 });
    const flagged = await make('Old Flagged');
    await sqlWrite(env.t, "update people set do_not_adopt = true, do_not_adopt_reason = 'Neglect' where id = ?", [flagged]);
    const recentlyActive = await make('Recent Finder');
    const other = await createAnimal(env.t, env.s.staff, { name: 'Pip', intakeDate: addDays(today, -10) });
    await linkStay(env.t, other.id, 'finder_id', recentlyActive);
    await sqlWrite(env.t, "update stays set outcome_type = 'Returned to field', outcome_date = ? where animal_id = ?", [addDays(today, -5), other.id]);
    const ownerInCare = await make('Owner Waiting');
    await linkStay(env.t, animal.id, 'owner_id', ownerInCare);
    const recent = (await createPerson(env.t, env.s.staff, { name: 'New Person' })).id;
    // A document is a record of them too: uploaded long ago it goes with them, uploaded now it keeps them.
    const oldDocument = await documentOn(goneQuiet, 'Quiet Applicant contract.pdf');
    await sqlWrite(env.t, 'update documents set created_at = ?::date where id = ?', [longAgo, oldDocument.id]);
    const papers = await make('Recent Papers');
    await documentOn(papers, 'Recent Papers lease.pdf');
    const ids = [goneQuiet, donor, flagged, recentlyActive, ownerInCare, recent, papers];
    const erased = async () =>
      (await sql<{ id: number }>(env.t, 'select id from people where anonymized_at is not null and id in (?) order by id', [ids])).map((row) => row.id);
    const run = () => erasePeoplePastRetention(env.t.db.orm.em.fork(), env.t.app.files, env.t.config.timeZone, now);

    // Under the default 365 days, nothing has expired.
    expect(await run()).toBe(0);
    await saveSettings(env, { system: { dataRetentionDays: 180 } });
    expect(await run()).toBe(1);
    expect(await erased()).toEqual([goneQuiet]);
    expect(await getJson<TPerson>(env.t, `/api/people/${goneQuiet}`, env.s.staff)).toMatchObject({
      name: '[removed]',
      email: null,
      notes: null,
      anonymized: true,
    });
    expect(await sql(env.t, 'select 1 from adoptions where person_id = ?', [goneQuiet])).toHaveLength(1);
    expect(await sql(env.t, 'select title, voided_at is not null as voided from documents where id = ?', [oldDocument.id])).toEqual([
      { title: 'Erased document', voided: true },
    ]);
    expect((await call(env.t, 'GET', oldDocument.url, env.s.staff)).statusCode).toBe(404);
    // A second run finds nothing more to do.
    expect(await run()).toBe(0);
    await saveSettings(env, { system: { dataRetentionDays: 365 } });
  });
});
