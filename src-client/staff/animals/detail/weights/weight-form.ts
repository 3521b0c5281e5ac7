import { z } from 'zod';
import { formatWeight, GRAMS_PER_POUND, MAX_WEIGHT_GRAMS, toGrams } from '../../../../../src-shared/care-plans';
import { WEIGHT_UNITS, type TWeightUnit } from '../../../../../src-shared/enums';
import { ZWeightCreateInput } from '../../../../../src-shared/schemas/care-plans';

/**
 * Record Weight: the API's own weight schema, with the weight typed in kilograms or pounds (the
 * Display setting's unit unless staff choose the other) and stored in grams.
 */

const WEIGHT_MESSAGE = 'Enter a weight, such as 12.5';

/** A weight as typed ("12.5", "12,5"), or NaN. */
const typedNumber = (text: string) => (/^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

export const ZWeightForm = z
  .object({
    date: ZWeightCreateInput.shape.date,
    value: z.string().trim().min(1, 'Weight is required'),
    unit: z.enum(WEIGHT_UNITS),
    notes: ZWeightCreateInput.shape.notes,
  })
  .superRefine(({ value, unit }, ctx) => {
    if (!value) return;
    const number = typedNumber(value);
    if (Number.isNaN(number) || toGrams(number, unit) < 1) ctx.addIssue({ code: 'custom', message: WEIGHT_MESSAGE, path: ['value'] });
    else if (toGrams(number, unit) > MAX_WEIGHT_GRAMS) {
      ctx.addIssue({ code: 'custom', message: `Enter a weight of at most ${formatWeight(MAX_WEIGHT_GRAMS, unit)}`, path: ['value'] });
    }
  })
  .transform(({ value, unit, ...weight }) => ({ ...weight, grams: toGrams(typedNumber(value), unit) }));
export type TWeightFormValues = z.input<typeof ZWeightForm>;

/** Weighed today, in the unit weights are shown in. */
export function weightFormDefaults(today: string, unit: TWeightUnit): TWeightFormValues {
  return { date: today, value: '', unit, notes: '' };
}

/** A weight in grams as a number in a unit, for a chart's scale. */
export function weightIn(grams: number, unit: TWeightUnit): number {
  return unit === 'kg' ? grams / 1000 : grams / GRAMS_PER_POUND;
}
