import { describe, expect, it } from 'vitest';
import { averageStayCaption, countTicks, daysText, liveReleaseCaption, monthLabel, rateText } from './stay-figures';

describe('the dashboard’s figures from stays', () => {
  it('say the rate and the average stay to one decimal', () => {
    expect(rateText(92.3)).toBe('92.3%');
    expect(rateText(100)).toBe('100.0%');
    expect(daysText(12.5)).toBe('12.5 days');
    expect(daysText(0)).toBe('0.0 days');
  });

  it('say why there is no rate: no outcome at all, or only deaths and losses', () => {
    expect(liveReleaseCaption({ liveReleaseRate: 80, averageLengthOfStayDays: 3 })).toBe('Outcomes of the last 30 days');
    expect(liveReleaseCaption({ liveReleaseRate: null, averageLengthOfStayDays: null })).toBe('No outcomes in 30 days');
    expect(liveReleaseCaption({ liveReleaseRate: null, averageLengthOfStayDays: 4 })).toBe('No live outcome or euthanasia in 30 days');
    expect(averageStayCaption({ liveReleaseRate: null, averageLengthOfStayDays: null })).toBe('No outcomes in 30 days');
  });

  it('name months and count the axis in whole numbers', () => {
    expect(monthLabel('2026-03')).toBe('Mar');
    expect(monthLabel('2025-12', true)).toBe('Dec 2025');
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(9)).toEqual([0, 3, 6, 9]);
    expect(countTicks(10)).toEqual([0, 3, 6, 9, 12]);
  });
});
