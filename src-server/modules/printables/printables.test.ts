import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import {
  adoptionPayload,
  call,
  CANNOT,
  createAnimal,
  expectError,
  expectGuarded,
  expectIdChecked,
  getJson,
  loginAll,
  medicalPayload,
  postOk,
  todayIn,
  transactionPayload,
  type TSessions,
} from '../../../test/fixtures.js';
import { createPerson } from '../../../test/fixtures-people.js';
import { putOk, voidOk } from '../../../test/fixtures-records.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes.js';
import type { TLocation } from '../../../src-shared/schemas/locations.js';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical.js';
import type { TAdoptionContract, TAnimalFlyer, TKennelCards, TReceipt, TVaccinationCertificate } from '../../../src-shared/schemas/printables.js';
import type { TTransaction } from '../../../src-shared/schemas/transactions.js';
import { addDays } from '../../../src-shared/dates.js';

const PUBLIC_URL = 'https://shelter.example.org';
const TAX_ID = '12-3456789';
const TERMS = [
  '{adopterName} adopts {animalName} ({animalId}, {species}, microchip {microchip}) on {adoptionDate} for {fee} from {organizationName} (tax ID {taxId}).',
  'A {misspelt} placeholder stays as typed.\nThis line stays in the same paragraph.',
].join('\n\n  \n');

let t: TTestApp;
let s: TSessions;
let today: string;
let building: TLocation;
let otherBuilding: TLocation;
/** Rex: at Main › Dogs › K10, handling warnings, a stray hold with an end. */
let rex: TAnimal;
/** Bella: at Main › Dogs › K2, a medical hold with no end. */
let bella: TAnimal;
/** Pip: at Main › Dogs › K2, no microchip, an adoption pending. */
let pip: TAnimal;
/** Zed: in another building. */
let zed: TAnimal;
let pending: TAdoption;

const location = (name: string, kind: string, parentId: number | null = null) => postOk<TLocation>(t, '/api/locations', s.admin, { name, kind, parentId });
const moveTo = (animal: TAnimal, place: TLocation) => postOk(t, `/api/animals/${animal.id}/location`, s.staff, { locationId: place.id });
const note = (animal: TAnimal, kind: string, text: string, date: string) =>
  postOk<TBehaviorNote>(t, `/api/animals/${animal.id}/behavior-notes`, s.staff, { kind, note: text, date });

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  s = await loginAll(t);
  today = todayIn(t);
  await putOk(t, '/api/settings', s.admin, {
    organization: { name: 'Riverside Rescue', taxId: TAX_ID },
    printing: { paperSize: 'a4', contractTerms: TERMS },
  });
  building = await location('Main', 'Building');
  const dogs = await location('Dogs', 'Room', building.id);
  const k2 = await location('K2', 'Kennel', dogs.id);
  const k10 = await location('K10', 'Kennel', dogs.id);
  otherBuilding = await location('Cattery', 'Building');

  rex = await createAnimal(t, s.staff, { name: 'Rex', traits: ['Loves balls'], description: 'A gentle giant.' });
  bella = await createAnimal(t, s.staff, { name: 'Bella' });
  pip = await createAnimal(t, s.staff, { name: 'Pip', microchipId: undefined });
  zed = await createAnimal(t, s.staff, { name: 'Zed', species: 'Cat' });
  await moveTo(rex, k10);
  await moveTo(bella, k2);
  await moveTo(pip, k2);
  await moveTo(zed, otherBuilding);

  await note(rex, 'Handling warning', 'Snaps when his ears are touched', '2026-02-01');
  await note(rex, 'Handling warning', 'Muzzle for nail trims', '2026-03-01');
  const voided = await note(rex, 'Handling warning', 'Entered on the wrong dog', '2026-03-02');
  await voidOk(t, `/api/behavior-notes/${voided.id}`, s.staff, 'Wrong animal');
  await note(rex, 'Behaviour', 'Walks nicely on a lead', '2026-03-03');
  await postOk(t, `/api/animals/${rex.id}/holds`, s.staff, { type: 'Stray hold', reason: 'Found on Elm St', endDate: addDays(today, 5) });
  await postOk(t, `/api/animals/${bella.id}/holds`, s.veterinarian, { type: 'Medical hold', reason: 'Kennel cough' });
  pending = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(pip.id, { status: 'Pending', feeAmount: 9500, adopterName: 'Ada Lane' }));
});
afterAll(() => t.close());

