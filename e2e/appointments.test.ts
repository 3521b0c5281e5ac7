import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAppointment, TStaffUserOption } from '../src-shared/schemas/appointments.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, dashboardStats, pickAnimal, SETTLES, shelterToday } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';
import { failProcedure } from './support/trpc-routes.js';

/**
 * Days far from today, so the tests do not depend on the day they run, yet within the 2 years
 * ahead an appointment may be booked (docs/domain.md#dates).
 */
const FUTURE_DAY = '2028-03-10';

const daySchedule = (page: Page, dayLabel: string) => page.getByRole('list', { name: `Appointments on ${dayLabel}` });
const upcomingTable = (page: Page) => page.getByRole('table', { name: 'Upcoming appointments' });
const pastTable = (page: Page) => page.getByRole('table', { name: 'Past appointments' });
const errorToasts = (page: Page) => page.getByRole('status', { name: 'Error', exact: true });

async function openDay(page: Page, baseUrl: string, date: string): Promise<void> {
  await page.goto(`${baseUrl}/appointments?date=${date}`);
  await screenHeading(page, 'Appointments').waitFor();
}

/** The computed background colour of an element (a status badge), to tell the status colours apart. */
const background = (page: Page, selector: string) =>
  page.evaluate<string>(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).backgroundColor`);

describeInBrowser('Appointments', (suite) => {
  test('Schedule Appointment on the chosen day: the day’s list, the Upcoming tab, the animal’s appointments and the dashboard follow', async () => {
    const seed = await createSeeder(suite.app);
    const milo = await seed.animal({ name: 'Milo Booked' });
    const before = await dashboardStats(seed);
    const user = await suite.app.createStaffUser({ name: 'Avery Quinn' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, user, '/appointments');
    await screenHeading(page, 'Appointments').waitFor();

    // A day picked in the calendar becomes the day shown, and the new appointment's date.
    await openDay(page, suite.app.baseUrl, FUTURE_DAY);
    await page.getByRole('region', { name: 'Calendar' }).getByText('14', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === '2028-03-14');
    await page.getByText('No appointments on Mar 14, 2028.').waitFor();

    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const form = dialog(page, 'Schedule Appointment');
    await form.getByRole('combobox', { name: 'Staff Member' }).waitFor();
    expect(await form.getByLabel('Status').inputValue()).toBe('Upcoming');
    expect(await form.getByLabel('Date').inputValue()).toBe('2028-03-14');
    expect(await form.getByRole('combobox', { name: 'Staff Member' }).inputValue()).toBe('Avery Quinn');
    expect(await form.getByLabel('Appointment Type').locator('option').allInnerTexts()).toEqual([
      'Vaccination',
      'Check-up',
      'Surgery',
      'Dental',
      'Grooming',
      'Behavioral Assessment',
      'Medical Treatment',
      'Other',
    ]);
    await pickAnimal(form, 'Animal', 'Milo Booked');
    await form.getByLabel('Appointment Type').selectOption('Dental');
    await form.getByLabel('Time').fill('10:30');
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    expect(await toastText(page, 'Appointment scheduled')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    await daySchedule(page, 'Mar 14, 2028').getByText('Milo Booked').waitFor();
    await upcomingTable(page).getByText('Milo Booked').waitFor();

    // One for today counts on the dashboard.
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await pickAnimal(form, 'Animal', 'Milo Booked');
    await form.getByLabel('Date').fill(shelterToday());
    await form.getByLabel('Time').fill('08:15');
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    expect(await toastText(page, 'Appointment scheduled')).toBeTruthy();
    await form.waitFor({ state: 'detached' });

    const booked = await seed.request<TAppointment[]>('GET', `/animals/${milo.id}/appointments`);
    expect(booked.map(({ date, time, appointmentType, status, staffMember }) => ({ date, time, appointmentType, status, staffMember }))).toEqual([
      { date: shelterToday(), time: '08:15', appointmentType: 'Check-up', status: 'Upcoming', staffMember: 'Avery Quinn' },
      { date: '2028-03-14', time: '10:30', appointmentType: 'Dental', status: 'Upcoming', staffMember: 'Avery Quinn' },
    ]);
    expect((await dashboardStats(seed)).appointmentsToday).toBe(before.appointmentsToday + 1);
  });

  test('the chosen day’s appointments are sorted by time; past ones read their outcome, or Not marked; Confirmed is green, Upcoming blue', async () => {
    const seed = await createSeeder(suite.app);
    const [one, two, three] = await seed.animals(3, 'Sorted', { intakeDate: '2020-01-02' });
    await seed.appointment(one!, { date: '2028-04-02', time: '14:00' });
    await seed.appointment(two!, { date: '2028-04-02', time: '09:00', status: 'Confirmed' });
    await seed.appointment(three!, { date: '2028-04-02', time: '11:30' });
    await seed.appointment(one!, { date: '2020-05-04', time: '10:00', appointmentType: 'Grooming' });
    await seed.appointment(two!, { date: '2020-05-05', time: '10:00', appointmentType: 'Surgery', status: 'Cancelled' });
    const completed = await seed.appointment(three!, { date: '2020-05-03', time: '10:00', appointmentType: 'Dental' });
    await seed.request('PUT', `/appointments/${completed.id}/outcome`, { outcome: 'Completed' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await openDay(page, suite.app.baseUrl, '2028-04-02');
    const day = daySchedule(page, 'Apr 2, 2028');
    await day.waitFor();
    expect(await day.getByRole('link').allInnerTexts()).toEqual(['Sorted 2', 'Sorted 3', 'Sorted 1']);
    const confirmed = await background(page, '[aria-label="Appointments on Apr 2, 2028"] li:nth-child(1) [aria-label*="change status"]');
    const upcoming = await background(page, '[aria-label="Appointments on Apr 2, 2028"] li:nth-child(2) [aria-label*="change status"]');
    expect(confirmed).not.toBe(upcoming);

    await page.getByRole('tab', { name: 'Past' }).click();
    const past = pastTable(page);
    await past.locator('tbody tr').filter({ hasText: 'Grooming' }).waitFor();
    // Newest first; a past appointment reads its outcome, Cancelled if it was cancelled, else Not
    // marked. Only this test's rows count: by the shelter's clock, another test's appointment of
    // today may be past already.
    await past.locator('tbody tr').filter({ hasText: 'Dental' }).waitFor();
    const all = await past.locator('tbody tr').allInnerTexts();
    const rows = all.filter((row) => row.includes('Sorted'));
    expect(rows[0]).toContain('Cancelled');
    expect(rows[1]).toContain('Not marked');
    expect(rows[2]).toContain('Completed');
    const notMarkedRow = all.indexOf(rows[1] ?? '') + 1;
    const notMarked = await background(page, `[aria-label="Past appointments"] tbody tr:nth-child(${notMarkedRow}) [aria-label*="change status"]`);
    expect(notMarked).not.toBe(upcoming);
    expect(notMarked).not.toBe(confirmed);
  });

  test('Date and Time are required, and so is an animal; nothing is sent', async () => {
    const seed = await createSeeder(suite.app);
    const before = await seed.request<TAppointment[]>('GET', '/appointments');
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const form = dialog(page, 'Schedule Appointment');
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    for (const message of ['Date is required', 'Time is required', 'Animal is required']) await form.getByText(message, { exact: true }).waitFor();
    expect(await seed.request<TAppointment[]>('GET', '/appointments')).toHaveLength(before.length);
  });

  test('booking an animal twice at one time: the server refuses, the dialog asks “Book anyway?”, and then books it', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Double Booked' });
    await seed.appointment(animal, { date: '2028-05-06', time: '10:00' });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    // The animal detail's button: the dialog opens preset to the animal.
    await page.goto(`${suite.app.baseUrl}/animals/${animal.id}`);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await page.getByRole('link', { name: 'Schedule Appointment' }).click();
    const form = dialog(page, 'Schedule Appointment');
    await form.getByLabel('Time').waitFor();
    expect(await form.getByRole('combobox', { name: 'Animal' }).inputValue()).toBe(`Double Booked (${animal.animalId})`);
    await form.getByLabel('Date').fill('2028-05-06');
    await form.getByLabel('Time').fill('10:00');
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    await form.getByText('Double Booked already has an appointment from 10:00 AM to 10:30 AM (Check-up with Dr. Patel).').waitFor();
    await form.getByText('Book anyway? Both appointments will stand.', { exact: false }).waitFor();
    expect(await errorToasts(page).count()).toBe(0);
    await form.getByRole('button', { name: 'Book anyway' }).click();
    expect(await toastText(page, 'Appointment scheduled')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const booked = await seed.request<TAppointment[]>('GET', `/animals/${animal.id}/appointments`);
    expect(booked.map((appointment) => `${appointment.date} ${appointment.time}`)).toEqual(['2028-05-06 10:00', '2028-05-06 10:00']);
  });

  test('a staff user booked twice at overlapping times: a warning with the server’s message and Book anyway, no error toast', async () => {
    const seed = await createSeeder(suite.app);
    const [first, second] = await seed.animals(2, 'Staff Booked');
    await suite.app.createStaffUser({ name: 'Dr. Nadia Okonkwo', role: 'veterinarian' });
    const vet = (await seed.request<TStaffUserOption[]>('GET', '/appointments/staff-users')).find((user) => user.name === 'Dr. Nadia Okonkwo');
    await seed.appointment(first!, { date: '2028-08-12', time: '10:00', appointmentType: 'Vaccination', staffUserId: vet!.id, staffMember: undefined });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await openDay(page, suite.app.baseUrl, '2028-08-12');
    await daySchedule(page, 'Aug 12, 2028').getByText('to 10:30').waitFor();

    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const form = dialog(page, 'Schedule Appointment');
    expect(await form.getByLabel('Duration').inputValue()).toBe('30');
    await pickAnimal(form, 'Animal', 'Staff Booked 2');
    await form.getByLabel('Time').fill('10:15');
    await form.getByLabel('Duration').selectOption('60');
    await form.getByRole('combobox', { name: 'Staff Member' }).fill('Nadia');
    await form.getByRole('option', { name: 'Dr. Nadia Okonkwo' }).click();
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    await form.getByText('Dr. Nadia Okonkwo already has an appointment from 10:00 AM to 10:30 AM (Staff Booked 1, Vaccination).').waitFor();
    expect(await errorToasts(page).count()).toBe(0);
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await seed.request<TAppointment[]>('GET', `/animals/${second!.id}/appointments`)).toEqual([]);

    await form.getByRole('button', { name: 'Book anyway' }).click();
    expect(await toastText(page, 'Appointment scheduled')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const booked = await seed.request<TAppointment[]>('GET', `/animals/${second!.id}/appointments`);
    expect(booked.map(({ time, durationMinutes, staffUserId, staffMember }) => ({ time, durationMinutes, staffUserId, staffMember }))).toEqual([
      { time: '10:15', durationMinutes: 60, staffUserId: vet!.id, staffMember: 'Dr. Nadia Okonkwo' },
    ]);
    await daySchedule(page, 'Aug 12, 2028').getByText('to 11:15').waitFor();
    expect(await errorToasts(page).count()).toBe(0);
  });

  test('status changes: Confirm; restoring a cancelled appointment whose slot is taken asks “Book anyway?”', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Status Changer' });
    const first = await seed.appointment(animal, { date: '2028-06-07', time: '09:00' });
    const cancelled = await seed.appointment(animal, { date: '2028-06-07', time: '13:00', status: 'Cancelled' });
    await seed.request('PUT', `/appointments/${cancelled.id}`, { time: '09:00', allowOverlap: true });
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 409/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), '/appointments');
    await openDay(page, suite.app.baseUrl, '2028-06-07');
    const day = daySchedule(page, 'Jun 7, 2028');
    await day.waitFor();

    await day
      .locator('li')
      .nth(0)
      .getByRole('button', { name: /change status of/ })
      .click();
    await page.getByRole('menuitem', { name: 'Confirm' }).click();
    expect(await toastText(page, 'Appointment updated')).toContain('Confirmed');
    await expect
      .poll(async () => (await seed.request<TAppointment[]>('GET', `/animals/${animal.id}/appointments`)).find((a) => a.id === first.id)?.status, SETTLES)
      .toBe('Confirmed');

    await day
      .locator('li')
      .filter({ hasText: 'Cancelled' })
      .getByRole('button', { name: /change status of/ })
      .click();
    await page.getByRole('menuitem', { name: 'Mark Upcoming' }).click();
    const question = page.getByRole('alertdialog', { name: 'Book anyway?' });
    await question.getByText('Status Changer already has an appointment from 9:00 AM to 9:30 AM (Check-up with Dr. Patel).', { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Book anyway' }).click();
    await page.getByRole('status', { name: 'Appointment updated' }).filter({ hasText: 'is now Upcoming' }).waitFor();
    const after = await seed.request<TAppointment[]>('GET', `/animals/${animal.id}/appointments`);
    expect(after.find((a) => a.id === cancelled.id)?.status).toBe('Upcoming');
  });

  test('a failed load shows the red box with the error', async () => {
    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 500/] }));
    await failProcedure(page, 'appointments.page');
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await page.getByText('Error loading appointments: Internal server error').first().waitFor();
  });

  test('at 375 px the screen fits the width, and no serious accessibility problem is found', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Phone Booking' });
    await seed.appointment(animal, { date: '2028-07-08', time: '15:45', notes: 'Bring the carrier' });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await openDay(page, suite.app.baseUrl, '2028-07-08');
    await daySchedule(page, 'Jul 8, 2028').waitFor();
    await upcomingTable(page).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await dialog(page, 'Schedule Appointment').getByLabel('Time').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
