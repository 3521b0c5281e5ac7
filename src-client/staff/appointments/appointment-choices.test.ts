import { describe, expect, it } from 'vitest';
import { appointmentChoices } from './appointment-choices';

const today = '2026-03-10';
const choices = (date: string, outcome: 'Completed' | 'No-show' | 'Cancelled' | null = null) => appointmentChoices({ date, outcome }, today);

describe('the appointment status menu’s choices', () => {
  it('offers a day still to come its statuses and Cancel, never an outcome that has not happened', () => {
    expect(choices('2026-03-11')).toEqual(['Confirmed', 'Upcoming', 'Cancelled']);
    expect(choices('2026-03-11', 'Cancelled')).toEqual(['Confirmed', 'Upcoming', 'Cancelled']);
  });

  it('offers today both, and a past day the outcomes, with a way to clear one', () => {
    expect(choices('2026-03-10')).toEqual(['Confirmed', 'Upcoming', 'Completed', 'No-show', 'Cancelled']);
    expect(choices('2026-03-10', 'Completed')).toEqual(['Completed', 'No-show', 'Cancelled', 'Not marked']);
    expect(choices('2026-03-09')).toEqual(['Completed', 'No-show', 'Cancelled']);
    expect(choices('2026-03-09', 'Cancelled')).toEqual(['Completed', 'No-show', 'Cancelled', 'Not marked']);
  });
});
