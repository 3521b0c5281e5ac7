import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAdoption } from '../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import type { TFosterPlacement } from '../src-shared/schemas/foster.js';
import type { TJourney } from '../src-shared/schemas/journey.js';
import type { TPerson, TPersonCreateInput } from '../src-shared/schemas/people.js';
import type { TTransaction } from '../src-shared/schemas/transactions.js';
import { AdoptionSchema } from '../src-server/modules/adoptions/adoption.entity.js';
import { TransactionSchema } from '../src-server/modules/finance/transaction.entity.js';
import { FosterPlacementSchema } from '../src-server/modules/foster/foster-placement.entity.js';
import type { TTestApp } from './app.js';
import { postOk, sqlWrite } from './fixtures.js';

/**
 * Helpers of the people tests (src-server/modules/people/): people created through the API, the
 * records that name them by id through the API too, and, for the tests that set a record's state
 * straight in the database (an old row, a voided one), rows written with the ORM.
 */

let people = 0;
export const personPayload = (overrides: Partial<TPersonCreateInput> = {}): TPersonCreateInput => ({
  name: `Person ${++people}`,
  ...overrides,
});

export const createPerson = (t: TTestApp, cookie: string, overrides: Partial<TPersonCreateInput> = {}): Promise<TPerson> =>
  postOk<TPerson>(t, '/api/people', cookie, personPayload(overrides));

// ---- records naming a person, through the API ------------------------------------------------

type TPayload = Record<string, unknown>;

/** POST /api/adoptions naming the adopter by id: Completed, and with no fee unless told, since a fee books an Adoption Fee naming them too. */
export const adoptionBy = (t: TTestApp, cookie: string, personId: number, animalId: number, fields: { adoptionDate: string } & TPayload) =>
  postOk<TAdoption>(t, '/api/adoptions', cookie, { animalId, personId, status: 'Completed', feeAmount: 0, ...fields });

/** POST /api/foster-care naming the foster home by id. */
export const placementWith = (t: TTestApp, cookie: string, personId: number, animalId: number, dates: { startDate: string; endDate?: string }) =>
  postOk<TFosterPlacement>(t, '/api/foster-care', cookie, { animalId, personId, ...dates });

/** POST /api/financial-transactions naming the donor (or, for other income, the payer) by id: a Donation unless told. */
export const donationFrom = (t: TTestApp, cookie: string, personId: number, fields: { date: string; amount: number } & TPayload) =>
  postOk<TTransaction>(t, '/api/financial-transactions', cookie, { transactionType: 'Donation', personId, ...fields });

/** POST /api/adoption-applications/{id}/person: staff confirm the person who applied. */
export const confirmApplicant = (t: TTestApp, cookie: string, applicationId: number, personId: number) =>
  postOk<TAdoptionApplication>(t, `/api/adoption-applications/${applicationId}/person`, cookie, { personId });

/** POST /api/animals/{id}/outcome: the animal went back to its owner, the person named by id. */
export const returnedTo = (t: TTestApp, cookie: string, personId: number, animalId: number, date: string) =>
  postOk<TJourney>(t, `/api/animals/${animalId}/outcome`, cookie, { type: 'Returned to owner', date, destinationPersonId: personId });

// ---- rows written with the ORM, for states set in the database -------------------------------

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

/** Names the person on the animal's (only) stay as its owner, its finder, or where it went back to. */
export const linkStay = (t: TTestApp, animalId: number, column: 'owner_id' | 'finder_id' | 'destination_person_id', personId: number) =>
  sqlWrite(t, `update stays set ${column} = ? where animal_id = ?`, [personId, animalId]);
