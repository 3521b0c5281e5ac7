import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from './app.js';

/**
 * Helpers of the photo tests: photo-like pictures (the benchmark's, made with sharp, never
 * fetched), multipart bodies as a browser's form sends them, and a reader of EXIF that finds GPS tags.
 */

/** Where a test photo was taken: the tags a phone writes, which no served size may carry. */
export const GPS_EXIF = {
  IFD0: { Make: 'Shelter test camera', Model: 'Phone' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
};

export { photoJpeg } from '../bench/photo-jpeg.js';

/** Whether an EXIF block (as sharp's metadata gives it: `Exif\0\0` then TIFF) has a GPS directory. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0;
  const little = exif.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  // Tag 0x8825 points to the GPS directory.
  return Array.from({ length: entries }, (_, i) => u16(ifd0 + 2 + i * 12)).includes(0x8825);
}

export interface TUploadFile {
  name: string;
  bytes: Buffer;
  /** What the browser says the file is; the server never trusts it. */
  type?: string;
}

/** A multipart/form-data body as a browser's form sends it: `photos` once per file, then the fields. */
export function multipartBody(files: readonly TUploadFile[], fields: Record<string, string> = {}, fileField = 'photos'): { body: Buffer; contentType: string } {
  const boundary = `----shelter-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/animals/{id}/photos with these files (as a client outside the browser: with the CSRF header). */
export function uploadPhotos(
  t: TTestApp,
  cookie: string | undefined,
  animalId: number | string,
  files: readonly TUploadFile[],
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(files, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/animals/${animalId}/photos`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** Bytes whose `ftyp` box says HEIC (what an iPhone saves), which this server's image library cannot decode. */
export function heicBytes(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

/** Reads a row again and again until `done` holds, for at most `timeoutMs`: for work the background queue does. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
