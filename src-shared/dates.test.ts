import { describe, expect, it } from 'vitest';
import { timeInZone } from './dates.js';

describe('timeInZone', () => {
  it('gives the wall-clock time of the zone, on a 24-hour clock', () => {
    const instant = new Date('2026-11-24T05:07:00Z');
    expect(timeInZone(instant, 'UTC')).toBe('05:07');
    expect(timeInZone(instant, 'America/Chicago')).toBe('23:07');
    expect(timeInZone(new Date('2026-11-24T00:30:00Z'), 'UTC')).toBe('00:30');
  });
});
