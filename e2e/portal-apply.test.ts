import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, DESKTOP, PHONE } from './support/browser-suite.js';
import {
  APPLICANT,
  fillApplication,
  focused,
  isFocused,
  pageHeading,
  seedPortalShelter,
  staffApplications,
  toast,
  type TPortalShelter,
} from './support/portal.js';
import { failProcedure } from './support/trpc-routes.js';

const REQUIRED_MESSAGES = [
  'Name must be at least 2 characters',
  'Invalid email address',
  'Phone number must be at least 10 characters',
  'Type of home is required',
  'Previous pet experience is required',
  'Please tell us why you want to adopt',
  'Please tell us how you heard about us',
];

describeInBrowser('the adoption portal: applying to adopt', (suite) => {
  let seeded: Promise<TPortalShelter> | undefined;
  const shelter = () => (seeded ??= seedPortalShelter(suite.app));

  /** The featured animal's page with its application dialog open. */
  async function openApplication(page: Page) {
    const { featured } = await shelter();
    await page.goto(`${suite.app.baseUrl}/public/animals/${featured.id}`);
    await pageHeading(page, featured.name).waitFor();
    await page.getByRole('button', { name: `Apply to Adopt ${featured.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to Adopt ${featured.name}` });
    await dialog.waitFor();
    return dialog;
  }

  test('desktop: focus moves in and back out; each field shows its own message; conditional questions', async () => {
    const page = await suite.openPage(DESKTOP);
    // The form's code is not part of the animal's page until the visitor asks for it.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const dialog = await openApplication(page);
    expect(scripts.filter((url) => /ApplicationDialog-/.test(url))).toHaveLength(1);

    // Focus starts in the first field.
    expect(await isFocused(dialog.getByLabel('Full Name'))).toBe(true);
    for (const section of ['Your Information', 'Home Information', 'Additional Information']) {
      expect(await dialog.getByRole('group', { name: section }).isVisible()).toBe(true);
    }

    // Sent empty: every required answer says what it needs, under its field.
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of REQUIRED_MESSAGES) await dialog.getByText(message, { exact: true }).waitFor();
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(dialog.getByLabel('Full Name'))).toBe(true);
    // The message is the field's description, read out with it.
    const description = await dialog.getByLabel('Full Name').evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id: string) => input.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Name must be at least 2 characters');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Each rule of docs/domain.md#validation, one field at a time.
    await dialog.getByLabel('Full Name').fill('M');
    await dialog.getByLabel('Email').fill('morgan@');
    await dialog.getByLabel('Phone Number').fill('555-0101');
    for (const message of REQUIRED_MESSAGES.slice(0, 3)) expect(await dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
    await dialog.getByLabel('Full Name').fill('Morgan Lee');
    await dialog.getByLabel('Email').fill('morgan@example.com');
    await dialog.getByLabel('Phone Number').fill('555-010-1234');
    for (const message of REQUIRED_MESSAGES.slice(0, 3)) await dialog.getByText(message, { exact: true }).waitFor({ state: 'detached' });

    // Own is the default; landlord approval is asked of renters only.
    expect(await dialog.getByRole('radio', { name: 'Own' }).isChecked()).toBe(true);
    const landlord = dialog.getByRole('checkbox', { name: /landlord/i });
    expect(await landlord.count()).toBe(0);
    await dialog.getByText('Rent', { exact: true }).click();
    await landlord.waitFor({ state: 'attached' });
    await dialog.getByText('Own', { exact: true }).click();
    await landlord.waitFor({ state: 'detached' });

    // Other pets' details only when there are other pets.
    const details = dialog.getByLabel(/Other Pets Details/);
    expect(await details.count()).toBe(0);
    await dialog.getByText('I have other pets').click();
    await details.waitFor();
    await dialog.getByText('I have other pets').click();
    await details.waitFor({ state: 'detached' });

    // Escape closes; focus returns to the button that opened it; what was typed is still there.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page).textContent()).toBe('Apply to Adopt Biscuit');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe('Morgan Lee');
  });

  test('phone: a complete application is sent, acknowledged with its reference, and reaches the staff inbox', async () => {
    const { seeder, featured } = await shelter();
    const page = await suite.openPage(PHONE);
    const dialog = await openApplication(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);

    await fillApplication(dialog, {
      ...APPLICANT,
      homeType: 'Apartment',
      rent: { landlordApproval: true },
      children: true,
      otherPets: 'A senior cat, very calm',
      notes: 'We work from home.',
    });
    // Held back a moment, to see the button while it is sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/public.submitApplication**', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    const sending = dialog.getByRole('button', { name: /Submitting\.\.\./ });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    await dialog.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    expect(await dialog.getByText(/staff will review your application and typically respond within 2-3 business days/).isVisible()).toBe(true);
    const reference = (await dialog.getByTestId('application-reference').innerText()).trim();
    expect(reference).toMatch(/^\d{8}$/);
    expect(await dialog.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
    const message = toast(page);
    await message.getByText('Application Submitted', { exact: true }).waitFor();
    expect(await message.getByText('Your adoption application has been submitted successfully!').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const stored = (await staffApplications(seeder)).find((application) => application.reference === reference);
    expect(stored).toMatchObject({
      status: 'Received',
      animalId: featured.id,
      applicantName: APPLICANT.name,
      applicantEmail: APPLICANT.email,
      applicantPhone: APPLICANT.phone,
      homeType: 'Apartment',
      rentOrOwn: 'rent',
      landlordApproval: true,
      hasChildren: true,
      hasOtherPets: true,
      otherPetsDetails: 'A senior cat, very calm',
      previousPetExperience: APPLICANT.experience,
      reasonForAdoption: APPLICANT.reason,
      howDidYouHear: APPLICANT.heardFrom,
      additionalNotes: 'We work from home.',
    });

    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page).textContent()).toBe(`Apply to Adopt ${featured.name}`);
    // The note of the application stays private.
    expect(await page.getByText(/Adoption application received/).count()).toBe(0);
  });

  test('a failed submission says so, keeps the form as typed, and stores nothing', async () => {
    const { seeder } = await shelter();
    const before = (await staffApplications(seeder)).length;
    const page = await suite.openPage(DESKTOP, { expectedErrors: [/status of 500/] });
    const dialog = await openApplication(page);
    await fillApplication(dialog, APPLICANT);
    await failProcedure(page, 'public.submitApplication');

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    const message = toast(page);
    await message.getByText('Submission Failed', { exact: true }).waitFor();
    expect(await message.getByText('There was an error submitting your application. Please try again.').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe(APPLICANT.name);
    expect(await dialog.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    expect(await dialog.getByText('Application Submitted!').count()).toBe(0);
    expect((await staffApplications(seeder)).length).toBe(before);
  });

  test('the honeypot: out of sight and reach; filled in, the visitor sees success and nothing is stored', async () => {
    const { seeder } = await shelter();
    const before = await staffApplications(seeder);
    const page = await suite.openPage(PHONE);
    const dialog = await openApplication(page);

    const fax = dialog.locator('input[name="fax"]');
    expect(await fax.getAttribute('tabindex')).toBe('-1');
    expect(await fax.getAttribute('autocomplete')).toBe('off');
    expect(await fax.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await fax.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    // Tabbing through the whole form never lands on it.
    await dialog.getByLabel('Full Name').focus();
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      expect(await isFocused(fax)).toBe(false);
    }

    await fillApplication(dialog, { ...APPLICANT, name: 'Bot Filler' });
    await fax.fill('+1 555 0100', { force: true });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    expect((await dialog.getByTestId('application-reference').innerText()).trim()).toMatch(/^\d{8}$/);

    const after = await staffApplications(seeder);
    expect(after).toHaveLength(before.length);
    expect(after.some((application) => application.applicantName === 'Bot Filler')).toBe(false);
  });
});
