import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TPhoto } from '../../../src-shared/schemas/photos.js';
import type { TAdoptableAnimal, TAdoptableAnimalDetail } from '../../../src-shared/schemas/public.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, loginAll, rowCount, sql, type TSessions } from '../../../test/fixtures.js';
import { photoJpeg, uploadPhotos } from '../../../test/fixtures-photos.js';
import { importStoredImageUrls } from './import-image-url.js';

/**
 * What answers say of an animal's photos (docs/domain.md#photos): the console's animals, the
 * portal's lists, pages and share images, and image addresses of this server's own imported as photos.
 */

const PUBLIC_URL = 'https://adopt.example.org';
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Shelter</title></head><body><div id="root"></div></body></html>';
const MEDIA_SRC = /^\/media\/photos\/[0-9a-f]{32}\/960\.jpg$/;

let t: TTestApp;
let s: TSessions;
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'shelter-photos-client-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ clientDir, config: { publicUrl: PUBLIC_URL } });
  s = await loginAll(t);
});
afterAll(() => t.close());

const getAnimal = async (id: number) => (await call(t, 'GET', `/api/animals/${id}`, s.staff)).json<TAnimal>();
const storedImageUrl = async (id: number) => (await sql<{ image_url: string | null }>(t, 'select image_url from animals where id = ?', [id]))[0]?.image_url;
const photoCount = (animalId: number) => rowCount(t, 'photos', 'animal_id = ? and voided_at is null', [animalId]);

async function upload(animal: TAnimal, caption: string, seed: number): Promise<TPhoto> {
  const response = await uploadPhotos(t, s.staff, animal.id, [{ name: `${caption}.jpg`, bytes: await photoJpeg(1200, 900, { seed }) }], { caption });
  expect(response.statusCode, response.body).toBe(200);
  const [photo] = response.json<TPhoto[]>();
  if (!photo) throw new Error('no photo');
  return photo;
}

/** The <meta> tags of a page, by property or name. */
function headTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) if (key) tags[key] = content ?? '';
  return tags;
}

describe('an animal’s answer', () => {
  it('carries its primary photo, and imageUrl is that photo’s address; without photos, the stored address as typed', async () => {
    const external = 'https://photos.example.org/rex.jpg';
    const animal = await createAnimal(t, s.staff, { imageUrl: external });
    expect(animal).toMatchObject({ imageUrl: external, photo: null });

    const first = await upload(animal, 'First', 1);
    const second = await upload(animal, 'Second', 2);
    const { photo, imageUrl } = await getAnimal(animal.id);
    expect(photo).toEqual({ src: first.src, width: first.width, height: first.height, srcset: first.srcset });
    expect(imageUrl).toBe(first.src);
    expect(imageUrl).toMatch(MEDIA_SRC);
    const listed = (await call(t, 'GET', '/api/animals', s.volunteer)).json<TAnimal[]>().find((row) => row.id === animal.id);
    expect(listed).toMatchObject({ photo: { src: first.src }, imageUrl: first.src });
    expect(await storedImageUrl(animal.id)).toBe(external);

    await t.app.inject({ method: 'PATCH', url: `/api/photos/${second.id}`, headers: { cookie: s.staff }, payload: { primary: true } });
    expect((await getAnimal(animal.id)).imageUrl).toBe(second.src);
    for (const photoId of [first.id, second.id]) expect((await call(t, 'DELETE', `/api/photos/${photoId}?reason=Blurred`, s.staff)).statusCode).toBe(200);
    expect(await getAnimal(animal.id)).toMatchObject({ imageUrl: external, photo: null });
  });
});

