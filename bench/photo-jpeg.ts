import { randomFillSync } from 'node:crypto';
import sharp, { type Exif } from 'sharp';

/**
 * A photo-like JPEG, made here (never fetched): smooth colour with a fine grain, so it compresses
 * as a camera's does (a 12-megapixel one is about 4 MB), not as a flat colour would. The grain is
 * random, so no two are the same picture. The benchmark uploads it; the tests share it
 * (test/fixtures-photos.ts).
 */
export async function photoJpeg(width: number, height: number, options: { exif?: Exif; orientation?: number; seed?: number } = {}): Promise<Buffer> {
  const base = await sharp({
    create: { width: 160, height: 120, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128 + (options.seed ?? 0), sigma: 60 } },
  })
    .png()
    .toBuffer();
  const { data, info } = await sharp(base).resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer({ resolveWithObject: true });
  const grain = randomFillSync(Buffer.alloc(data.length));
  for (let i = 0; i < data.length; i++) data[i] = Math.min(255, Math.max(0, (data[i] ?? 0) + ((grain[i] ?? 0) & 31) - 16));
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality: 90 });
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}
