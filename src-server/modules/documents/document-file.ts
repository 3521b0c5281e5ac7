import sharp from 'sharp';
import type { DOCUMENT_TYPES } from '../../../src-shared/schemas/photos.js';

export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

/** The extensions a file of each type is named with; the first is the one given to a name without a fitting one. */
const EXTENSIONS: Record<TDocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

const ALL_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

/** sharp's names of the image formats a document may be. */
const IMAGE_FORMATS: Record<string, TDocumentType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * What a file is, from its bytes alone (never its name or the type the client claims): a PDF
 * starts with `%PDF-`; an image is what sharp reads from its header. Anything else is undefined.
 */
export async function documentType(body: Buffer): Promise<TDocumentType | undefined> {
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const metadata = await sharp(body)
    .metadata()
    .catch(() => undefined);
  return metadata?.format ? IMAGE_FORMATS[metadata.format] : undefined;
}

/** Longest file name kept (the column holds 255 characters). */
const MAX_NAME = 255;

const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** The text's start within `max` UTF-16 units (how lengths are checked), never splitting a character. */
function clip(text: string, max: number): string {
  let clipped = '';
  for (const character of text) {
    if (clipped.length + character.length > max) break;
    clipped += character;
  }
  return clipped;
}

/**
 * The name a document is listed and downloaded under: the uploaded name without any folder,
 * control or formatting characters, or outer spaces and dots, and with an extension that says what
 * the file is (a PNG sent as "contract.pdf" is kept as "contract.png", so it opens).
 */
export function documentFileName(uploaded: string, type: TDocumentType): string {
  const name = (uploaded.split(/[/\\]/).at(-1) ?? '').normalize('NFC').replace(/\s+/g, ' ').replace(CONTROL, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const fits = EXTENSIONS[type].includes(extension);
  // Another document type's extension is replaced; any other dot is part of the name ("Dr. Ruiz").
  const base = (ALL_EXTENSIONS.has(extension) ? name.slice(0, dot) : name).replace(/^[\s.]+|[\s.]+$/g, '') || 'document';
  const suffix = `.${fits ? extension : EXTENSIONS[type][0]}`;
  return clip(base, MAX_NAME - suffix.length) + suffix;
}

/** A document's default title: its file name without the extension, within a title's 200 characters. */
export const titleFromFileName = (fileName: string) => clip(fileName.replace(/\.[^.]+$/, ''), 200);

/**
 * The last segment of a document's key: its name in letters, digits, `.`, `_` and `-` only
 * (accents dropped, anything else a dash), short enough for any store, so a key is safe wherever
 * it is written; the uuid before it keeps keys apart.
 */
export function keyFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '');
  return `${ascii(fileName.slice(0, dot)).slice(0, 100) || 'document'}.${ascii(fileName.slice(dot + 1))}`;
}
