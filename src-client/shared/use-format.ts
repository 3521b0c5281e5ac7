import { useMemo } from 'react';
import { formatCents } from '../../src-shared/money';
import { formatDate } from './date-format';
import { useDisplaySettings } from './use-display-settings';

export interface TFormatters {
  /** A calendar date in the chosen Display format; "N/A" when empty. */
  date(date: string | null | undefined): string;
  /** Integer cents as US dollars, `$1,234.56`. */
  money(cents: number): string;
}

/** How every screen shows dates and money, following the Display settings. */
export function useFormat(): TFormatters {
  const { dateFormat } = useDisplaySettings();
  return useMemo(() => ({ date: (date) => formatDate(date, dateFormat), money: formatCents }), [dateFormat]);
}