const kennelCards = (query: string, cookie = s.volunteer) => getJson<TKennelCards>(t, `/api/printables/kennel-cards?${query}`, cookie);

describe('GET /api/printables/kennel-cards', () => {
  it('answers one animal’s card with its warnings newest first, its hold and where it is', async () => {
    const answer = await kennelCards(`animalId=${rex.id}`);
    expect(answer).toMatchObject({ title: 'Kennel card — Rex', paperSize: 'a4', today, organization: { name: 'Riverside Rescue', taxId: TAX_ID } });
    expect(answer.cards).toEqual([
      {
        animal: expect.objectContaining({ id: rex.id, animalId: rex.animalId, name: 'Rex', microchipId: rex.microchipId, intakeDate: rex.intakeDate }),
        location: 'Main › Dogs › K10',
        adoptionPending: false,
        holdUntil: addDays(today, 5),
        onHold: false,
        handlingWarnings: [
          { text: 'Muzzle for nail trims', date: '2026-03-01' },
          { text: 'Snaps when his ears are touched', date: '2026-02-01' },
        ],
      },
    ]);
  });

  it('prints every animal in care at a location and inside it, in the census’s order, with their ribbons', async () => {
    const answer = await kennelCards(`locationId=${building.id}`);
    expect(answer.title).toBe('Kennel cards — Main');
    expect(answer.cards.map((card) => [card.animal.name, card.location, card.adoptionPending, card.holdUntil, card.onHold])).toEqual([
      ['Bella', 'Main › Dogs › K2', false, null, true],
      ['Pip', 'Main › Dogs › K2', true, null, false],
      ['Rex', 'Main › Dogs › K10', false, addDays(today, 5), false],
    ]);
  });

  it('links the portal page of an animal the portal lists, and of no other', async () => {
    const { cards } = await kennelCards(`locationId=${building.id}`);
    const links = Object.fromEntries(cards.map((card) => [card.animal.name, card.animal.portalUrl]));
    expect(links).toEqual({ Bella: null, Pip: `${PUBLIC_URL}/public/animals/${pip.id}`, Rex: null });
  });

  it('shows no hold once the hold is released, and no warning that was voided', async () => {
    const hold = await postOk<{ id: number }>(t, `/api/animals/${zed.id}/holds`, s.staff, {
      type: 'Quarantine',
      reason: 'Bite',
      startDate: addDays(today, -2),
    });
    expect((await kennelCards(`animalId=${zed.id}`)).cards[0]).toMatchObject({ holdUntil: addDays(today, 8), onHold: false });
    await postOk(t, `/api/holds/${hold.id}/release`, s.staff, {});
    expect((await kennelCards(`animalId=${zed.id}`)).cards[0]).toMatchObject({ location: 'Cattery', holdUntil: null, onHold: false, handlingWarnings: [] });
  });

  it('answers no cards for a location with no animal in care', async () => {
    const empty = await location('Isolation', 'Building');
    expect((await kennelCards(`locationId=${empty.id}`)).cards).toEqual([]);
  });

  it('refuses both an animal and a location, or neither, with a 400 saying so', async () => {
    for (const query of [`animalId=${rex.id}&locationId=${building.id}`, '']) {
      const response = await call(t, 'GET', `/api/printables/kennel-cards?${query}`, s.staff);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Give an animalId or a locationId, not both' });
    }
  });

  it('answers 404 for an unknown animal or location, and 401 without a session', async () => {
    expectError(await call(t, 'GET', '/api/printables/kennel-cards?animalId=999999', s.staff), 404, 'Animal not found');
    expectError(await call(t, 'GET', '/api/printables/kennel-cards?locationId=999999', s.staff), 404, 'Location not found');
    expectError(await call(t, 'GET', `/api/printables/kennel-cards?animalId=${rex.id}`), 401, 'Please log in');
  });
});

