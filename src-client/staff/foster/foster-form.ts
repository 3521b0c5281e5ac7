import { z } from 'zod';
import { fosterDatesProblem, ZFosterCreateInput } from '../../../src-shared/schemas/foster';
import { chosenId } from '../../shared/form/chosen-id';

export const FOSTER_MESSAGE = 'Choose the foster, or create a new person';

const fields = ZFosterCreateInput.shape;

/**
 * New Foster Arrangement checks what the API checks: the API's own placement fields ("Start date
 * is required", an optional end date), with the foster chosen among people (their record's id),
 * the animal the dialog was opened for, and the API's date bounds for that animal.
 */
export const ZFosterForm = z.object({
  animalId: fields.animalId,
  personId: chosenId(FOSTER_MESSAGE),
  startDate: fields.startDate,
  endDate: fields.endDate,
  notes: fields.notes,
});
export type TFosterFormValues = z.input<typeof ZFosterForm>;

export function fosterForm(intakeDate: string, today: string) {
  return ZFosterForm.superRefine((placement, ctx) => {
    const problem = fosterDatesProblem(placement, intakeDate, today);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
}

/** The form's note under a start date after today, or nothing. */
export function scheduledNote(startDate: string, today: string): string | undefined {
  if (!startDate || startDate <= today) return undefined;
  // Both are UTC midnights: the difference is a whole number of days.
  const days = (Date.parse(startDate) - Date.parse(today)) / 86_400_000;
  return `Starts in ${days} day${days === 1 ? '' : 's'}: the animal's status changes on that day`;
}

/** A placement starting today, open-ended; with the foster it was started for, if any. */
export function fosterFormDefaults(animalId: number, today: string, personId: number | null = null): TFosterFormValues {
  return { animalId, personId, startDate: today, endDate: '', notes: '' };
}

/** Ending a placement: the day it ended, today by default, not before it started. */
export function endPlacementForm(startDate: string) {
  return z.object({
    endDate: z
      .string()
      .trim()
      .min(1, 'End date is required')
      .refine((date) => date >= startDate, 'End date cannot be before the start date'),
  });
}
