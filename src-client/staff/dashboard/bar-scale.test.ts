import { describe, expect, it } from 'vitest';
import { BAR_MAX_PX, BAR_MIN_PX, barHeights } from './bar-scale';

describe('barHeights', () => {
  it('gives the highest count the full height and the others their share', () => {
    expect(barHeights([2, 4, 1, 3])).toEqual([90, 180, 45, 135]);
  });

  it('never draws a bar shorter than the minimum', () => {
    expect(barHeights([0, 100, 5])).toEqual([BAR_MIN_PX, BAR_MAX_PX, BAR_MIN_PX]);
  });

  it('divides by at least 1: all zeros are all minimum bars, one adoption is a full bar', () => {
    expect(barHeights([0, 0, 0])).toEqual([20, 20, 20]);
    expect(barHeights([0, 1])).toEqual([20, 180]);
  });

  it('keeps a fraction of the height unrounded, so bars stay in proportion', () => {
    expect(barHeights([1, 3])).toEqual([60, 180]);
    expect(barHeights([1, 7])[0]).toBeCloseTo(180 / 7);
  });

  it('answers nothing for no buckets', () => {
    expect(barHeights([])).toEqual([]);
  });
});
