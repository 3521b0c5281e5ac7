import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import type { TRole } from '../src-shared/roles.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TKennelCards } from '../src-shared/schemas/printables.js';
import type { TLocation } from '../src-shared/schemas/locations.js';
import type { TTransaction } from '../src-shared/schemas/transactions.js';
import { CSRF_HEADERS } from '../test/app.js';
import { photoJpeg } from '../test/fixtures-photos.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser } from './support/browser-suite.js';
import { paperName, printToPdf, readQrCode } from './support/paper.js';
import { allowBusyMachine, SLOW_MACHINE_MS } from './support/record-screens.js';
import { placedOnScreen } from './support/screens.js';
import { createSeeder, sessionCookie, type TSeeder } from './support/seed.js';

/**
 * The papers staff print (docs/domain.md#printables, decision 0013), as the printer gets them:
 * each printed to PDF in Chromium on A4 and on Letter and read page by page (the page count, and
 * what each page says), its QR code read from its pixels, and the console's chrome absent. One
 * shelter is seeded once for every test.
 */

const SHELTER = {
  name: 'Riverbend Humane Society',
  address: '12 Mill Road, Riverbend, OR 97000',
  phone: '555-010-9000',
  email: 'hello@riverbend.example',
  website: 'https://riverbend.example',
  taxId: '84-1234567',
  openingHours: 'Tue–Sun 11am–6pm',
};
const FORMATS = ['A4', 'Letter'] as const;
const DUCHESS = 'Duchess Anastasia Clementine Whiskerton the Third';

/** Each text on the printed page, whole: a line may break anywhere inside it (a name that wraps after its hyphen). */
function expectSays(page: string | undefined, where: string, texts: readonly string[]): void {
  const squashed = (page ?? '').replace(/\s+/g, '');
  for (const text of texts) expect(squashed.includes(text.replace(/\s+/g, '')), `${where}: “${text}” in “${page}”`).toBe(true);
}

/** Long enough that a flyer must cut it: about forty lines at the flyer's size. */
const STORY = `Juniper came to us after a long winter on a farm. ${'She loves long walks by the river, naps in the sun, and any game that ends with a treat. '.repeat(24)}The end of her story.`;
const WARNINGS = [
  ['2026-01-10', 'Guards her food bowl: feed her alone.'],
  ['2026-01-11', 'Pulls hard on the lead near other dogs.'],
  ['2026-01-12', `Nervous at the vet: muzzle trained. ${'Approach from the side, slowly, and let her sniff a hand first. '.repeat(6)}`],
  ['2026-01-13', 'Jumps the gate of her run.'],
  ['2026-01-14', 'Dislikes men in hats.'],
] as const;

interface TSeeded {
  juniper: TAnimal;
  atlas: TAnimal;
  biscuit: TAnimal;
  catRoom: TLocation;
  adoptionId: number;
  donation: TTransaction;
  feeId: number;
  expense: TTransaction;
}
let seeded: TSeeded;

const location = (seed: TSeeder, name: string, kind: TLocation['kind'], parent?: TLocation) =>
  seed.request<TLocation>('POST', '/locations', { name, kind, parentId: parent?.id ?? null });
const move = (seed: TSeeder, animal: TAnimal, to: TLocation) =>
  seed.request('POST', `/animals/${animal.id}/location`, { locationId: to.id, date: animal.intakeDate, time: '09:00' });

