import { z } from 'zod';
import { ZFosterCreateInput } from '../../../src-shared/schemas/foster';

/**
 * New Foster Arrangement checks what the API checks: it is the API's own placement schema
 * (a name, an email or a phone, "Start date is required", an optional end date), with the animal
 * the dialog was opened for.
 */
export const ZFosterForm = ZFosterCreateInput;
export type TFosterFormValues = z.input<typeof ZFosterForm>;

/** A placement starting today, open-ended. */
export function fosterFormDefaults(animalId: number, today: string): TFosterFormValues {
  return { animalId, fosterName: '', fosterEmail: '', fosterPhone: '', startDate: today, endDate: '', notes: '' };
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
