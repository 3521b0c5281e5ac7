import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src-shared/dates.js';
import { INTAKE_TYPES_BY_HAND, OUTCOME_STATUSES, OUTCOME_TYPES_BY_HAND } from '../../../src-shared/journey.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { THold, TJourney, TStay } from '../../../src-shared/schemas/journey.js';
import type { TOrganization } from '../../../src-shared/schemas/people.js';
import type { TAsilomarReport } from '../../../src-shared/schemas/reports.js';
import {
  adoptionPayload,
  animalPayload,
  call,
  createAnimal,
  expectError,
  expectInvalid,
  fosterPayload,
  getJson,
  postOk,
  rowCount,
  rowCounts,
  setSystemSettings,
  sql,
  todayIn,
} from '../../../test/fixtures.js';
import { useTestEnv } from '../../../test/fixtures-records.js';
import { syncStatusesInCare } from '../animals/animal-status.js';

/** The journey through HTTP (docs/domain.md#journey): stays, outcomes, holds and returns, read back as a client would. */

const env = useTestEnv();
const journey = (id: number) => getJson<TJourney>(env.t, `/api/animals/${id}/stays`, env.s.staff);
const statusOf = async (id: number) => (await getJson<TAnimal>(env.t, `/api/animals/${id}`, env.s.staff)).status;
const outcome = (id: number, body: Record<string, unknown>, cookie = env.s.staff) => call(env.t, 'POST', `/api/animals/${id}/outcome`, cookie, body);

/** The details each intake type needs, as a client would send them. */
const INTAKE_DETAILS: Record<string, Record<string, unknown>> = {
  'Stray/At large': { foundLocation: '5th St & Main' },
  'Relinquished by owner': { ownerName: 'Pat Owner', ownerPhone: '555-010-1111', reason: 'Moving' },
  'Owner-intended euthanasia': { ownerName: 'Lee Owner', reason: 'Old age' },
  'Transferred in': { sourceOrganization: 'County Shelter', transferScope: 'In-state' },
  'Born in care': {},
  'Seized/Confiscated': { notes: 'Cruelty case 42' },
  Other: {},
};

const OUTCOME_DETAILS: Record<string, Record<string, unknown>> = {
  'Transferred out': { destination: 'Rescue Partners', transferScope: 'Out-of-state' },
  'Shelter euthanasia': { drug: 'Pentobarbital', dose: '6 mL', reason: 'Untreatable pain' },
  'Owner-intended euthanasia': { drug: 'Pentobarbital', dose: '4 mL', reason: 'Owner request, old age' },
};

async function intakeOf(type: string, overrides: Record<string, unknown> = {}): Promise<TAnimal> {
  return createAnimal(env.t, env.s.staff, {
    intakeDate: addDays(todayIn(env.t), -30),
    intake: { type, condition: 'Healthy', ...INTAKE_DETAILS[type] },
    ...overrides,
  } as never);
}

