import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import { seriousAxeViolations } from './support/axe.js';
import { describeInBrowser, PHONE } from './support/browser-suite.js';
import { allowBusyMachine, SETTLES } from './support/record-screens.js';
import { dialog, expectNoHorizontalScroll, toastText } from './support/screens.js';
import { createSeeder, sessionCookie } from './support/seed.js';
import { logIn } from './support/staff.js';
import { CSRF_HEADERS } from '../test/app.js';

/** A file as the browser's picker hands it over. */
interface TPicked {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo of one colour, made here (the test's own pictures, nothing fetched). */
async function photo(name: string, colour: string, width: number, height: number): Promise<TPicked> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const png = name.endsWith('.png');
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer: await (png ? image.png() : image.jpeg({ quality: 80 })).toBuffer() };
}

/** Text that calls itself a JPEG: the server reads the bytes, not the name. */
const notAPhoto: TPicked = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Pepper likes the sofa by the window.\n') };

/** The content hash a photo's addresses are made of (`/media/photos/<hash>/<width>.<format>`), from a srcset. */
function hashOf(srcset: string | null): string {
  const hash = /\/media\/photos\/([0-9a-f]+)\//.exec(srcset ?? '')?.[1];
  if (!hash) throw new Error(`No photo address in ${srcset}`);
  return hash;
}

/** The photos' grid on the animal's Photos tab, and its pictures' hashes in order. */
const photoGrid = (page: Page, name: string) => page.getByRole('list', { name: `Photos of ${name}` });
async function gridOrder(grid: Locator): Promise<string[]> {
  const srcsets = await grid
    .getByRole('listitem')
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('srcset')));
  return srcsets.map(hashOf);
}

/** The page's own DataTransfer, which the Node types of this file do not declare. */
interface TPageGlobals {
  DataTransfer: new () => { items: { add(file: File): unknown } };
}

/** The file input behind Choose Photos (the button opens the device's picker, which a test cannot). */
const photoInput = (scope: Page | Locator) => scope.locator('input[type="file"][accept="image/*"]');

