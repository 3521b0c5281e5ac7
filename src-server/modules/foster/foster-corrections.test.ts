import { describe, expect, it } from 'vitest';
import {
  adoptionPayload,
  animalRow,
  CANNOT,
  createAnimal,
  expectError,
  fosterPayload,
  getJson,
  postOk,
  rowCount,
  sql,
  todayIn,
} from '../../../test/fixtures.js';
import { describeCorrections, put, putOk, useTestEnv, voidOk, type TEnv } from '../../../test/fixtures-records.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster.js';

const env = useTestEnv();

async function createPlacement({ t, s }: TEnv, overrides: Record<string, unknown> = {}, animalId?: number): Promise<TFosterPlacement> {
  const id = animalId ?? (await createAnimal(t, s.staff)).id;
  return postOk<TFosterPlacement>(t, '/api/foster-care', s.staff, fosterPayload(id, overrides));
}

const url = (placement: TFosterPlacement) => `/api/foster-care/${placement.id}`;
const animalStatus = async (placement: TFosterPlacement) => (await animalRow(env.t, placement.animalId)).status;
const placementsOf = (placement: TFosterPlacement) => getJson<TFosterPlacement[]>(env.t, `/api/animals/${placement.animalId}/foster-care`, env.s.staff);

describeCorrections<TFosterPlacement>(env, {
  path: '/api/foster-care',
  table: 'foster_care',
  what: 'Foster placement',
  create: (e) => createPlacement(e),
  lists: (placement) => [`/api/animals/${placement.animalId}/foster-care`, `/api/foster-care?animalId=${placement.animalId}`],
  change: { notes: 'Sleeps on the couch' },
  invalid: { payload: { fosterName: ' ' }, message: 'Foster name is required', path: 'fosterName' },
  writer: 'staff',
  refused: ['veterinarian', 'volunteer'],
  action: CANNOT.writeRecords,
});

describe('foster status through corrections (docs/domain.md#statuses)', () => {
  it('an end date of today or earlier returns the animal to Available (it is back on its end date); a later one keeps it In Foster', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    for (const [endDate, status, current] of [
      [addDays(today, 3), 'In Foster', true],
      [today, 'Available', false],
      [addDays(today, -1), 'Available', false],
    ] as const) {
      const placement = await createPlacement(env);
      expect(await animalStatus(placement)).toBe('In Foster');
      const corrected = await putOk<TFosterPlacement>(t, url(placement), s.staff, { endDate, version: 1 });
      expect(corrected, endDate).toEqual({ ...placement, endDate, current, version: 2 });
      expect(await animalStatus(placement), endDate).toBe(status);
    }
  });

  it('reopening an ended placement (endDate null) puts the animal In Foster again', async () => {
    const { t, s } = env;
    const placement = await createPlacement(env, { endDate: addDays(todayIn(t), -2) });
    expect(placement.current).toBe(false);
    expect(await animalStatus(placement)).toBe('Available');
    const reopened = await putOk<TFosterPlacement>(t, url(placement), s.staff, { endDate: null, version: 1 });
    expect(reopened).toEqual({ ...placement, endDate: null, current: true, version: 2 });
    expect(await animalStatus(placement)).toBe('In Foster');
  });

  it('refuses to reopen a placement of an Adopted animal (409), changing nothing', async () => {
    const { t, s } = env;
    const placement = await createPlacement(env, { endDate: addDays(todayIn(t), -2) });
    await postOk(t, '/api/adoptions', s.staff, adoptionPayload(placement.animalId, { status: 'Completed' }));
    expectError(await put(t, url(placement), s.staff, { endDate: null, version: 1 }), 409, 'This animal has been adopted and cannot go into foster care');
    expect(await placementsOf(placement)).toEqual([placement]);
    expect(await animalStatus(placement)).toBe('Adopted');
  });

  it('refuses to reopen a placement while the animal has another current one (409)', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    const past = await createPlacement(env, { startDate: addDays(today, -30), endDate: addDays(today, -20) });
    const current = await createPlacement(env, { fosterName: 'Ana Ruiz', fosterEmail: 'ana@example.com', startDate: addDays(today, -10) }, past.animalId);
    expectError(await put(t, url(past), s.staff, { endDate: addDays(today, 5), version: 1 }), 409, 'This animal is already in foster care');
    expect(await placementsOf(past)).toEqual([current, past]);
    expect(await animalStatus(past)).toBe('In Foster');
  });

  it('voiding a current placement returns the animal to Available; voiding a past one leaves a current one’s In Foster', async () => {
    const { t, s } = env;
    const today = todayIn(t);
    const past = await createPlacement(env, { startDate: addDays(today, -30), endDate: addDays(today, -20) });
    const current = await createPlacement(env, { startDate: addDays(today, -10) }, past.animalId);
    await voidOk(t, url(past), s.staff, 'Duplicate entry');
    expect(await animalStatus(current)).toBe('In Foster');
    await voidOk(t, url(current), s.staff, 'Never left the shelter');
    expect(await animalStatus(current)).toBe('Available');
    expect(await placementsOf(current)).toEqual([]);
  });

  it('refuses an end date before the start date (400), changing nothing', async () => {
    const { t, s } = env;
    const placement = await createPlacement(env, { startDate: '2026-01-15' });
    expectError(await put(t, url(placement), s.staff, { endDate: '2026-01-14' }), 400, 'End date cannot be before the start date');
    expectError(await put(t, url(placement), s.staff, { startDate: '2026-02-01', endDate: '2026-01-20' }), 400, 'End date cannot be before the start date');
    expect(await placementsOf(placement)).toEqual([placement]);
    expect(await animalStatus(placement)).toBe('In Foster');
  });

  it('refuses to remove the last way to reach the foster (400), changing nothing', async () => {
    const { t, s } = env;
    const placement = await createPlacement(env);
    expectError(await put(t, url(placement), s.staff, { fosterEmail: null, fosterPhone: '' }), 400, 'Enter an email address or a phone number for the foster');
    expectError(await put(t, url(placement), s.staff, { fosterName: '' }), 400, 'Foster name is required');
    expect(await placementsOf(placement)).toEqual([placement]);
  });
});

