import { describe, expect, it } from 'vitest';
import type { TPersonDetail } from '../../../src-shared/schemas/people.js';
import { call, createAnimal, expectError, getJson, postOk, sqlWrite } from '../../../test/fixtures.js';
import { submitApplication, useTestEnv, voidOk } from '../../../test/fixtures-records.js';
import {
  adoptionBy,
  confirmApplicant,
  createPerson,
  donationFrom,
  linkAdoption,
  linkDonation,
  linkPlacement,
  placementWith,
  returnedTo,
} from '../../../test/fixtures-people.js';

/**
 * A person's page (GET /api/people/{id}, docs/domain.md#people): their history gathered from every
 * record that names them, and why their record is kept.
 */

const env = useTestEnv();
const page = (id: number, cookie = env.s.staff) => getJson<TPersonDetail>(env.t, `/api/people/${id}`, cookie);

describe('GET /api/people/{id}', () => {
  it('gathers every record that names the person, newest first, with why the record is kept', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Rosa Delgado', email: 'rosa@example.org' });
    const adopted = await createAnimal(env.t, env.s.staff, { name: 'Pepper', intakeDate: '2026-01-05' });
    const fostered = await createAnimal(env.t, env.s.staff, { name: 'Biscuit', intakeDate: '2026-01-06' });
    const surrendered = await createAnimal(env.t, env.s.staff, {
      name: 'Mochi',
      intakeDate: '2026-01-07',
      intake: { type: 'Relinquished by owner', ownerPersonId: person.id },
    });
    const found = await createAnimal(env.t, env.s.staff, {
      name: 'Ziggy',
      intakeDate: '2026-01-08',
      intake: { type: 'Stray/At large', finderPersonId: person.id },
    });
    const applied = await createAnimal(env.t, env.s.staff, { name: 'Olive', intakeDate: '2026-01-09' });

    const adoption = await adoptionBy(env.t, env.s.staff, person.id, adopted.id, { adoptionDate: '2026-03-01' });
    await postOk(env.t, `/api/adoptions/${adoption.id}/return`, env.s.staff, { date: '2026-03-20', reason: 'Allergies' });
    const placement = await placementWith(env.t, env.s.staff, person.id, fostered.id, { startDate: '2026-02-01', endDate: '2026-02-15' });
    const donation = await donationFrom(env.t, env.s.staff, person.id, { date: '2026-04-02', amount: 2500, description: 'Spring drive' });
    // Money that is not a donation, and a voided donation, are no part of the history.
    await donationFrom(env.t, env.s.staff, person.id, { date: '2026-04-03', amount: 900, transactionType: 'Microchip Fee' });
    const voided = await donationFrom(env.t, env.s.staff, person.id, { date: '2026-04-04', amount: 100 });
    await voidOk(env.t, `/api/financial-transactions/${voided.id}`, env.s.staff, 'Entered twice');
    await returnedTo(env.t, env.s.staff, person.id, surrendered.id, '2026-01-20');
    const application = await submitApplication(env.t, applied.id, { applicantEmail: 'rosa@example.org' });
    await confirmApplicant(env.t, env.s.staff, application.id, person.id);

    const detail = await page(person.id);
    expect(detail).toMatchObject({ id: person.id, name: 'Rosa Delgado', email: 'rosa@example.org', contactHidden: false });
    const [arrival, ...rest] = detail.timeline;
    expect(arrival).toMatchObject({ kind: 'Application', recordId: application.id, animalId: applied.id, animalName: 'Olive', summary: 'Applied (Received)' });
    expect(rest).toEqual([
      {
        kind: 'Donation',
        date: '2026-04-02',
        recordId: donation.id,
        animalId: null,
        animalName: null,
        animalCode: null,
        summary: 'Donation: Spring drive',
        amount: 2500,
      },
      {
        kind: 'Return',
        date: '2026-03-20',
        recordId: adoption.id,
        animalId: adopted.id,
        animalName: 'Pepper',
        animalCode: adopted.animalId,
        summary: 'Returned: Allergies',
        amount: null,
      },
      {
        kind: 'Adoption',
        date: '2026-03-01',
        recordId: adoption.id,
        animalId: adopted.id,
        animalName: 'Pepper',
        animalCode: adopted.animalId,
        summary: 'Adopted',
        amount: null,
      },
      {
        kind: 'Foster',
        date: '2026-02-01',
        recordId: placement.id,
        animalId: fostered.id,
        animalName: 'Biscuit',
        animalCode: fostered.animalId,
        summary: 'Fostered until 2026-02-15',
        amount: null,
      },
      expect.objectContaining({ kind: 'Outcome', date: '2026-01-20', animalId: surrendered.id, summary: 'Returned to owner' }),
      expect.objectContaining({ kind: 'Intake', date: '2026-01-08', animalId: found.id, summary: 'Found: Stray/At large' }),
      expect.objectContaining({ kind: 'Intake', date: '2026-01-07', animalId: surrendered.id, summary: 'Brought in: Relinquished by owner' }),
    ]);
    expect(detail.keptBecause).toEqual([
      'Application awaiting a decision',
      'Owner or finder of an animal in care',
      'Adopted an animal (adoption records are kept)',
      'Donor (tax records are kept)',
    ]);
  });

  it('leaves out voided records and the records of a voided animal, and keeps nothing for someone with no lasting role', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Sid Varga' });
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Gone', intakeDate: '2026-01-05' });
    const other = await createAnimal(env.t, env.s.staff, { name: 'Typo', intakeDate: '2026-01-05' });
    const cancelled = await linkAdoption(env.t, { animalId: animal.id, personId: person.id, date: '2026-02-01', status: 'Cancelled' });
    const voided = await linkPlacement(env.t, { animalId: animal.id, personId: person.id, startDate: '2026-01-10', endDate: '2026-01-12' });
    await sqlWrite(env.t, "update foster_care set voided_at = now(), void_reason = 'Wrong animal' where id = ?", [voided]);
    await linkPlacement(env.t, { animalId: other.id, personId: person.id, startDate: '2026-01-10', endDate: '2026-01-11' });
    await sqlWrite(env.t, "update animals set voided_at = now(), void_reason = 'Entered in error' where id = ?", [other.id]);
    const detail = await page(person.id);
    expect(detail.timeline.map((event) => [event.kind, event.recordId, event.summary])).toEqual([['Adoption', cancelled, 'Adoption cancelled']]);
    expect(detail.keptBecause).toEqual([]);
  });

  it('shows a volunteer foster care and the journey only, and no contact details', async () => {
    const person = await createPerson(env.t, env.s.staff, { name: 'Tove Lind', phone: '555-606-0606' });
    const animal = await createAnimal(env.t, env.s.staff, { name: 'Nugget', intakeDate: '2026-01-05' });
    await linkAdoption(env.t, { animalId: animal.id, personId: person.id, date: '2026-02-10', status: 'Pending' });
    await linkPlacement(env.t, { animalId: animal.id, personId: person.id, startDate: '2026-01-10' });
    await linkDonation(env.t, { personId: person.id, date: '2026-02-11', amount: 5000 });
    expect((await page(person.id)).timeline.map((event) => event.summary)).toEqual(['Donation', 'Adoption pending', 'Fostering since 2026-01-10']);
    const seen = await page(person.id, env.s.volunteer);
    expect(seen).toMatchObject({ phone: null, contactHidden: true, keptBecause: [] });
    expect(seen.timeline.map((event) => event.summary)).toEqual(['Fostering since 2026-01-10']);
  });

  it('answers 404 for an unknown person and 400 for a malformed id', async () => {
    expectError(await call(env.t, 'GET', '/api/people/999999', env.s.staff), 404, 'Person not found');
    expect((await call(env.t, 'GET', '/api/people/abc', env.s.staff)).statusCode).toBe(400);
    expectError(await call(env.t, 'GET', '/api/people/1'), 401, 'Please log in');
  });
});
