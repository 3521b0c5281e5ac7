import { timeAfter, type TAppointment } from '../../../src-shared/schemas/appointments';

/** "10:00–10:30": when an appointment starts and ends. */
export const timeSpan = (appointment: Pick<TAppointment, 'time' | 'durationMinutes'>) =>
  `${appointment.time}–${timeAfter(appointment.time, appointment.durationMinutes)}`;
