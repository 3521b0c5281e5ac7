import { z } from 'zod';
import { centsToDecimal, parseDollarsToCents } from '../../../../src-shared/money';
import { ANIMAL_ID_DIGIT_OPTIONS, DATA_RETENTION_OPTIONS, type TSystemSettings, ZSystemSettings } from '../../../../src-shared/schemas/settings';

/** Days typed as text; left empty they are no number, which the API's own rule refuses. */
const daysText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? Number.NaN : Number(text)));

/**
 * The System settings the console offers; the retired SMS switch stays in the API for its clients,
 * does nothing (decision 0014), and is neither shown nor sent.
 */
const ZSystemFormSettings = ZSystemSettings.omit({ enableSmsNotifications: true });
export type TSystemFormSettings = z.infer<typeof ZSystemFormSettings>;

/**
 * The System tab's form: the API's own rules, with the fee typed in dollars, the days as typed,
 * and the numbered choices held as the text a select gives.
 */
export const ZSystemForm = z
  .object({
    animalIdPrefix: ZSystemSettings.shape.animalIdPrefix,
    animalIdDigits: z.enum(ANIMAL_ID_DIGIT_OPTIONS.map(String) as [string, ...string[]]),
    defaultAdoptionFee: z
      .string()
      .trim()
      .refine((text) => {
        const cents = parseDollarsToCents(text);
        return cents !== null && cents >= 0;
      }, 'Enter an amount in dollars, such as 150.00'),
    requireMicrochip: z.boolean(),
    enableEmailNotifications: z.boolean(),
    acceptBackupApplications: z.boolean(),
    dataRetentionDays: z.enum(DATA_RETENTION_OPTIONS.map(String) as [string, ...string[]]),
    strayHoldDays: daysText,
    quarantineDays: daysText,
  })
  .transform((values): TSystemFormSettings => ({
    ...values,
    animalIdDigits: Number(values.animalIdDigits) as TSystemSettings['animalIdDigits'],
    defaultAdoptionFee: parseDollarsToCents(values.defaultAdoptionFee) ?? 0,
    dataRetentionDays: Number(values.dataRetentionDays) as TSystemSettings['dataRetentionDays'],
  }))
  .pipe(ZSystemFormSettings);
export type TSystemFormValues = z.input<typeof ZSystemForm>;

export function systemFormValues({ enableSmsNotifications: _retired, ...settings }: TSystemSettings): TSystemFormValues {
  return {
    ...settings,
    animalIdDigits: String(settings.animalIdDigits),
    defaultAdoptionFee: centsToDecimal(settings.defaultAdoptionFee),
    dataRetentionDays: String(settings.dataRetentionDays),
    strayHoldDays: String(settings.strayHoldDays),
    quarantineDays: String(settings.quarantineDays),
  };
}

/** How the next animal of this year would be numbered: `A-2026-0001`. */
export function animalIdExample(prefix: string, digits: string, year: number): string {
  const width = Number(digits) || 4;
  return `${prefix.trim() || 'A'}-${year}-${'1'.padStart(width, '0')}`;
}

/** "1 year", "5 years", "90 days". */
export function retentionLabel(days: number): string {
  return days % 365 === 0 ? `${days / 365} ${days === 365 ? 'year' : 'years'}` : `${days} days`;
}
