import { describe, expect, it } from 'vitest';
import { appointmentDisplayStatus, NOT_MARKED } from './appointment-status';
import { adoptionStatusPalette, appointmentStatusPalette } from './status-palette';

describe('appointment status', () => {
  const today = '2026-03-10';
  const shown = (date: string, status: string, outcome: string | null = null) => appointmentDisplayStatus({ date, status, outcome }, today);

  it('shows the outcome recorded, whatever the day', () => {
    expect(shown('2026-03-09', 'Confirmed', 'Completed')).toBe('Completed');
    expect(shown('2026-03-10', 'Upcoming', 'No-show')).toBe('No-show');
    expect(shown('2026-04-01', 'Cancelled', 'Cancelled')).toBe('Cancelled');
  });

  it('shows a cancelled appointment as Cancelled, and today’s and later ones as their status', () => {
    expect(shown('2026-03-01', 'Cancelled')).toBe('Cancelled');
    expect(shown('2026-03-10', 'Upcoming')).toBe('Upcoming');
    expect(shown('2026-04-01', 'Confirmed')).toBe('Confirmed');
  });

  it('shows a past appointment nobody marked as Not marked', () => {
    expect(shown('2026-03-09', 'Upcoming')).toBe(NOT_MARKED);
    expect(shown('2025-12-31', 'Confirmed')).toBe('Not marked');
  });

  it('colours Confirmed green, No-show red, Not marked orange and the rest blue', () => {
    expect(appointmentStatusPalette('Confirmed')).toBe('green');
    expect(appointmentStatusPalette('No-show')).toBe('red');
    expect(appointmentStatusPalette(NOT_MARKED)).toBe('orange');
    expect(appointmentStatusPalette('Upcoming')).toBe('blue');
    expect(appointmentStatusPalette('Completed')).toBe('blue');
    expect(appointmentStatusPalette('Cancelled')).toBe('blue');
  });

  it('colours adoptions by status', () => {
    expect([adoptionStatusPalette('Completed'), adoptionStatusPalette('Pending'), adoptionStatusPalette('Cancelled')]).toEqual(['green', 'yellow', 'gray']);
  });
});