describe('intakes (POST /api/animals with intake, POST /api/animals/{id}/intakes)', () => {
  it('opens a first stay of every intake type, with its details; a stray starts its legal hold', async () => {
    await setSystemSettings(env.t, { strayHoldDays: 4 });
    for (const type of INTAKE_TYPES_BY_HAND) {
      const animal = await intakeOf(type, { intakeDate: todayIn(env.t) });
      const { stays, inCare } = await journey(animal.id);
      expect(inCare, type).toBe(true);
      expect(stays, type).toHaveLength(1);
      expect(stays[0]?.intake, type).toMatchObject({ type, date: todayIn(env.t), condition: 'Healthy', ageGroup: 'Unknown', ...INTAKE_DETAILS[type] });
      expect(stays[0]?.outcome).toBeNull();
      expect(stays[0]?.lengthOfStayDays).toBe(0);
      if (type === 'Stray/At large') {
        expect(stays[0]?.holds).toEqual([expect.objectContaining({ type: 'Stray hold', endDate: addDays(todayIn(env.t), 4), active: true })]);
        expect(animal.status).toBe('Stray Hold');
      } else {
        expect(stays[0]?.holds, type).toEqual([]);
        expect(animal.status, type).toBe('Available');
      }
    }
  });

  it('answers a chip of an animal that has left with the record to take in again, not a new one', async () => {
    const animal = await intakeOf('Other', { microchipId: '985000000777001' });
    expect((await outcome(animal.id, { type: 'Returned to owner', date: todayIn(env.t) })).statusCode).toBe(200);
    expectError(
      await call(env.t, 'POST', '/api/animals', env.s.staff, { ...animalPayload(), microchipId: '985000000777001' }),
      409,
      `Microchip 985000000777001 is already recorded for ${animal.name} (${animal.animalId}), who left the shelter (Returned to Owner): take ${animal.name} in again with a new intake on that record`,
    );
  });

  it('keeps the specification’s call: without intake, an intake of type Other', async () => {
    const animal = await postOk<TAnimal>(env.t, '/api/animals', env.s.staff, animalPayload());
    expect((await journey(animal.id)).stays[0]?.intake).toMatchObject({ type: 'Other', date: '2026-01-10', condition: null, time: null });
  });

  it('derives the age group from the date of birth: juvenile under 5 months, adult after', async () => {
    const today = todayIn(env.t);
    const puppy = await intakeOf('Other', { intakeDate: today, birthDate: addDays(today, -60), birthDateEstimated: true });
    expect(puppy).toMatchObject({ birthDate: addDays(today, -60), birthDateEstimated: true });
    expect((await journey(puppy.id)).stays[0]?.intake.ageGroup).toBe('Juvenile');
    const dog = await intakeOf('Other', { intakeDate: today, birthDate: addDays(today, -400) });
    expect((await journey(dog.id)).stays[0]?.intake.ageGroup).toBe('Adult');
    // A corrected date of birth carries to the stays.
    expect((await call(env.t, 'PUT', `/api/animals/${puppy.id}`, env.s.staff, { birthDate: addDays(today, -400) })).statusCode).toBe(200);
    expect((await journey(puppy.id)).stays[0]?.intake.ageGroup).toBe('Adult');
    expectInvalid(
      await call(env.t, 'POST', '/api/animals', env.s.staff, { ...animalPayload({ intakeDate: today }), birthDate: addDays(today, 1) }),
      `Birth date cannot be after the intake date (${today})`,
      'birthDate',
    );
  });

  it('refuses a type without the details it needs, and a type only a return opens (400, nothing written)', async () => {
    const before = await rowCounts(env.t);
    const create = (intake: Record<string, unknown>) => call(env.t, 'POST', '/api/animals', env.s.staff, { ...animalPayload(), intake });
    expectInvalid(await create({ type: 'Relinquished by owner' }), 'Owner name is required for this intake type', 'intake.ownerName');
    expectInvalid(
      await create({ type: 'Transferred in', transferScope: 'In-state' }),
      'Source organization is required for a transfer in',
      'intake.sourceOrganization',
    );
    expectInvalid(await create({ type: 'Returned after adoption' }), expect.stringContaining('Intake type must be one of') as never, 'intake.type');
    expectInvalid(await create({ type: 'Other', time: '25:00' }), 'Enter a time as HH:MM (24-hour clock)', 'intake.time');
    expect(await rowCounts(env.t)).toEqual(before);
  });

  it('keeps who found a stray, and refuses a finder’s e-mail that is not one (400, nothing written)', async () => {
    const finder = { finderName: 'Sam Walker', finderPhone: '555-010-3333', finderEmail: 'sam@example.org' };
    const animal = await intakeOf('Stray/At large', { intake: { type: 'Stray/At large', foundLocation: 'Elm Park', ...finder } });
    expect((await journey(animal.id)).stays[0]?.intake).toMatchObject({ foundLocation: 'Elm Park', ...finder });
    // A volunteer reads who found it, not how to reach them (docs/domain.md#people).
    const asVolunteer = await getJson<TJourney>(env.t, `/api/animals/${animal.id}/stays`, env.s.volunteer);
    expect(asVolunteer.stays[0]?.intake).toMatchObject({ finderName: 'Sam Walker', finderPhone: null, finderEmail: null });

    const before = await rowCounts(env.t);
    const create = (intake: Record<string, unknown>) => call(env.t, 'POST', '/api/animals', env.s.staff, { ...animalPayload(), intake });
    expectInvalid(await create({ type: 'Stray/At large', finderEmail: 'sam at example' }), 'Invalid email address', 'intake.finderEmail');
    expectInvalid(await create({ type: 'Stray/At large', finderName: 'x'.repeat(201) }), 'Must be at most 200 characters', 'intake.finderName');
    expect(await rowCounts(env.t)).toEqual(before);
  });

  it('opens a later stay only once the animal has left (409 while in care), not before its last outcome', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    const again = { intakeDate: today, intake: { type: 'Stray/At large', foundLocation: 'Park' } };
    expectError(
      await call(env.t, 'POST', `/api/animals/${animal.id}/intakes`, env.s.staff, again),
      409,
      `${animal.name} is still in care: record an outcome before a new intake`,
    );
    expect((await outcome(animal.id, { type: 'Returned to owner', date: addDays(today, -2) })).statusCode).toBe(200);
    expectInvalid(
      await call(env.t, 'POST', `/api/animals/${animal.id}/intakes`, env.s.staff, { ...again, intakeDate: addDays(today, -3) }),
      `Intake date cannot be before the animal's last outcome (${addDays(today, -2)})`,
      'intakeDate',
    );
    const after = await postOk<TJourney>(env.t, `/api/animals/${animal.id}/intakes`, env.s.staff, again);
    expect(after.stays.map((stay) => [stay.intake.type, stay.outcome?.type ?? null])).toEqual([
      ['Stray/At large', null],
      ['Other', 'Returned to owner'],
    ]);
    expect(await statusOf(animal.id)).toBe('Stray Hold');
    expect((await getJson<TAnimal>(env.t, `/api/animals/${animal.id}`, env.s.staff)).animalId).toBe(animal.animalId);
  });
});

