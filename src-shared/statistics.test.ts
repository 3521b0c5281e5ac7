import { describe, expect, it } from 'vitest';
import { reportRange, speciesGroup } from './report-ranges.js';
import { adoptionBuckets, adoptionRate, averageCents, periodStart } from './statistics.js';

describe('adoptionRate', () => {
  it('is the rounded percent of adoptions to intakes', () => {
    expect(adoptionRate(1, 3)).toBe(33);
    expect(adoptionRate(2, 3)).toBe(67);
    expect(adoptionRate(1, 2)).toBe(50);
    expect(adoptionRate(3, 3)).toBe(100);
  });

  it('may pass 100 when more animals left than came in', () => {
    expect(adoptionRate(5, 2)).toBe(250);
  });

  it('is 0 without intakes, never a division by zero', () => {
    expect(adoptionRate(0, 0)).toBe(0);
    expect(adoptionRate(4, 0)).toBe(0);
  });
});

describe('averageCents', () => {
  it('averages in whole cents', () => {
    expect(averageCents(12500, 1)).toBe(12500);
    expect(averageCents(10000, 3)).toBe(3333);
    expect(averageCents(20000, 3)).toBe(6667);
  });

  it('is 0 when there is nothing to average', () => {
    expect(averageCents(0, 0)).toBe(0);
  });
});

describe('reportRange', () => {
  it('runs from the same day a week, a month or a year before, through today', () => {
    expect(reportRange('week', '2026-03-10')).toEqual({ from: '2026-03-03', to: '2026-03-10' });
    expect(reportRange('month', '2026-03-10')).toEqual({ from: '2026-02-10', to: '2026-03-10' });
    expect(reportRange('year', '2026-03-10')).toEqual({ from: '2025-03-10', to: '2026-03-10' });
  });

  it('keeps to the last day of a shorter month, and crosses a year', () => {
    expect(reportRange('month', '2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(reportRange('year', '2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
    expect(reportRange('week', '2026-01-03')).toEqual({ from: '2025-12-27', to: '2026-01-03' });
  });
});

describe('speciesGroup', () => {
  it('keeps dogs and cats, and counts every other species as Other', () => {
    expect(['Dog', 'Cat', 'Bird', 'Rabbit', 'Other'].map(speciesGroup)).toEqual(['Dog', 'Cat', 'Other', 'Other', 'Other']);
  });
});

describe('adoptionBuckets', () => {
  const counts = new Map([
    ['2026-03-10', 2],
    ['2026-03-04', 1],
    ['2026-02-09', 4],
    ['2026-02-01', 3],
    ['2025-04-01', 5],
  ]);

  it('Weekly: the last 7 days by day, oldest first, today marked', () => {
    const buckets = adoptionBuckets('week', '2026-03-10', counts);
    expect(buckets.map((bucket) => bucket.date)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(buckets.map((bucket) => bucket.count)).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(buckets.map((bucket) => bucket.day)).toEqual(['Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue']);
    expect(buckets.filter((bucket) => bucket.isToday).map((bucket) => bucket.date)).toEqual(['2026-03-10']);
    expect(periodStart('week', '2026-03-10')).toBe(buckets[0]?.date);
  });

  it('Monthly: the last 30 days by day', () => {
    const buckets = adoptionBuckets('month', '2026-03-10', counts);
    expect(buckets).toHaveLength(30);
    expect(buckets[0]).toMatchObject({ date: '2026-02-09', day: 'Feb 9', count: 4, isToday: false });
    expect(buckets.at(-1)).toMatchObject({ date: '2026-03-10', day: 'Mar 10', count: 2, isToday: true });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(7);
    expect(periodStart('month', '2026-03-10')).toBe('2026-02-09');
  });

  it('Yearly: the last 12 months by month, each keyed by its first day', () => {
    const buckets = adoptionBuckets('year', '2026-03-10', counts);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toMatchObject({ date: '2025-04-01', day: 'Apr', count: 5 });
    expect(buckets.at(-2)).toMatchObject({ date: '2026-02-01', day: 'Feb', count: 3 });
    expect(buckets.at(-1)).toMatchObject({ date: '2026-03-01', day: 'Mar', isToday: true });
    expect(periodStart('year', '2026-03-10')).toBe('2025-04-01');
  });
});
