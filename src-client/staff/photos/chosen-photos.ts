import { PHOTO_MAX_BYTES } from '../../../src-shared/photos';

/** A file chosen to upload, and why it was refused if it was (by this screen, or by the server, whose message names it). */
export interface TChosenPhoto {
  key: string;
  file: File;
  refusal: string | null;
}

/** The same file chosen twice (picked again, or dropped after being picked) is one photo. */
const keyOf = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/** The limit as people read it. */
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * Refused here rather than sent: a file over the limit would be read to its end before the server
 * refused it, which on a phone's connection takes minutes. Whether it is a photo is the server's
 * question: it reads the bytes, which a name or a browser's type can misstate.
 */
export function sizeRefusal(file: File): string | null {
  return file.size > PHOTO_MAX_BYTES
    ? `${file.name} is larger than ${PHOTO_MAX_MB} MB: send a smaller photo (a phone's own camera makes them well below).`
    : null;
}

/** The chosen files with these added after them, each once. */
export function withChosen(chosen: readonly TChosenPhoto[], files: readonly File[]): TChosenPhoto[] {
  const keys = new Set(chosen.map((photo) => photo.key));
  const added: TChosenPhoto[] = [];
  for (const file of files) {
    const key = keyOf(file);
    if (keys.has(key)) continue;
    keys.add(key);
    added.push({ key, file, refusal: sizeRefusal(file) });
  }
  return [...chosen, ...added];
}

/** The chosen files an upload sends: a refused one would be refused again. */
export const sendable = (chosen: readonly TChosenPhoto[]) => chosen.filter((photo) => photo.refusal === null);