describe('the portal', () => {
  it('lists each animal with its primary photo, and shows every photo with its caption on its page', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Pixel' });
    const first = await upload(animal, 'In the garden', 3);
    const second = await upload(animal, 'Asleep', 4);
    const list = (await call(t, 'GET', '/api/public/adoptable-animals')).json<TAdoptableAnimal[]>();
    expect(list.find((row) => row.id === animal.id)).toMatchObject({ imageUrl: first.src, photo: { src: first.src, srcset: first.srcset } });
    const page = (await call(t, 'GET', `/api/public/animals/${animal.id}`)).json<TAdoptableAnimalDetail>();
    expect(page).toMatchObject({ imageUrl: first.src, photo: { src: first.src } });
    expect(page.photos).toEqual([
      { src: first.src, width: 1200, height: 900, srcset: first.srcset, caption: 'In the garden' },
      { src: second.src, width: 1200, height: 900, srcset: second.srcset, caption: 'Asleep' },
    ]);
  });

  it('shares an animal’s page with its primary photo as og:image, absolute at PUBLIC_URL, and preloads the size the page shows', async () => {
    const animal = await createAnimal(t, s.staff, { name: 'Biscuit', imageUrl: 'https://photos.example.org/old.jpg' });
    const photo = await upload(animal, 'Biscuit', 5);
    const page = await t.app.inject({ url: `/public/animals/${animal.id}`, headers: { host: 'internal:3000' } });
    expect(page.statusCode).toBe(200);
    const tags = headTags(page.body);
    expect(tags['og:image']).toBe(`${PUBLIC_URL}${photo.src}`);
    expect(tags['twitter:image']).toBe(`${PUBLIC_URL}${photo.src}`);
    expect(tags['og:url']).toBe(`${PUBLIC_URL}/public/animals/${animal.id}`);
    // WebP until the queue has made AVIF, which the page's <picture> then prefers.
    const preloads = [photo.srcset.webp, photo.srcset.webp.replaceAll('.webp', '.avif')].map(
      (srcset) =>
        `<link rel="preload" as="image" href="${photo.src}" imagesrcset="${srcset}" imagesizes="(min-width: 72em) 34rem, (min-width: 64em) 50vw, 100vw" fetchpriority="high" />`,
    );
    expect(
      preloads.some((preload) => page.body.includes(preload)),
      page.body,
    ).toBe(true);
    // The share image is a real JPEG at the address given; a missing photo is no page of the app.
    const image = await t.app.inject({ url: photo.src });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    for (const missing of ['/media/photos/abc', '/media', '/media/other/thing']) {
      const response = await t.app.inject({ url: missing });
      expect([response.statusCode, response.headers['content-type']], missing).toEqual([404, 'application/json; charset=utf-8']);
    }
  });
});

describe('image addresses of this server’s own', () => {
  it('imports a bundled drawing given as imageUrl as the animal’s first photo, rendered at a photo’s size', async () => {
    const animal = await createAnimal(t, s.staff, { imageUrl: '/images/animals/dog-golden.svg' });
    expect(animal.imageUrl).toMatch(MEDIA_SRC);
    expect(animal.photo).toMatchObject({ src: animal.imageUrl, width: 1200 });
    expect(await storedImageUrl(animal.id)).toBeNull();
    const [row] = await sql<{ source_type: string; widths: number[]; uploaded_by_id: number | null }>(
      t,
      'select source_type, widths, uploaded_by_id from photos where animal_id = ?',
      [animal.id],
    );
    expect(row).toMatchObject({ source_type: 'png', widths: [160, 480, 960, 1200] });
    expect(row?.uploaded_by_id).not.toBeNull();
    const served = await t.app.inject({ url: animal.imageUrl ?? '' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // The console's form sends the address back as it was shown: nothing new is imported.
    const saved = await call(t, 'PUT', `/api/animals/${animal.id}`, s.staff, { imageUrl: animal.imageUrl, version: animal.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TAnimal>().imageUrl).toBe(animal.imageUrl);
    expect(await photoCount(animal.id)).toBe(1);
  });

  it('imports another animal’s photo address as a photo of this one, from the store', async () => {
    const source = await createAnimal(t, s.staff);
    const photo = await upload(source, 'Shared', 6);
    const animal = await createAnimal(t, s.staff);
    const response = await call(t, 'PUT', `/api/animals/${animal.id}`, s.staff, { imageUrl: photo.src });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TAnimal>()).toMatchObject({ imageUrl: photo.src, photo: { src: photo.src, srcset: photo.srcset } });
    expect(await photoCount(animal.id)).toBe(1);
    expect(await storedImageUrl(animal.id)).toBeNull();
  });

  it('keeps an address of ours that names nothing as it was typed', async () => {
    const animal = await createAnimal(t, s.staff, { imageUrl: '/images/animals/unicorn.svg' });
    expect(animal).toMatchObject({ imageUrl: '/images/animals/unicorn.svg', photo: null });
    expect(await photoCount(animal.id)).toBe(0);
  });

  it('imports, at start, the drawings animals were given before photos existed', async () => {
    const animal = await createAnimal(t, s.staff);
    await sql(t, `update animals set image_url = '/images/animals/cat-calico.svg' where id = ?`, [animal.id]);
    const imported = await importStoredImageUrls(t.db.orm.em.fork(), { files: t.app.files, queue: t.app.queue }, () => false);
    expect(imported).toBe(1);
    expect(await storedImageUrl(animal.id)).toBeNull();
    expect((await getAnimal(animal.id)).imageUrl).toMatch(MEDIA_SRC);
    // Done once: a second start finds nothing left to import.
    expect(await importStoredImageUrls(t.db.orm.em.fork(), { files: t.app.files, queue: t.app.queue }, () => false)).toBe(0);
  });
});
