import { describe, expect, it } from 'vitest';
import { appointmentFormDefaults, ZAppointmentForm } from './appointment-form';

const defaults = appointmentFormDefaults({ animalId: null, date: '2026-03-05', staff: { id: 4, name: 'Jordan Avery' } });
const firstMessage = (values: Record<string, unknown>, field: string) =>
  ZAppointmentForm.safeParse({ ...defaults, animalId: 4, time: '10:30', ...values }).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the Schedule Appointment form', () => {
  it('opens Upcoming, on the chosen day, 30 minutes long, with no animal (animalId 0) and the user as staff member', () => {
    expect(defaults).toEqual({
      animalId: 0,
      appointmentType: 'Check-up',
      date: '2026-03-05',
      time: '',
      durationMinutes: '30',
      staffUserId: '4',
      staffMember: 'Jordan Avery',
      status: 'Upcoming',
      notes: '',
    });
    expect(appointmentFormDefaults({ animalId: 9, date: '2026-03-05', staff: { id: 4, name: 'Jordan Avery' } }).animalId).toBe(9);
  });

  it('says what is missing, with the spec’s messages', () => {
    expect(firstMessage({ date: '' }, 'date')).toBe('Date is required');
    expect(firstMessage({ time: '' }, 'time')).toBe('Time is required');
    expect(firstMessage({ animalId: 0 }, 'animalId')).toBe('Animal is required');
    expect(firstMessage({ staffMember: ' ', staffUserId: '' }, 'staffMember')).toBe('Staff member is required');
    expect(firstMessage({ staffMember: ' ', staffUserId: '7' }, 'staffMember')).toBeUndefined();
  });

  it('sends the appointment as the API takes it: with an outside vet, their name', () => {
    expect(ZAppointmentForm.parse({ ...defaults, animalId: 4, time: '09:15', notes: ' ', staffUserId: '' })).toEqual({
      animalId: 4,
      appointmentType: 'Check-up',
      date: '2026-03-05',
      time: '09:15',
      durationMinutes: 30,
      staffUserId: null,
      staffMember: 'Jordan Avery',
      status: 'Upcoming',
      notes: null,
    });
  });

  it('sends a chosen staff user without the free text, which the server fills with their name', () => {
    expect(ZAppointmentForm.parse({ ...defaults, animalId: 4, time: '09:15', durationMinutes: '90', staffUserId: '7' })).toMatchObject({
      durationMinutes: 90,
      staffUserId: 7,
      staffMember: null,
    });
  });
});
