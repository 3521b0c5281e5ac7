import { z } from 'zod';
// With its extension: the browser tests read these settings too, under Node's module rules.
import { WEIGHT_UNITS } from '../../src-shared/enums.js';

/**
 * The Display settings: kept in this browser only, never sent anywhere
 * (docs/domain.md#settings). Their values and how stored text is read; use-display-settings.ts
 * keeps them in the browser.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export const DEFAULT_PAGES = ['dashboard', 'animals', 'appointments', 'adoptions'] as const;
export const RECORDS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY'] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];
export const CLOCKS = ['12-hour', '24-hour'] as const;
export type TClock = (typeof CLOCKS)[number];

/** The clock a locale's hour cycle reads: h23 and h24 count to 24, h11 and h12 to 12 with AM/PM. */
export function clockOfHourCycle(hourCycle: string | undefined): TClock {
  return hourCycle === 'h23' || hourCycle === 'h24' ? '24-hour' : '12-hour';
}

/** This browser's locale's clock: what the Clock setting starts as. */
export function localeClock(): TClock {
  return clockOfHourCycle(new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle);
}

export const ZDisplaySettings = z.object({
  theme: z.enum(THEMES),
  defaultPage: z.enum(DEFAULT_PAGES),
  recordsPerPage: z.union(RECORDS_PER_PAGE_OPTIONS.map((n) => z.literal(n))),
  dateFormat: z.enum(DATE_FORMATS),
  clock: z.enum(CLOCKS),
  /** Weights are stored in grams and shown, and entered by default, in this unit. */
  weightUnit: z.enum(WEIGHT_UNITS),
});
export type TDisplaySettings = z.infer<typeof ZDisplaySettings>;

/** The spec's defaults; "MMM D, YYYY" is its short US date (docs/domain.md#screens); the clock is the locale's. */
export const DEFAULT_DISPLAY_SETTINGS: TDisplaySettings = {
  theme: 'light',
  defaultPage: 'dashboard',
  recordsPerPage: 25,
  dateFormat: 'MMM D, YYYY',
  clock: localeClock(),
  weightUnit: 'kg',
};

export const DISPLAY_SETTINGS_KEY = 'shelter.display-settings';

/**
 * Whatever is stored, field by field: a value an older or newer version wrote, or one edited by
 * hand, falls back to its default instead of discarding the others.
 */
export function parseDisplaySettings(stored: string | null): TDisplaySettings {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : {};
  } catch {
    raw = {};
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_DISPLAY_SETTINGS };
  for (const key of Object.keys(ZDisplaySettings.shape) as (keyof TDisplaySettings)[]) {
    const parsed = ZDisplaySettings.shape[key].safeParse(record[key]);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
  }
  return settings;
}
