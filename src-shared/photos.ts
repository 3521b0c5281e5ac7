/**
 * Photo sizes and their addresses (docs/domain.md#photos): one rule for the server, which answers
 * them, and the screens, which choose among them with `srcset` and `sizes`.
 */

/** The widths made of every photo, in px, capped by the photo's own width (never enlarged). */
export const PHOTO_WIDTHS = [160, 480, 960, 1600] as const;

/** The formats made at upload; AVIF follows from the background queue. */
export const PHOTO_FORMATS = { jpeg: 'jpg', webp: 'webp', avif: 'avif' } as const;
export type TPhotoFormat = keyof typeof PHOTO_FORMATS;

/** What may be uploaded, by the format the bytes are (never by the file's name): JPEG, PNG, WebP, and HEIC where the image library reads it. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTOS_PER_UPLOAD = 20;

/** The widths a photo `width` px wide is made in: each target capped at its own width, without repeats. */
export function photoWidths(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((target) => Math.min(target, width)))];
}

/** A size's key in the file store, and (after `/media/`) its address: content-hashed, so served as immutable. */
export const photoKey = (contentHash: string, width: number, format: TPhotoFormat) => `photos/${contentHash}/${width}.${PHOTO_FORMATS[format]}`;
export const photoPath = (contentHash: string, width: number, format: TPhotoFormat) => `/media/${photoKey(contentHash, width, format)}`;

/**
 * The address of a photo's largest JPEG: what sites elsewhere fetch (feed readers, link cards, the
 * listing sites), which scale it themselves and may not read WebP or AVIF. Every photo has at least
 * one width (photoWidths).
 */
export const largestJpegPath = (photo: Pick<TPhotoSizes, 'contentHash' | 'widths'>) => photoPath(photo.contentHash, Math.max(...photo.widths), 'jpeg');

/** Every file a photo has in the store: each of its widths as JPEG and WebP, and AVIF once made. */
export function photoKeys(photo: Pick<TPhotoSizes, 'contentHash' | 'widths' | 'avif'>): string[] {
  const formats: TPhotoFormat[] = photo.avif ? ['jpeg', 'webp', 'avif'] : ['jpeg', 'webp'];
  return photo.widths.flatMap((width) => formats.map((format) => photoKey(photo.contentHash, width, format)));
}

/** A size's height, keeping the photo's proportions. */
export const scaledHeight = (photo: { width: number; height: number }, width: number) => Math.max(1, Math.round((photo.height * width) / photo.width));

/** What a photo's row keeps of its sizes. */
export interface TPhotoSizes {
  contentHash: string;
  width: number;
  height: number;
  widths: readonly number[];
  avif: boolean;
}

/** The width `src` takes: the largest made at or below 960 px (a card's and a share image's size). */
const SRC_WIDTH = 960;

/** A photo's addresses as the screens use them (ZPhotoImage). */
export function photoImage(photo: TPhotoSizes): { src: string; width: number; height: number; srcset: { jpeg: string; webp: string; avif: string | null } } {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const srcset = (format: TPhotoFormat) => widths.map((width) => `${photoPath(photo.contentHash, width, format)} ${width}w`).join(', ');
  const srcWidth = widths.filter((width) => width <= SRC_WIDTH).at(-1) ?? widths[0] ?? photo.width;
  return {
    src: photoPath(photo.contentHash, srcWidth, 'jpeg'),
    width: photo.width,
    height: photo.height,
    srcset: { jpeg: srcset('jpeg'), webp: srcset('webp'), avif: photo.avif ? srcset('avif') : null },
  };
}

/**
 * The `sizes` of the portal's photos, from its grid (portal.css): a card is the full width on a phone,
 * then a half, a third and a quarter of the 72rem page; the animal's page shows its photo full width,
 * then in one of two columns. The server's preload of the first photo (modules/public/page-head.ts)
 * names the same, so the browser fetches the size the <img> picks, once.
 */
export const PHOTO_SIZES = {
  portalCard: '(min-width: 80em) 18rem, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw',
  portalProfile: '(min-width: 72em) 34rem, (min-width: 64em) 50vw, 100vw',
} as const;
