import { expect, test } from 'vitest';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import { applicationPayload } from '../test/fixtures.js';
import { describeInBrowser } from './support/browser-suite.js';
import { pickerBox } from './support/people.js';
import { allowBusyMachine } from './support/record-screens.js';
import { dialog } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

describeInBrowser('applications you can trust: pending adoptions and holds', (suite) => {
  test('an animal with an approved application shows "Adoption pending" on the portal and takes no application', async () => {
    const seed = await createSeeder(suite.app);
    const biscuit = await seed.animal({ name: 'Biscuit Pending', microchipId: '985000000000201' });
    const { reference } = await seed.request<{ reference: string }>('POST', '/public/adoption-application', applicationPayload(biscuit.id));
    const [application] = await seed.request<TAdoptionApplication[]>('GET', `/adoption-applications?q=${reference}`);
    await seed.request('PUT', `/adoption-applications/${application!.id}`, { status: 'Approved' });

    const page = await suite.openPage();
    await page.goto(`${suite.app.baseUrl}/public`);
    const card = page.locator('article.animal-card', { hasText: 'Biscuit Pending' });
    await card.getByText('Adoption pending').waitFor();

    await page.goto(`${suite.app.baseUrl}/public/animals/${biscuit.id}`);
    const button = page.getByRole('button', { name: 'Adoption pending' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText('An adoption is already pending for Biscuit Pending').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Apply to Adopt/ }).count()).toBe(0);
  });

  test('Process Adoption of an animal on Medical Hold asks first, with the latest medical record', async () => {
    const seed = await createSeeder(suite.app);
    const held = await seed.animal({ name: 'Biscuit Held', status: 'Medical Hold', microchipId: '985000000000202' });
    await seed.medicalRecord(held, { recordType: 'Surgery', description: 'Stitches after surgery\nRecheck in ten days' });

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/adoptions');
    await page.goto(`${suite.app.baseUrl}/adoptions?animal=${held.id}`);
    const form = dialog(page, 'Process Adoption');
    const question = form.getByText('Biscuit Held is on Medical Hold: process the adoption anyway?');
    await question.waitFor();
    expect(await form.innerText()).toContain('Stitches after surgery');
    expect(await form.innerText()).not.toContain('Recheck in ten days');
    expect(await pickerBox(form, 'Adopter').count()).toBe(0);

    await form.getByRole('button', { name: 'Process anyway' }).click();
    await pickerBox(form, 'Adopter').waitFor();
  });
});
