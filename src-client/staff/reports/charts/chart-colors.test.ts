import { describe, expect, it } from 'vitest';
import { ADOPTION_STATUSES, ANIMAL_STATUSES, SPECIES } from '../../../../src-shared/enums';
import { categoryColor, type TChartCategory } from './chart-colors';

/** A colour's hue family: a theme palette's name (`green` of green.500), or a plain colour itself. */
const hue = (color: string) => /^var\(--chakra-colors-([a-z]+)-\d+\)$/.exec(color)?.[1] ?? color;
const hues = (category: TChartCategory, labels: readonly string[]) => labels.map((label) => hue(categoryColor(category, label)));

describe('categoryColor', () => {
  it('gives a status its badge colour, whatever else the chart holds', () => {
    expect(categoryColor('animalStatus', 'Available')).toBe('var(--chakra-colors-green-500)');
    expect(categoryColor('animalStatus', 'Medical Hold')).toBe('var(--chakra-colors-yellow-400)');
    expect(categoryColor('animalStatus', 'Quarantine')).toBe('var(--chakra-colors-red-500)');
    expect(categoryColor('animalStatus', 'Stray Hold')).toBe('var(--chakra-colors-orange-500)');
    expect(categoryColor('adoptionStatus', 'Completed')).toBe('var(--chakra-colors-green-500)');
    expect(categoryColor('species', 'Dog')).toBe('var(--chakra-colors-orange-500)');
  });

  it('draws every animal status, adoption status and species in a hue of its own', () => {
    for (const [category, labels] of [
      ['animalStatus', ANIMAL_STATUSES],
      ['adoptionStatus', ADOPTION_STATUSES],
      ['species', SPECIES],
    ] as const) {
      expect(new Set(hues(category, labels)).size, category).toBe(labels.length);
    }
  });
});
