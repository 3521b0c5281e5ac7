import type { TPaperSize } from '../../../src-shared/schemas/printables';

/**
 * The sheets a paper is printed on (decision 0013). Layouts are measured to fit the smaller of
 * both: A4's width and Letter's height, less the margins, so a paper drawn for one prints whole
 * on the other, whatever the print dialog's choice.
 */
export const PAPER_SIZES = {
  letter: { label: 'Letter', css: 'letter', widthMm: 215.9, heightMm: 279.4 },
  a4: { label: 'A4', css: 'A4', widthMm: 210, heightMm: 297 },
} as const satisfies Record<TPaperSize, { label: string; css: string; widthMm: number; heightMm: number }>;

export const PAPER_OPTIONS = (Object.keys(PAPER_SIZES) as TPaperSize[]).map((size) => ({ value: size, label: PAPER_SIZES[size].label }));

/** Every side's margin, on paper (the page rule) and around the sheet on screen. */
export const PAGE_MARGIN_MM = 12;

/**
 * The page rule for the chosen size: the print dialog opens on it. A paper that may run over
 * pages (a contract, a certificate) numbers them in the bottom margin, "Page 2 of 3".
 */
export function pageRule(size: TPaperSize, numbered = false): string {
  const number = numbered ? ' @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #4b4b4b; }' : '';
  return `@page { size: ${PAPER_SIZES[size].css}; margin: ${PAGE_MARGIN_MM}mm;${number} }`;
}

/**
 * The largest image of a `srcset` ("a.jpg 160w, b.jpg 1600w"): paper is printed at several times
 * a screen's density, so a photo on paper takes the largest size made.
 */
export function largestOfSrcset(srcset: string): string | null {
  let best: { url: string; width: number } | null = null;
  for (const candidate of srcset.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(descriptor?.replace(/w$/, ''));
    if (url && Number.isFinite(width) && (!best || width > best.width)) best = { url, width };
  }
  return best?.url ?? null;
}
