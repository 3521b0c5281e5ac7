import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAppointment, TStaffUserOption } from '../src-shared/schemas/appointments.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, pickAnimal, SETTLES } from './support/record-screens.js';
import { DISPLAY_SETTINGS_KEY } from '../src-client/shared/display-settings.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/** Fixed days: one past (in March 2026, before any run of these tests) and one to come (within the 2 years ahead one may book). */
const PAST_DAY = '2026-03-02';
const FUTURE_DAY = '2028-09-13';

const daySchedule = (page: Page, dayLabel: string) => page.getByRole('list', { name: `Appointments on ${dayLabel}` });
const statusButton = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`: change status of ${name}’s`) });

async function openDay(page: Page, baseUrl: string, date: string): Promise<void> {
  await page.goto(`${baseUrl}/appointments?date=${date}`);
  await screenHeading(page, 'Appointments').waitFor();
}

describeInBrowser('Appointment outcomes, times and staff', (suite) => {
  test('a past appointment nobody marked reads Not marked; marking it No-show shows No-show in the day, the Past tab and the animal’s tab', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Noshow Nora', intakeDate: '2026-01-05' });
    const booked = await seed.appointment(animal, { date: PAST_DAY, time: '10:00', appointmentType: 'Dental' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'veterinarian' }), '/appointments');
    await openDay(page, suite.app.baseUrl, PAST_DAY);
    const day = daySchedule(page, 'Mar 2, 2026');
    const badge = statusButton(day, 'Noshow Nora');
    expect((await badge.getAttribute('aria-label'))?.startsWith('Not marked:')).toBe(true);

    await badge.click();
    // A past appointment offers what happened, never Confirm.
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Mark Completed', 'Mark No-show', 'Cancel appointment']);
    await page.getByRole('menuitem', { name: 'Mark No-show' }).click();
    expect(await toastText(page, 'Appointment updated')).toContain('is now No-show');
    await expect.poll(async () => (await badge.getAttribute('aria-label'))?.split(':')[0], SETTLES).toBe('No-show');
    expect((await seed.request<TAppointment[]>('GET', `/animals/${animal.id}/appointments`))[0]).toMatchObject({ id: booked.id, outcome: 'No-show' });

    await page.getByRole('tab', { name: 'Past' }).click();
    await statusButton(page.getByRole('table', { name: 'Past appointments' }), 'Noshow Nora')
      .filter({ hasText: 'No-show' })
      .waitFor();

    await page.goto(`${suite.app.baseUrl}/animals/${animal.id}`);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await page.getByRole('table', { name: 'Appointments of Noshow Nora' }).getByText('No-show', { exact: true }).waitFor();

    // A correction: the outcome cleared, it reads Not marked again.
    await openDay(page, suite.app.baseUrl, PAST_DAY);
    await badge.click();
    await page.getByRole('menuitem', { name: 'Clear the outcome' }).click();
    await expect.poll(async () => (await badge.getAttribute('aria-label'))?.split(':')[0], SETTLES).toBe('Not marked');
  });

  test('the Clock setting: 12-hour times on the appointments screen turn 24-hour everywhere once Display says so', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Clock Watcher', intakeDate: '2026-01-05' });
    await seed.appointment(animal, { date: FUTURE_DAY, time: '14:30', durationMinutes: 45 });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    // Stored once (not before every load, as storeDisplaySettings does), so the choice made in Settings below holds.
    await page.evaluate(`window.localStorage.setItem(${JSON.stringify(DISPLAY_SETTINGS_KEY)}, ${JSON.stringify(JSON.stringify({ clock: '12-hour' }))})`);
    await openDay(page, suite.app.baseUrl, FUTURE_DAY);
    const day = daySchedule(page, 'Sep 13, 2028');
    const list = page.getByRole('table', { name: 'Upcoming appointments' });
    await day.getByText('2:30 PM', { exact: true }).waitFor();
    await day.getByText('to 3:15 PM', { exact: true }).waitFor();
    await list.getByRole('cell', { name: '2:30 PM–3:15 PM', exact: true }).waitFor();
    expect(await statusButton(day, 'Clock Watcher').getAttribute('aria-label')).toContain('at 2:30 PM');

    await page.goto(`${suite.app.baseUrl}/settings?tab=display`);
    await page.getByLabel('Clock').selectOption('24-hour');
    await openDay(page, suite.app.baseUrl, FUTURE_DAY);
    await day.getByText('14:30', { exact: true }).waitFor();
    await day.getByText('to 15:15', { exact: true }).waitFor();
    await list.getByRole('cell', { name: '14:30–15:15', exact: true }).waitFor();
    expect(await statusButton(day, 'Clock Watcher').getAttribute('aria-label')).toContain('at 14:30');

    // The form's time reads on the same clock, and takes a time typed on either.
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const time = dialog(page, 'Schedule Appointment').getByLabel('Time');
    await time.fill('4:15 pm');
    await time.blur();
    expect(await time.inputValue()).toBe('16:15');
  });

  test('the calendar marks the days of the month shown that have appointments', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Calendar Cat', intakeDate: '2026-01-05' });
    await seed.appointment(animal, { date: '2028-10-17', time: '09:00' });
    await seed.appointment(animal, { date: '2028-10-17', time: '11:00' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await openDay(page, suite.app.baseUrl, '2028-10-02');
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const marked = calendar.locator('[data-appointments]');
    await expect.poll(() => marked.count(), SETTLES).toBe(1);
    expect(await marked.getAttribute('aria-label')).toBe('Tuesday, October 17, 2028, 2 appointments');
    expect(await marked.getAttribute('data-appointments')).toBe('2');
    expect(await calendar.getByLabel('Wednesday, October 18, 2028', { exact: true }).count()).toBe(1);
    await marked.click();
    await page.waitForURL((url) => url.searchParams.get('date') === '2028-10-17');
    await daySchedule(page, 'Oct 17, 2028').getByText('Calendar Cat').first().waitFor();
  });

  test('Staff Member is chosen from the users, or typed for an outside vet', async () => {
    const seed = await createSeeder(suite.app);
    const [first, second] = await seed.animals(2, 'Staffed', { intakeDate: '2026-01-05' });
    await suite.app.createStaffUser({ name: 'Dr. Imani Castellanos', role: 'veterinarian' });
    const vet = (await seed.request<TStaffUserOption[]>('GET', '/appointments/staff-users')).find((user) => user.name === 'Dr. Imani Castellanos');
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ name: 'Robin Booker' }), '/appointments');

    await openDay(page, suite.app.baseUrl, '2028-11-06');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const form = dialog(page, 'Schedule Appointment');
    const staff = form.getByRole('combobox', { name: 'Staff Member' });
    // It opens with the signed-in user, who is one of the users.
    expect(await staff.inputValue()).toBe('Robin Booker');
    await form.getByText('A user of the shelter', { exact: false }).waitFor();
    await pickAnimal(form, 'Animal', 'Staffed 1');
    await form.getByLabel('Time').fill('09:00');
    await staff.fill('castel');
    await form.getByRole('option', { name: 'Dr. Imani Castellanos' }).click();
    expect(await staff.inputValue()).toBe('Dr. Imani Castellanos');
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    expect(await toastText(page, 'Appointment scheduled')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const [chosen] = await seed.request<TAppointment[]>('GET', `/animals/${first!.id}/appointments`);
    expect(chosen).toMatchObject({ staffUserId: vet!.id, staffMember: 'Dr. Imani Castellanos', staffUserName: 'Dr. Imani Castellanos' });

    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await pickAnimal(form, 'Animal', 'Staffed 2');
    await form.getByLabel('Time').fill('10:00');
    await staff.fill('Dr. Outside Okafor');
    await form.getByText('Not a user', { exact: false }).waitFor();
    await staff.press('Escape');
    expect(await staff.inputValue()).toBe('Dr. Outside Okafor');
    await form.getByRole('button', { name: 'Schedule Appointment' }).click();
    expect(await toastText(page, 'Appointment scheduled')).toBeTruthy();
    await form.waitFor({ state: 'detached' });
    const [typed] = await seed.request<TAppointment[]>('GET', `/animals/${second!.id}/appointments`);
    expect(typed).toMatchObject({ staffUserId: null, staffMember: 'Dr. Outside Okafor' });
  });

  test('at 375 px the day with its outcomes fits the width, and no serious accessibility problem is found', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Phone Outcome', intakeDate: '2026-01-05' });
    const done = await seed.appointment(animal, { date: '2026-03-03', time: '09:00' });
    await seed.request('PUT', `/appointments/${done.id}/outcome`, { outcome: 'Completed' });
    await seed.appointment(animal, { date: '2026-03-03', time: '11:00', notes: 'Nobody marked this one' });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/appointments');
    await openDay(page, suite.app.baseUrl, '2026-03-03');
    const day = daySchedule(page, 'Mar 3, 2026');
    await day.getByRole('button', { name: /^Completed: change status/ }).waitFor();
    await day.getByRole('button', { name: /^Not marked: change status/ }).waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