describe('the foster a correction names (docs/domain.md#people)', () => {
  it('keeps the same foster while the e-mail stays, correcting their phone on their record', async () => {
    const { t, s } = env;
    const placement = await createPlacement(env, { fosterName: 'Lou Gray', fosterEmail: 'lou@example.com', fosterPhone: '555-010-4400' });
    const people = await rowCount(t, 'people');
    const corrected = await putOk<TFosterPlacement>(t, url(placement), s.staff, { fosterPhone: '555-010-4401', version: 1 });
    expect(corrected).toEqual({ ...placement, fosterPhone: '555-010-4401', version: 2 });
    expect(await sql(t, 'select phone, alt_phone from people where id = ?', [placement.personId])).toEqual([{ phone: '555-010-4401', alt_phone: null }]);
    // The correction moved the placement's version: an edit made on the old one is stale.
    expectError(
      await put(t, url(placement), s.staff, { notes: 'late', version: 1 }),
      409,
      'This foster placement was changed by someone else. Reload it and try again.',
    );
    expect(await rowCount(t, 'people')).toBe(people);
  });

  it('names another foster by another e-mail (found or added, with the name and phone as they read) or by personId, the first one’s record untouched', async () => {
    const { t, s } = env;
    const placement = await createPlacement(env, { fosterName: 'Kim Ode', fosterEmail: 'kim@example.com' });
    const people = await rowCount(t, 'people');
    const byDetails = await putOk<TFosterPlacement>(t, url(placement), s.staff, { fosterName: 'Rae Bell', fosterEmail: 'rae@example.com', version: 1 });
    expect(byDetails).toMatchObject({ fosterName: 'Rae Bell', fosterEmail: 'rae@example.com', fosterPhone: placement.fosterPhone, version: 2 });
    expect(byDetails.personId).not.toBe(placement.personId);
    expect(await rowCount(t, 'people')).toBe(people + 1);
    expect(await sql(t, "select roles from people where email = 'rae@example.com'")).toEqual([{ roles: ['Foster home'] }]);

    const back = await putOk<TFosterPlacement>(t, url(placement), s.staff, { personId: placement.personId, version: 2 });
    expect(back).toEqual({ ...placement, version: 3 });
    expect(await placementsOf(placement)).toEqual([back]);
    expect(await rowCount(t, 'people')).toBe(people + 1);
    expectError(await put(t, url(placement), s.staff, { personId: 999_999 }), 400, 'Person not found');
    // Clearing both ways to reach the foster leaves nobody to call.
    expectError(await put(t, url(placement), s.staff, { fosterEmail: null, fosterPhone: '' }), 400, 'Enter an email address or a phone number for the foster');
    expect(await placementsOf(placement)).toEqual([back]);
  });
});
