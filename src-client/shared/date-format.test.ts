import { afterEach, describe, expect, it } from 'vitest';
import { deviceDate, formatDate } from './date-format';
import { DATE_FORMATS } from './display-settings';

describe('formatDate', () => {
  it.each([
    ['MM/DD/YYYY', '03/05/2026'],
    ['DD/MM/YYYY', '05/03/2026'],
    ['YYYY-MM-DD', '2026-03-05'],
    ['MMM D, YYYY', 'Mar 5, 2026'],
  ] as const)('shows 2026-03-05 as %s', (format, expected) => {
    expect(formatDate('2026-03-05', format)).toBe(expected);
  });

  it('shows "N/A" for a missing date in every format', () => {
    for (const format of DATE_FORMATS) {
      expect(formatDate(null, format)).toBe('N/A');
      expect(formatDate(undefined, format)).toBe('N/A');
      expect(formatDate('', format)).toBe('N/A');
    }
  });

  it('keeps the first and last days of months and years, and leap days', () => {
    expect(formatDate('2026-01-01', 'MMM D, YYYY')).toBe('Jan 1, 2026');
    expect(formatDate('2025-12-31', 'MMM D, YYYY')).toBe('Dec 31, 2025');
    expect(formatDate('2024-02-29', 'DD/MM/YYYY')).toBe('29/02/2024');
    expect(formatDate('2026-10-01', 'MM/DD/YYYY')).toBe('10/01/2026');
  });

  it('leaves text that is not a calendar date as it is', () => {
    expect(formatDate('2026-02-30', 'MMM D, YYYY')).toBe('2026-02-30');
    expect(formatDate('soon', 'MM/DD/YYYY')).toBe('soon');
  });

  describe('in any time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      // Assigning undefined would set the text "undefined", a zone of its own, for the files after this one.
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    // Far west and far east of UTC: a date read as UTC midnight and shown in local time moves a day.
    it.each(['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])('never moves the day in %s', (zone) => {
      process.env.TZ = zone;
      expect(formatDate('2026-01-01', 'MMM D, YYYY')).toBe('Jan 1, 2026');
      expect(formatDate('2026-12-31', 'MM/DD/YYYY')).toBe('12/31/2026');
      expect(formatDate('2026-03-08', 'DD/MM/YYYY')).toBe('08/03/2026');
    });

    it('takes today from the local calendar, not from UTC', () => {
      process.env.TZ = 'America/Los_Angeles';
      // 23:30 local time on Jan 31 is already Feb 1 in UTC.
      expect(deviceDate(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
      process.env.TZ = 'Asia/Tokyo';
      // 00:30 local time on Mar 1 is still Feb 28 in UTC.
      expect(deviceDate(new Date(2026, 2, 1, 0, 30))).toBe('2026-03-01');
    });
  });
});
