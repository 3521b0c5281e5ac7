import { describe, expect, it } from 'vitest';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications.js';
import type { TAuditEntry } from '../../../src-shared/schemas/audit.js';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster.js';
import type { TJourney } from '../../../src-shared/schemas/journey.js';
import type { TPage } from '../../../src-shared/paging.js';
import type { TPerson, TPersonDetail, TPersonEvent } from '../../../src-shared/schemas/people.js';
import type { TTransaction } from '../../../src-shared/schemas/transactions.js';
import { adoptionPayload, call, createAnimal, expectError, fosterPayload, getJson, postOk, transactionPayload } from '../../../test/fixtures.js';
import { putOk, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';

/**
 * The People issue's acceptance checks, through REST alone, as a client of the API sees them: one
 * person for one e-mail whatever its case, a portal application that matches a person but waits for
 * staff to confirm it, the Do-not-adopt flag shown in the inbox, and a merge that keeps every record.
 */

const env = useTestEnv();
const person = (id: number) => getJson<TPersonDetail>(env.t, `/api/people/${id}`, env.s.staff);
const application = (id: number) => getJson<TAdoptionApplication>(env.t, `/api/adoption-applications/${id}`, env.s.staff);
const adopt = (animalId: number, adopter: { name: string; email: string }) =>
  postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, adoptionPayload(animalId, { adopterName: adopter.name, adopterEmail: adopter.email }));
const recordIdsOf = (timeline: TPersonEvent[], kind: TPersonEvent['kind']) => timeline.filter((event) => event.kind === kind).map((event) => event.recordId);
/** A person's history as a set of records, to compare before and after a merge. */
const recordsOf = (timeline: TPersonEvent[]) => timeline.map((event) => `${event.kind} ${event.recordId}`).sort();

