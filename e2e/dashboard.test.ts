import { expect, test } from 'vitest';
import { addDays } from '../src-shared/dates.js';
import type { TAnimalStatus } from '../src-shared/enums.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TEuthanizers } from '../src-shared/schemas/journey.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { dashboardStats, shelterToday } from './support/record-screens.js';
import { cardValue, expectNoHorizontalScroll } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

interface TShelter {
  seed: TSeeder;
  animals: Record<'adoptedToday' | 'adopted10' | 'adopted100' | 'euthanized' | 'fostered' | 'available1' | 'available2' | 'onHold', TAnimal>;
}

/**
 * One shelter for the whole file, built through the API: three completed adoptions (today, 10 and
 * 100 days ago), a euthanasia 8 days ago, a current foster placement, two appointments today, one
 * cancelled today (left out) and one tomorrow.
 */
async function buildShelter(seed: TSeeder): Promise<TShelter> {
  const day = shelterToday();
  let chip = 0;
  // Microchipped, as a completed adoption requires by default.
  const animal = (name: string, intakeDaysAgo: number, status: TAnimalStatus = 'Available') =>
    seed.animal({ name, intakeDate: addDays(day, -intakeDaysAgo), status, microchipId: `98500000000${++chip}`, imageUrl: '/images/animals/dog-golden.svg' });
  const animals = {
    adopted100: await animal('Juniper', 120),
    adopted10: await animal('Pepper', 40),
    adoptedToday: await animal('Maple', 30),
    euthanized: await animal('Shadow', 50),
    fostered: await animal('Clover', 6),
    available1: await animal('Biscuit', 4),
    available2: await animal('Waffles', 3),
    onHold: await animal('Ziggy', 2, 'Medical Hold'),
  };
  await seed.adoption(animals.adoptedToday, { adoptionDate: day });
  await seed.adoption(animals.adopted10, { adoptionDate: addDays(day, -10) });
  await seed.adoption(animals.adopted100, { adoptionDate: addDays(day, -100) });
  // Before the day 7 days ago ends, so the week-ago count stays Maple's alone.
  const [vet] = (await seed.request<TEuthanizers>('GET', '/euthanizers')).people;
  await seed.request('POST', `/animals/${animals.euthanized.id}/outcome`, {
    type: 'Shelter euthanasia',
    date: addDays(day, -8),
    performedByUserId: vet?.id,
    authorizedByUserId: vet?.id,
    drug: 'Pentobarbital',
    dose: '6 mL',
    reason: 'Untreatable illness',
  });
  await seed.fosterPlacement(animals.fostered, { startDate: addDays(day, -3) });
  await seed.appointment(animals.available1, { date: day, time: '14:30', appointmentType: 'Vaccination', status: 'Confirmed' });
  await seed.appointment(animals.available2, { date: day, time: '09:15', appointmentType: 'Check-up' });
  await seed.appointment(animals.onHold, { date: day, time: '11:00', status: 'Cancelled' });
  await seed.appointment(animals.available1, { date: addDays(day, 1), time: '10:00' });
  return { seed, animals };
}

