import { expect, test } from 'vitest';
import { dateInZone } from '../src-shared/dates.js';
import { describeInBrowser } from './support/browser-suite.js';
import { dialog } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

describeInBrowser('The shelter’s today', (suite) => {
  test('a form’s date opens on the day in the shelter’s time zone, not on this device’s day', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Tempo' });
    const page = await suite.openPage();
    const deviceToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    // UTC+14 and UTC-11 are always on different days, so one of them is not on this device's day.
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((candidate) => dateInZone(new Date(), candidate) !== deviceToday);
    if (!zone) throw new Error('unreachable: the two zones are a day apart');
    await seed.request('PUT', '/settings', { organization: { timeZone: zone } });
    const shelterToday = dateInZone(new Date(), zone);

    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'admin' }), `/medical-records?selected=${animal.id}`);
    await screenHeading(page, 'Medical Records').waitFor();
    await page.getByRole('button', { name: 'Add Medical Record' }).click();
    const form = dialog(page, 'Add Medical Record');
    expect(await form.getByLabel('Date').inputValue()).toBe(shelterToday);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // A fresh page load whose calendar answers late: the dialog opened meanwhile waits for it
    // instead of taking this device's day as its default.
    let releaseCalendar = () => {};
    const calendarHeld = new Promise<void>((resolve) => (releaseCalendar = resolve));
    await page.route(/\/trpc\/[^?]*settings\.calendar/, async (route) => {
      await calendarHeld;
      await route.continue();
    });
    await page.goto(`${suite.app.baseUrl}/animals`);
    await page.getByRole('button', { name: 'New Animal' }).click();
    await dialog(page, 'Add New Animal').waitFor();
    releaseCalendar();
    expect(await dialog(page, 'Add New Animal').getByLabel('Intake Date').inputValue()).toBe(shelterToday);
  });
});