describe('GET /api/animals/{animalId}/flyer', () => {
  it('answers the animal with its photo, description, traits and opening hours, and no handling warning', async () => {
    const response = await call(t, 'GET', `/api/animals/${rex.id}/flyer`, s.volunteer);
    expect(response.statusCode, response.body).toBe(200);
    const flyer = response.json<TAnimalFlyer>();
    expect(flyer).toMatchObject({
      animal: { name: 'Rex', description: 'A gentle giant.', photo: null, portalUrl: null },
      traits: ['Loves balls'],
      openingHours: 'Mon-Fri 10am-6pm, Sat-Sun 11am-4pm',
      paperSize: 'a4',
    });
    expect(response.body).not.toContain('Muzzle');
    expect(response.body).not.toContain('Snaps');
  });

  it('answers 400 for an id that is not one and 404 for an unknown animal', async () => {
    await expectIdChecked(t, s.staff, 'GET', (id) => `/api/animals/${id}/flyer`);
  });
});

describe('GET /api/animals/{animalId}/vaccination-certificate', () => {
  it('lists the live vaccinations oldest first, signed by the latest rabies vaccination’s veterinarian', async () => {
    const vaccination = (overrides: Record<string, unknown>) =>
      postOk<TMedicalRecord>(t, '/api/medical-records', s.veterinarian, medicalPayload(zed.id, overrides));
    await vaccination({
      date: '2026-03-01',
      description: 'FVRCP booster',
      product: 'Felocell 3',
      lotNumber: 'L-2',
      veterinarian: 'Dr. Later',
      provider: 'Tech Amy',
    });
    await vaccination({
      date: '2026-02-10',
      description: 'Rabies',
      product: 'Imrab 3',
      lotNumber: 'RB-77',
      lotExpiry: '2027-01-31',
      rabiesTag: 'TAG-2026-17',
      veterinarian: 'Dr. Rabies',
      provider: 'Dr. Rabies',
    });
    await vaccination({ date: '2026-02-01', description: 'FVRCP', product: 'Felocell 3', lotNumber: 'L-1', provider: 'Tech Amy', outsideSource: true });
    const wrong = await vaccination({ date: '2026-02-05', description: 'Entered in error' });
    await voidOk(t, `/api/medical-records/${wrong.id}`, s.veterinarian, 'Wrong cat');
    await postOk(t, '/api/medical-records', s.veterinarian, medicalPayload(zed.id, { recordType: 'Examination', description: 'Wellness exam' }));

    const certificate = await getJson<TVaccinationCertificate>(t, `/api/animals/${zed.id}/vaccination-certificate`, s.veterinarian);
    expect(certificate.animal.name).toBe('Zed');
    expect(certificate.vaccinations).toEqual([
      {
        date: '2026-02-01',
        description: 'FVRCP',
        product: 'Felocell 3',
        lotNumber: 'L-1',
        lotExpiry: null,
        givenBy: 'Tech Amy',
        veterinarian: null,
        rabiesTag: null,
        outsideSource: true,
      },
      {
        date: '2026-02-10',
        description: 'Rabies',
        product: 'Imrab 3',
        lotNumber: 'RB-77',
        lotExpiry: '2027-01-31',
        givenBy: 'Dr. Rabies',
        veterinarian: 'Dr. Rabies',
        rabiesTag: 'TAG-2026-17',
        outsideSource: false,
      },
      expect.objectContaining({ date: '2026-03-01', description: 'FVRCP booster', veterinarian: 'Dr. Later' }),
    ]);
    expect(certificate.veterinarian).toBe('Dr. Rabies');
  });

  it('answers an empty list for an animal with no vaccination', async () => {
    const certificate = await getJson<TVaccinationCertificate>(t, `/api/animals/${bella.id}/vaccination-certificate`, s.staff);
    expect(certificate).toMatchObject({ vaccinations: [], veterinarian: null });
  });

  it('answers 400 for an id that is not one, 404 for an unknown animal and 403 to a volunteer', async () => {
    await expectIdChecked(t, s.staff, 'GET', (id) => `/api/animals/${id}/vaccination-certificate`);
    await expectGuarded(t, s, { method: 'GET', url: `/api/animals/${bella.id}/vaccination-certificate` }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('GET /api/adoptions/{adoptionId}/contract', () => {
  it('fills the terms’ placeholders and sums the fee paid from the adoption’s live fee transactions', async () => {
    const adopter = await createPerson(t, s.staff, {
      name: 'Noor Haddad',
      email: 'noor@example.com',
      phone: '555-010-7000',
      address: '9 Oak Road, Springfield',
    });
    const luna = await createAnimal(t, s.staff, { name: 'Luna', species: 'Cat' });
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, {
      animalId: luna.id,
      personId: adopter.id,
      adoptionDate: '2026-03-05',
      feeAmount: 15000,
      status: 'Completed',
    });
    const extra = await postOk<TTransaction>(t, '/api/financial-transactions', s.staff, {
      transactionType: 'Adoption Fee',
      amount: 2500,
      date: '2026-03-06',
      relatedTo: adoption.id,
    });
    const refunded = await postOk<TTransaction>(t, '/api/financial-transactions', s.staff, {
      transactionType: 'Adoption Fee',
      amount: 9999,
      date: '2026-03-06',
      relatedTo: adoption.id,
    });
    await voidOk(t, `/api/financial-transactions/${refunded.id}`, s.staff, 'Typed twice');

    const contract = await getJson<TAdoptionContract>(t, `/api/adoptions/${adoption.id}/contract`, s.staff);
    expect(contract).toMatchObject({
      adoptionId: adoption.id,
      adoptionDate: '2026-03-05',
      status: 'Completed',
      feeAmount: 15000,
      feePaid: 17500,
      adopter: { name: 'Noor Haddad', email: 'noor@example.com', phone: '555-010-7000', address: '9 Oak Road, Springfield' },
      animal: { name: 'Luna', microchipId: luna.microchipId },
      organization: { name: 'Riverside Rescue' },
    });
    expect(contract.terms).toEqual([
      `Noor Haddad adopts Luna (${luna.animalId}, Cat, microchip ${luna.microchipId}) on Mar 5, 2026 for $150.00 from Riverside Rescue (tax ID ${TAX_ID}).`,
      'A {misspelt} placeholder stays as typed.\nThis line stays in the same paragraph.',
    ]);
    // The fee booked with the adoption (Mar 5), then the extra payment; never the voided one.
    const booked = (await getJson<TTransaction[]>(t, '/api/financial-transactions?type=Adoption%20Fee', s.staff)).find(
      (fee) => fee.relatedTo === adoption.id && fee.date === '2026-03-05',
    );
    expect(contract.feeTransactionIds).toEqual([booked?.id, extra.id]);
  });

  it('says "none recorded" for a missing microchip and gives a pending adoption’s status', async () => {
    const contract = await getJson<TAdoptionContract>(t, `/api/adoptions/${pending.id}/contract`, s.staff);
    expect(contract).toMatchObject({ status: 'Pending', feePaid: 0, adopter: { name: 'Ada Lane', address: null } });
    expect(contract.terms[0]).toContain('microchip none recorded) on');
    expect(contract.terms[0]).toContain('for $95.00');
  });

  it('reprints a voided adoption, saying it was voided', async () => {
    const dog = await createAnimal(t, s.staff, { name: 'Milo' });
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(dog.id, { status: 'Pending' }));
    await voidOk(t, `/api/adoptions/${adoption.id}`, s.staff, 'Entered in error');
    expect((await getJson<TAdoptionContract>(t, `/api/adoptions/${adoption.id}/contract`, s.staff)).status).toBe('Voided');
  });

  it('answers 404 for an unknown adoption and 403 to a volunteer', async () => {
    expectError(await call(t, 'GET', '/api/adoptions/999999/contract', s.staff), 404, 'Adoption not found');
    await expectGuarded(t, s, { method: 'GET', url: `/api/adoptions/${pending.id}/contract` }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('GET /api/financial-transactions/{transactionId}/receipt', () => {
  it('gives a donation its payer, its number and the tax wording naming the tax ID', async () => {
    const donor = await createPerson(t, s.staff, { name: 'Grace Hopper', email: 'grace@example.com', address: '1 Navy Way' });
    const donation = await postOk<TTransaction>(t, '/api/financial-transactions', s.staff, transactionPayload({ personId: donor.id, amount: 12345 }));
    const receipt = await getJson<TReceipt>(t, `/api/financial-transactions/${donation.id}/receipt`, s.staff);
    expect(receipt).toMatchObject({
      transactionId: donation.id,
      number: `R-${String(donation.id).padStart(6, '0')}`,
      date: '2026-02-02',
      transactionType: 'Donation',
      amount: 12345,
      paymentMethod: 'Credit Card',
      payer: { name: 'Grace Hopper', email: 'grace@example.com', address: '1 Navy Way' },
      animal: null,
      wording: `No goods or services were provided in exchange for this contribution. Riverside Rescue is a tax-exempt organization; tax ID ${TAX_ID}. Please keep this receipt for your records.`,
    });
  });

  it('gives an adoption fee the fee wording and the animal it was for', async () => {
    const dog = await createAnimal(t, s.staff, { name: 'Biscuit' });
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(dog.id, { feeAmount: 8000 }));
    const [fee] = await getJson<TTransaction[]>(t, `/api/financial-transactions?type=Adoption%20Fee&limit=200`, s.staff).then((list) =>
      list.filter((transaction) => transaction.relatedTo === adoption.id),
    );
    const receipt = await getJson<TReceipt>(t, `/api/financial-transactions/${fee?.id}/receipt`, s.staff);
    expect(receipt).toMatchObject({
      transactionType: 'Adoption Fee',
      amount: 8000,
      animal: { animalId: dog.animalId, name: 'Biscuit' },
      payer: { name: 'Sam Carter' },
      wording: 'This payment is a fee for services and is not a tax-deductible donation.',
    });
  });

  it('refuses an expense with a 409 saying only income gets a receipt', async () => {
    const expense = await postOk<TTransaction>(
      t,
      '/api/financial-transactions',
      s.staff,
      transactionPayload({ transactionType: 'Medical Expense', amount: -4000 }),
    );
    expectError(
      await call(t, 'GET', `/api/financial-transactions/${expense.id}/receipt`, s.staff),
      409,
      'Medical Expense is an expense: only income (a fee or a donation) gets a receipt',
    );
  });

  it('answers 404 for a voided or unknown transaction, and 403 to a volunteer', async () => {
    const donation = await postOk<TTransaction>(t, '/api/financial-transactions', s.staff, transactionPayload());
    await expectGuarded(t, s, { method: 'GET', url: `/api/financial-transactions/${donation.id}/receipt` }, ['volunteer'], CANNOT.readConsole);
    await voidOk(t, `/api/financial-transactions/${donation.id}`, s.staff, 'Bounced');
    expectError(await call(t, 'GET', `/api/financial-transactions/${donation.id}/receipt`, s.staff), 404, 'Transaction not found');
    expectError(await call(t, 'GET', '/api/financial-transactions/999999/receipt', s.staff), 404, 'Transaction not found');
  });
});