describeInBrowser('the papers staff print', (suite) => {
  beforeAll(async () => {
    const seed = await createSeeder(suite.app);
    await seed.request('PUT', '/settings', { organization: SHELTER, printing: { paperSize: 'a4' } });
    const main = await location(seed, 'Main', 'Building');
    const dogs = await location(seed, 'Dog Ward', 'Room', main);
    const catRoom = await location(seed, 'Cat Room', 'Room', main);

    const juniper = await seed.animal({
      name: 'Juniper Wigglesworth-Montgomery of Riverbend',
      breed: 'Labrador Retriever mix',
      sex: 'Female',
      age: '3 years',
      intakeDate: '2026-01-05',
      microchipId: '985000000004242',
      description: STORY,
      traits: [
        'Good with kids',
        'House-trained',
        'Crate-trained',
        'Loves car rides',
        'Knows sit and stay',
        'Good with cats',
        'Walks well on a lead',
        'Gentle with small dogs',
        'Quiet indoors',
        'Likes water',
        'Fetches',
        'Calm at the vet',
      ],
    });
    await move(seed, juniper, dogs);
    for (const [date, note] of WARNINGS) await seed.request('POST', `/animals/${juniper.id}/behavior-notes`, { kind: 'Handling warning', note, date });
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(await photoJpeg(1200, 900))], { type: 'image/jpeg' }), 'juniper.jpg');
    const cookie = await sessionCookie(suite.app);
    const upload = await fetch(`${suite.app.baseUrl}/api/animals/${juniper.id}/photos`, { method: 'POST', headers: { cookie, ...CSRF_HEADERS }, body: form });
    expect(upload.status, await upload.text()).toBe(200);
    const vaccine = { recordType: 'Vaccination', outsideSource: false };
    await seed.medicalRecord(juniper, {
      ...vaccine,
      date: '2026-01-06',
      description: 'Rabies',
      product: 'Imrab 3',
      lotNumber: 'RAB-2291',
      lotExpiry: '2027-06-30',
      rabiesTag: 'RT-2026-0042',
      veterinarian: 'Dr. Amara Osei',
      provider: 'Dr. Amara Osei',
    });
    await seed.medicalRecord(juniper, {
      ...vaccine,
      date: '2026-01-07',
      description: 'DHPP',
      product: 'Nobivac DHPP',
      lotNumber: 'DH-118',
      provider: 'Kim Tran',
    });
    await seed.medicalRecord(juniper, { recordType: 'Examination', date: '2026-01-08', description: 'Intake exam' });

    // A long history: more vaccinations than a page holds.
    const atlas = await seed.animal({ name: 'Atlas', intakeDate: '2026-01-02' });
    for (let n = 1; n <= 36; n++) {
      await seed.medicalRecord(atlas, {
        ...vaccine,
        date: '2026-01-03',
        description: `Booster ${n}`,
        product: 'Nobivac DHPP',
        lotNumber: `LOT-${1000 + n}`,
        provider: 'Kim Tran',
      });
    }

    // The Cat Room's cards: the fullest card there can be (both ribbons, a long name, long facts, more warnings than fit), one on hold, one plain.
    const duchess = await seed.animal({
      name: DUCHESS,
      species: 'Cat',
      breed: 'Norwegian Forest Cat, Maine Coon and Domestic Longhair mix',
      age: 'About 11 years, estimated by the intake vet',
      intakeDate: '2026-01-20',
      microchipId: '985000000001234',
    });
    const mochi = await seed.animal({ name: 'Mochi', species: 'Cat', breed: 'Siamese', intakeDate: '2026-01-21' });
    const tofu = await seed.animal({ name: 'Tofu', species: 'Cat', breed: 'Domestic Shorthair', intakeDate: '2026-01-22' });
    const catKennel = await location(seed, 'Condo 4 by the east window, upper row', 'Kennel', catRoom);
    await move(seed, duchess, catKennel);
    for (const cat of [mochi, tofu]) await move(seed, cat, catRoom);
    await seed.adoption(duchess, { status: 'Pending', adoptionDate: '2026-02-01' });
    for (let day = 21; day <= 25; day++) {
      const note = `Swats at hands reaching into the condo (day ${day}). ${'Open the door slowly, talk to her first, and never lift her from behind. '.repeat(4)}`;
      await seed.request('POST', `/animals/${duchess.id}/behavior-notes`, { kind: 'Handling warning', note, date: `2026-01-${day}` });
    }
    for (const cat of [duchess, mochi]) {
      await seed.request('POST', `/animals/${cat.id}/holds`, {
        type: 'Medical hold',
        reason: 'Recovering from surgery',
        startDate: cat.intakeDate,
        endDate: '2099-01-01',
      });
    }

    const biscuit = await seed.animal({ name: 'Biscuit', intakeDate: '2026-01-15', microchipId: '985000000007777' });
    const adoption = await seed.adoption(biscuit, { adopterName: 'Sam Carter', adoptionDate: '2026-02-20', feeAmount: 15000 });
    const pat = await seed.request<{ id: number }>('POST', '/people', { name: 'Pat Okafor', email: 'pat@example.org', address: '4 Elm Street, Riverbend' });
    const donation = await seed.request<TTransaction>('POST', '/financial-transactions', {
      transactionType: 'Donation',
      amount: 5000,
      date: '2026-02-02',
      description: 'Spring appeal',
      paymentMethod: 'Check',
      personId: pat.id,
    });
    const expense = await seed.request<TTransaction>('POST', '/financial-transactions', {
      transactionType: 'Food/Supplies',
      amount: -2599,
      date: '2026-02-03',
      description: 'Cat litter',
    });
    const [fee] = await seed.request<TTransaction[]>('GET', '/financial-transactions?type=Adoption%20Fee');
    seeded = { juniper, atlas, biscuit, catRoom, adoptionId: adoption.id, donation, feeId: fee!.id, expense };
  });

  /** A page of this role's, signed in (the login form is the login tests'), at `path`. */
  async function signedIn(role: TRole, path: string, expectedErrors: RegExp[] = []): Promise<Page> {
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors }));
    const [name, value] = (await sessionCookie(suite.app, role)).split(/=(.*)/) as [string, string];
    await page.context().addCookies([{ name, value, url: suite.app.baseUrl }]);
    await page.goto(`${suite.app.baseUrl}${path}`, { timeout: SLOW_MACHINE_MS });
    return page;
  }

  /** A paper's page once its sheets and their photos have loaded. */
  async function openPaper(path: string, role: TRole = 'staff'): Promise<Page> {
    const page = await signedIn(role, path);
    await page.getByRole('article').first().waitFor({ timeout: SLOW_MACHINE_MS });
    await page.waitForFunction('Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0)');
    return page;
  }

  /** On paper: no sidebar, no top bar, no toolbar. */
  async function expectNoChrome(page: Page): Promise<void> {
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Paper size').isVisible()).toBe(false);
  }

  const portalUrl = (animal: TAnimal) => `${suite.app.baseUrl}/public/animals/${animal.id}`;

  test('a kennel card fits one page of A4 and of Letter, with everything staff need at the door and a QR code to the animal’s portal page', async () => {
    const { juniper } = seeded;
    const page = await openPaper(`/print/kennel-cards?animal=${juniper.id}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Kennel Card' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the animal' }).getAttribute('href')).toBe(`/animals/${juniper.id}`);
    // Settings → Printing's paper, until another is chosen here.
    expect(await page.getByLabel('Paper size').inputValue()).toBe('a4');
    expect(paperName((await printToPdf(page)).sizes[0]!)).toBe('A4');
    await page.getByLabel('Paper size').selectOption('letter');
    expect(paperName((await printToPdf(page)).sizes[0]!)).toBe('Letter');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await expectNoChrome(page);
    for (const format of FORMATS) {
      const { pages, sizes } = await printToPdf(page, format);
      expect(sizes.map(paperName), format).toEqual([format]);
      expectSays(pages[0], format, [
        juniper.name,
        juniper.animalId,
        'Female',
        '3 years',
        'Labrador Retriever mix',
        'Jan 5, 2026',
        '985000000004242',
        'Main › Dog Ward',
        'HANDLING WARNINGS · STAFF ONLY',
        'Dislikes men in hats.',
        'Nervous at the vet: muzzle trained.',
        '1 more warning on the animal’s record.',
        SHELTER.name,
      ]);
      // The oldest warning is the one left out.
      expect(pages[0]).not.toContain('Guards her food bowl');
    }
    expect(await readQrCode(page, page.getByRole('img', { name: /QR code/ }))).toBe(portalUrl(juniper));
  });

  test('a location’s kennel cards print one a page, rooms within it too, in the census’s order; the fullest card fits its page and nothing trails', async () => {
    const page = await openPaper(`/print/kennel-cards?location=${seeded.catRoom.id}`);
    const seed = await createSeeder(suite.app);
    const answer = await seed.request<TKennelCards>('GET', `/printables/kennel-cards?locationId=${seeded.catRoom.id}`);
    const names = answer.cards.map((card) => card.animal.name);
    expect([...names].sort()).toEqual([DUCHESS, 'Mochi', 'Tofu']);
    for (const format of FORMATS) {
      const { pages } = await printToPdf(page, format);
      expect(pages.length, format).toBe(3);
      pages.forEach((text, index) => {
        expectSays(text, `${format} page ${index + 1}`, [names[index]!, SHELTER.name]);
        for (const other of names.filter((name) => name !== names[index])) expect(text).not.toContain(other);
      });
      const on = (name: string) => pages[names.indexOf(name)];
      expectSays(on(DUCHESS), format, [
        'ADOPTION PENDING',
        'HOLD UNTIL JAN 1, 2099',
        'HANDLING WARNINGS · STAFF ONLY',
        '(day 25)',
        '(day 22)',
        '1 more warning on the animal’s record.',
        'Main › Cat Room › Condo 4',
      ]);
      expect(on(DUCHESS)).not.toContain('(day 21)');
      // Not listed on the portal while on a hold: no code to scan.
      expectSays(on('Mochi'), format, ['HOLD UNTIL JAN 1, 2099', 'Not listed on the portal']);
      expect(on('Tofu')).not.toMatch(/ADOPTION PENDING|HOLD UNTIL|ON HOLD|Not listed/);
      expectSays(on('Tofu'), format, ['Scan to see Tofu']);
    }
  });

  test('the flyer fits one page: the photo, the story cut after seven lines with an ellipsis, the QR code, and no handling warning', async () => {
    const { juniper } = seeded;
    const page = await openPaper(`/print/animals/${juniper.id}/flyer`, 'volunteer');
    const story = page.locator('.flyer-description');
    expect(await story.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expectNoChrome(page);
    for (const format of FORMATS) {
      const { pages } = await printToPdf(page, format);
      expect(pages.length, format).toBe(1);
      expectSays(pages[0], format, [
        juniper.name,
        'Good with kids · House-trained',
        'Juniper came to us after a long winter',
        'Scan to meet',
        SHELTER.phone,
        SHELTER.openingHours,
      ]);
      expect(pages[0]).not.toMatch(/Handling warning|Dislikes men in hats/);
    }
    expect(await readQrCode(page, page.getByRole('img', { name: /QR code/ }))).toBe(portalUrl(juniper));
  });

  test('the vaccination certificate lists each vaccine with its product, lot, giver and rabies tag, and the signing veterinarian; a long one runs over pages, no row split', async () => {
    const { juniper, atlas } = seeded;
    const page = await openPaper(`/print/animals/${juniper.id}/vaccinations`);
    await expectNoChrome(page);
    for (const format of FORMATS) {
      const { pages } = await printToPdf(page, format);
      expect(pages.length, format).toBe(1);
      expectSays(pages[0], format, [
        'Vaccination Certificate',
        juniper.animalId,
        '985000000004242',
        'Rabies',
        'Imrab 3',
        'Lot RAB-2291',
        'RT-2026-0042',
        'Nobivac DHPP',
        'Lot DH-118',
        'Kim Tran',
        'Signature of the veterinarian, Dr. Amara Osei',
      ]);
      expect(pages[0]).not.toContain('Intake exam');
    }

    await page.goto(`${suite.app.baseUrl}/print/animals/${atlas.id}/vaccinations`);
    await page.getByRole('article').waitFor();
    for (const format of FORMATS) {
      const { pages } = await printToPdf(page, format);
      expect(pages.length, format).toBeGreaterThan(1);
      const lots = Array.from({ length: 36 }, (_, index) => `LOT-${1001 + index}`);
      // Every row whole on one page, the heading on each, the signature on the last, after the last row.
      for (const lot of lots) expect(pages.filter((text) => text.includes(lot)).length, `${format}: ${lot}`).toBe(1);
      pages.forEach((text, index) => expectSays(text, `${format} page ${index + 1}`, ['Product and lot', `Page ${index + 1} of ${pages.length}`]));
      expect(pages.at(-1)).toContain('LOT-1036');
      expect(pages.at(-1)).toContain('Signature of the veterinarian');
    }
  });

  test('a volunteer may print a kennel card and a flyer, not a vaccination certificate, a contract or a receipt', async () => {
    const page = await signedIn('volunteer', `/animals/${seeded.juniper.id}`);
    await page.getByRole('button', { name: 'Print' }).click({ timeout: SLOW_MACHINE_MS });
    const menu = page.getByRole('menu');
    await placedOnScreen(page, menu);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Kennel card', 'Flyer']);
    await page.goto(`${suite.app.baseUrl}/print/animals/${seeded.juniper.id}/vaccinations`);
    await page
      .getByText(
        'The volunteer role cannot view this part of the console: Vaccination Certificate is open to administrators, staff members, and veterinarians.',
      )
      .waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });

  test('the adoption contract: the shelter, the adopter, the animal and its microchip, the fee, the terms filled in, and the signature lines, on one page', async () => {
    const { biscuit } = seeded;
    const page = await signedIn('staff', '/adoptions');
    const link = page.getByRole('link', { name: 'Print the contract of Biscuit’s adoption by Sam Carter' });
    expect(await link.getAttribute('target', { timeout: SLOW_MACHINE_MS })).toBe('_blank');
    const [contract] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await contract.getByRole('article').waitFor({ timeout: SLOW_MACHINE_MS });
    expect(new URL(contract.url()).pathname).toBe(`/print/adoptions/${seeded.adoptionId}/contract`);
    // The fee booked with the adoption prints its receipt from here too.
    expect(await contract.getByRole('link', { name: 'Print the fee receipt' }).getAttribute('href')).toBe(`/print/transactions/${seeded.feeId}/receipt`);
    await expectNoChrome(contract);
    for (const format of FORMATS) {
      const { pages } = await printToPdf(contract, format);
      expect(pages.length, format).toBe(1);
      expectSays(pages[0], format, [
        SHELTER.name,
        SHELTER.address,
        'Adoption Contract',
        'Sam Carter',
        biscuit.animalId,
        '985000000007777',
        'Adoption fee $150.00',
        'Paid $150.00',
        `I, Sam Carter, adopt Biscuit (${biscuit.animalId}, Dog, microchip 985000000007777) from ${SHELTER.name} on Feb 20, 2026 for a fee of $150.00.`,
        'Adopter: Sam Carter',
        `For ${SHELTER.name}`,
      ]);
      expect(pages[0]).not.toMatch(/[{}]/);
    }
  });

  test('receipts: a donation’s names the tax ID and its tax wording, a fee’s says it is no gift; Financial offers one for income only', async () => {
    const { donation, expense, feeId } = seeded;
    const page = await signedIn('veterinarian', '/financial');
    const receiptFor = (what: string) => page.getByRole('link', { name: `Print a receipt for the ${what}` });
    await receiptFor('Donation of Feb 2, 2026').waitFor({ timeout: SLOW_MACHINE_MS });
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: 'Cat litter' })
        .getByRole('link', { name: /receipt/ })
        .count(),
    ).toBe(0);
    expect(expense.transactionType).toBe('Food/Supplies');
    const [receipt] = await Promise.all([page.context().waitForEvent('page'), receiptFor('Donation of Feb 2, 2026').click()]);
    await receipt.getByRole('article').waitFor({ timeout: SLOW_MACHINE_MS });
    await expectNoChrome(receipt);
    for (const format of FORMATS) {
      const { pages } = await printToPdf(receipt, format);
      expect(pages.length, format).toBe(1);
      expectSays(pages[0], format, [
        `Receipt R-${String(donation.id).padStart(6, '0')}`,
        '$50.00',
        'Pat Okafor',
        '4 Elm Street, Riverbend',
        'Donation',
        'Check',
        `Tax ID ${SHELTER.taxId}`,
        `${SHELTER.name} is a tax-exempt organization; tax ID ${SHELTER.taxId}.`,
      ]);
    }

    await receipt.goto(`${suite.app.baseUrl}/print/transactions/${feeId}/receipt`);
    await receipt.getByRole('article').waitFor();
    const { pages } = await printToPdf(receipt, 'Letter');
    expect(pages.length).toBe(1);
    expectSays(pages[0], 'Letter', ['$150.00', 'Biscuit', 'This payment is a fee for services and is not a tax-deductible donation.']);
    expect(pages[0]).not.toContain('tax-exempt');
  });

  test('an address with no paper behind it says why: an expense has no receipt, an id that is not a number is no page', async () => {
    const page = await signedIn('staff', `/print/transactions/${seeded.expense.id}/receipt`, [/status of 409/]);
    await page.getByText('Food/Supplies is an expense: only income (a fee or a donation) gets a receipt').waitFor({ timeout: SLOW_MACHINE_MS });
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print' }).isDisabled()).toBe(true);
    await page.goto(`${suite.app.baseUrl}/print/animals/juniper/flyer`);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
  });
});
