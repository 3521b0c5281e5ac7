import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { describeInBrowser } from './support/browser-suite.js';
import { allowBusyMachine } from './support/record-screens.js';
import { dialog, toastText } from './support/screens.js';
import { createSeeder } from './support/seed.js';
import { logIn } from './support/staff.js';

/** A one-page PDF, made here. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** The file input behind Choose File in the upload dialog. */
const fileInput = (page: Page) => dialog(page, 'Upload Document').locator('input[type="file"]');

describeInBrowser('documents', (suite) => {
  test('staff upload a PDF on the animal’s page, download it, rename it and remove it with a reason', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Tango' });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ name: 'Dana Files' }), `/animals/${animal.id}?tab=documents`);
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No documents yet').waitFor();

    await panel.getByRole('button', { name: 'Upload Document' }).click();
    await fileInput(page).setInputFiles({ name: 'previous-vet.pdf', mimeType: 'application/pdf', buffer: PDF });
    const upload = dialog(page, 'Upload Document');
    await upload.getByText('previous-vet.pdf').waitFor();
    await upload.getByRole('textbox', { name: 'Title' }).fill('Vet record from previous owner');
    await upload.getByRole('button', { name: 'Upload Document' }).click();
    await toastText(page, 'Document uploaded');

    const table = panel.getByRole('table', { name: 'Documents about Tango' });
    const row = table.getByRole('row').filter({ hasText: 'Vet record from previous owner' });
    const text = await row.innerText();
    for (const part of ['previous-vet.pdf', 'PDF', `${PDF.length} bytes`, 'by Dana Files']) expect(text).toContain(part);

    // The link downloads the file itself, for signed-in staff only.
    const link = row.getByRole('link', { name: 'Vet record from previous owner' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/\d+\/file$/);
    const download = await page.request.get(`${suite.app.baseUrl}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    expect((await fetch(`${suite.app.baseUrl}${href}`)).status).toBe(401);

    await row.getByRole('button', { name: 'Actions for Vet record from previous owner' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = dialog(page, 'Rename Document');
    await rename.getByRole('textbox', { name: /^Title/ }).fill('Vaccination history');
    await rename.getByRole('button', { name: 'Save Title' }).click();
    await toastText(page, 'Document renamed');
    const renamed = table.getByRole('row').filter({ hasText: 'Vaccination history' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Actions for Vaccination history' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const removal = dialog(page, 'Remove Document');
    await removal.getByRole('textbox', { name: /^Reason/ }).fill('Uploaded for the wrong animal');
    await removal.getByRole('button', { name: 'Remove Document' }).click();
    await toastText(page, 'Document removed');
    await panel.getByText('No documents yet').waitFor();
    expect((await page.request.get(`${suite.app.baseUrl}${href}`)).status()).toBe(404);
  });

  test('a person’s page has their documents, each a line of their history; a volunteer sees none, on the person or the animal', async () => {
    const seed = await createSeeder(suite.app);
    const person = await seed.request<{ id: number }>('POST', '/people', { name: 'Lee Signer', email: 'lee@example.org' });
    const animal = await seed.animal({ name: 'Juno' });
    const scan = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ name: 'Dana Files' }), `/people/${person.id}`);
    await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await fileInput(page).setInputFiles({ name: 'signed-contract.png', mimeType: 'image/png', buffer: scan });
    await dialog(page, 'Upload Document').getByRole('button', { name: 'Upload Document' }).click();
    await toastText(page, 'Document uploaded');
    const row = page.getByRole('table', { name: 'Documents about Lee Signer' }).getByRole('row').filter({ hasText: 'signed-contract.png' });
    expect(await row.innerText()).toContain('PNG image');
    const history = page.getByRole('list', { name: 'History, newest first' });
    await history.getByText('signed-contract, uploaded by Dana Files').waitFor();
    expect(await history.getByRole('listitem').first().innerText()).toContain('Document');

    const volunteer = allowBusyMachine(await suite.openPage());
    await logIn(volunteer, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), `/people/${person.id}`);
    await volunteer.getByRole('heading', { level: 1, name: 'Lee Signer' }).waitFor();
    expect(await volunteer.getByRole('heading', { name: 'Documents' }).count()).toBe(0);
    expect(await volunteer.getByText('signed-contract').count()).toBe(0);
    await volunteer.goto(`${suite.app.baseUrl}/animals/${animal.id}?tab=documents`);
    await volunteer.getByRole('heading', { level: 1, name: 'Juno' }).waitFor();
    expect(await volunteer.getByRole('tab', { name: 'Documents' }).count()).toBe(0);
    expect(await volunteer.getByRole('tab', { name: 'Overview', selected: true }).count()).toBe(1);
  });
});
