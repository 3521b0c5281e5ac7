import { describe, expect, it } from 'vitest';
import type { TAdoption, TAdoptionSummary } from '../../../src-shared/schemas/adoptions.js';
import { adoptionPayload, CANNOT, createAnimal, postOk } from '../../../test/fixtures.js';
import { putOk, trpcQuery, useTestEnv, voidOk } from '../../../test/fixtures-records.js';

/** adoptions.summary: the Adoptions screen's three cards, over Completed adoptions only. */
const env = useTestEnv();

const summary = async (cookie = env.s.staff) => (await trpcQuery<TAdoptionSummary>(env.t, 'adoptions.summary', {}, cookie)).data;

describe('adoptions.summary', () => {
  it('is all zeros without a completed adoption', async () => {
    expect(await summary()).toEqual({ completed: 0, totalFees: 0, averageFee: 0 });
  });

  it('counts Completed adoptions and their fees; Pending, Cancelled and voided ones are left out', async () => {
    const { t, s } = env;
    const adopt = async (payload: Record<string, unknown>) => {
      const animal = await createAnimal(t, s.staff);
      return postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(animal.id, payload));
    };
    await adopt({ feeAmount: 15000 });
    await adopt({ feeAmount: 10001 });
    await adopt({ feeAmount: 0 });
    await adopt({ status: 'Pending', feeAmount: 50000 });
    await adopt({ status: 'Cancelled', feeAmount: 50000 });
    const voided = await adopt({ feeAmount: 90000 });
    await voidOk(t, `/api/adoptions/${voided.id}`, s.staff, 'Entered twice');
    // (15000 + 10001 + 0) / 3 = 8333.67: the average is whole cents.
    expect(await summary()).toEqual({ completed: 3, totalFees: 25001, averageFee: 8334 });

    const cancelled = await adopt({ feeAmount: 2000 });
    await putOk(t, `/api/adoptions/${cancelled.id}`, s.staff, { status: 'Cancelled' });
    expect((await summary())?.completed).toBe(3);
  });

  it('is read by the roles that read adoptions', async () => {
    const { t, s } = env;
    expect((await trpcQuery(t, 'adoptions.summary', {}, s.veterinarian)).status).toBe(200);
    expect(await trpcQuery(t, 'adoptions.summary', {}, s.volunteer)).toMatchObject({ status: 403, message: `The volunteer role cannot ${CANNOT.readConsole}` });
    expect(await trpcQuery(t, 'adoptions.summary', {})).toMatchObject({ status: 401, message: 'Please log in' });
  });
});
