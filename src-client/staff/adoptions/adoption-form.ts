import { z } from 'zod';
import { centsToDecimal, parseDollarsToCents } from '../../../src-shared/money';
import { ZAdoptionCreateInput } from '../../../src-shared/schemas/adoptions';
import { chosenId } from '../../shared/form/chosen-id';

export const FEE_FORMAT_MESSAGE = 'Enter the fee in dollars, e.g. 150.00';

/**
 * The fee as staff type it, in dollars ("150", "150.00", "$1,250.50"), to the integer cents the
 * API takes; empty counts as 0 (docs/domain.md#validation).
 */
export const ZFeeDollars = z.string().transform((text, ctx) => {
  const cents = text.trim() ? parseDollarsToCents(text) : 0;
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: FEE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  // The API's own fee rule (whole cents, not negative, within range), with its messages.
  const checked = ZAdoptionCreateInput.shape.feeAmount.safeParse(cents);
  if (!checked.success) {
    checked.error.issues.forEach((issue) => ctx.addIssue({ code: 'custom', message: issue.message }));
    return z.NEVER;
  }
  return checked.data;
});

export const ADOPTER_MESSAGE = 'Choose the adopter, or create a new person';

const fields = ZAdoptionCreateInput.shape;

/**
 * Process Adoption: the API's own adoption fields, with the adopter chosen among people (their
 * record's id) and the fee in dollars; the animal is the dialog's. The outcome's time and
 * condition go only with a Completed adoption (the server refuses them with another status),
 * whatever was typed before the status changed.
 */
export const ZAdoptionForm = z
  .object({
    personId: chosenId(ADOPTER_MESSAGE),
    adoptionDate: fields.adoptionDate,
    fee: ZFeeDollars,
    status: fields.status,
    outcomeTime: fields.outcomeTime,
    outcomeCondition: fields.outcomeCondition,
  })
  .transform(({ fee, ...adoption }) => ({
    ...adoption,
    feeAmount: fee,
    ...(adoption.status === 'Completed' ? {} : { outcomeTime: null, outcomeCondition: null }),
  }));
export type TAdoptionFormValues = z.input<typeof ZAdoptionForm>;

/**
 * A new adoption: dated today at the time on the shelter's clock, at the default adoption fee of
 * the system settings; Completed, or Pending for an animal on hold (it cannot be completed while
 * the hold lasts). The adopter is the person it was started for, if any.
 */
export function adoptionFormDefaults(
  defaultFeeCents: number | undefined,
  now: { date: string; time: string },
  status: 'Completed' | 'Pending' = 'Completed',
  personId: number | null = null,
): TAdoptionFormValues {
  return {
    personId,
    adoptionDate: now.date,
    fee: defaultFeeCents === undefined ? '' : centsToDecimal(defaultFeeCents),
    status,
    outcomeTime: now.time,
    outcomeCondition: null,
  };
}
