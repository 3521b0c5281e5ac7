import { describe, expect, it } from 'vitest';
import { formatTime12 } from './time-format';

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
