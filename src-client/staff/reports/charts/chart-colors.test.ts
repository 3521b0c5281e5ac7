import { describe, expect, it } from 'vitest';
import { ANIMAL_STATUSES, SPECIES } from '../../../../src-shared/enums';
import { categoryColor } from './chart-colors';

describe('categoryColor', () => {
  it('gives a status its badge colour, whatever else the chart holds', () => {
    expect(categoryColor('animalStatus', 'Available')).toBe('var(--chakra-colors-green-500)');
    expect(categoryColor('animalStatus', 'Medical Hold')).toBe('var(--chakra-colors-yellow-400)');
    expect(categoryColor('adoptionStatus', 'Completed')).toBe('var(--chakra-colors-green-500)');
    expect(categoryColor('species', 'Dog')).toBe('var(--chakra-colors-orange-500)');
  });

  it('draws every animal status and every species in a hue of its own', () => {
    const statuses = ANIMAL_STATUSES.map((status) => categoryColor('animalStatus', status));
    expect(new Set(statuses).size).toBe(ANIMAL_STATUSES.length);
    expect(categoryColor('animalStatus', 'Behavioral Eval')).not.toBe(categoryColor('animalStatus', 'Adopted'));
    const species = SPECIES.map((name) => categoryColor('species', name));
    expect(new Set(species).size).toBe(SPECIES.length);
  });
});