describeInBrowser('Dashboard', (suite) => {
  let shelter: Promise<TShelter> | undefined;
  const ready = () => (shelter ??= createSeeder(suite.app).then(buildShelter));

  test('the four cards match the records created through the API, with their comparisons', async () => {
    const { seed } = await ready();
    const stats = await dashboardStats(seed);
    const monthStart = `${shelterToday().slice(0, 7)}-01`;
    const expected = {
      // Eight animals, three adopted, one euthanized; 7 days ago only Maple (adopted today) was in care.
      'Total Animals': 4,
      'Adoptions (MTD)': [shelterToday(), addDays(shelterToday(), -10), addDays(shelterToday(), -100)].filter((date) => date >= monthStart).length,
      Appointments: 2,
      'In Foster Care': 1,
    };
    expect([stats.totalAnimals, stats.adoptionsThisMonth, stats.appointmentsToday, stats.inFosterCare]).toEqual(Object.values(expected));

    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);
    await screenHeading(page, 'Dashboard').waitFor();
    const figures = page.getByRole('region', { name: 'Shelter figures' });
    await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
    for (const [label, value] of Object.entries(expected)) {
      expect(await cardValue(page, label).innerText(), label).toBe(String(value));
    }
    // No adoption falls in last month's same days: 10 days ago is either this month or a later day of last month.
    expect([stats.inCareWeekAgo, stats.adoptionsSameDaysLastMonth]).toEqual([1, 0]);
    const captions = {
      'Total Animals': '+3 vs 7 days ago',
      'Adoptions (MTD)': 'New this month',
      Appointments: 'Scheduled for today',
      'In Foster Care': 'Animals in foster homes',
    };
    for (const [label, caption] of Object.entries(captions)) {
      expect(await page.getByRole('group', { name: label, exact: true }).getByText(caption, { exact: true }).isVisible(), label).toBe(true);
    }
  });

  test('the live release rate, the average stay and the monthly intakes and outcomes come from the stays', async () => {
    const { seed } = await ready();
    // The last 30 days' outcomes: Maple and Pepper adopted after 30 days each, Shadow euthanized after 42.
    const stats = await dashboardStats(seed);
    expect([stats.liveReleaseRate, stats.averageLengthOfStayDays]).toEqual([66.7, 34]);

    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser());
    const figures = page.getByRole('region', { name: 'Outcome figures' });
    await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
    expect(await cardValue(page, 'Live Release Rate').innerText()).toBe('66.7%');
    expect(await cardValue(page, 'Average Stay').innerText()).toBe('34.0 days');
    await page.getByRole('group', { name: 'Live Release Rate', exact: true }).getByText('Outcomes of the last 30 days').waitFor();

    // Twelve months, each with its counts: all eight intakes are within the year, and four outcomes.
    const chart = page.getByRole('img', { name: 'Intakes and outcomes over the last 12 months' });
    await chart.waitFor();
    const months = ((await chart.locator('desc').textContent()) ?? '').split('; ');
    expect(months).toHaveLength(12);
    const total = (word: string) => months.reduce((sum, month) => sum + Number(new RegExp(`(\\d+) ${word}`).exec(month)?.[1]), 0);
    expect([total('intakes'), total('outcomes')]).toEqual([8, 4]);
    const thisMonth = new Date(`${shelterToday()}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(months.at(-1)).toContain(`${thisMonth}: `);
  });

  test('Recent Intakes is a table with the spec’s columns; rows, View All, View Schedule and the portal link go where they should', async () => {
    const { animals } = await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);

    const table = page.getByRole('table', { name: 'Recent intakes' });
    await table.getByRole('row').nth(1).getByRole('link').first().waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Animal',
      'ID',
      'Species',
      'Breed',
      'Sex',
      'Age',
      'Intake Date',
      'Status',
      'Actions',
    ]);
    // The five newest intakes, newest first.
    const names = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual(['Ziggy', 'Waffles', 'Biscuit', 'Clover', 'Maple']);

    // Today's appointments, earliest first, the cancelled one left out; the hour reads as AM/PM.
    const appointments = page.getByRole('list', { name: "Today's appointments" });
    expect(await appointments.getByRole('listitem').count()).toBe(2);
    const firstItem = await appointments.getByRole('listitem').first().innerText();
    expect(firstItem).toContain('9:15 AM');
    expect(await appointments.getByRole('listitem').nth(1).innerText()).toContain('2:30 PM');

    // Adoptable cards: Available or In Foster get View Details; the others "Coming Soon".
    expect(await page.getByRole('link', { name: 'View Details of Clover' }).getAttribute('href')).toBe(`/animals/${animals.fostered.id}`);
    expect(await page.getByRole('link', { name: 'View Details of Biscuit' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View Details of Ziggy' }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Ziggy' }).getByText('Coming Soon').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Public Adoption Portal' }).getAttribute('href')).toBe('/public');
    expect(await page.getByRole('link', { name: 'View Schedule' }).getAttribute('href')).toBe('/appointments');

    // A click on the row (not its link) opens the animal.
    await table.getByRole('row').nth(1).getByRole('cell').nth(2).click();
    await page.waitForURL(`**/animals/${animals.onHold.id}`);
    await page.goBack();
    await page.getByRole('link', { name: 'View All' }).click();
    await screenHeading(page, 'Animal Management').waitFor();
  });

  test('each chart period shows its own buckets, the tallest bar 180 px high', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);

    const chart = page.getByRole('img', { name: /^Adoptions over/ });
    const periods = [
      { tab: 'Weekly', title: 'Adoptions over the last 7 days', buckets: 7, total: 1, figure: 'Adoptions, the last 7 days' },
      { tab: 'Monthly', title: 'Adoptions over the last 30 days', buckets: 30, total: 2, figure: 'Adoptions, the last 30 days' },
      { tab: 'Yearly', title: 'Adoptions over the last 12 months', buckets: 12, total: 3, figure: 'Adoptions, the last 12 months' },
    ];
    for (const period of periods) {
      await page.getByRole('tab', { name: period.tab }).click();
      await page.getByRole('img', { name: period.title }).waitFor();
      const figure = page.getByText(period.figure, { exact: true }).locator('..');
      await expect.poll(() => figure.innerText()).toContain(String(period.total));
      // Victory draws one path per bar; the description lists every bucket.
      const description = await chart.locator('desc').textContent();
      expect(description?.split(', ')).toHaveLength(period.buckets);
      const heights = await chart
        .locator('path[role="presentation"]')
        .evaluateAll((paths) =>
          paths.map((path) => Math.round((path as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height)),
        );
      expect(heights).toHaveLength(period.buckets);
      expect(Math.max(...heights)).toBe(180);
      expect(Math.min(...heights)).toBe(20);
    }
    expect(new URL(page.url()).searchParams.get('period')).toBe('year');
  });

  test('while loading it shows 4 placeholder cards; a failure shows the error banner', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage(undefined, { expectedErrors: [/status of 500/] });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The call may share its batch with others (`/trpc/a,dashboard.stats,b`).
    await page.route(/\/trpc\/[^?]*dashboard\.stats/, async (route) => {
      await held;
      await route.continue();
    });
    await logIn(page, suite.app.baseUrl, user);
    const figures = page.getByRole('region', { name: 'Shelter figures' });
    await figures.waitFor();
    expect(await figures.getAttribute('aria-busy')).toBe('true');
    expect(await figures.getByRole('group').count()).toBe(4);
    expect(await figures.locator('.chakra-skeleton').count()).toBe(4);
    release();
    await expect.poll(() => figures.getAttribute('aria-busy')).toBe('false');
    expect(await figures.locator('.chakra-skeleton').count()).toBe(0);

    await page.unrouteAll();
    await failProcedure(page, 'dashboard.stats', { message: 'The database is unavailable' });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Error loading dashboard: The database is unavailable' }).waitFor();
  });

  test('at 375 px Recent Intakes is a card list and nothing scrolls sideways', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage(PHONE);
    await logIn(page, suite.app.baseUrl, user);
    const cards = page.getByRole('list', { name: 'Recent intakes' });
    await cards.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('table', { name: 'Recent intakes' }).isVisible()).toBe(false);
    await page.getByRole('img', { name: /^Adoptions over/ }).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await cards.getByRole('link', { name: 'Waffles' }).click();
    await page.waitForURL(/\/animals\/\d+$/);
  });

  test('Recent Intakes switches from cards to the table at 768 px', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage({ width: 767, height: 900 });
    await logIn(page, suite.app.baseUrl, user);
    const cards = page.getByRole('list', { name: 'Recent intakes' });
    const table = page.getByRole('table', { name: 'Recent intakes' });
    await cards.waitFor();
    expect(await table.isVisible()).toBe(false);
    await page.setViewportSize({ width: 768, height: 900 });
    await table.waitFor();
    expect(await cards.isVisible()).toBe(false);
  });

  test('at 1280 px the dashboard passes axe', async () => {
    await ready();
    const user = await suite.app.createStaffUser();
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);
    await page.getByRole('img', { name: /^Adoptions over/ }).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a volunteer sees the lists without the figures, and no call is refused', async () => {
    await ready();
    const user = await suite.app.createStaffUser({ role: 'volunteer' });
    const page = await suite.openPage();
    await logIn(page, suite.app.baseUrl, user);
    await page.getByRole('table', { name: 'Recent intakes' }).waitFor();
    expect(await page.getByText('The shelter’s figures and statistics are shown to staff').isVisible()).toBe(true);
    expect(await page.getByText('Total Animals').count()).toBe(0);
  });
});
