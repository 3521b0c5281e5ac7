import { describe, expect, it } from 'vitest';
import { joinTraits, splitTraits } from './traits';

describe('traits', () => {
  it('splits on commas and trims each trait', () => {
    expect(splitTraits('Friendly,  Good with kids , House-trained')).toEqual(['Friendly', 'Good with kids', 'House-trained']);
  });

  it('gives an empty list for empty or blank text', () => {
    expect(splitTraits('')).toEqual([]);
    expect(splitTraits('   ')).toEqual([]);
    expect(splitTraits(' , ,')).toEqual([]);
  });

  it('drops blanks between commas and keeps words with inner spaces', () => {
    expect(splitTraits('Calm,,Loves long walks,')).toEqual(['Calm', 'Loves long walks']);
  });

  it('joins a list back into the line the form edits', () => {
    expect(joinTraits(['Calm', 'Loves long walks'])).toBe('Calm, Loves long walks');
    expect(splitTraits(joinTraits(['Calm', 'Shy']))).toEqual(['Calm', 'Shy']);
    expect(joinTraits([])).toBe('');
  });
});
