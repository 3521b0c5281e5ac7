import { describe, expect, it } from 'vitest';
import { largestOfSrcset, pageRule } from './paper';

describe('pageRule', () => {
  it('names the chosen size and the margins', () => {
    expect(pageRule('letter')).toBe('@page { size: letter; margin: 12mm; }');
    expect(pageRule('a4')).toBe('@page { size: A4; margin: 12mm; }');
  });

  it('numbers the pages of a paper that may run over several', () => {
    expect(pageRule('letter', true)).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
  });
});

describe('largestOfSrcset', () => {
  it('takes the widest candidate, in whatever order they come', () => {
    expect(largestOfSrcset('/media/photos/h/480.jpg 480w, /media/photos/h/1600.jpg 1600w, /media/photos/h/160.jpg 160w')).toBe('/media/photos/h/1600.jpg');
  });

  it('takes the only one of a photo smaller than every width made', () => {
    expect(largestOfSrcset('/media/photos/h/120.webp 120w')).toBe('/media/photos/h/120.webp');
  });

  it('is null for an empty srcset', () => {
    expect(largestOfSrcset('')).toBeNull();
  });
});