describe('outcomes (POST /api/animals/{id}/outcome)', () => {
  it('records every outcome but adoption, with its status; the stay’s length is counted', async () => {
    await sql(env.t, "update users set euthanasia_certified = true where role = 'staff'");
    const admin = (await sql<{ id: number }>(env.t, "select id from users where role = 'admin' order by id limit 1"))[0]?.id;
    const today = todayIn(env.t);
    for (const type of OUTCOME_TYPES_BY_HAND) {
      const animal = await intakeOf('Other');
      const body = { type, date: today, time: '16:45', condition: 'Healthy', ...OUTCOME_DETAILS[type] };
      const euthanasia = type.includes('euthanasia') ? { performedByUserId: admin, authorizedByUserId: admin } : {};
      const response = await outcome(animal.id, { ...body, ...euthanasia });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      const [stay] = response.json<TJourney>().stays;
      expect(stay?.outcome, type).toMatchObject({ type, date: today, time: '16:45', condition: 'Healthy', ageGroup: 'Unknown', ...OUTCOME_DETAILS[type] });
      expect(stay?.lengthOfStayDays).toBe(30);
      expect(await statusOf(animal.id), type).toBe(OUTCOME_STATUSES[type]);
      if (euthanasia.performedByUserId) expect(stay?.outcome?.performedBy?.id).toBe(admin);
    }
  });

  it('refuses an adoption outcome, a date outside the stay, a second outcome, and a transfer without destination', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    expectInvalid(await outcome(animal.id, { type: 'Adoption', date: today }), expect.stringContaining('Outcome type must be one of') as never, 'type');
    expectInvalid(await outcome(animal.id, { type: 'Died in care', date: addDays(today, 1) }), `Outcome date cannot be after today (${today})`, 'date');
    expectInvalid(
      await outcome(animal.id, { type: 'Died in care', date: addDays(today, -31) }),
      `Outcome date cannot be before the stay's intake date (${addDays(today, -30)})`,
      'date',
    );
    expectInvalid(await outcome(animal.id, { type: 'Transferred out', date: today }), 'Destination is required for a transfer out', 'destination');
    expect((await outcome(animal.id, { type: 'Lost in care', date: today })).statusCode).toBe(200);
    expectError(await outcome(animal.id, { type: 'Died in care', date: today }), 409, `${animal.name} is not in care (Lost): record a new intake first`);
  });

  it('lets only admins, vets and certified staff record a euthanasia, performed and authorized by such users', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    const vet = (await sql<{ id: number }>(env.t, "select id from users where role = 'veterinarian' order by id limit 1"))[0]?.id;
    const volunteer = (await sql<{ id: number }>(env.t, "select id from users where role = 'volunteer' order by id limit 1"))[0]?.id;
    const body = { type: 'Shelter euthanasia', date: today, ...OUTCOME_DETAILS['Shelter euthanasia'], performedByUserId: vet, authorizedByUserId: vet };
    await sql(env.t, "update users set euthanasia_certified = false where role = 'staff'");
    expectError(await outcome(animal.id, body), 403, 'Only admins, veterinarians and staff certified for euthanasia may record a euthanasia');
    expectError(await outcome(animal.id, body, env.s.volunteer), 403, 'The volunteer role cannot record how an animal left the shelter');
    expectInvalid(
      await outcome(animal.id, { ...body, authorizedByUserId: volunteer }, env.s.veterinarian),
      'Authorized by must be an active admin, veterinarian or certified staff member',
      'authorizedByUserId',
    );
    expectInvalid(await outcome(animal.id, { ...body, drug: '' }, env.s.veterinarian), 'Drug is required', 'drug');
    // A REST client finds whom to name where the console does.
    const named = await getJson<{ people: { id: number; name: string }[]; mayRecord: boolean }>(env.t, '/api/euthanizers', env.s.veterinarian);
    expect(named.mayRecord).toBe(true);
    expect(named.people.map((person) => person.id)).toContain(vet);
    expect(named.people.map((person) => person.id)).not.toContain(volunteer);
    expect((await getJson<{ mayRecord: boolean }>(env.t, '/api/euthanizers', env.s.staff)).mayRecord).toBe(false);
    expectError(await call(env.t, 'GET', '/api/euthanizers', env.s.volunteer), 403, 'The volunteer role cannot record how an animal left the shelter');
    expect(await statusOf(animal.id)).toBe('Available');
    expect((await outcome(animal.id, body, env.s.veterinarian)).statusCode).toBe(200);
    expect(await statusOf(animal.id)).toBe('Euthanized');
  });

  it('ends a foster placement on the outcome’s day, and an outcome recorded in error can be removed', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    await postOk(env.t, '/api/foster-care', env.s.staff, fosterPayload(animal.id, { startDate: addDays(today, -10) }));
    expect(await statusOf(animal.id)).toBe('In Foster');
    expect((await outcome(animal.id, { type: 'Returned to owner', date: addDays(today, -1), destination: 'Pat Owner' })).statusCode).toBe(200);
    expect(
      (await sql<{ end_date: string }>(env.t, "select to_char(end_date, 'YYYY-MM-DD') as end_date from foster_care where animal_id = ?", [animal.id]))[0]
        ?.end_date,
    ).toBe(addDays(today, -1));
    expect(await statusOf(animal.id)).toBe('Returned to Owner');
    const reopened = await call(env.t, 'DELETE', `/api/animals/${animal.id}/outcome`, env.s.staff);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<TJourney>()).toMatchObject({ inCare: true });
    expect(await statusOf(animal.id)).toBe('Available');
    expectError(await call(env.t, 'DELETE', `/api/animals/${animal.id}/outcome`, env.s.staff), 409, `${animal.name} is in care: there is no outcome to remove`);
  });

  it('keeps PUT /api/animals/{id} from setting a leaving status, pointing to the outcome call', async () => {
    const animal = await intakeOf('Other');
    expectError(
      await call(env.t, 'PUT', `/api/animals/${animal.id}`, env.s.staff, { status: 'Transferred' }),
      409,
      'Transferred is set by recording an outcome (POST /api/animals/{id}/outcome), not by hand',
    );
    expectError(
      await call(env.t, 'PUT', `/api/animals/${animal.id}`, env.s.staff, { status: 'Stray Hold' }),
      409,
      'Stray Hold is set by placing a hold (POST /api/animals/{id}/holds), not by hand',
    );
    expect(await statusOf(animal.id)).toBe('Available');
  });
});

