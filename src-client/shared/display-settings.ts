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

/**
 * Each setting's choices. Stored text is checked against these lists by hand, not with zod: the
 * console reads the settings before its first screen, which would otherwise download zod (about
 * 24 KB gzipped) for six lists.
 */
const CHOICES = {
  theme: THEMES,
  defaultPage: DEFAULT_PAGES,
  recordsPerPage: RECORDS_PER_PAGE_OPTIONS,
  dateFormat: DATE_FORMATS,
  clock: CLOCKS,
  /** Weights are stored in grams and shown, and entered by default, in this unit. */
  weightUnit: WEIGHT_UNITS,
} as const;
type TSetting = keyof typeof CHOICES;
export type TDisplaySettings = { -readonly [K in TSetting]: (typeof CHOICES)[K][number] };
const SETTINGS = Object.keys(CHOICES) as TSetting[];

const isChoice = <K extends TSetting>(key: K, value: unknown): value is TDisplaySettings[K] => (CHOICES[key] as readonly unknown[]).includes(value);

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
  for (const key of SETTINGS) if (isChoice(key, record[key])) Object.assign(settings, { [key]: record[key] });
  return settings;
}

/** Settings about to be stored: a value that is not one of its setting's choices is refused. */
export function checkDisplaySettings(settings: TDisplaySettings): TDisplaySettings {
  for (const key of SETTINGS) if (!isChoice(key, settings[key])) throw new Error(`The display setting ${key} cannot be ${JSON.stringify(settings[key])}`);
  return settings;
}
