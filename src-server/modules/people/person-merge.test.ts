import { describe, expect, it } from 'vitest';
import type { TPerson, TPersonDetail } from '../../../src-shared/schemas/people.js';
import { call, createAnimal, expectError, expectGuarded, expectInvalid, getJson, rowCount, sql, sqlWrite } from '../../../test/fixtures.js';
import { putOk, submitApplication, useTestEnv } from '../../../test/fixtures-records.js';
import { adoptionBy, confirmApplicant, createPerson, donationFrom, placementWith, returnedTo } from '../../../test/fixtures-people.js';

/** POST /api/people/{id}/merge (docs/domain.md#people): a duplicate's records and details into the person who stays. */

const env = useTestEnv();
const merge = (id: number, body: Record<string, unknown>, cookie = env.s.admin) => call(env.t, 'POST', `/api/people/${id}/merge`, cookie, body);
const MANAGE = 'manage settings, users, the audit log or backups';

/** How many rows of each record name the person. */
async function linksOf(personId: number): Promise<Record<string, number>> {
  const [row] = await sql<Record<string, string>>(
    env.t,
    `select (select count(*) from adoptions where person_id = ?) as adoptions, (select count(*) from foster_care where person_id = ?) as placements,
            (select count(*) from adoption_applications where person_id = ?) as applications,
            (select count(*) from financial_transactions where person_id = ?) as transactions,
            (select count(*) from stays where owner_id = ?) as owned, (select count(*) from stays where finder_id = ?) as found,
            (select count(*) from stays where destination_person_id = ?) as returned`,
    Array(7).fill(personId),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

describe('POST /api/people/{id}/merge', () => {
  it('moves every record of the duplicate, fills the blanks, keeps the Do-not-adopt flag, deletes the duplicate, and audits it all', async () => {
    const survivor = await createPerson(env.t, env.s.staff, {
      name: 'Wren Albright',
      email: 'wren@example.org',
      phone: '555-100-2000',
      altPhone: '555-100-3000',
      notes: 'Has two cats',
      volunteerActive: true,
    });
    const duplicate = await createPerson(env.t, env.s.staff, {
      name: 'Wren Allbright',
      email: 'wren.a@example.net',
      phone: '555-900-8000',
      altPhone: '555 100 2000',
      address: '4 Elm Row',
      notes: 'Called about a kitten',
      fosterApprovedOn: '2026-01-15',
      fosterCapacity: 2,
    });
    const [adopted, owned, , applied, returned] = await Promise.all(
      [
        { name: 'Ash' },
        { name: 'Birch', intake: { type: 'Relinquished by owner', ownerPersonId: duplicate.id } },
        { name: 'Cedar', intake: { type: 'Stray/At large', finderPersonId: duplicate.id } },
        { name: 'Dune' },
        { name: 'Elm' },
      ].map((animal) => createAnimal(env.t, env.s.staff, { ...animal, intakeDate: '2026-01-05' })),
    );
    const adoption = await adoptionBy(env.t, env.s.staff, duplicate.id, adopted!.id, { adoptionDate: '2026-02-01' });
    await placementWith(env.t, env.s.staff, duplicate.id, owned!.id, { startDate: '2026-01-10', endDate: '2026-01-20' });
    await donationFrom(env.t, env.s.staff, duplicate.id, { date: '2026-02-02', amount: 1000 });
    await confirmApplicant(env.t, env.s.staff, (await submitApplication(env.t, applied!.id)).id, duplicate.id);
    await returnedTo(env.t, env.s.staff, duplicate.id, returned!.id, '2026-01-09');
    // Flagged after the adoption, which the flag would have stopped.
    await putOk(env.t, `/api/people/${duplicate.id}`, env.s.staff, { doNotAdopt: true, doNotAdoptReason: 'Surrendered three animals in poor condition' });
    const links = await linksOf(duplicate.id);
    expect(links).toEqual({ adoptions: 1, placements: 1, applications: 1, transactions: 1, owned: 1, found: 1, returned: 1 });

    const response = await merge(survivor.id, { duplicateId: duplicate.id, version: survivor.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPerson>()).toMatchObject({
      id: survivor.id,
      name: 'Wren Albright',
      email: 'wren@example.org',
      phone: '555-100-2000',
      altPhone: '555-100-3000',
      address: '4 Elm Row',
      notes: 'Has two cats\nAlso known as Wren Allbright, e-mail wren.a@example.net, phone 555-900-8000\nCalled about a kitten',
      doNotAdopt: true,
      doNotAdoptReason: 'Surrendered three animals in poor condition',
      fosterApprovedOn: '2026-01-15',
      fosterCapacity: 2,
      volunteerActive: true,
      roles: ['Volunteer', 'Foster home', 'Owner', 'Finder', 'Adopter', 'Donor', 'Applicant'],
      version: survivor.version + 1,
    });
    expect(await linksOf(survivor.id)).toEqual(links);
    expect(await rowCount(env.t, 'people', 'id = ?', [duplicate.id])).toBe(0);
    expect((await getJson<TPersonDetail>(env.t, `/api/people/${survivor.id}`, env.s.staff)).timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['Adoption', 'Foster', 'Donation', 'Application', 'Intake', 'Outcome']),
    );

    const audit = await sql<{ action: string; entity: string; entity_id: string; changes: Record<string, unknown> }>(
      env.t,
      "select action, entity, entity_id, changes from audit_log where entity = 'Person' and entity_id in (?, ?) order by id",
      [String(survivor.id), String(duplicate.id)],
    );
    expect(audit.map((entry) => `${entry.action} ${entry.entity_id}`).slice(-2)).toEqual([`update ${survivor.id}`, `delete ${duplicate.id}`]);
    expect(audit.at(-2)?.changes).toMatchObject({ doNotAdopt: [false, true], address: [null, '4 Elm Row'] });
    const moved = await sql<{ changes: Record<string, unknown> }>(
      env.t,
      "select changes from audit_log where entity = 'Adoption' and entity_id = ? and action = 'update'",
      [String(adoption.id)],
    );
    expect(moved.map((entry) => entry.changes)).toEqual([{ person: [duplicate.id, survivor.id] }]);
  });

  it('joins two Do-not-adopt reasons and takes the duplicate’s e-mail when the survivor has none', async () => {
    const survivor = await createPerson(env.t, env.s.staff, { name: 'Yael Stern', doNotAdopt: true, doNotAdoptReason: 'Hoarding case' });
    const duplicate = await createPerson(env.t, env.s.staff, {
      name: 'yael stern',
      email: 'yael@example.org',
      doNotAdopt: true,
      doNotAdoptReason: 'Bite history',
    });
    const response = await merge(survivor.id, { duplicateId: duplicate.id });
    expect(response.json<TPerson>()).toMatchObject({
      email: 'yael@example.org',
      notes: null,
      doNotAdopt: true,
      doNotAdoptReason: 'Hoarding case; Bite history',
    });
  });

  it('refuses a merge into itself (400), an unknown person (404) or duplicate (400), a stale version or an erased person (409), changing nothing', async () => {
    const survivor = await createPerson(env.t, env.s.staff, { name: 'Zane Ortiz' });
    const duplicate = await createPerson(env.t, env.s.staff, { name: 'Zane Ortis' });
    const erased = await createPerson(env.t, env.s.staff, { name: 'Gone Person' });
    await sqlWrite(env.t, "update people set anonymized_at = now(), name = '[removed]' where id = ?", [erased.id]);
    const before = await rowCount(env.t, 'people');
    expectInvalid(await merge(survivor.id, { duplicateId: survivor.id }), 'A person cannot be merged into themselves', 'duplicateId');
    expectError(await merge(999_999, { duplicateId: duplicate.id }), 404, 'Person not found');
    expectInvalid(await merge(survivor.id, { duplicateId: 999_999 }), 'Person not found', 'duplicateId');
    expectError(await merge(survivor.id, { duplicateId: duplicate.id, version: 7 }), 409, 'This person was changed by someone else. Reload it and try again.');
    expectError(await merge(survivor.id, { duplicateId: erased.id }), 409, 'An erased person cannot be merged: their details are gone');
    expectError(await merge(erased.id, { duplicateId: duplicate.id }), 409, 'An erased person cannot be merged: their details are gone');
    expect((await call(env.t, 'POST', `/api/people/${survivor.id}/merge`, env.s.admin, {})).statusCode).toBe(400);
    await expectGuarded(
      env.t,
      env.s,
      { method: 'POST', url: `/api/people/${survivor.id}/merge`, payload: { duplicateId: duplicate.id } },
      ['staff', 'veterinarian', 'volunteer'],
      MANAGE,
    );
    expect(await rowCount(env.t, 'people')).toBe(before);
    expect((await getJson<TPerson>(env.t, `/api/people/${survivor.id}`, env.s.staff)).version).toBe(1);
  });

  it('lets one of two merges of the same pair through at once', async () => {
    const survivor = await createPerson(env.t, env.s.staff, { name: 'Ida Park' });
    const duplicate = await createPerson(env.t, env.s.staff, { name: 'Ida Parke' });
    const responses = await Promise.all([merge(survivor.id, { duplicateId: duplicate.id }), merge(duplicate.id, { duplicateId: survivor.id })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    expect(await rowCount(env.t, 'people', 'id in (?, ?)', [survivor.id, duplicate.id])).toBe(1);
  });
});