describe('holds', () => {
  it('refuse an adoption while any hold is active, and a transfer while a stray hold is (409 naming the hold)', async () => {
    await setSystemSettings(env.t, { strayHoldDays: 3 });
    const today = todayIn(env.t);
    const stray = await intakeOf('Stray/At large', { intakeDate: today });
    const ends = addDays(today, 3);
    const before = await rowCounts(env.t);
    expectError(
      await call(env.t, 'POST', '/api/adoptions', env.s.staff, adoptionPayload(stray.id, { adoptionDate: today })),
      409,
      `${stray.name} is on Stray Hold until ${ends} (Legal holding period for a stray): it cannot be adopted before the hold ends`,
    );
    expectError(
      await outcome(stray.id, { type: 'Transferred out', date: today, ...OUTCOME_DETAILS['Transferred out'] }),
      409,
      `${stray.name} is on Stray Hold until ${ends} (Legal holding period for a stray): it cannot be transferred before the hold ends`,
    );
    expect(await rowCounts(env.t)).toEqual(before);
    // The owner may reclaim it during the hold.
    expect((await outcome(stray.id, { type: 'Returned to owner', date: today, destination: 'Pat Owner' })).statusCode).toBe(200);
  });

  it('refuse a backdated adoption or transfer on a day a hold covered, though it has ended since (409 naming it)', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    const day = (offset: number) => addDays(today, offset);
    await postOk(env.t, `/api/animals/${animal.id}/holds`, env.s.veterinarian, { type: 'Quarantine', reason: 'Bite', startDate: day(-20), endDate: day(-10) });
    const medical = await postOk<THold>(env.t, `/api/animals/${animal.id}/holds`, env.s.veterinarian, {
      type: 'Medical hold',
      reason: 'Surgery',
      startDate: day(-28),
    });
    await postOk(env.t, `/api/holds/${medical.id}/release`, env.s.veterinarian, { date: day(-25) });
    expect(await statusOf(animal.id)).toBe('Available');
    const before = await rowCounts(env.t);
    const quarantined = (date: string, action: string) =>
      `On ${date} ${animal.name} was on Quarantine until ${day(-10)} (Bite): it cannot be ${action} on a day the hold covers`;
    expectError(
      await call(env.t, 'POST', '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adoptionDate: day(-15) })),
      409,
      quarantined(day(-15), 'adopted'),
    );
    expectError(
      await outcome(animal.id, { type: 'Transferred out', date: day(-11), ...OUTCOME_DETAILS['Transferred out'] }),
      409,
      quarantined(day(-11), 'transferred'),
    );
    // A released hold holds until its release.
    expectError(
      await call(env.t, 'POST', '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adoptionDate: day(-26) })),
      409,
      `On ${day(-26)} ${animal.name} was on Medical Hold until ${day(-25)} (Surgery): it cannot be adopted on a day the hold covers`,
    );
    expect(await rowCounts(env.t)).toEqual(before);
    expect(await statusOf(animal.id)).toBe('Available');

    // A Completed adoption's date corrected into the hold is refused too; the first free day is allowed.
    const adoption = await postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adoptionDate: day(-5) }));
    const adoptionsRow = () =>
      sql(
        env.t,
        'select adoption_date::text as adopted, (select outcome_date::text from stays where outcome_adoption_id = ?) as outcome from adoptions where id = ?',
        [adoption.id, adoption.id],
      );
    expectError(await call(env.t, 'PUT', `/api/adoptions/${adoption.id}`, env.s.staff, { adoptionDate: day(-12) }), 409, quarantined(day(-12), 'adopted'));
    expect(await adoptionsRow()).toEqual([{ adopted: day(-5), outcome: day(-5) }]);
    expect((await call(env.t, 'PUT', `/api/adoptions/${adoption.id}`, env.s.staff, { adoptionDate: day(-10) })).statusCode).toBe(200);
    expect(await adoptionsRow()).toEqual([{ adopted: day(-10), outcome: day(-10) }]);
  });

  it('end on their end date (the hourly sweep), or when released; the status follows', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    const quarantine = await postOk<THold>(env.t, `/api/animals/${animal.id}/holds`, env.s.veterinarian, { type: 'Quarantine', reason: 'Bit a volunteer' });
    expect(quarantine).toMatchObject({ type: 'Quarantine', startDate: today, endDate: addDays(today, 10), active: true });
    const medical = await postOk<THold>(env.t, `/api/animals/${animal.id}/holds`, env.s.veterinarian, { type: 'Medical hold', reason: 'Surgery recovery' });
    expect(medical.endDate).toBeNull();
    expect(await statusOf(animal.id)).toBe('Quarantine');
    // Quarantine takes precedence; on its end date the medical hold shows.
    await syncStatusesInCare(env.t.db.orm.em.fork(), addDays(today, 10));
    expect(await statusOf(animal.id)).toBe('Medical Hold');
    const released = await postOk<THold>(env.t, `/api/holds/${medical.id}/release`, env.s.veterinarian, {});
    expect(released).toMatchObject({ releasedOn: today, active: false });
    expectError(await call(env.t, 'POST', `/api/holds/${medical.id}/release`, env.s.veterinarian, {}), 409, 'This hold has already ended');
    await syncStatusesInCare(env.t.db.orm.em.fork(), today);
    expect(await statusOf(animal.id)).toBe('Quarantine');
    expectInvalid(
      await call(env.t, 'PUT', `/api/holds/${quarantine.id}`, env.s.veterinarian, { endDate: today }),
      'End date must be after the start date',
      'endDate',
    );
    expect((await call(env.t, 'PUT', `/api/holds/${quarantine.id}`, env.s.veterinarian, { endDate: addDays(today, 2) })).json()).toMatchObject({
      endDate: addDays(today, 2),
    });
    expect((await call(env.t, 'DELETE', `/api/holds/${quarantine.id}?reason=Wrong%20animal`, env.s.veterinarian)).statusCode).toBe(200);
    expect(await statusOf(animal.id)).toBe('Available');
    expectError(
      await call(env.t, 'POST', `/api/animals/${animal.id}/holds`, env.s.volunteer, { type: 'Medical hold', reason: 'x' }),
      403,
      'The volunteer role cannot place or release holds',
    );
  });

  it('keep the specification’s status field working: Medical Hold and Behavioral Eval place a hold, Available releases it', async () => {
    const animal = await intakeOf('Other');
    const put = (status: string) => call(env.t, 'PUT', `/api/animals/${animal.id}`, env.s.staff, { status });
    expect((await put('Medical Hold')).json()).toMatchObject({ status: 'Medical Hold' });
    expect((await put('Behavioral Eval')).json()).toMatchObject({ status: 'Behavioral Eval' });
    expect((await put('Available')).json()).toMatchObject({ status: 'Available' });
    const holds = (await journey(animal.id)).stays[0]?.holds ?? [];
    expect(holds.map((hold) => [hold.type, hold.active])).toEqual([
      ['Medical hold', false],
      ['Behavioral evaluation', false],
    ]);
  });
});

