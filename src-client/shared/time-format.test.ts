import { describe, expect, it } from 'vitest';
import { formatTime, formatTime12, formatTimeSpan } from './time-format';

describe('formatTime12', () => {
  it('reads 12 and above as PM', () => {
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('14:30')).toBe('2:30 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
  });

  it('reads below 12 as AM, midnight as 12 AM', () => {
    expect(formatTime12('00:15')).toBe('12:15 AM');
    expect(formatTime12('09:05')).toBe('9:05 AM');
    expect(formatTime12('11:59')).toBe('11:59 AM');
  });

  it('shows anything else as it came', () => {
    expect(formatTime12('noon')).toBe('noon');
    expect(formatTime12('25:00')).toBe('25:00');
  });
});

describe('formatTime and formatTimeSpan', () => {
  it('follow the clock chosen: 24-hour as stored, 12-hour with AM/PM', () => {
    expect(formatTime('14:30', '24-hour')).toBe('14:30');
    expect(formatTime('09:05', '24-hour')).toBe('09:05');
    expect(formatTime('14:30', '12-hour')).toBe('2:30 PM');
    expect(formatTimeSpan('11:45', 30, '24-hour')).toBe('11:45–12:15');
    expect(formatTimeSpan('11:45', 30, '12-hour')).toBe('11:45 AM–12:15 PM');
    expect(formatTimeSpan('23:50', 20, '24-hour')).toBe('23:50–00:10');
  });
});
