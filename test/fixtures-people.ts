import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPerson, TPersonCreateInput } from '../src-shared/schemas/people.js';
import { AdoptionSchema } from '../src-server/modules/adoptions/adoption.entity.js';
import { ApplicationSchema } from '../src-server/modules/applications/application.entity.js';
import { TransactionSchema } from '../src-server/modules/finance/transaction.entity.js';
import { FosterPlacementSchema } from '../src-server/modules/foster/foster-placement.entity.js';
import type { TTestApp } from './app.js';
import { postOk, sqlWrite } from './fixtures.js';

/**
 * Helpers of the people tests (src-server/modules/people/): people created through the API, and
 * the records that link them written with the ORM, as the adoption, foster, finance and journey
 * services' own calls will write them once they link people.
 */

let people = 0;
export const personPayload = (overrides: Partial<TPersonCreateInput> = {}): TPersonCreateInput => ({
  name: `Person ${++people}`,
  ...overrides,
});

export const createPerson = (t: TTestApp, cookie: string, overrides: Partial<TPersonCreateInput> = {}): Promise<TPerson> =>
  postOk<TPerson>(t, '/api/people', cookie, personPayload(overrides));

/** Rows written in one transaction of the app's ORM, which drops its read caches like any write. */
async function write(t: TTestApp, make: (tx: EntityManager) => { id: number }): Promise<number> {
  return t.db.orm.em.fork().transactional(async (tx) => {
    const row = make(tx);
    await tx.flush();
    return row.id;
  });
}

export const linkAdoption = (
  t: TTestApp,
  row: { animalId: number; personId: number; date: string; status?: string; returnedOn?: string; feeAmount?: number },
) =>
  write(t, (tx) =>
    tx.create(AdoptionSchema, {
      animal: row.animalId,
      person: row.personId,
      adoptionDate: row.date,
      status: row.status ?? 'Completed',
      feeAmount: row.feeAmount ?? 0,
      returnedOn: row.returnedOn ?? null,
      returnReason: row.returnedOn ? 'Allergies' : null,
    }),
  );

export const linkPlacement = (t: TTestApp, row: { animalId: number; personId: number; startDate: string; endDate?: string | null }) =>
  write(t, (tx) => tx.create(FosterPlacementSchema, { animal: row.animalId, person: row.personId, startDate: row.startDate, endDate: row.endDate ?? null }));

export const linkDonation = (t: TTestApp, row: { personId: number; date: string; amount: number; type?: string; description?: string }) =>
  write(t, (tx) =>
    tx.create(TransactionSchema, {
      transactionType: row.type ?? 'Donation',
      amount: row.amount,
      date: row.date,
      person: row.personId,
      description: row.description ?? null,
    }),
  );

/** Links a portal application to a person, as staff confirm it. */
export const linkApplication = (t: TTestApp, applicationId: number, personId: number) =>
  t.db.orm.em.fork().transactional(async (tx) => {
    const application = await tx.findOneOrFail(ApplicationSchema, { id: applicationId });
    application.person = personId;
  });

/** Names the person on the animal's (only) stay as its owner, its finder, or where it went back to. */
export const linkStay = (t: TTestApp, animalId: number, column: 'owner_id' | 'finder_id' | 'destination_person_id', personId: number) =>
  sqlWrite(t, `update stays set ${column} = ? where animal_id = ?`, [personId, animalId]);
