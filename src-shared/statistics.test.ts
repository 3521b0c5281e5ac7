import { describe, expect, it } from 'vitest';
import { reportRange, speciesGroup } from './report-ranges.js';
import { adoptionBuckets, adoptionRate, averageCents, percentShares, periodStart, sameDaysLastMonth } from './statistics.js';

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

describe('percentShares', () => {
  const groups = (...pairs: [string, number][]) => pairs.map(([label, count]) => ({ label, count }));
  const sum = (shares: number[]) => shares.reduce((total, share) => total + share, 0);

  it('rounds 4, 4 and 6 of 14 to sum to 100, the earlier label in the fixed order taking the point the equal counts cannot share', () => {
    const shares = percentShares(groups(['Cat', 4], ['Dog', 4], ['Other', 6]), ['Dog', 'Cat', 'Other']);
    expect(shares).toEqual([28, 29, 43]);
    // The same counts listed in another order split the same way.
    expect(percentShares(groups(['Other', 6], ['Dog', 4], ['Cat', 4]), ['Dog', 'Cat', 'Other'])).toEqual([43, 29, 28]);
  });

  it('gives thirds 34, 33, 33, the first in the fixed order taking the point', () => {
    expect(percentShares(groups(['B', 1], ['A', 1], ['C', 1]), ['A', 'B', 'C'])).toEqual([33, 34, 33]);
    expect(sum(percentShares(groups(['A', 2], ['B', 2], ['C', 2]), []))).toBe(100);
  });

  it('rounds equal counts alike when 100 allows it', () => {
    // 1, 1, 2 of 4 are exact; 3, 3, 1 of 7: 42.86, 42.86, 14.29 -> 43, 43, 14.
    expect(percentShares(groups(['A', 1], ['B', 1], ['C', 2]), [])).toEqual([25, 25, 50]);
    expect(percentShares(groups(['A', 3], ['B', 3], ['C', 1]), [])).toEqual([43, 43, 14]);
  });

  it('breaks an equal remainder by the larger count', () => {
    // 1 and 3 of 8: 12.5 and 37.5, with 4 of 8 exact: one point is missing, the larger count takes it.
    expect(percentShares(groups(['A', 1], ['B', 3], ['C', 4]), [])).toEqual([12, 38, 50]);
  });

  it('keeps a zero group at 0, and answers all 0 when nothing is counted', () => {
    expect(percentShares(groups(['Dog', 1], ['Cat', 0], ['Other', 2]), [])).toEqual([33, 0, 67]);
    expect(percentShares(groups(['Dog', 0], ['Cat', 0]), [])).toEqual([0, 0]);
    expect(percentShares([], [])).toEqual([]);
  });

  it('gives a single group 100', () => {
    expect(percentShares(groups(['Dog', 7]), [])).toEqual([100]);
  });

  it('sums to 100 for any counts', () => {
    for (let seed = 1; seed < 200; seed++) {
      const counts = Array.from({ length: 1 + (seed % 6) }, (_, i) => ({ label: String(i), count: (seed * (i + 3) * 7919) % 23 }));
      if (counts.some((item) => item.count > 0)) expect(sum(percentShares(counts, [])), JSON.stringify(counts)).toBe(100);
    }
  });
});

describe('sameDaysLastMonth', () => {
  it('runs from the 1st of last month to the same day of the month', () => {
    expect(sameDaysLastMonth('2026-03-10')).toEqual(['2026-02-01', '2026-02-10']);
    expect(sameDaysLastMonth('2026-03-01')).toEqual(['2026-02-01', '2026-02-01']);
    expect(sameDaysLastMonth('2026-01-15')).toEqual(['2025-12-01', '2025-12-15']);
  });

  it('keeps to the last day of a shorter last month', () => {
    expect(sameDaysLastMonth('2026-03-31')).toEqual(['2026-02-01', '2026-02-28']);
    expect(sameDaysLastMonth('2028-03-30')).toEqual(['2028-02-01', '2028-02-29']);
    expect(sameDaysLastMonth('2026-05-31')).toEqual(['2026-04-01', '2026-04-30']);
  });
});