describe('People, as a client of the API sees them', () => {
  it('finds one person with both adoptions when a client adopts two animals to one e-mail in different case', async () => {
    const [first, second] = await Promise.all(['Maple', 'Juniper'].map((name) => createAnimal(env.t, env.s.staff, { name })));
    const one = await adopt(first!.id, { name: 'Casey Morgan', email: 'Casey.Morgan@Example.org' });
    const two = await adopt(second!.id, { name: 'Casey Morgan', email: 'casey.morgan@example.org' });

    const found = await getJson<TPage<TPerson>>(env.t, `/api/people?q=${encodeURIComponent('casey.morgan@example.org')}`, env.s.staff);
    expect(found.items.map((item) => [item.id, item.name])).toEqual([[one.personId, 'Casey Morgan']]);
    expect(two.personId).toBe(one.personId);
    expect(recordIdsOf((await person(one.personId)).timeline, 'Adoption')).toEqual([two.id, one.id]);
  });

  it('shows a portal application from a known e-mail as matching the person, linked only once staff confirm it', async () => {
    const [adopted, wanted] = await Promise.all(['Hazel', 'Pippin'].map((name) => createAnimal(env.t, env.s.staff, { name })));
    const { personId } = await adopt(adopted!.id, { name: 'Noor Haddad', email: 'noor.haddad@example.org' });
    const { id } = await submitApplication(env.t, wanted!.id, { applicantName: 'Noor Haddad', applicantEmail: 'NOOR.HADDAD@example.org' });

    expect(await application(id)).toMatchObject({
      personId: null,
      person: null,
      matches: [{ id: personId, name: 'Noor Haddad', doNotAdopt: false, doNotAdoptReason: null }],
    });
    expect(recordIdsOf((await person(personId)).timeline, 'Application')).toEqual([]);

    await postOk(env.t, `/api/adoption-applications/${id}/person`, env.s.staff, { personId });
    expect(await application(id)).toMatchObject({ personId, person: { id: personId, name: 'Noor Haddad' }, matches: [] });
    expect(recordIdsOf((await person(personId)).timeline, 'Application')).toEqual([id]);
  });

  it('flags in the inbox an application from a person flagged Do not adopt', async () => {
    const flagged = await postOk<TPerson>(env.t, '/api/people', env.s.staff, { name: 'Dale Whitcombe', email: 'dale.w@example.org' });
    await putOk(env.t, `/api/people/${flagged.id}`, env.s.staff, { doNotAdopt: true, doNotAdoptReason: 'Animal neglect case, 2025' });
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Basil' });
    const { id } = await submitApplication(env.t, animal.id, { applicantName: 'Dale Whitcombe', applicantEmail: 'dale.w@example.org' });

    const inbox = await getJson<TAdoptionApplication[]>(env.t, '/api/adoption-applications?status=Received', env.s.staff);
    const received = inbox.find((item) => item.id === id);
    expect(received?.personId).toBeNull();
    expect(received?.matches[0]).toEqual({ id: flagged.id, name: 'Dale Whitcombe', doNotAdopt: true, doNotAdoptReason: 'Animal neglect case, 2025' });
  });

  it('keeps every record of both people when an admin merges them, and the audit log has the update and the delete', async () => {
    const [kept, adopted, fostered, wanted] = await Promise.all(['Olive', 'Rocket', 'Tansy', 'Wren'].map((name) => createAnimal(env.t, env.s.staff, { name })));
    const owned = await createAnimal(env.t, env.s.staff, {
      name: 'Moss',
      intake: { type: 'Relinquished by owner', ownerName: 'Jo Park', ownerEmail: 'jpark@example.net', reason: 'Moving abroad' },
    });
    const found = await createAnimal(env.t, env.s.staff, {
      name: 'Sprout',
      intake: { type: 'Stray/At large', foundLocation: 'Elm Park', finderName: 'Jo Park', finderEmail: 'JPark@example.net' },
    });
    const survivorAdoption = await adopt(kept!.id, { name: 'Joanna Park', email: 'jo.park@example.org' });
    const adoption = await adopt(adopted!.id, { name: 'Jo Park', email: 'jpark@example.net' });
    const duplicateId = adoption.personId;
    const placement = await postOk<TFosterPlacement>(
      env.t,
      '/api/foster-care',
      env.s.staff,
      fosterPayload(fostered!.id, { fosterName: 'Jo Park', fosterEmail: 'jpark@EXAMPLE.net', startDate: '2026-01-12', endDate: '2026-01-30' }),
    );
    const donation = await postOk<TTransaction>(env.t, '/api/financial-transactions', env.s.staff, transactionPayload({ personId: duplicateId }));
    const { id: applicationId } = await submitApplication(env.t, wanted!.id, { applicantName: 'Jo Park', applicantEmail: 'jpark@example.net' });
    await postOk(env.t, `/api/adoption-applications/${applicationId}/person`, env.s.staff, { personId: duplicateId });
    const stayOf = async (animalId: number) => (await getJson<TJourney>(env.t, `/api/animals/${animalId}/stays`, env.s.staff)).stays[0]!.intake;
    const transactionsOf = async (personId: number) =>
      (await getJson<TTransaction[]>(env.t, '/api/financial-transactions?limit=1000', env.s.staff))
        .filter((item) => item.personId === personId)
        .map((item) => item.id)
        .sort((a, b) => a - b);

    // The duplicate's records, named by its details, all name one person, as the survivor's adoption names another.
    expect(survivorAdoption.personId).not.toBe(duplicateId);
    expect([
      placement.personId,
      (await application(applicationId)).personId,
      (await stayOf(owned.id)).ownerPersonId,
      (await stayOf(found.id)).finderPersonId,
    ]).toEqual(Array(4).fill(duplicateId));
    // Each adoption's fee names its adopter too.
    const transactions = [...(await transactionsOf(survivorAdoption.personId)), ...(await transactionsOf(duplicateId))].sort((a, b) => a - b);
    expect(transactions).toHaveLength(3);
    expect(transactions).toContain(donation.id);
    const survivor = await person(survivorAdoption.personId);
    const before = recordsOf([...survivor.timeline, ...(await person(duplicateId)).timeline]);
    expect(before.map((record) => record.split(' ')[0])).toEqual(['Adoption', 'Adoption', 'Application', 'Donation', 'Foster', 'Intake', 'Intake']);

    const merged = await call(env.t, 'POST', `/api/people/${survivor.id}/merge`, env.s.admin, { duplicateId, version: survivor.version });
    expect(merged.statusCode, merged.body).toBe(200);

    expect((await getJson<TAdoption[]>(env.t, `/api/animals/${adopted!.id}/adoptions`, env.s.staff))[0]?.personId).toBe(survivor.id);
    expect((await getJson<TFosterPlacement[]>(env.t, `/api/animals/${fostered!.id}/foster-care`, env.s.staff))[0]?.personId).toBe(survivor.id);
    expect((await application(applicationId)).personId).toBe(survivor.id);
    expect((await stayOf(owned.id)).ownerPersonId).toBe(survivor.id);
    expect((await stayOf(found.id)).finderPersonId).toBe(survivor.id);
    expect(await transactionsOf(duplicateId)).toEqual([]);
    expect(await transactionsOf(survivor.id)).toEqual(transactions);
    expect(recordsOf((await person(survivor.id)).timeline)).toEqual(before);
    expectError(await call(env.t, 'GET', `/api/people/${duplicateId}`, env.s.staff), 404, 'Person not found');

    const audit = async (id: number) => getJson<TAuditEntry[]>(env.t, `/api/audit-log?entity=Person&entityId=${id}`, env.s.admin);
    expect((await audit(survivor.id))[0]).toMatchObject({
      action: 'update',
      changes: { notes: [null, 'Also known as Jo Park, e-mail jpark@example.net'] },
    });
    expect((await audit(duplicateId))[0]).toMatchObject({ action: 'delete', entity: 'Person', entityId: String(duplicateId) });
  });
});