describe('adoptions on the journey', () => {
  it('a Completed adoption is the stay’s outcome; cancelling it reopens the stay; a return opens a new one', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Relinquished by owner');
    const adopt = () =>
      postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { adoptionDate: addDays(today, -20), adopterEmail: 'a@example.org' }));
    const first = await adopt();
    expect((await journey(animal.id)).stays[0]?.outcome).toMatchObject({ type: 'Adoption', date: addDays(today, -20), adoptionId: first.id });
    // Cancelled: it never happened.
    expect((await call(env.t, 'PUT', `/api/adoptions/${first.id}`, env.s.staff, { status: 'Cancelled' })).statusCode).toBe(200);
    expect(await journey(animal.id)).toMatchObject({ inCare: true, stays: [{ outcome: null }] });
    expect(await statusOf(animal.id)).toBe('Available');

    const second = await adopt();
    expectInvalid(
      await call(env.t, 'POST', `/api/adoptions/${second.id}/return`, env.s.staff, { date: addDays(today, -21), reason: 'Allergies' }),
      `Return date cannot be before the adoption date (${addDays(today, -20)})`,
      'date',
    );
    const returned = await postOk<TAdoption>(env.t, `/api/adoptions/${second.id}/return`, env.s.staff, {
      date: addDays(today, -5),
      time: '10:15',
      reason: 'Allergies',
    });
    expect(returned.status).toBe('Returned');
    expect(await statusOf(animal.id)).toBe('Available');
    const { stays } = await journey(animal.id);
    expect(stays.map((stay) => [stay.intake.type, stay.outcome?.type ?? null])).toEqual([
      ['Returned after adoption', null],
      ['Relinquished by owner', 'Adoption'],
    ]);
    expect(stays[0]?.intake).toMatchObject({ date: addDays(today, -5), time: '10:15', reason: 'Allergies', returnedAdoptionId: second.id });
    expectError(
      await call(env.t, 'PUT', `/api/adoptions/${second.id}`, env.s.staff, { status: 'Completed' }),
      409,
      'This adoption was returned: the animal has a new stay, so the adoption stays as it is',
    );
    expectError(
      await call(env.t, 'POST', `/api/adoptions/${second.id}/return`, env.s.staff, { date: today, reason: 'Again' }),
      409,
      'Only a Completed adoption can be returned; this one is Returned',
    );

    // Adopted again from the new stay.
    const third = await postOk<TAdoption>(
      env.t,
      '/api/adoptions',
      env.s.staff,
      adoptionPayload(animal.id, { adoptionDate: today, adopterEmail: 'b@example.org' }),
    );
    expect(await statusOf(animal.id)).toBe('Adopted');
    expect((await journey(animal.id)).stays.map((stay) => stay.outcome?.adoptionId)).toEqual([third.id, second.id]);
  });
  it('an adoption’s outcome carries a local time and a condition, kept on the stay and answered with the adoption while Completed', async () => {
    const today = todayIn(env.t);
    const animal = await intakeOf('Other');
    const outcomeOf = async () => (await journey(animal.id)).stays[0]?.outcome ?? null;
    const adoptionUrl = (id: number) => `/api/adoptions/${id}`;
    const adoption = await postOk<TAdoption>(
      env.t,
      '/api/adoptions',
      env.s.staff,
      adoptionPayload(animal.id, { adoptionDate: today, outcomeTime: '14:30', outcomeCondition: 'Treatable-Manageable' }),
    );
    expect(adoption).toMatchObject({ outcomeTime: '14:30', outcomeCondition: 'Treatable-Manageable' });
    expect(await outcomeOf()).toMatchObject({ type: 'Adoption', time: '14:30', condition: 'Treatable-Manageable' });
    // Corrected one at a time; the other stays.
    expect((await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { outcomeTime: '15:05' })).json()).toMatchObject({
      outcomeTime: '15:05',
      outcomeCondition: 'Treatable-Manageable',
    });
    expect((await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { outcomeCondition: null })).json()).toMatchObject({
      outcomeTime: '15:05',
      outcomeCondition: null,
    });
    expect(await outcomeOf()).toMatchObject({ time: '15:05', condition: null });
    expect(await getJson<TAdoption[]>(env.t, `/api/animals/${animal.id}/adoptions`, env.s.staff)).toEqual([
      expect.objectContaining({ id: adoption.id, outcomeTime: '15:05', outcomeCondition: null }),
    ]);

    const before = await rowCounts(env.t);
    expectInvalid(
      await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { outcomeTime: '25:00' }),
      'Enter a time as HH:MM (24-hour clock)',
      'outcomeTime',
    );
    expectInvalid(
      await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { outcomeCondition: 'Fine' }),
      'Condition must be one of: Healthy, Treatable-Rehabilitatable, Treatable-Manageable, Unhealthy-Untreatable',
      'outcomeCondition',
    );
    expectInvalid(
      await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { status: 'Pending', outcomeTime: '16:00' }),
      'Outcome time is recorded only for a Completed adoption',
      'outcomeTime',
    );
    expectInvalid(
      await call(env.t, 'POST', '/api/adoptions', env.s.staff, adoptionPayload(animal.id, { status: 'Pending', outcomeCondition: 'Healthy' })),
      'Outcome condition is recorded only for a Completed adoption',
      'outcomeCondition',
    );
    expect(await rowCounts(env.t)).toEqual(before);
    expect(await outcomeOf()).toMatchObject({ time: '15:05', condition: null });

    // Not Completed: no outcome, nothing answered; completed again, with what is sent then.
    expect((await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { status: 'Pending' })).json()).toMatchObject({
      outcomeTime: null,
      outcomeCondition: null,
    });
    expect(await outcomeOf()).toBeNull();
    expect(
      (await call(env.t, 'PUT', adoptionUrl(adoption.id), env.s.staff, { status: 'Completed', outcomeTime: '09:00', outcomeCondition: 'Healthy' })).json(),
    ).toMatchObject({ outcomeTime: '09:00', outcomeCondition: 'Healthy' });
    expect(await outcomeOf()).toMatchObject({ time: '09:00', condition: 'Healthy' });
    const returned = await postOk<TAdoption>(env.t, `/api/adoptions/${adoption.id}/return`, env.s.staff, { date: today, reason: 'Allergies' });
    expect(returned).toMatchObject({ status: 'Returned', outcomeTime: null, outcomeCondition: null });
  });
});

