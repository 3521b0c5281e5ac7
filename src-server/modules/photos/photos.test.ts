import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_WIDTHS, photoPath, type TPhotoFormat } from '../../../src-shared/photos.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TPhoto } from '../../../src-shared/schemas/photos.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, expectError, loginAll, rowCount, sql, type TSessions } from '../../../test/fixtures.js';
import { exifHasGps, GPS_EXIF, heicBytes, multipartBody, photoJpeg, pollUntil, uploadPhotos } from '../../../test/fixtures-photos.js';

let t: TTestApp;
let s: TSessions;
let twelveMegapixels: Buffer;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'error' } });
  s = await loginAll(t);
  twelveMegapixels = await photoJpeg(4000, 3000, { exif: GPS_EXIF });
});
afterAll(() => t.close());

const served = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
const livePhotos = async (animalId: number) => (await call(t, 'GET', `/api/animals/${animalId}/photos`, s.volunteer)).json<TPhoto[]>();
const storedFiles = (hash: string) => rowCount(t, 'stored_files', 'key like ?', [`photos/${hash}/%`]);
const hashOf = (photo: TPhoto) => /\/media\/photos\/([0-9a-f]+)\//.exec(photo.src)?.[1] ?? '';

async function uploadOk(animal: TAnimal, count: number, caption?: string): Promise<TPhoto[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `photo-${i}.jpg`, bytes: await photoJpeg(640, 480, { seed: i * 7 }) })),
  );
  const response = await uploadPhotos(t, s.staff, animal.id, files, caption === undefined ? {} : { caption });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPhoto[]>();
}

