import { useMemo } from 'react';
import { formatWeight } from '../../src-shared/care-plans';
import type { TWeightUnit } from '../../src-shared/enums';
import { formatCents } from '../../src-shared/money';
import { formatDate } from './date-format';
import { formatTime, formatTimeSpan, timesOnClock } from './time-format';
import { useDisplaySettings } from './use-display-settings';

export interface TFormatters {
  /** A calendar date in the chosen Display format; "N/A" when empty. */
  date(date: string | null | undefined): string;
  /** Integer cents as US dollars, `$1,234.56`. */
  money(cents: number): string;
  /** "HH:MM" on the Display setting's clock. */
  time(time: string): string;
  /** A start and its end `durationMinutes` later, on the same clock. */
  timeSpan(time: string, durationMinutes: number): string;
  /** The HH:MM times inside a sentence the server wrote, on the same clock. */
  timesIn(text: string): string;
  /** Grams in the Display setting's weight unit: "12.4 kg", "27.3 lb". */
  weight(grams: number): string;
  /** The Display setting's weight unit, which weights are entered in by default. */
  weightUnit: TWeightUnit;
}

/** How every screen shows dates, times, money and weights, following the Display settings. */
export function useFormat(): TFormatters {
  const { dateFormat, clock, weightUnit } = useDisplaySettings();
  return useMemo(
    () => ({
      date: (date) => formatDate(date, dateFormat),
      money: formatCents,
      time: (time) => formatTime(time, clock),
      timeSpan: (time, durationMinutes) => formatTimeSpan(time, durationMinutes, clock),
      timesIn: (text) => timesOnClock(text, clock),
      weight: (grams) => formatWeight(grams, weightUnit),
      weightUnit,
    }),
    [dateFormat, clock, weightUnit],
  );
}
