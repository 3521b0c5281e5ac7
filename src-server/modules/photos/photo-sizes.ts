import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { photoKey, photoWidths, type TPhotoFormat } from '../../../src-shared/photos.js';
import { tooLarge, unsupportedType } from '../../domain-errors.js';
import type { TStoredFile } from '../../storage/file-store.js';

/**
 * Making a photo's sizes with sharp (docs/domain.md#photos, decision 0012), in the image worker
 * process (photo-worker.ts; the app calls it through photo-pipeline.ts). An upload is decoded once,
 * shrunk on load to the largest width, oriented by its EXIF tag, flattened and converted to sRGB;
 * every width is made from those pixels as WebP and JPEG with no metadata at all (no EXIF, GPS,
 * XMP or ICC profile). AVIF follows in the background, from the largest JPEG.
 */

// libvips' operation cache keeps decoded images for reuse; uploads are never processed twice, so
// it would only hold memory.
sharp.cache(false);

/** Beyond this an upload is refused before it is decoded: a small PNG can stand for a huge image. */
export const PHOTO_MAX_PIXELS = 50_000_000;

const QUALITY = 80;
const ENCODERS: Record<TPhotoFormat, (image: Sharp) => Sharp> = {
  // mozjpeg's files are about a fifth smaller than libjpeg's at the same quality, in about the same time.
  jpeg: (image) => image.jpeg({ quality: QUALITY, mozjpeg: true }),
  webp: (image) => image.webp({ quality: QUALITY }),
  // Effort 2 of 9: each further step costs far more time than the bytes it saves; this runs in the background.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
};
const CONTENT_TYPES: Record<TPhotoFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

/** What may be uploaded, by what sharp finds in the bytes: the name and the declared type are never trusted. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The ISO base media brands of HEVC-coded HEIF (HEIC): what iPhones save unless set to Most Compatible. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** One size of a photo under its store key. */
export interface TPhotoFile {
  key: string;
  file: TStoredFile;
}

export interface TProcessedPhoto {
  /** Hex sha256 of the uploaded bytes, first 32 characters: names the sizes' keys. */
  contentHash: string;
  /** The largest size's. */
  width: number;
  height: number;
  widths: number[];
  /** What was uploaded: jpeg, png, webp or heif. */
  sourceType: string;
  sourceBytes: number;
  /** Every size in WebP and JPEG, under its store key. */
  files: TPhotoFile[];
}

const unsupported = (name: string) => unsupportedType(`${name} is not a photo this server takes: send a JPEG, PNG, WebP or HEIC image`);
const unreadableHeic = (name: string) =>
  unsupportedType(`${name} is a HEIC photo this server cannot read: send it as a JPEG instead (on an iPhone: Settings → Camera → Formats → Most Compatible)`);

/** Whether the bytes are an ISO base media file branded as HEIC (`ftyp` box, its major or a compatible brand). */
export function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let at = 8; at + 4 <= boxEnd; at += 4) {
    // Offset 12 is the minor version, not a brand.
    if (at !== 12 && HEIC_BRANDS.has(bytes.toString('latin1', at, at + 4))) return true;
  }
  return false;
}

/** The hash that names a photo's sizes: the same upload always gets the same keys. */
export const contentHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

interface TPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** The source decoded once: oriented, shrunk on load to `width`, on white, in sRGB, as raw pixels. */
async function decode(source: Buffer, width: number): Promise<TPixels> {
  const { data, info } = await sharp(source, { autoOrient: true, limitInputPixels: PHOTO_MAX_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** One width of decoded pixels in the given formats, each under its key. Both cores encode at once. */
async function encodeSizes(pixels: TPixels, contentHash: string, widths: readonly number[], formats: readonly TPhotoFormat[]): Promise<TPhotoFile[]> {
  const files: TPhotoFile[] = [];
  for (const width of widths) {
    const resized = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } }).resize({ width });
    const encoded = await Promise.all(
      formats.map(async (format) => ({
        key: photoKey(contentHash, width, format),
        file: { body: await ENCODERS[format](resized.clone()).toBuffer(), contentType: CONTENT_TYPES[format] },
      })),
    );
    files.push(...encoded);
  }
  return files;
}

/**
 * An upload's sizes, or a DomainError naming the file (`name`): 415 when its bytes are not a JPEG,
 * PNG, WebP or readable HEIC image, 413 when it is over 50 megapixels.
 */
export async function photoSizes(source: Buffer, name: string): Promise<TProcessedPhoto> {
  const metadata = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw isHeic(source) ? unreadableHeic(name) : unsupported(name);
    });
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw unsupported(name);
  const { width, height } = metadata.autoOrient;
  if (width * height > PHOTO_MAX_PIXELS) {
    throw tooLarge(`${name} is ${width} × ${height} pixels: photos of up to ${PHOTO_MAX_PIXELS / 1_000_000} megapixels are taken`);
  }
  const widths = photoWidths(width);
  const largest = widths.at(-1) ?? width;
  const pixels = await decode(source, largest).catch(() => {
    // The header read, the picture did not: HEVC, which this build of libvips cannot decode, or a damaged file.
    throw metadata.format === 'heif' || isHeic(source) ? unreadableHeic(name) : unsupported(name);
  });
  const contentHash = contentHashOf(source);
  return {
    contentHash,
    width: pixels.width,
    height: pixels.height,
    widths,
    sourceType: metadata.format,
    sourceBytes: source.length,
    files: await encodeSizes(pixels, contentHash, widths, ['webp', 'jpeg']),
  };
}

/** One AVIF size of a photo, made from its largest JPEG (already oriented, stripped and in sRGB), shrunk on load. */
export async function avifSize(largestJpeg: Buffer, contentHash: string, width: number): Promise<TPhotoFile[]> {
  return encodeSizes(await decode(largestJpeg, width), contentHash, [width], ['avif']);
}

/**
 * A picture of the app's own (an SVG drawing) rendered at a photo's size as lossless PNG, so it
 * takes the path of any upload.
 */
export async function drawingPng(svg: Buffer, width: number): Promise<Buffer> {
  const { width: drawn } = await sharp(svg).metadata();
  // SVG is drawn at 72 dpi by default: the density that makes it `width` px wide.
  const density = Math.min(2400, Math.max(1, (72 * width) / Math.max(1, drawn)));
  return sharp(svg, { density }).resize({ width }).png().toBuffer();
}
