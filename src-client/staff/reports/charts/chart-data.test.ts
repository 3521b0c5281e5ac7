import { describe, expect, it } from 'vitest';
import { amountBars, pieSlices } from './chart-data';

describe('pieSlices', () => {
  it('gives each group its share, leaving empty groups out', () => {
    expect(
      pieSlices('species', [
        { label: 'Dog', count: 3 },
        { label: 'Cat', count: 1 },
        { label: 'Other', count: 0 },
      ]),
    ).toEqual([
      { label: 'Dog', count: 3, percent: 75 },
      { label: 'Cat', count: 1, percent: 25 },
    ]);
  });

  it('rounds so the shares add up to 100', () => {
    const thirds = pieSlices('adoptionStatus', [
      { label: 'Pending', count: 1 },
      { label: 'Completed', count: 1 },
      { label: 'Cancelled', count: 1 },
    ]);
    expect(thirds.map((slice) => slice.percent)).toEqual([33, 34, 33]);
    const uneven = pieSlices('animalStatus', [
      { label: 'In Foster', count: 2 },
      { label: 'Adopted', count: 2 },
      { label: 'Available', count: 3 },
    ]);
    expect(uneven.map((slice) => slice.percent)).toEqual([28, 29, 43]);
    expect(uneven.reduce((sum, slice) => sum + slice.percent, 0)).toBe(100);
  });

  it('splits equal counts by the category’s fixed order, whatever order the legend lists them in', () => {
    const species = (labels: string[]) =>
      pieSlices(
        'species',
        labels.map((label) => ({ label, count: label === 'Other' ? 6 : 4 })),
      );
    const percentOf = (slices: { label: string; percent: number }[]) => Object.fromEntries(slices.map((slice) => [slice.label, slice.percent]));
    expect(percentOf(species(['Cat', 'Dog', 'Other']))).toEqual({ Dog: 29, Cat: 28, Other: 43 });
    expect(percentOf(species(['Other', 'Cat', 'Dog']))).toEqual({ Dog: 29, Cat: 28, Other: 43 });
  });

  it('has no slices when there is nothing to count', () => {
    expect(pieSlices('species', [])).toEqual([]);
    expect(pieSlices('species', [{ label: 'Dog', count: 0 }])).toEqual([]);
  });
});

describe('amountBars', () => {
  it('sums each type as a positive figure, marked income or expense, largest first', () => {
    expect(
      amountBars([
        { type: 'Donation', total: 2500 },
        { type: 'Facilities', total: -80050 },
        { type: 'Adoption Fee', total: 15000 },
      ]),
    ).toEqual([
      { type: 'Facilities', total: 80050, kind: 'expense' },
      { type: 'Adoption Fee', total: 15000, kind: 'income' },
      { type: 'Donation', total: 2500, kind: 'income' },
    ]);
  });

  it('leaves out a type whose total is zero', () => {
    expect(amountBars([{ type: 'Donation', total: 0 }])).toEqual([]);
  });
});
