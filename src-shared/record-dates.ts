import { addMonths } from './dates.js';

/**
 * The dates a record may carry (docs/domain.md#dates), in one place: the server refuses a date
 * outside its record's bounds with the bound's message, and the console gives its date inputs the
 * same `min` and `max`, so the picker cannot choose what the server refuses. `today` is the
 * shelter's today.
 */

/** No record of this shelter's is older: an earlier date is a typo (19990 read as 1990…). */
export const EARLIEST_RECORD_DATE = '1990-01-01';

/** How far ahead an appointment may be booked. */
export const APPOINTMENT_YEARS_AHEAD = 2;

export interface TDateBound {
  date: string;
  /** Shown when a date falls outside this bound; names the field. */
  message: string;
}

export interface TDateBounds {
  min: TDateBound;
  max: TDateBound;
}

const notBeforeEarliest = (field: string): TDateBound => ({ date: EARLIEST_RECORD_DATE, message: `${field} cannot be before ${EARLIEST_RECORD_DATE}` });
const notAfterToday = (field: string, today: string): TDateBound => ({ date: today, message: `${field} cannot be after today (${today})` });
const notBeforeIntake = (field: string, intakeDate: string): TDateBound => ({
  date: intakeDate,
  message: `${field} cannot be before the animal's intake date (${intakeDate})`,
});

/** The animal ID's year comes from the intake date, so a future intake would mint a future ID. */
export const intakeDateBounds = (today: string): TDateBounds => ({ min: notBeforeEarliest('Intake date'), max: notAfterToday('Intake date', today) });

export const adoptionDateBounds = (today: string, intakeDate: string): TDateBounds => ({
  min: notBeforeIntake('Adoption date', intakeDate),
  max: notAfterToday('Adoption date', today),
});

export const behaviorNoteDateBounds = (today: string, intakeDate: string): TDateBounds => ({
  min: notBeforeIntake('Note date', intakeDate),
  max: notAfterToday('Note date', today),
});

/**
 * A record from an outside source (a previous owner's vet, a transfer partner) may predate the
 * intake, so a surrendered dog's current rabies shot can be entered; the shelter's own may not.
 */
export const medicalDateBounds = (today: string, intakeDate: string, outsideSource: boolean): TDateBounds => ({
  min: outsideSource
    ? notBeforeEarliest('Record date')
    : {
        date: intakeDate,
        message: `Record date cannot be before the animal's intake date (${intakeDate}) unless the record is from an outside source`,
      },
  max: notAfterToday('Record date', today),
});

/** A weight is the shelter's own record, like its medical records: from the animal's intake to today. */
export const weightDateBounds = (today: string, intakeDate: string): TDateBounds => ({
  min: notBeforeIntake('Weight date', intakeDate),
  max: notAfterToday('Weight date', today),
});

export const appointmentDateBounds = (today: string, intakeDate: string): TDateBounds => ({
  min: notBeforeIntake('Appointment date', intakeDate),
  max: { date: addMonths(today, 12 * APPOINTMENT_YEARS_AHEAD), message: `Appointment date cannot be more than ${APPOINTMENT_YEARS_AHEAD} years ahead` },
});

export const transactionDateBounds = (today: string): TDateBounds => ({
  min: notBeforeEarliest('Transaction date'),
  max: notAfterToday('Transaction date', today),
});

/** The message of the bound a calendar date falls outside of, or null when it is within them. */
export function dateProblem(date: string, bounds: TDateBounds): string | null {
  if (date < bounds.min.date) return bounds.min.message;
  if (date > bounds.max.date) return bounds.max.message;
  return null;
}

/** A date input's `min` and `max` attributes. */
export const inputBounds = (bounds: TDateBounds) => ({ min: bounds.min.date, max: bounds.max.date });

/** A date of birth, exact or estimated: on or before the first intake (born in care: the same day); parrots and tortoises live long. */
export const birthDateBounds = (intakeDate: string): TDateBounds => ({
  min: { date: '1900-01-01', message: 'Birth date cannot be before 1900-01-01' },
  max: { date: intakeDate, message: `Birth date cannot be after the intake date (${intakeDate})` },
});
