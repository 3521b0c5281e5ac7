import { describe, expect, it } from 'vitest';
import { formatTime, formatTime12, formatTimeSpan, parseTime, timesOnClock } from './time-format';

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

describe('parseTime', () => {
  it('reads a time typed on either clock as HH:MM', () => {
    expect(parseTime('14:30')).toBe('14:30');
    expect(parseTime('1430')).toBe('14:30');
    expect(parseTime('930')).toBe('09:30');
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('9.15')).toBe('09:15');
    expect(parseTime('2:30 PM')).toBe('14:30');
    expect(parseTime('2pm')).toBe('14:00');
    expect(parseTime('12 am')).toBe('00:00');
    expect(parseTime('12:05 p.m.')).toBe('12:05');
  });
  it('refuses what is not a time', () => {
    for (const text of ['', '24:00', '13 pm', '0 am', '9:60', 'noon', '2:3']) expect(parseTime(text)).toBeNull();
  });
});

describe('timesOnClock', () => {
  it('puts the times of a sentence on the chosen clock', () => {
    const said = 'Rex already has an appointment from 14:30 to 15:15 (Check-up with Dr. Lee).';
    expect(timesOnClock(said, '12-hour')).toBe('Rex already has an appointment from 2:30 PM to 3:15 PM (Check-up with Dr. Lee).');
    expect(timesOnClock(said, '24-hour')).toBe(said);
  });
});
