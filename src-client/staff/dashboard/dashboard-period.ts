import type { TDashboardPeriod } from '../../../src-shared/schemas/dashboard';

/** The chart's tabs: Weekly by default. */
export const PERIOD_TABS: readonly { value: TDashboardPeriod; label: string; span: string }[] = [
  { value: 'week', label: 'Weekly', span: 'the last 7 days' },
  { value: 'month', label: 'Monthly', span: 'the last 30 days' },
  { value: 'year', label: 'Yearly', span: 'the last 12 months' },
];

export const DEFAULT_PERIOD: TDashboardPeriod = 'week';

export function isDashboardPeriod(value: string): value is TDashboardPeriod {
  return PERIOD_TABS.some((tab) => tab.value === value);
}
