import { describe, expect, it } from 'vitest';
import { financeRange } from './finance-range';

const params = (values: Record<string, string>) => ({ get: (key: string) => values[key] ?? null });
const range = (values: Record<string, string>, today = '2026-03-15') => financeRange(params(values), today);

describe('the Financial screen’s range', () => {
  it('covers every transaction unless a range is named (or one unknown)', () => {
    expect(range({})).toEqual({ range: 'all', from: undefined, to: undefined, invalid: false });
    expect(range({ range: 'decade' }).range).toBe('all');
  });

  it('takes this month, last month and this year from the shelter’s today, across years and leap days', () => {
    expect(range({ range: 'month' })).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(range({ range: 'last-month' })).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(range({ range: 'last-month' }, '2028-03-01')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(range({ range: 'last-month' }, '2027-01-31')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(range({ range: 'year' })).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes a custom range from the address, leaving a malformed end open and marking one out of order', () => {
    expect(range({ range: 'custom', from: '2026-01-05', to: '2026-02-10' })).toEqual({ range: 'custom', from: '2026-01-05', to: '2026-02-10', invalid: false });
    expect(range({ range: 'custom', from: 'soon', to: '2026-02-10' })).toMatchObject({ from: undefined, to: '2026-02-10', invalid: false });
    expect(range({ range: 'custom', from: '2026-03-01', to: '2026-02-10' }).invalid).toBe(true);
  });
});