describe('uploading a 12-megapixel phone photo', () => {
  // How long it takes is the benchmark's to measure (bench/README.md, budgets), never a test's.
  it('has GPS tags before the upload, and none in any size served, every size served once the upload answers', async () => {
    const source = await sharp(twelveMegapixels).metadata();
    expect([source.width, source.height]).toEqual([4000, 3000]);
    expect(exifHasGps(source.exif)).toBe(true);
    const animal = await createAnimal(t, s.staff);

    const response = await uploadPhotos(t, s.volunteer, animal.id, [{ name: 'IMG_0001.JPG', bytes: twelveMegapixels }]);
    expect(response.statusCode, response.body).toBe(200);
    const [photo] = response.json<TPhoto[]>();
    if (!photo) throw new Error('no photo answered');
    const sizes = PHOTO_WIDTHS.flatMap((width) =>
      (['jpeg', 'webp'] as TPhotoFormat[]).map((format) => ({ width, format, path: photoPath(hashOf(photo), width, format) })),
    );
    const files = await Promise.all(sizes.map(async (size) => ({ ...size, response: await served(size.path) })));

    expect(photo).toMatchObject({ animalId: animal.id, width: 1600, height: 1200, primary: true, position: 0, caption: null, uploadedBy: 'Test volunteer' });
    expect(photo.srcset.avif).toBeNull();
    for (const file of files) {
      expect(file.response.statusCode, file.path).toBe(200);
      expect(file.response.headers['content-type']).toBe(file.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
      const metadata = await sharp(file.response.rawPayload).metadata();
      expect({ width: metadata.width, format: metadata.format }).toEqual({ width: file.width, format: file.format });
      // No EXIF (GPS, camera), XMP, IPTC or colour profile: sRGB needs none.
      expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
    }
  });
});

describe('the AVIF sizes', () => {
  it('are made by the background queue after the upload, and listed once made', async () => {
    const animal = await createAnimal(t, s.staff);
    const [photo] = await uploadOk(animal, 1);
    if (!photo) throw new Error('no photo');
    const row = await pollUntil(
      async () => (await sql<{ avif: boolean }>(t, 'select avif from photos where id = ?', [photo.id]))[0],
      (found) => found?.avif === true,
      30_000,
    );
    expect(row?.avif).toBe(true);
    const [listed] = await livePhotos(animal.id);
    expect(listed?.srcset.avif).toBe(photo.srcset.webp.replaceAll('.webp', '.avif'));
    expect(listed?.version).toBe(photo.version);
    for (const width of [160, 480, 640]) {
      const avif = await served(photoPath(hashOf(photo), width, 'avif'));
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect((await sharp(avif.rawPayload).metadata()).width).toBe(width);
    }
  });
});

describe('what an upload takes', () => {
  it('turns a photo by its EXIF orientation: a landscape picture tagged 6 comes out portrait', async () => {
    const animal = await createAnimal(t, s.staff);
    const sideways = await photoJpeg(800, 600, { orientation: 6 });
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const [photo] = (await uploadPhotos(t, s.staff, animal.id, [{ name: 'sideways.jpg', bytes: sideways }])).json<TPhoto[]>();
    expect(photo).toMatchObject({ width: 600, height: 800 });
    const largest = await sharp((await served(photoPath(hashOf(photo as TPhoto), 600, 'jpeg'))).rawPayload).metadata();
    expect({ width: largest.width, height: largest.height, orientation: largest.orientation }).toEqual({ width: 600, height: 800, orientation: undefined });
  });

  it('checks what a file is by its content: a PDF named .jpg is refused with 415, naming it, and nothing is stored', async () => {
    const animal = await createAnimal(t, s.staff);
    // An upload writes its JPEG and WebP sizes; the queue may still be writing the AVIF sizes of an
    // earlier test's photo meanwhile, which this upload's refusal has nothing to do with.
    const uploadFiles = () => rowCount(t, 'stored_files', 'key not like ?', [`%.${PHOTO_FORMATS.avif}`]);
    const before = [await rowCount(t, 'photos'), await uploadFiles()];
    const good = { name: 'good.jpg', bytes: await photoJpeg(320, 240) };
    const pdf = { name: 'vet-record.jpg', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), type: 'image/jpeg' };
    const response = await uploadPhotos(t, s.staff, animal.id, [good, pdf]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toEqual({
      message: '“vet-record.jpg” is not a photo this server takes: send a JPEG, PNG, WebP or HEIC image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect([await rowCount(t, 'photos'), await uploadFiles()]).toEqual(before);
  });

  it('refuses a HEIC photo it cannot read with 415, saying how to send JPEG instead', async () => {
    const animal = await createAnimal(t, s.staff);
    const response = await uploadPhotos(t, s.staff, animal.id, [{ name: 'IMG_0002.HEIC', bytes: heicBytes(), type: 'image/heic' }]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(
      '“IMG_0002.HEIC” is a HEIC photo this server cannot read: send it as a JPEG instead (on an iPhone: Settings → Camera → Formats → Most Compatible)',
    );
  });

  it('refuses a file over 15 MB with 413, naming it and the limit', async () => {
    const animal = await createAnimal(t, s.staff);
    const response = await uploadPhotos(t, s.staff, animal.id, [{ name: 'huge.jpg', bytes: Buffer.alloc(PHOTO_MAX_BYTES + 1, 1) }]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ message: '“huge.jpg” is larger than 15 MB, the most a photo may be: send a smaller one', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses more than 20 photos at once with 413, storing none', async () => {
    const animal = await createAnimal(t, s.staff);
    const small = await photoJpeg(64, 48);
    const response = await uploadPhotos(
      t,
      s.staff,
      animal.id,
      Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, bytes: small })),
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('At most 20 photos can be uploaded at once: send the others in another upload');
    expect(await livePhotos(animal.id)).toEqual([]);
  });

  it('answers 400 without a photo, 404 for an unknown animal, 415 for a body that is not a form', async () => {
    const animal = await createAnimal(t, s.staff);
    expectError(await uploadPhotos(t, s.staff, animal.id, [], { caption: 'Nothing' }), 400, 'Choose at least one photo to upload (the field photos)');
    const photo = { name: 'a.jpg', bytes: await photoJpeg(64, 48) };
    expectError(await uploadPhotos(t, s.staff, 999999, [photo]), 404, 'Animal not found');
    expectError(await uploadPhotos(t, s.staff, 'abc', [photo]), 400, 'id must be a positive integer');
    const json = await call(t, 'POST', `/api/animals/${animal.id}/photos`, s.staff, { photos: ['a.jpg'] });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'Send the photos as multipart/form-data, in the field photos', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const post = (contentType: string, payload: Buffer) =>
      t.app.inject({ method: 'POST', url: `/api/animals/${animal.id}/photos`, headers: { cookie: s.staff, 'content-type': contentType }, payload });
    const form = multipartBody([photo]);
    const notAForm = 'The upload is not a valid multipart/form-data body: send the photos in the field photos';
    expectError(await post('multipart/form-data', form.body), 400, notAForm);
    expectError(await post(form.contentType, form.body.subarray(0, form.body.length - 100)), 400, notAForm);
    const { body, contentType } = multipartBody([photo], {}, 'picture');
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/animals/${animal.id}/photos`, headers: { cookie: s.staff, 'content-type': contentType }, payload: body }),
      400,
      'Send the photos in the field photos, not picture',
    );
  });

  it('is open to every role, with a session, and to forms from our own pages or with the CSRF header only', async () => {
    const animal = await createAnimal(t, s.staff);
    const photo = { name: 'a.jpg', bytes: await photoJpeg(64, 48) };
    expectError(await uploadPhotos(t, undefined, animal.id, [photo]), 401, 'Please log in');
    const { body, contentType } = multipartBody([photo]);
    const post = (headers: Record<string, string | undefined>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/animals/${animal.id}/photos`,
        headers: { cookie: s.volunteer, 'content-type': contentType, ...headers },
        payload: body,
      });
    expect((await post({ 'x-shelter-csrf': undefined })).statusCode).toBe(403);
    expect((await post({ 'x-shelter-csrf': undefined, origin: 'https://attacker.example' })).statusCode).toBe(403);
    expect((await post({ 'x-shelter-csrf': undefined, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A form anywhere else is still refused as not JSON.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/animals', headers: { cookie: s.staff, 'content-type': contentType }, payload: body });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('over HTTP, answers a refusal as soon as it knows, closing the connection instead of reading the rest', async () => {
    const animal = await createAnimal(t, s.staff);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('photos', new Blob([await photoJpeg(64, 48)]), 'first.jpg');
    form.append('photos', new Blob([Buffer.from('%PDF-1.4 a scan')]), 'scan.jpg');
    for (let i = 0; i < 3; i++) form.append('photos', new Blob([twelveMegapixels]), `later-${i}.jpg`);
    const response = await fetch(`${address}/api/animals/${animal.id}/photos`, {
      method: 'POST',
      headers: { cookie: s.staff, 'x-shelter-csrf': '1' },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { message: string }).message).toBe('“scan.jpg” is not a photo this server takes: send a JPEG, PNG, WebP or HEIC image');
    expect(await livePhotos(animal.id)).toEqual([]);
  });

  it('puts new photos after the existing ones, in the order sent, with the caption given', async () => {
    const animal = await createAnimal(t, s.staff);
    const first = await uploadOk(animal, 2);
    const next = await uploadOk(animal, 2, '  Playing in the yard ');
    expect(first.map((photo) => [photo.position, photo.primary, photo.caption])).toEqual([
      [0, true, null],
      [1, false, null],
    ]);
    expect(next.map((photo) => [photo.position, photo.primary, photo.caption])).toEqual([
      [2, false, 'Playing in the yard'],
      [3, false, 'Playing in the yard'],
    ]);
    expect((await livePhotos(animal.id)).map((photo) => photo.id)).toEqual([...first, ...next].map((photo) => photo.id));
  });
});

describe('arranging and voiding photos', () => {
  it('reorders with every live photo named once; anything else is a 400 that changes nothing', async () => {
    const animal = await createAnimal(t, s.staff);
    const [a, b, c] = (await uploadOk(animal, 3)).map((photo) => photo.id) as [number, number, number];
    const order = (photoIds: unknown[], cookie = s.volunteer) => call(t, 'PUT', `/api/animals/${animal.id}/photos/order`, cookie, { photoIds });
    const refusal = `Send the ids of all 3 of ${animal.name}’s photos, each once, in their new order`;
    for (const wrong of [
      [a, b],
      [a, b, c, c],
      [a, b, 999999],
      [a, a, b],
    ])
      expectError(await order(wrong), 400, refusal);
    expect((await livePhotos(animal.id)).map((photo) => photo.id)).toEqual([a, b, c]);

    const response = await order([c, a, b]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPhoto[]>().map((photo) => [photo.id, photo.position, photo.primary])).toEqual([
      [c, 0, true],
      [a, 1, false],
      [b, 2, false],
    ]);
    expectError(await call(t, 'PUT', `/api/animals/999999/photos/order`, s.staff, { photoIds: [a] }), 404, 'Animal not found');
  });

  it('captions a photo and makes it primary; a stale version is a 409', async () => {
    const animal = await createAnimal(t, s.staff);
    const [first, second] = (await uploadOk(animal, 2)) as [TPhoto, TPhoto];
    const patch = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/photos/${id}`, headers: { cookie: s.volunteer }, payload });

    const captioned = await patch(second.id, { caption: 'Sleepy', version: second.version });
    expect(captioned.statusCode, captioned.body).toBe(200);
    expect(captioned.json<TPhoto>()).toMatchObject({ caption: 'Sleepy', primary: false, version: second.version + 1 });
    expectError(await patch(second.id, { caption: 'Late', version: second.version }), 409, 'This photo was changed by someone else. Reload it and try again.');

    const primary = await patch(second.id, { primary: true, version: second.version + 1 });
    expect(primary.json<TPhoto>()).toMatchObject({ id: second.id, primary: true, position: 0, caption: 'Sleepy' });
    expect((await livePhotos(animal.id)).map((photo) => [photo.id, photo.primary])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await patch(first.id, { primary: false })).statusCode).toBe(400);
    expectError(await patch(999999, { caption: 'x' }), 404, 'Photo not found');
  });

  it('voids a photo for staff only: the row stays with its reason, its files go, and it leaves every list', async () => {
    const animal = await createAnimal(t, s.staff);
    const [first, second] = (await uploadOk(animal, 2)) as [TPhoto, TPhoto];
    const hash = hashOf(first);
    expect(await storedFiles(hash)).toBeGreaterThan(0);
    const voiding = `/api/photos/${first.id}?reason=${encodeURIComponent('Wrong animal')}`;
    expectError(
      await call(t, 'DELETE', voiding, s.volunteer),
      403,
      'The volunteer role cannot change animals, adoptions, foster care, applications or finances',
    );
    expectError(await call(t, 'DELETE', `/api/photos/${first.id}`, s.staff), 400, 'A reason is required');

    const response = await call(t, 'DELETE', voiding, s.staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(await sql(t, 'select void_reason, voided_at is not null as voided from photos where id = ?', [first.id])).toEqual([
      { void_reason: 'Wrong animal', voided: true },
    ]);
    expect(await storedFiles(hash)).toBe(0);
    expect((await served(first.src)).statusCode).toBe(404);
    expect((await livePhotos(animal.id)).map((photo) => [photo.id, photo.primary])).toEqual([[second.id, true]]);
    expect((await call(t, 'GET', `/api/animals/${animal.id}`, s.staff)).json<TAnimal>().imageUrl).toBe(second.src);
    const [audit] = await sql<{ action: string; changes: Record<string, unknown> }>(
      t,
      `select action, changes from audit_log where entity = 'Photo' and entity_id = ? order by id desc limit 1`,
      [String(first.id)],
    );
    expect(audit).toMatchObject({ action: 'update', changes: { voidReason: [null, 'Wrong animal'] } });
    expectError(await call(t, 'DELETE', voiding, s.staff), 404, 'Photo not found');
  });

  it('keeps the files a voided photo shares with a live one (the same picture uploaded twice)', async () => {
    const animal = await createAnimal(t, s.staff);
    const bytes = await photoJpeg(320, 240, { seed: 99 });
    const [once] = (await uploadPhotos(t, s.staff, animal.id, [{ name: 'a.jpg', bytes }])).json<TPhoto[]>();
    const [twice] = (await uploadPhotos(t, s.staff, animal.id, [{ name: 'a.jpg', bytes }])).json<TPhoto[]>();
    if (!once || !twice) throw new Error('no photos');
    expect(hashOf(once)).toBe(hashOf(twice));
    expect((await call(t, 'DELETE', `/api/photos/${once.id}?reason=Twice`, s.staff)).statusCode).toBe(200);
    expect((await served(twice.src)).statusCode).toBe(200);
  });
});

describe('serving photos', () => {
  it('serves each size with its type and a year of immutable caching, uncompressed; anything else is a 404', async () => {
    const animal = await createAnimal(t, s.staff);
    const [photo] = await uploadOk(animal, 1);
    if (!photo) throw new Error('no photo');
    const response = await served(photo.src, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    // The page's Content-Security-Policy lets the app show its own images.
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self'");
    const again = await served(photo.src, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);

    const hash = hashOf(photo);
    for (const path of [
      `/media/photos/${hash}/161.jpg`,
      `/media/photos/${hash}/480.png`,
      `/media/photos/${hash.toUpperCase()}/480.jpg`,
      `/media/photos/${'0'.repeat(32)}/480.jpg`,
      `/media/photos/${hash}/480.jpg/`,
      `/media/photos/${hash}/..%2F${hash}/480.jpg`,
      `/media/photos/${hash}/0480.jpg`,
      '/media/other',
    ]) {
      const missing = await served(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });
});
