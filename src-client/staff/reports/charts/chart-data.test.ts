import { describe, expect, it } from 'vitest';
import { amountBars, pieSlices } from './chart-data';

describe('pieSlices', () => {
  it('gives each group its share, leaving empty groups out', () => {
    expect(
      pieSlices([
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
    const thirds = pieSlices([
      { label: 'A', count: 1 },
      { label: 'B', count: 1 },
      { label: 'C', count: 1 },
    ]);
    expect(thirds.map((slice) => slice.percent)).toEqual([34, 33, 33]);
    const uneven = pieSlices([
      { label: 'A', count: 2 },
      { label: 'B', count: 2 },
      { label: 'C', count: 3 },
    ]);
    expect(uneven.map((slice) => slice.percent)).toEqual([29, 28, 43]);
    expect(uneven.reduce((sum, slice) => sum + slice.percent, 0)).toBe(100);
  });

  it('has no slices when there is nothing to count', () => {
    expect(pieSlices([])).toEqual([]);
    expect(pieSlices([{ label: 'Dog', count: 0 }])).toEqual([]);
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
