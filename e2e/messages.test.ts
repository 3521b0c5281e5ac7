import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { TMessageSummary } from '../src-shared/schemas/messages.js';
import { apply, rowWith } from './support/applications.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { dialog, discardChanges, discardQuestion, expectNoHorizontalScroll, loaded, textField, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn, screenHeading } from './support/staff.js';

/**
 * Settings → Messages (decision 0014), as the admin reads it on the test server, which has no SMTP
 * server: the status says so, every message is kept in the outbox, and the admin reads each as
 * written. Templates are edited with their preview; My Account holds each user's own address and choices.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const outbox = (page: Page) => page.getByRole('table', { name: 'Outbox' });
const templates = (page: Page) => page.getByRole('table', { name: 'Message templates' });

async function openSettingsTab(page: Page, baseUrl: string, user: { username: string; password: string }, name: string): Promise<void> {
  await logIn(page, baseUrl, user, '/settings');
  await screenHeading(page, 'Settings').waitFor();
  await tab(page, name).click();
  await page.getByRole('tabpanel', { name, exact: true }).waitFor();
}

describeInBrowser('Settings → Messages', (suite) => {
  test('the admin reads the no-SMTP status, an applicant’s message kept in the outbox, and writes a test message', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Clementine' });
    await apply(seed, animal, { applicantName: 'Marisol Quintero', applicantEmail: 'marisol.quintero@example.org' });
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage();
    await openSettingsTab(page, suite.app.baseUrl, admin, 'Messages');

    await page.getByText('No SMTP server is configured: messages are kept here and not sent (set SMTP_URL).').waitFor();
    const received = rowWith(outbox(page), 'marisol.quintero@example.org');
    await received.waitFor();
    expect(await received.innerText()).toContain('Application received');
    expect(await received.innerText()).toContain('Kept');

    await received.getByRole('link').click();
    const message = dialog(page, 'Message');
    await message
      .getByRole('region', { name: 'Plain text' })
      .getByText(/Marisol Quintero/)
      .waitFor();
    expect(await message.getByLabel('Message headers').innerText()).toContain('marisol.quintero@example.org');
    // The HTML part, in its sandboxed frame: shown, its scripts (had it any) never run.
    const frame = message.locator('iframe[title="The message as HTML"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await frame
      .contentFrame()
      .getByText(/Marisol Quintero/)
      .first()
      .waitFor();
    // A kept message went nowhere: there is nothing to send again.
    expect(await message.getByRole('button', { name: 'Send again' }).count()).toBe(0);
    await message.getByRole('button', { name: 'Close' }).first().click();
    await message.waitFor({ state: 'detached' });

    // A wrong address is refused at its field, before anything is written.
    const to = textField(page, 'Send a test message to');
    await to.fill('not an address');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Invalid email address').waitFor();
    await to.fill('front.desk@example.org');
    await page.getByRole('button', { name: 'Send test' }).click();
    expect(await toastText(page, 'Test message written')).toContain('Kept in the outbox for front.desk@example.org');
    const testRow = rowWith(outbox(page), 'front.desk@example.org');
    await testRow.waitFor();
    expect(await testRow.innerText()).toContain('Test message');

    // Filtered by state and searched: the list the admin asks for.
    await page.getByLabel('Message state').selectOption('sent');
    await page.getByText('No messages match').waitFor();
    await page.getByLabel('Message state').selectOption('kept');
    await received.waitFor();
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('front.desk');
    await expect.poll(() => outbox(page).locator('tbody tr').count()).toBe(1);
    await testRow.waitFor();

    const stored = await seed.request<{ items: TMessageSummary[]; total: number }>('GET', '/messages?q=marisol.quintero');
    expect(stored.items.map((item) => ({ kind: item.kind, state: item.state }))).toEqual([{ kind: 'applicationReceived', state: 'kept' }]);
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a template is edited with its preview, saved, and restored to its default; unsaved changes ask before closing', async () => {
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage();
    await openSettingsTab(page, suite.app.baseUrl, admin, 'Messages');
    const labels = templates(page).locator('tbody tr');
    await loaded(templates(page));
    expect(await labels.count()).toBe(7);
    for (const label of [
      'Application received',
      'Application approved',
      'Application declined',
      'Adoption completed',
      'New applications (staff)',
      'Appointment reminders (staff)',
      'Foster placements ending (staff)',
    ]) {
      await templates(page).getByText(label, { exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Edit Application received' }).click();
    let editor = dialog(page, 'Application received');
    const subject = textField(editor, 'Subject');
    const original = await subject.inputValue();
    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByTestId('preview-subject').waitFor();
    expect(await editor.getByRole('button', { name: 'Restore default' }).count()).toBe(0);

    // Unsaved: closing asks first, and Keep editing keeps what was typed.
    await subject.fill('Your application has arrived');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(await subject.inputValue()).toBe('Your application has arrived');

    // The preview follows the typing; a placeholder clicked goes where the cursor was, and is filled in the preview.
    await expect.poll(() => preview.getByTestId('preview-subject').innerText()).toBe('Your application has arrived');
    await subject.press('End');
    await subject.pressSequentially(', ');
    await editor.getByRole('region', { name: 'Placeholders' }).getByRole('button').first().click();
    expect(await subject.inputValue()).toMatch(/^Your application has arrived, \{\w+\}$/);
    await expect.poll(() => preview.getByTestId('preview-subject').innerText()).toMatch(/^Your application has arrived, [^{}]+$/);
    await editor.getByRole('button', { name: 'Save Template' }).click();
    await toastText(page, 'Template saved');
    await editor.waitFor({ state: 'detached' });
    const row = rowWith(templates(page), 'Application received');
    await row.getByText('Customized').waitFor();
    await row.getByText(/^Your application has arrived, \{\w+\}$/).waitFor();

    await page.getByRole('button', { name: 'Edit Application received' }).click();
    editor = dialog(page, 'Application received');
    await editor.getByRole('button', { name: 'Restore default' }).click();
    await page.getByRole('alertdialog', { name: 'Restore the default text?' }).getByRole('button', { name: 'Restore default' }).click();
    await toastText(page, 'Default restored');
    await expect.poll(() => textField(editor, 'Subject').inputValue()).toBe(original);
    await editor.getByRole('button', { name: 'Restore default' }).waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await rowWith(templates(page), 'Application received').getByText('Customized').count()).toBe(0);

    // Typed and left: Discard drops it, and nothing was saved.
    await page.getByRole('button', { name: 'Edit Application received' }).click();
    editor = dialog(page, 'Application received');
    await textField(editor, 'Subject').fill('Never saved');
    await page.keyboard.press('Escape');
    await discardChanges(page);
    await editor.waitFor({ state: 'detached' });
    expect(await templates(page).getByText('Never saved').count()).toBe(0);
  });

  test('My Account: a volunteer sets their e-mail and choices, without the New applications choice; only admins have Messages', async () => {
    const volunteer = await suite.app.createStaffUser({ role: 'volunteer', name: 'Sam Rivera' });
    const page = await suite.openPage();
    await openSettingsTab(page, suite.app.baseUrl, volunteer, 'My Account');
    expect(await tab(page, 'Messages').count()).toBe(0);
    const form = page.getByRole('form', { name: 'E-mail and messages' });
    await textField(form, 'E-mail Address').waitFor();
    expect(await form.getByLabel('New Applications').count()).toBe(0);
    expect(await form.getByLabel('Daily at').locator('option').first().innerText()).toBe('12:00 AM');

    await textField(form, 'E-mail Address').fill('sam@example');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Invalid email address').waitFor();
    await textField(form, 'E-mail Address').fill('sam.rivera@example.org');
    await form.getByLabel('Daily at').selectOption({ label: '7:00 AM' });
    await form.getByRole('checkbox', { name: 'Foster placements ending' }).setChecked(true, { force: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Messages saved');

    await page.reload();
    const saved = page.getByRole('form', { name: 'E-mail and messages' });
    await textField(saved, 'E-mail Address').waitFor();
    expect(await textField(saved, 'E-mail Address').inputValue()).toBe('sam.rivera@example.org');
    expect(await saved.getByLabel('Daily at').inputValue()).toBe('7');
    expect(await saved.getByRole('checkbox', { name: 'Foster placements ending' }).isChecked()).toBe(true);
    expect(await saved.getByRole('checkbox', { name: 'Appointment reminders' }).isChecked()).toBe(false);

    // Staff read applications: they choose how new ones reach them.
    const staffPage = await suite.openPage();
    await openSettingsTab(staffPage, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'staff' }), 'My Account');
    await staffPage.getByRole('form', { name: 'E-mail and messages' }).getByLabel('New Applications').waitFor();
    expect(await staffPage.getByLabel('New Applications').locator('option').allInnerTexts()).toEqual(['Off', 'As they arrive', 'Daily digest']);
    expect(await tab(staffPage, 'Messages').count()).toBe(0);
  });

  test('at 375 px the Messages tab fits the width, its message opens full screen, and it passes axe', async () => {
    const seed = await createSeeder(suite.app);
    await apply(seed, await seed.animal({ name: 'Pistachio' }), {
      applicantName: 'Theodora Vasquez-Lindqvist',
      applicantEmail: 'theodora.vasquez-lindqvist@example.org',
    });
    const admin = await suite.app.createStaffUser({ role: 'admin' });
    const page = await suite.openPage(PHONE);
    await openSettingsTab(page, suite.app.baseUrl, admin, 'Messages');
    const row = rowWith(outbox(page), 'theodora.vasquez-lindqvist@example.org');
    await row.waitFor();
    await loaded(templates(page));
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole('link').click();
    const message = dialog(page, 'Message');
    await message
      .getByRole('region', { name: 'Plain text' })
      .getByText(/Theodora/)
      .waitFor();
    await expectNoHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