describe('locations and the census', () => {
  it('builds buildings, rooms and kennels, and refuses what cannot be', async () => {
    const building = await postOk<{ id: number; path: string }>(env.t, '/api/locations', env.s.admin, { name: 'Dog Wing', kind: 'Building' });
    const room = await postOk<{ id: number; path: string }>(env.t, '/api/locations', env.s.admin, { name: 'Room A', kind: 'Room', parentId: building.id });
    const kennel = await postOk<{ id: number; path: string }>(env.t, '/api/locations', env.s.admin, { name: 'K1', kind: 'Kennel', parentId: room.id });
    expect(kennel.path).toBe('Dog Wing › Room A › K1');
    expectInvalid(await call(env.t, 'POST', '/api/locations', env.s.admin, { name: 'Loose', kind: 'Room' }), 'A room must be inside a building', 'parentId');
    expectError(
      await call(env.t, 'POST', '/api/locations', env.s.admin, { name: 'k1', kind: 'Kennel', parentId: room.id }),
      409,
      'There is already a location named k1 here',
    );
    expectError(
      await call(env.t, 'POST', '/api/locations', env.s.staff, { name: 'X', kind: 'Building' }),
      403,
      'The staff role cannot manage settings, users, the audit log or backups',
    );
  });

  it('lists who was where on a day, by location, with foster homes apart and counts that add up', async () => {
    const today = todayIn(env.t);
    const wing = await postOk<{ id: number }>(env.t, '/api/locations', env.s.admin, { name: 'Cat House', kind: 'Building' });
    const [a, b, c] = [await intakeOf('Other'), await intakeOf('Other'), await intakeOf('Other')];
    await postOk(env.t, `/api/animals/${a.id}/location`, env.s.staff, { locationId: wing.id, date: addDays(today, -20) });
    await postOk(env.t, `/api/animals/${b.id}/location`, env.s.staff, { locationId: wing.id, date: addDays(today, -10) });
    await postOk(
      env.t,
      '/api/foster-care',
      env.s.staff,
      fosterPayload(b.id, { fosterName: 'Robin Foster', fosterEmail: 'robin.foster@example.com', startDate: addDays(today, -5) }),
    );
    expect((await outcome(c.id, { type: 'Returned to owner', date: addDays(today, -2) })).statusCode).toBe(200);
    const census = await getJson<{ total: number; groups: { label: string; animals: { id: number }[] }[] }>(env.t, '/api/census', env.s.volunteer);
    const groupOf = (id: number) => census.groups.find((group) => group.animals.some((animal) => animal.id === id))?.label;
    expect(groupOf(a.id)).toBe('Cat House');
    expect(groupOf(b.id)).toBe('In foster with Robin Foster');
    expect(groupOf(c.id)).toBeUndefined();
    expect(census.total).toBe(census.groups.reduce((sum, group) => sum + group.animals.length, 0));
    const past = await getJson<{ groups: { label: string; animals: { id: number }[] }[] }>(env.t, `/api/census?date=${addDays(today, -15)}`, env.s.staff);
    const pastGroup = (id: number) => past.groups.find((group) => group.animals.some((animal) => animal.id === id))?.label;
    expect([pastGroup(a.id), pastGroup(b.id), pastGroup(c.id)]).toEqual(['Cat House', 'No location recorded', 'No location recorded']);
    expectInvalid(await call(env.t, 'GET', `/api/census?date=${addDays(today, 1)}`, env.s.staff), `Census date cannot be after today (${today})`, 'date');
    expectInvalid(
      await call(env.t, 'POST', `/api/animals/${a.id}/location`, env.s.staff, { locationId: wing.id, date: addDays(today, -21) }),
      `Move date cannot be before the last move (${addDays(today, -20)})`,
      'date',
    );
    expect((await journey(b.id)).currentLocation).toMatchObject({ label: 'In foster with Robin Foster' });
    expect((await journey(a.id)).currentLocation).toMatchObject({ label: 'Cat House', locationId: wing.id });
  });

  it('places an animal where its intake, a new intake or a return says, on that day; refuses a location missing or out of use (400, nothing written)', async () => {
    const today = todayIn(env.t);
    const wing = await postOk<{ id: number }>(env.t, '/api/locations', env.s.admin, { name: 'Intake Wing', kind: 'Building' });
    const kennel = await postOk<{ id: number; path: string }>(env.t, '/api/locations', env.s.admin, { name: 'K9', kind: 'Kennel', parentId: wing.id });
    const closed = await postOk<{ id: number; version: number }>(env.t, '/api/locations', env.s.admin, { name: 'K10', kind: 'Kennel', parentId: wing.id });
    expect((await call(env.t, 'PUT', `/api/locations/${closed.id}`, env.s.admin, { active: false })).statusCode).toBe(200);
    const placedSince = (daysAgo: number) => ({ label: kennel.path, locationId: kennel.id, from: addDays(today, -daysAgo), to: null });

    const stray = await intakeOf('Stray/At large', {
      intakeDate: addDays(today, -6),
      intake: { type: 'Stray/At large', time: '09:10', foundLocation: 'Oak St', locationId: kennel.id },
    });
    const first = await journey(stray.id);
    expect(first.stays[0]?.whereabouts).toEqual([placedSince(6)]);
    expect(first.currentLocation).toMatchObject({ label: kennel.path, locationId: kennel.id });
    expect(await sql(env.t, `select to_char(moved_on, 'YYYY-MM-DD') as day, moved_at as at from animal_moves where animal_id = ?`, [stray.id])).toEqual([
      { day: addDays(today, -6), at: '09:10' },
    ]);
    const census = await getJson<{ groups: { label: string; animals: { id: number }[] }[] }>(env.t, `/api/census?date=${addDays(today, -6)}`, env.s.staff);
    expect(census.groups.find((group) => group.animals.some((animal) => animal.id === stray.id))?.label).toBe(kennel.path);

    // A new intake of an animal that left, and an adoption's return.
    expect((await outcome(stray.id, { type: 'Returned to owner', date: addDays(today, -4) })).statusCode).toBe(200);
    const again = await postOk<TJourney>(env.t, `/api/animals/${stray.id}/intakes`, env.s.staff, {
      intakeDate: addDays(today, -3),
      intake: { type: 'Other', locationId: kennel.id },
    });
    expect(again.stays[0]?.whereabouts).toEqual([placedSince(3)]);
    const adopted = await intakeOf('Other');
    const adoption = await postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, adoptionPayload(adopted.id, { adoptionDate: addDays(today, -10) }));
    await postOk(env.t, `/api/adoptions/${adoption.id}/return`, env.s.staff, { date: addDays(today, -2), reason: 'Allergies', locationId: kennel.id });
    expect((await journey(adopted.id)).stays[0]?.whereabouts).toEqual([placedSince(2)]);

    expect((await outcome(adopted.id, { type: 'Returned to owner', date: today })).statusCode).toBe(200);
    const back = await postOk<TAdoption>(env.t, '/api/adoptions', env.s.staff, adoptionPayload(stray.id, { adoptionDate: today }));

    const before = await rowCounts(env.t);
    const create = (locationId: number) =>
      call(env.t, 'POST', '/api/animals', env.s.staff, { ...animalPayload(), intake: { type: 'Stray/At large', locationId } });
    expectInvalid(await create(999_999), 'Location not found', 'intake.locationId');
    expectInvalid(await create(closed.id), 'K10 is no longer in use', 'intake.locationId');
    expectInvalid(await create(0), 'id must be a positive integer', 'intake.locationId');
    expectInvalid(
      await call(env.t, 'POST', `/api/animals/${adopted.id}/intakes`, env.s.staff, { intakeDate: today, intake: { type: 'Other', locationId: closed.id } }),
      'K10 is no longer in use',
      'intake.locationId',
    );
    expectInvalid(
      await call(env.t, 'POST', `/api/adoptions/${back.id}/return`, env.s.staff, { date: today, reason: 'Allergies', locationId: closed.id }),
      'K10 is no longer in use',
      'locationId',
    );
    expect(await rowCounts(env.t)).toEqual(before);
    expect(await statusOf(stray.id)).toBe('Adopted');
  });

  it('is kept between calls, yet shows a move and a new intake at once', async () => {
    const kennels = await postOk<{ id: number }>(env.t, '/api/locations', env.s.admin, { name: 'Annex', kind: 'Building' });
    const animal = await intakeOf('Other');
    const labelOf = async (id: number) => {
      const census = await getJson<{ groups: { label: string; animals: { id: number }[] }[] }>(env.t, '/api/census', env.s.staff);
      return census.groups.find((group) => group.animals.some((listed) => listed.id === id))?.label;
    };
    expect(await labelOf(animal.id)).toBe('No location recorded');
    await postOk(env.t, `/api/animals/${animal.id}/location`, env.s.staff, { locationId: kennels.id });
    expect(await labelOf(animal.id)).toBe('Annex');
    const next = await intakeOf('Other');
    expect(await labelOf(next.id)).toBe('No location recorded');
  });
});

