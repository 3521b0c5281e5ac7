import { describe, expect, it } from 'vitest';
import { appointmentDisplayStatus } from './appointment-status';
import { adoptionStatusPalette, appointmentStatusPalette } from './status-palette';

describe('appointment status', () => {
  const today = '2026-03-10';

  it('shows a past appointment as Completed', () => {
    expect(appointmentDisplayStatus({ date: '2026-03-09', status: 'Upcoming' }, today)).toBe('Completed');
    expect(appointmentDisplayStatus({ date: '2025-12-31', status: 'Confirmed' }, today)).toBe('Completed');
  });

  it('keeps today’s and later appointments, and cancelled ones, as they are', () => {
    expect(appointmentDisplayStatus({ date: '2026-03-10', status: 'Upcoming' }, today)).toBe('Upcoming');
    expect(appointmentDisplayStatus({ date: '2026-04-01', status: 'Confirmed' }, today)).toBe('Confirmed');
    expect(appointmentDisplayStatus({ date: '2026-03-01', status: 'Cancelled' }, today)).toBe('Cancelled');
  });

  it('colours Confirmed green and the rest blue', () => {
    expect(appointmentStatusPalette('Confirmed')).toBe('green');
    expect(appointmentStatusPalette('Upcoming')).toBe('blue');
    expect(appointmentStatusPalette('Completed')).toBe('blue');
  });

  it('colours adoptions by status', () => {
    expect([adoptionStatusPalette('Completed'), adoptionStatusPalette('Pending'), adoptionStatusPalette('Cancelled')]).toEqual(['green', 'yellow', 'gray']);
  });
});
