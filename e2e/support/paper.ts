import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';

/** A printed paper as the printer gets it: its pages' sizes in points and each page's text, spaces evened out. */
export interface TPrinted {
  pages: string[];
  sizes: { width: number; height: number }[];
}

/**
 * Prints the page to PDF as Chromium's print dialog would: on `format` (A4, Letter) whatever its
 * page rule asks, or, without one, at the page rule's size (the paper chosen on the page). Then
 * reads it back page by page.
 */
export async function printToPdf(page: Page, format?: 'A4' | 'Letter'): Promise<TPrinted> {
  const pdf = new Uint8Array(await page.pdf(format ? { format, preferCSSPageSize: false } : { preferCSSPageSize: true }));
  const document = await getDocumentProxy(pdf);
  const sizes: TPrinted['sizes'] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 });
    sizes.push({ width: Math.round(width), height: Math.round(height) });
  }
  const { text } = await extractText(document, { mergePages: false });
  return { pages: text.map((page) => page.replace(/\s+/g, ' ').trim()), sizes };
}

/** The paper a PDF page is, by its size in points (A4 595 × 842, Letter 612 × 792; Chromium rounds A4 up by a point). */
export function paperName(size: { width: number; height: number }): 'A4' | 'Letter' | 'other' {
  if (Math.abs(size.width - 595) <= 2 && Math.abs(size.height - 842) <= 2) return 'A4';
  if (size.width === 612 && size.height === 792) return 'Letter';
  return 'other';
}

/** What a camera reads from a QR code on the page as printed (print media), from its pixels; null when it finds no code. */
export async function readQrCode(page: Page, code: Locator): Promise<string | null> {
  await page.emulateMedia({ media: 'print' });
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // jsqr is CommonJS: under Node's module rules its function is the module's `default`.
  return jsQR.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