describe('people and organizations on the journey (docs/domain.md#people)', () => {
  const person = async (name: string, email: string | null, roles: string) =>
    (
      await sql<{ id: number }>(env.t, 'insert into people (name, email, roles, created_at, updated_at) values (?, ?, ?::text[], now(), now()) returning id', [
        name,
        email,
        roles,
      ])
    )[0]!.id;
  const personRow = async (id: number) =>
    (
      await sql<{ name: string; email: string | null; phone: string | null; roles: string[] }>(
        env.t,
        'select name, email, phone, roles from people where id = ?',
        [id],
      )
    )[0];
  const create = (intake: Record<string, unknown>) => call(env.t, 'POST', '/api/animals', env.s.staff, { ...animalPayload(), intake });
  const firstStay = async (id: number): Promise<TStay> => (await journey(id)).stays[0]!;

  it('an intake by ownerPersonId links that person, gives them the role and answers their details', async () => {
    const dana = await person('Dana Shaw', 'dana@example.com', '{Adopter}');
    const people = await rowCount(env.t, 'people');
    const animal = await intakeOf('Relinquished by owner', { intake: { type: 'Relinquished by owner', ownerPersonId: dana, reason: 'Allergies' } });
    expect((await firstStay(animal.id)).intake).toMatchObject({
      ownerPersonId: dana,
      ownerName: 'Dana Shaw',
      ownerEmail: 'dana@example.com',
      ownerPhone: null,
      finderPersonId: null,
      finderName: null,
    });
    expect((await personRow(dana))?.roles).toEqual(['Adopter', 'Owner']);
    expect(await rowCount(env.t, 'people')).toBe(people);

    const counts = await rowCounts(env.t);
    expectInvalid(await create({ type: 'Relinquished by owner', ownerPersonId: 999_999 }), 'Person not found', 'intake.ownerPersonId');
    expect(await rowCounts(env.t)).toEqual(counts);
  });

  it('an intake by owner details matching a person’s e-mail (any case) links them, no new person; a new finder is added', async () => {
    const lee = await person('Lee Park', 'lee.park@example.com', '{Volunteer}');
    const people = await rowCount(env.t, 'people');
    const owned = await intakeOf('Relinquished by owner', {
      intake: { type: 'Relinquished by owner', ownerName: 'L. Park', ownerEmail: 'LEE.PARK@example.com', ownerPhone: '555-010-8800' },
    });
    expect((await firstStay(owned.id)).intake).toMatchObject({
      ownerPersonId: lee,
      ownerName: 'Lee Park',
      ownerEmail: 'lee.park@example.com',
      ownerPhone: '555-010-8800',
    });
    expect(await personRow(lee)).toEqual({ name: 'Lee Park', email: 'lee.park@example.com', phone: '555-010-8800', roles: ['Volunteer', 'Owner'] });
    expect(await rowCount(env.t, 'people')).toBe(people);

    const stray = await intakeOf('Stray/At large', { intake: { type: 'Stray/At large', finderName: 'Ray Finch', finderPhone: '555-010-8811' } });
    const { finderPersonId } = (await firstStay(stray.id)).intake;
    expect(await personRow(finderPersonId!)).toEqual({ name: 'Ray Finch', email: null, phone: '555-010-8811', roles: ['Finder'] });
    expect(await rowCount(env.t, 'people')).toBe(people + 1);

    const before = await rowCounts(env.t);
    expectInvalid(
      await create({ type: 'Stray/At large', finderPhone: '555-010-8822' }),
      "Enter the finder's name with their phone or e-mail",
      'intake.finderName',
    );
    expectInvalid(await create({ type: 'Other', ownerEmail: 'x@example.com' }), "Enter the owner's name with their phone or e-mail", 'intake.ownerName');
    expect(await rowCounts(env.t)).toEqual(before);
  });

  it('a transfer naming a new organization adds one; the same name in another case, or its id, finds it again', async () => {
    const today = todayIn(env.t);
    const organizations = await rowCount(env.t, 'organizations');
    const arrived = await intakeOf('Transferred in', { intake: { type: 'Transferred in', sourceOrganization: 'Hillside Rescue', transferScope: 'In-state' } });
    const { sourceOrganizationId } = (await firstStay(arrived.id)).intake;
    expect((await firstStay(arrived.id)).intake).toMatchObject({ sourceOrganization: 'Hillside Rescue', sourceOrganizationId: expect.any(Number) });
    expect(await rowCount(env.t, 'organizations')).toBe(organizations + 1);

    const leaving = await intakeOf('Other');
    const sent = await outcome(leaving.id, { type: 'Transferred out', date: today, destination: '  HILLSIDE rescue ', transferScope: 'In-state' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<TJourney>().stays[0]?.outcome).toMatchObject({
      destination: 'Hillside Rescue',
      destinationOrganizationId: sourceOrganizationId,
      destinationPersonId: null,
    });
    const byId = await intakeOf('Transferred in', { intake: { type: 'Transferred in', sourceOrganizationId, transferScope: 'Out-of-state' } });
    expect((await firstStay(byId.id)).intake).toMatchObject({ sourceOrganization: 'Hillside Rescue', sourceOrganizationId });
    expect(await rowCount(env.t, 'organizations')).toBe(organizations + 1);

    const before = await rowCounts(env.t);
    expectInvalid(
      await outcome(byId.id, { type: 'Transferred out', date: today, destinationOrganizationId: 999_999, transferScope: 'In-state' }),
      'Organization not found',
      'destinationOrganizationId',
    );
    expectInvalid(
      await create({ type: 'Transferred in', sourceOrganizationId: 999_999, transferScope: 'In-state' }),
      'Organization not found',
      'intake.sourceOrganizationId',
    );
    expect(await rowCounts(env.t)).toEqual(before);
    // An outcome removed takes its organization off the stay; the organization stays.
    expect((await call(env.t, 'DELETE', `/api/animals/${leaving.id}/outcome`, env.s.staff)).statusCode).toBe(200);
    expect(await sql(env.t, 'select destination_organization_id, destination from stays where animal_id = ?', [leaving.id])).toEqual([
      { destination_organization_id: null, destination: null },
    ]);
    expect(await rowCount(env.t, 'organizations')).toBe(organizations + 1);
  });

  it('counts a transfer to an organization picked by id by that organization’s coalition in the Asilomar table', async () => {
    const today = todayIn(env.t);
    const table = async () => (await getJson<TAsilomarReport>(env.t, `/api/reports/asilomar?from=${today}&to=${today}`, env.s.staff)).table.dogs;
    const coalition = await postOk<TOrganization>(env.t, '/api/organizations', env.s.admin, { name: 'Valley Coalition Shelter', inCoalition: true });
    const before = await table();
    const dog = await intakeOf('Other', { species: 'Dog' });
    const sent = await outcome(dog.id, { type: 'Transferred out', date: today, destinationOrganizationId: coalition.id, transferScope: 'In-state' });
    expect(sent.json<TJourney>().stays[0]?.outcome).toMatchObject({ destination: 'Valley Coalition Shelter', destinationOrganizationId: coalition.id });
    const after = await table();
    expect([after.transfersToCoalitionAgencies, after.transfersToOtherAgencies]).toEqual([
      before.transfersToCoalitionAgencies + 1,
      before.transfersToOtherAgencies,
    ]);
  });

  it('a return to owner gives the animal to the stay’s owner (named alike, or by default), the person picked, or a new one named', async () => {
    const today = todayIn(env.t);
    const returned = async (type: string, body: Record<string, unknown>, intake: Record<string, unknown> = {}) => {
      const animal = await intakeOf(type, Object.keys(intake).length ? { intake: { type, ...intake } } : {});
      const response = await outcome(animal.id, { type: 'Returned to owner', date: today, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return { intake: (await firstStay(animal.id)).intake, outcome: response.json<TJourney>().stays[0]!.outcome! };
    };
    const owner = { ownerName: 'Toni Vale', ownerEmail: 'toni@example.com', reason: 'Moving' };
    const alike = await returned('Relinquished by owner', { destination: 'toni VALE' }, owner);
    expect(alike.outcome).toMatchObject({ destination: 'Toni Vale', destinationPersonId: alike.intake.ownerPersonId, destinationOrganizationId: null });
    const byDefault = await returned('Relinquished by owner', {}, owner);
    expect(byDefault.outcome).toMatchObject({ destination: 'Toni Vale', destinationPersonId: alike.intake.ownerPersonId });

    const people = await rowCount(env.t, 'people');
    const named = await returned('Relinquished by owner', { destination: 'Gus Vale' }, owner);
    expect(await personRow(named.outcome.destinationPersonId!)).toEqual({ name: 'Gus Vale', email: null, phone: null, roles: ['Owner'] });
    expect(await rowCount(env.t, 'people')).toBe(people + 1);

    const kim = await person('Kim Ode', 'kim.ode@example.com', '{Donor}');
    const picked = await returned('Stray/At large', { destinationPersonId: kim, destination: 'ignored when picked' }, { foundLocation: 'Park' });
    expect(picked.outcome).toMatchObject({ destination: 'Kim Ode', destinationPersonId: kim });
    expect((await personRow(kim))?.roles).toEqual(['Donor', 'Owner']);
    const nobody = await returned('Stray/At large', {}, { foundLocation: 'Park' });
    expect(nobody.outcome).toMatchObject({ destination: null, destinationPersonId: null });
  });

  it('keeps any other outcome’s destination as words, linking nobody', async () => {
    const animal = await intakeOf('Other');
    const [people, organizations] = [await rowCount(env.t, 'people'), await rowCount(env.t, 'organizations')];
    const response = await outcome(animal.id, { type: 'Other live outcome', date: todayIn(env.t), destination: 'Riverside Nature Center' });
    expect(response.json<TJourney>().stays[0]?.outcome).toMatchObject({
      destination: 'Riverside Nature Center',
      destinationOrganizationId: null,
      destinationPersonId: null,
    });
    expect([await rowCount(env.t, 'people'), await rowCount(env.t, 'organizations')]).toEqual([people, organizations]);
  });
});
