import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TAdoption } from '../src-shared/schemas/adoptions.js';
import type { TAdoptionApplication } from '../src-shared/schemas/applications.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { apply, applicationsTable, rowWith } from './support/applications.js';
import { seedPerson } from './support/people.js';
import { isFocused } from './support/portal.js';
import { allowBusyMachine, SETTLES } from './support/record-screens.js';
import { animationsDone, dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder, type TSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

const reading = (page: Page) => dialog(page, 'Adoption Application');
const readBack = (seed: TSeeder, application: TAdoptionApplication) => seed.request<TAdoptionApplication>('GET', `/adoption-applications/${application.id}`);

/** The inbox, searched for one applicant, so other tests' applications stay out of the way. */
async function openInbox(page: Page, baseUrl: string, staff: { username: string; password: string }, q: string): Promise<void> {
  await logIn(page, baseUrl, staff, `/adoptions?tab=applications&q=${encodeURIComponent(q)}`);
  await applicationsTable(page).waitFor();
}

describeInBrowser('The applications inbox (docs/domain.md#applications)', (suite) => {
  test('Approve asks first and keeps the staff note; Decline asks for a reason, which staff read back', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Inbox Star' });
    const nora = await apply(seed, animal, { applicantName: 'Nora Noted', applicantEmail: 'nora@decide.example', applicantPhone: '555-017-0001' });
    const rex = await apply(seed, animal, { applicantName: 'Rex Reasoned', applicantEmail: 'rex@decide.example', applicantPhone: '555-017-0002' });
    const page = allowBusyMachine(await suite.openPage());
    await openInbox(page, suite.app.baseUrl, await suite.app.createStaffUser(), 'decide.example');
    const inbox = applicationsTable(page);

    await inbox.getByRole('link', { name: 'Nora Noted' }).click();
    await reading(page).getByRole('button', { name: 'Approve' }).click();
    await reading(page).getByText('Approve Nora Noted’s application for Inbox Star? A Pending adoption opens').waitFor();
    expect(await seed.request<TAdoption[]>('GET', `/animals/${animal.id}/adoptions`)).toEqual([]);
    // Back returns to the application, nothing decided.
    await reading(page).getByRole('button', { name: 'Back' }).click();
    await reading(page).getByRole('button', { name: 'Approve' }).click();
    await reading(page).getByRole('textbox', { name: 'Staff Note' }).fill('Home visit on Saturday went well');
    await reading(page).getByRole('button', { name: 'Approve application' }).click();
    expect(await toastText(page, 'Application approved')).toContain('A Pending adoption of Inbox Star was opened for Nora Noted.');
    await reading(page).waitFor({ state: 'detached' });
    expect(await readBack(seed, nora)).toMatchObject({ status: 'Approved', staffNote: 'Home visit on Saturday went well', declineReason: null });

    await inbox.getByRole('link', { name: 'Rex Reasoned' }).click();
    await reading(page).getByRole('button', { name: 'Decline' }).click();
    const reason = reading(page).getByRole('textbox', { name: 'Reason for Declining' });
    await expect.poll(() => isFocused(reason), SETTLES).toBe(true);
    await reading(page).getByRole('button', { name: 'Decline application' }).click();
    await reading(page).getByText('A reason is required to decline').waitFor();
    expect(await readBack(seed, rex)).toMatchObject({ status: 'Received', version: 1 });
    await reason.fill('Landlord does not allow dogs');
    await reading(page).getByRole('textbox', { name: 'Staff Note' }).fill('Suggested a cat instead');
    await reading(page).getByRole('button', { name: 'Decline application' }).click();
    expect(await toastText(page, 'Application declined')).toContain('Rex Reasoned’s application for Inbox Star was declined.');
    await reading(page).waitFor({ state: 'detached' });
    expect(await readBack(seed, rex)).toMatchObject({
      status: 'Declined',
      declineReason: 'Landlord does not allow dogs',
      staffNote: 'Suggested a cat instead',
    });

    // Staff read the decision back with the application.
    await rowWith(inbox, 'Rex Reasoned').filter({ hasText: 'Declined' }).waitFor();
    await inbox.getByRole('link', { name: 'Rex Reasoned' }).click();
    const decision = reading(page).getByRole('region', { name: 'Decision (staff only)' });
    await decision.waitFor();
    expect(await decision.innerText()).toMatch(/Reason for Declining\s+Landlord does not allow dogs[\s\S]*Staff Note\s+Suggested a cat instead/);
    await animationsDone(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a row’s animal opens its page; the application lists the applicant’s other applications and, once they are a person, their history', async () => {
    const seed = await createSeeder(suite.app);
    const [pip, pop, earlier] = [
      await seed.animal({ name: 'Twin Pip' }),
      await seed.animal({ name: 'Twin Pop' }),
      await seed.animal({ name: 'Earlier Pet', microchipId: '985000000017001' }),
    ];
    const applicant = { applicantName: 'Ola Other', applicantEmail: 'ola@others.example', applicantPhone: '555-017-0100' };
    const forPip = await apply(seed, pip, applicant);
    const forPop = await apply(seed, pop, applicant);
    const person = await seedPerson(seed, { name: 'Ola Other', email: 'ola@others.example', phone: '555-017-0100' });
    await seed.adoption(earlier, { personId: person.id, adoptionDate: '2026-02-02' });
    await seed.request('POST', `/adoption-applications/${forPip.id}/person`, { personId: person.id });

    const page = allowBusyMachine(await suite.openPage());
    await openInbox(page, suite.app.baseUrl, await suite.app.createStaffUser(), 'others.example');
    const inbox = applicationsTable(page);
    const pipRow = rowWith(inbox, 'Twin Pip');
    await pipRow.getByRole('link', { name: 'Twin Pip' }).click();
    await screenHeading(page, 'Twin Pip').waitFor();
    await page.goBack();

    // The applicant's name opens the application; the person confirmed links under it.
    await pipRow.getByRole('link', { name: 'Ola Other' }).first().click();
    const others = reading(page).getByRole('region', { name: /Applied for 2 animals/ });
    await others.getByRole('link', { name: `Twin Pop (${pop.animalId})` }).waitFor();
    expect(await others.innerText()).toContain(`Reference ${forPop.reference}`);
    const history = reading(page).getByRole('region', { name: 'Ola Other’s History' });
    await history.getByRole('listitem').filter({ hasText: 'Adopted' }).filter({ hasText: 'Earlier Pet' }).waitFor();
    expect(await history.innerText()).toContain('Applied (Received)');

    // The other application opens in the same dialog; its applicant is not yet confirmed, so no history.
    await others.getByRole('link', { name: /Twin Pop/ }).click();
    await reading(page).getByText(`Reference ${forPop.reference}`).waitFor();
    await reading(page).getByText('Matches an existing person: Ola Other').waitFor();
    expect(await reading(page).getByRole('region', { name: 'Ola Other’s History' }).count()).toBe(0);

    // The person's page is a click away.
    await reading(page)
      .getByRole('link', { name: /Twin Pip/ })
      .click();
    await reading(page).getByText('Applicant: Ola Other').getByRole('link', { name: 'Ola Other' }).click();
    await page.waitForURL(`${suite.app.baseUrl}/people/${person.id}`);
    await screenHeading(page, 'Ola Other').waitFor();
  });

  test('at 375 px the inbox, the application and the decline form fit the width', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Phone Star' });
    await apply(seed, animal, { applicantName: 'Pat Pocket', applicantEmail: 'pat@pocket-inbox.example', applicantPhone: '555-017-0200' });
    const page = allowBusyMachine(await suite.openPage(PHONE));
    await openInbox(page, suite.app.baseUrl, await suite.app.createStaffUser(), 'pocket-inbox.example');
    await applicationsTable(page).getByRole('link', { name: 'Pat Pocket' }).click();
    await reading(page).getByRole('button', { name: 'Decline' }).click();
    await reading(page).getByRole('textbox', { name: 'Reason for Declining' }).fill('The home has no garden for a large dog');
    await expectNoHorizontalScroll(page);
    await reading(page).getByRole('button', { name: 'Back' }).click();
    await reading(page).getByRole('button', { name: 'Decline' }).waitFor();
    await expectNoHorizontalScroll(page);
  });
});