/** What the layout shifted since the page loaded (the Cumulative Layout Shift), read from the browser's own record. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => {
      resolve(observer.takeRecords().filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
      observer.disconnect();
    }));
  })`);
}

describeInBrowser('photos', (suite) => {
  test('staff upload photos on the animal’s page, order them, make one primary and caption it; the portal shows them at 375 px with srcset', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Pepper', species: 'Cat', breed: 'Tabby', status: 'Available', imageUrl: null });
    const [red, green, blue] = await Promise.all([
      photo('red.jpg', '#c0392b', 1200, 900),
      photo('green.png', '#27ae60', 800, 600),
      photo('blue.jpg', '#2e86c1', 640, 480),
    ]);

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser({ name: 'Robin Lens' }), `/animals/${animal.id}?tab=photos`);
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No photos yet').waitFor();

    // Three at once, listed before they are sent.
    await photoInput(panel).setInputFiles([red, green, blue]);
    expect(await panel.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('red.jpg'),
      expect.stringContaining('green.png'),
      expect.stringContaining('blue.jpg'),
    ]);
    await panel.getByRole('button', { name: 'Upload 3 photos' }).click();
    const grid = photoGrid(page, 'Pepper');
    await expect.poll(() => grid.getByRole('listitem').count(), SETTLES).toBe(3);
    await panel.getByRole('list', { name: 'Photos to upload' }).waitFor({ state: 'detached' });
    const [redHash, greenHash, blueHash] = await gridOrder(grid);
    expect(new Set([redHash, greenHash, blueHash]).size).toBe(3);

    // In the order chosen, the first the primary one; each in its sizes, never enlarged.
    const first = grid.getByRole('listitem').first();
    expect(await first.getByText('Primary', { exact: true }).isVisible()).toBe(true);
    expect(await grid.getByText('Primary', { exact: true }).count()).toBe(1);
    const firstImage = first.getByRole('img', { name: 'Photo of Pepper' });
    expect(await firstImage.getAttribute('srcset')).toBe([160, 480, 960, 1200].map((width) => `/media/photos/${redHash}/${width}.webp ${width}w`).join(', '));
    expect(await firstImage.getAttribute('sizes')).toBeTruthy();
    expect([await firstImage.getAttribute('width'), await firstImage.getAttribute('height')]).toEqual(['1200', '900']);
    expect(await first.getByText('by Robin Lens').isVisible()).toBe(true);

    // Move earlier / later, then Make primary from the photo's menu.
    await grid.getByRole('button', { name: 'Move photo 1 later' }).click();
    await expect.poll(() => gridOrder(grid), SETTLES).toEqual([greenHash, redHash, blueHash]);
    await page.getByText('Photo moved to position 2 of 3').waitFor();
    expect(await grid.getByRole('button', { name: 'Move photo 1 earlier' }).getAttribute('aria-disabled')).toBe('true');
    await grid.getByRole('button', { name: 'Actions for photo 3' }).click();
    await page.getByRole('menuitem', { name: 'Make primary' }).click();
    await expect.poll(() => gridOrder(grid), SETTLES).toEqual([blueHash, greenHash, redHash]);
    expect(await grid.getByRole('listitem').first().getByText('Primary', { exact: true }).isVisible()).toBe(true);

    // A caption, which is also the photo's name for people who cannot see it.
    await grid.getByRole('button', { name: 'Actions for photo 1' }).click();
    await page.getByRole('menuitem', { name: 'Add caption' }).click();
    const captionForm = dialog(page, 'Photo Caption');
    await captionForm.getByRole('textbox', { name: 'Caption' }).fill('Pepper on the window sill');
    await captionForm.getByRole('button', { name: 'Save Caption' }).click();
    await toastText(page, 'Caption saved');
    await grid.getByRole('img', { name: 'Pepper on the window sill' }).waitFor();
    // The header shows the primary photo now.
    const header = page.getByRole('region', { name: 'Pepper', exact: true });
    expect(hashOf(await header.getByRole('img', { name: 'Photo of Pepper' }).getAttribute('srcset'))).toBe(blueHash);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The portal on a phone: the primary photo first, in every size and format, its caption, the others a tap away.
    const visitor = await suite.openPage(PHONE);
    await visitor.goto(`${suite.app.baseUrl}/public/animals/${animal.id}`);
    const shown = visitor.getByRole('img', { name: 'Photo of Pepper' });
    await shown.waitFor();
    expect(hashOf(await shown.getAttribute('srcset'))).toBe(blueHash);
    expect(await shown.getAttribute('srcset')).toBe([160, 480, 640].map((width) => `/media/photos/${blueHash}/${width}.jpg ${width}w`).join(', '));
    expect(await shown.getAttribute('sizes')).toBeTruthy();
    expect([await shown.getAttribute('width'), await shown.getAttribute('height')]).toEqual(['640', '480']);
    expect([await shown.getAttribute('loading'), await shown.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const webp = visitor.locator('.gallery figure source[type="image/webp"]');
    expect(hashOf(await webp.getAttribute('srcset'))).toBe(blueHash);
    await visitor.getByText('Pepper on the window sill').waitFor();
    const thumbnails = visitor.getByRole('list', { name: 'Photos of Pepper' }).getByRole('button');
    expect(await thumbnails.count()).toBe(3);
    expect(await thumbnails.first().getAttribute('aria-current')).toBe('true');
    await shown.evaluate((image) => (image as unknown as { decode(): Promise<void> }).decode());
    expect(await layoutShift(visitor)).toBe(0);
    await expectNoHorizontalScroll(visitor);
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await thumbnails.nth(1).click();
    await expect.poll(async () => hashOf(await shown.getAttribute('srcset')), SETTLES).toBe(greenHash);
    expect(await thumbnails.nth(1).getAttribute('aria-current')).toBe('true');

    // Its card on the list has the primary photo too.
    await visitor.goto(`${suite.app.baseUrl}/public`);
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: 'Pepper' }) });
    expect(hashOf(await card.getByRole('img', { name: 'Photo of Pepper' }).getAttribute('srcset'))).toBe(blueHash);
    await expectNoHorizontalScroll(visitor);
  });

  test('photos chosen at intake are uploaded once the animal is saved; a refused one waits on its Photos tab with the server’s reason', async () => {
    const cookie = await sessionCookie(suite.app);
    const seed = await createSeeder(suite.app);
    const other = await seed.animal({ name: 'Refusal Probe' });
    // What the server says of the file, asked directly, for the screen to show word for word.
    const form = new FormData();
    form.append('photos', new Blob([notAPhoto.buffer], { type: notAPhoto.mimeType }), notAPhoto.name);
    const refused = await fetch(`${suite.app.baseUrl}/api/animals/${other.id}/photos`, { method: 'POST', headers: { cookie, ...CSRF_HEADERS }, body: form });
    expect(refused.status).toBe(415);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain('notes.jpg');

    const page = allowBusyMachine(await suite.openPage(undefined, { expectedErrors: [/status of 415/] }));
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), '/animals');
    await page.getByRole('button', { name: 'New Animal' }).click();
    const intake = dialog(page, 'Add New Animal');
    await intake.getByRole('textbox', { name: 'Name', exact: true }).fill('Biscotti');
    await intake.getByRole('textbox', { name: 'Breed', exact: true }).fill('Beagle');
    await intake.getByRole('textbox', { name: 'Age', exact: true }).fill('2 years');
    await photoInput(intake).setInputFiles([await photo('biscotti.jpg', '#d4a373', 800, 600), notAPhoto]);
    await intake.getByRole('button', { name: 'Save Animal' }).click();

    // The animal is saved; the dialog says which photo was not, and why.
    await intake.getByText(/^Biscotti was saved as .+, but 1 photo was not uploaded\.$/).waitFor();
    await intake.getByText(message, { exact: true }).waitFor();
    const [biscotti] = await seed.request<TAnimal[]>('GET', '/animals?q=Biscotti');
    expect(biscotti?.photo).not.toBeNull();
    await intake.getByRole('link', { name: 'Open Biscotti’s Photos' }).click();
    await page.waitForURL(`**/animals/${biscotti!.id}?tab=photos`);
    await intake.waitFor({ state: 'detached' });

    // There: the photo uploaded, and the refused file with its reason, to leave out or send again.
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => photoGrid(page, 'Biscotti').getByRole('listitem').count(), SETTLES).toBe(1);
    const waiting = panel.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
    expect(await waiting.count()).toBe(1);
    await waiting.getByText(message, { exact: true }).waitFor();
    // A refused file is not sent again: with only that one left, there is nothing to upload.
    expect(await panel.getByRole('button', { name: /^Upload/ }).count()).toBe(0);
    await waiting.getByRole('button', { name: 'Leave out notes.jpg' }).click();
    await panel.getByRole('list', { name: 'Photos to upload' }).waitFor({ state: 'detached' });
  });

  test('on a phone, Take Photo opens the back camera and its picture is uploaded; a computer offers no camera', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Juniper', imageUrl: null });
    const user = await suite.app.createStaffUser();

    const phone = allowBusyMachine(await suite.openPage(PHONE, { touch: true }));
    await logIn(phone, suite.app.baseUrl, user, `/animals/${animal.id}?tab=photos`);
    const panel = phone.getByRole('tabpanel');
    await panel.getByText('No photos yet').waitFor();
    await panel.getByRole('button', { name: 'Take Photo' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Choose Photos' }).isVisible()).toBe(true);
    // Take Photo's input opens the camera facing away (the device's own picker cannot be driven);
    // Choose Photos keeps no `capture`, so the photo library stays a tap away.
    const camera = panel.getByLabel('Take Photo', { exact: true });
    const attributes = (input: Locator) => Promise.all(['type', 'accept', 'capture', 'multiple'].map((name) => input.getAttribute(name)));
    expect(await attributes(camera)).toEqual(['file', 'image/*', 'environment', null]);
    expect(await panel.getByLabel('Choose Photos', { exact: true }).getAttribute('capture')).toBeNull();
    await camera.setInputFiles([await photo('IMG_0042.jpg', '#6c5ce7', 1200, 1600)]);
    expect(await panel.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('IMG_0042.jpg'),
    ]);
    await panel.getByRole('button', { name: 'Upload 1 photo' }).click();
    const image = photoGrid(phone, 'Juniper').getByRole('img', { name: 'Photo of Juniper' });
    await image.waitFor();
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1200', '1600']);
    await expectNoHorizontalScroll(phone);

    const computer = allowBusyMachine(await suite.openPage());
    await logIn(computer, suite.app.baseUrl, user, `/animals/${animal.id}?tab=photos`);
    await photoGrid(computer, 'Juniper').getByRole('listitem').waitFor();
    expect(await computer.getByRole('tabpanel').getByRole('button', { name: 'Choose Photos' }).isVisible()).toBe(true);
    expect(await computer.getByRole('button', { name: 'Take Photo' }).count()).toBe(0);
    expect(await computer.locator('input[capture]').count()).toBe(0);
  });

  test('photos dropped onto the drop zone are listed and uploaded', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Tinker', imageUrl: null });
    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}?tab=photos`);
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No photos yet').waitFor();

    // A drop as the browser makes it when files are dragged from the desktop: their bytes in a DataTransfer.
    const dropped = await Promise.all([photo('dropped-1.jpg', '#e17055', 800, 600), photo('dropped-2.png', '#00b894', 640, 480)]);
    const files = await page.evaluateHandle(
      (pictures) => {
        const { DataTransfer } = globalThis as unknown as TPageGlobals;
        const transfer = new DataTransfer();
        for (const picture of pictures) transfer.items.add(new File([new Uint8Array(picture.bytes)], picture.name, { type: picture.mimeType }));
        return transfer;
      },
      dropped.map((picture) => ({ name: picture.name, mimeType: picture.mimeType, bytes: [...picture.buffer] })),
    );
    const zone = panel.getByText(/^Drop photos here/);
    await zone.dispatchEvent('dragenter', { dataTransfer: files });
    await zone.dispatchEvent('dragover', { dataTransfer: files });
    await zone.dispatchEvent('drop', { dataTransfer: files });
    await expect
      .poll(() => panel.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem').allInnerTexts(), SETTLES)
      .toEqual([expect.stringContaining('dropped-1.jpg'), expect.stringContaining('dropped-2.png')]);
    await panel.getByRole('button', { name: 'Upload 2 photos' }).click();
    const grid = photoGrid(page, 'Tinker');
    await expect.poll(() => grid.getByRole('listitem').count(), SETTLES).toBe(2);
    expect(await grid.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('width')))).toEqual(['800', '640']);
  });

  test('a volunteer adds photos but cannot remove one; staff remove one with a reason and it leaves the portal', async () => {
    const seed = await createSeeder(suite.app);
    const animal = await seed.animal({ name: 'Marble', status: 'Available', imageUrl: null });
    const volunteer = allowBusyMachine(await suite.openPage());
    await logIn(volunteer, suite.app.baseUrl, await suite.app.createStaffUser({ role: 'volunteer' }), `/animals/${animal.id}?tab=photos`);
    await photoInput(volunteer.getByRole('tabpanel')).setInputFiles([await photo('marble.jpg', '#888888', 480, 360)]);
    await volunteer.getByRole('button', { name: 'Upload 1 photo' }).click();
    const grid = photoGrid(volunteer, 'Marble');
    await grid.getByRole('listitem').waitFor();
    await grid.getByRole('button', { name: 'Actions for photo 1' }).click();
    expect(await volunteer.getByRole('menuitem').allInnerTexts()).toEqual(['Add caption']);
    await volunteer.keyboard.press('Escape');

    const page = allowBusyMachine(await suite.openPage());
    await logIn(page, suite.app.baseUrl, await suite.app.createStaffUser(), `/animals/${animal.id}?tab=photos`);
    await photoGrid(page, 'Marble').getByRole('button', { name: 'Actions for photo 1' }).click();
    await page.getByRole('menuitem', { name: 'Remove photo' }).click();
    const removal = dialog(page, 'Remove Photo');
    await removal.getByRole('textbox', { name: /^Reason/ }).fill('Blurry');
    await removal.getByRole('button', { name: 'Remove Photo' }).click();
    await toastText(page, 'Photo removed');
    await page.getByRole('tabpanel').getByText('No photos yet').waitFor();
    const portal = await seed.request<{ photo: unknown; photos: unknown[] }>('GET', `/public/animals/${animal.id}`);
    expect([portal.photo, portal.photos]).toEqual([null, []]);
  });
});
